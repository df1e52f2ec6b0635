// The HTML around every built page: Docusaurus' own SSG template, except for how the scripts
// (runtime~main.js and main.js) are requested. Docusaurus writes them as `<script defer>` in the
// head, so the browser fetches them while it parses the page and may run them before the first
// paint of a long page. Here a small loader at the end of the body adds them once the first frame
// has been drawn: the page's text is on screen before any script competes with it, and a page
// loads as before when scripts never arrive (offline without a cached copy, blocked, no JS).
// bench/README.md has the measurements behind it.

/**
 * The loader, as the inline script's source: called with the scripts' addresses, it adds them to
 * the body in order (`async = false` keeps their order) after the next frame, or at once in a
 * tab that draws no frames (hidden, or prerendering).
 */
export const SCRIPT_LOADER =
  'function(u){var d=document,n=0;function l(){if(n++)return;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=!1;d.body.appendChild(e)})}' +
  'd.visibilityState=="hidden"?l():requestAnimationFrame(function(){setTimeout(l,0)})}';

/** The attribute that marks the loader's script, so tests and tools can find it. */
export const LOADER_ATTRIBUTE = 'data-script-loader';

// Docusaurus' template (ssgTemplate.html.js in @docusaurus/core 3.10) with the loader in place of
// the deferred script tags. Eta: `<%=` escapes, `<%~` writes raw.
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script ${LOADER_ATTRIBUTE}>(${SCRIPT_LOADER})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>)</script>
  </body>
</html>
`;
