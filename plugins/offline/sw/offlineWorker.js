// @ts-check
// Added to @docusaurus/plugin-pwa's service worker (option swCustom). In offline mode it answers
// page navigations, which the plugin can only answer for precached HTML files: from the app shell
// and the precached route chunks, else the network, else the offline page; and it saves and
// answers the search index.
import {OFFLINE_FILE, SEARCH_INDEX, SHELL_FILE, appShellHeaders, isPagePath, searchIndexAddress, toAppShell} from './appShell.js';

/**
 * The parts of the service worker global scope used here (the project's TypeScript lib is DOM).
 * @typedef {{waitUntil(promise: Promise<unknown>): void}} ExtendableEvent
 * @typedef {Event & ExtendableEvent & {request: Request, respondWith(response: Promise<Response>): void}} FetchEvent
 * @typedef {{
 *   registration: {scope: string},
 *   clients: {claim(): Promise<void>},
 *   location: Location,
 *   addEventListener(type: 'install' | 'activate', listener: (event: Event & ExtendableEvent) => void): void,
 *   addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void,
 * }} WorkerScope
 */
const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

const SEARCH_CACHE = 'docs-offline-search';

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
    if (shell && html) return new Response(html, {headers: appShellHeaders(shell.headers)});
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
 * The search index, by name: from the copy saved at install, else from the network (kept).
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answerSearchIndex(request) {
  const hit = await cached(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SEARCH_CACHE)).put(request, response.clone());
  return response;
}

/**
 * Saves the search index the pages name. It is not precached: the search plugin writes it in a
 * postBuild that runs alongside plugin-pwa's, so it may not exist yet when the plugin lists the build.
 */
async function saveSearchIndex() {
  const shell = await fetch(inScope(SHELL_FILE), {cache: 'no-cache'});
  const address = shell.ok ? searchIndexAddress(await shell.text()) : null;
  if (!address) return;
  const url = inScope(address);
  const response = await fetch(url, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`offline: the search index ${url} answered ${response.status}`);
  const cache = await caches.open(SEARCH_CACHE);
  await cache.put(url, response);
  // Keys come in the order they were stored: keep this version's index and the one before it,
  // which the worker still in control reads until this one takes over.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -2).map((key) => cache.delete(key)));
}

/** @param {{offlineMode: boolean}} params */
export default function offlineWorker(params) {
  if (!params.offlineMode) {
    // Leaving offline mode: the plugin's worker empties the precache; drop the search copy too.
    worker.addEventListener('activate', (event) => event.waitUntil(caches.delete(SEARCH_CACHE)));
    return;
  }

  worker.addEventListener('install', (event) => event.waitUntil(saveSearchIndex()));

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
