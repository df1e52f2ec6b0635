// The service worker's address carries its mode (`sw.js?params={"offlineMode":...,"debug":...}`,
// as @docusaurus/plugin-pwa does), so a page can tell whether it was served from the offline copy.

export interface WorkerParams {
  readonly offlineMode: boolean;
  readonly debug: boolean;
}

export function workerUrl(scriptPath: string, params: WorkerParams): string {
  return `${scriptPath}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/** Whether a worker script URL is one registered in offline mode (its responses come from the precache). */
export function isOfflineModeWorker(scriptUrl: string | undefined): boolean {
  if (!scriptUrl) return false;
  try {
    const params = new URL(scriptUrl, 'http://localhost').searchParams.get('params');
    return params !== null && (JSON.parse(params) as Partial<WorkerParams>).offlineMode === true;
  } catch {
    return false;
  }
}

/**
 * What to do when a new worker is waiting:
 * - `prompt`: offline mode and this page came from the offline copy: show the reload popup.
 * - `activate-and-reload`: offline mode is off but this page came from the offline copy: apply the
 *   update at once and reload, so the reader leaves the old copy.
 * - `activate`: nothing on screen came from a cache: apply the update silently.
 */
export type UpdateAction = 'prompt' | 'activate-and-reload' | 'activate';

export function updateAction(offlineMode: boolean, pageFromOfflineCopy: boolean): UpdateAction {
  if (!pageFromOfflineCopy) return 'activate';
  return offlineMode ? 'prompt' : 'activate-and-reload';
}
