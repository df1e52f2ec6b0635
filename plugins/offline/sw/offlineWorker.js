// @ts-check
// Added to @docusaurus/plugin-pwa's service worker (option swCustom). In offline mode it answers
// page navigations, which the plugin can only answer for precached HTML files: from the app shell
// and the precached route chunks, else the network, else the offline page.
import {OFFLINE_FILE, SEARCH_INDEX, SHELL_FILE, isPagePath, toAppShell} from './appShell.js';

/**
 * The parts of the service worker global scope used here (the project's TypeScript lib is DOM).
 * @typedef {{waitUntil(promise: Promise<unknown>): void}} ExtendableEvent
 * @typedef {Event & ExtendableEvent & {request: Request, respondWith(response: Promise<Response>): void}} FetchEvent
 * @typedef {{
 *   registration: {scope: string},
 *   clients: {claim(): Promise<void>},
 *   location: Location,
 *   addEventListener(type: 'activate', listener: (event: Event & ExtendableEvent) => void): void,
 *   addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void,
 * }} WorkerScope
 */
const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

const RUNTIME_CACHE = 'docs-offline-runtime';

/** @param {string} file */
const inScope = (file) => new URL(file, worker.registration.scope).href;

/** @param {string} url */
const cached = (url) => caches.match(url, {ignoreSearch: true});

/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answerNavigation(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  // A precached document (404.html, offline.html) is itself.
  const exact = (await cached(url.href)) ?? (url.pathname.endsWith('/') ? await cached(`${url.href}index.html`) : undefined);
  if (exact) return exact;
  if (isPagePath(url.pathname)) {
    const shell = await cached(inScope(SHELL_FILE));
    const html = shell ? toAppShell(await shell.text()) : null;
    if (html) return new Response(html, {headers: {'content-type': 'text/html; charset=utf-8'}});
  }
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await cached(inScope(OFFLINE_FILE));
    if (offline) return offline;
    throw error;
  }
}

/**
 * The search index normally comes from the precache (the plugin answers it); this keeps a copy of
 * one the manifest missed, fetched online, for offline use.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answerSearchIndex(request) {
  const hit = await cached(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** @param {{offlineMode: boolean}} params */
export default function offlineWorker(params) {
  if (!params.offlineMode) return;

  // Control the page that installed the worker at once, so that a reader who goes offline right
  // after the first visit can keep navigating.
  worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

  // Registered before the plugin's own fetch listener: what is answered here stops there.
  worker.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || !request.url.startsWith(worker.registration.scope)) return;
    if (request.mode === 'navigate') {
      event.stopImmediatePropagation();
      event.respondWith(answerNavigation(request));
    } else if (SEARCH_INDEX.test(new URL(request.url).pathname)) {
      event.stopImmediatePropagation();
      event.respondWith(answerSearchIndex(request));
    }
  });
}
