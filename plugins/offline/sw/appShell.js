// @ts-check
// Pure helpers of the service worker (JavaScript: plugin-pwa compiles the worker with Babel for
// .js files only). Docs pages are not precached as HTML: the route chunks hold their content,
// so any page is rendered offline from one precached document, 404.html, emptied into a shell.

/** The precached document every docs page is rendered from offline. */
export const SHELL_FILE = '404.html';
/** The page shown when a navigation can be answered neither from the precache nor the network. */
export const OFFLINE_FILE = 'offline.html';
/** Attribute on the React root telling the client to render into it rather than hydrate it. */
export const SHELL_ATTRIBUTE = 'data-app-shell';

/**
 * Whether a path under the site's base URL can be a page of the app: `/docs/x/`, `/docs/x` or
 * `/docs/x.html` (normalised by the client), but not a file such as `/docs/sitemap.xml`.
 * @param {string} pathname
 */
export function isPagePath(pathname) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/**
 * The shell: the page with the server-rendered content of its React root removed and the root
 * marked, so nothing of the page it was rendered for shows before the app renders the real one.
 * @param {string} html a page of the build (404.html)
 * @returns {string | null} null when the page has no React root
 */
export function toAppShell(html) {
  const root = /<div id="?__docusaurus"?>/.exec(html);
  const bodyEnd = html.lastIndexOf('</body>');
  if (!root || bodyEnd < root.index) return null;
  const rootEnd = html.lastIndexOf('</div>', bodyEnd);
  if (rootEnd < root.index) return null;
  return `${html.slice(0, root.index)}<div id="__docusaurus" ${SHELL_ATTRIBUTE}="true">${html.slice(rootEnd)}`;
}

/** Headers that describe the body as the server sent it, not the shell made from it. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'vary'];

/**
 * The headers of a shell response: those the server sent with 404.html, so a page rendered offline
 * is under the same Content-Security-Policy and security headers as online, without the ones that
 * describe the stored file's bytes.
 * @param {Headers} stored the saved 404.html response's headers
 * @returns {Headers}
 */
export function appShellHeaders(stored) {
  const headers = new Headers(stored);
  for (const name of BODY_HEADERS) headers.delete(name);
  headers.set('content-type', 'text/html; charset=utf-8');
  return headers;
}

/** Search index files by name (`/docs/search-index.<hash>.json`), saved and answered by the worker. */
export const SEARCH_INDEX = /\/search-index[.-][^/]*\.json$/;

/**
 * The search index a page names: the search plugin writes the index after the pages are rendered
 * and stamps its address into every page as `<meta name="docsearch-local-index" content="...">`
 * (INDEX_META_NAME in src/search/indexUrl.ts).
 * @param {string} html
 * @returns {string | null}
 */
export function searchIndexAddress(html) {
  return /<meta name="?docsearch-local-index"? content="?([^">\s]+)"?/.exec(html)?.[1] ?? null;
}
