// Which of @docusaurus/plugin-pwa's offline-mode activation strategies hold for this visit.
// Pure: the browser signals are passed in, so every strategy is unit-tested.

/** The strategies of the plugin's `offlineModeActivationStrategies` option. */
export type Strategy = 'always' | 'mobile' | 'saveData' | 'appInstalled' | 'standalone' | 'queryString';

/** The navbar switches to the mobile layout at this width, and offline mode with it. */
export const MAX_MOBILE_WIDTH = 996;

export interface BrowserSignals {
  readonly innerWidth: number;
  /** `navigator.connection.saveData` (data-saver). */
  readonly saveData: boolean;
  /** The stored flag set by the `appinstalled` event. */
  readonly appInstalledFlag: boolean;
  /** `navigator.getInstalledRelatedApps()` lists this web app; asked only when needed. */
  readonly relatedAppInstalled: () => Promise<boolean>;
  /** `(display-mode: standalone)` matches. */
  readonly standalone: boolean;
  /** `location.search` */
  readonly search: string;
}

const holds: Record<Strategy, (s: BrowserSignals) => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: (s) => s.innerWidth <= MAX_MOBILE_WIDTH,
  saveData: (s) => s.saveData,
  appInstalled: (s) => s.appInstalledFlag || s.relatedAppInstalled(),
  standalone: (s) => s.standalone,
  queryString: (s) => new URLSearchParams(s.search).get('offlineMode') === 'true',
};

/** The configured strategies that hold, in configuration order; offline mode is on if any does. */
export async function activeStrategies(configured: readonly Strategy[], signals: BrowserSignals): Promise<Strategy[]> {
  const results = await Promise.all(configured.map(async (strategy) => ((await holds[strategy](signals)) ? strategy : null)));
  return results.filter((strategy): strategy is Strategy => strategy !== null);
}
