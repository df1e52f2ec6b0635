// The HTML around every built page: Docusaurus' own SSG template, except for how the scripts
// (runtime~main.js and main.js) are requested. Docusaurus writes them as `<script defer>` in the
// head, so the browser fetches them while it parses the page and may run them before the first
// paint of a long page. Here a small loader at the end of the body adds them once the first frame
// has been drawn: the page's text is on screen before any script competes with it, and a page
// loads as before when scripts never arrive (offline without a cached copy, blocked, no JS).
// bench/NOTES.md has the measurements behind it.
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The loader, as the inline script's source: called with the scripts' addresses, it adds them to
 * the body in order (`async = false` keeps their order) after the next frame, or at once in a
 * tab that draws no frames (hidden, or prerendering).
 */
export const SCRIPT_LOADER =
  'function(u){var d=document,n=0;function l(){if(n++)return;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=!1;d.body.appendChild(e)})}' +
  'd.visibilityState=="hidden"?l():requestAnimationFrame(function(){setTimeout(l,0)})}';

/**
 * The attribute that marks the loader's script and holds the addresses as JSON. The script's text
 * is then the same on every page of every build, so the Content-Security-Policy allows it by its
 * hash (deploy/nginx/security-headers.conf) instead of allowing every inline script.
 */
export const LOADER_ATTRIBUTE = 'data-script-loader';

// Where Docusaurus' template writes a deferred script tag per bundle, and where the body ends.
const DEFERRED_SCRIPTS = /\n[ \t]*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const BODY_END = /\n[ \t]*<\/body>/;

/**
 * `template` (an SSG template in Docusaurus' form) without its deferred script tags, and with the
 * loader, given the bundles' addresses, as the body's last element. Eta: `<%=` escapes for HTML.
 */
export function withScriptLoader(template: string): string {
  if (!DEFERRED_SCRIPTS.test(template) || !BODY_END.test(template)) {
    throw new Error("plugins/page-shell: Docusaurus' SSG template no longer has the deferred script tags or the body end it replaces; update ssrTemplate.ts");
  }
  const addresses = 'JSON.stringify(it.scripts.map((script) => it.baseUrl + script))';
  const loader = `<script ${LOADER_ATTRIBUTE}="<%= ${addresses} %>">(${SCRIPT_LOADER})(JSON.parse(document.currentScript.getAttribute("${LOADER_ATTRIBUTE}")))</script>`;
  return template.replace(DEFERRED_SCRIPTS, '').replace(BODY_END, (end) => `\n    ${loader}${end}`);
}

const HTML_START = /<html <%~ it\.htmlAttributes %>>/;

/**
 * `template` with `data-theme="dark"` on `<html>`. The site is always dark, but Docusaurus sets the
 * attribute from an inline script only: without JavaScript a page would render in the light theme.
 */
export function withDarkTheme(template: string): string {
  if (!HTML_START.test(template)) {
    throw new Error("plugins/page-shell: Docusaurus' SSG template no longer starts with `<html <%~ it.htmlAttributes %>>`; update withDarkTheme in ssrTemplate.ts");
  }
  return template.replace(HTML_START, '<html <%~ it.htmlAttributes %> data-theme="dark">');
}

/** Docusaurus' own template (@docusaurus/core lib/ssg/ssgTemplate.html.js) with the loader, always dark. */
export const ssrTemplate = withDarkTheme(withScriptLoader(docusaurusTemplate));
