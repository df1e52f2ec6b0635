// Loader for the site config main.js holds (.docusaurus/docusaurus.config.mjs) in the browser build.
// Docusaurus ships the whole config to the browser; the parts listed below only drive the build and
// the server render (preset and plugin options, the HTML template, head tags, Markdown options, the
// broken-link policies, static folders, the deployment names and the tagline, which no page shows),
// and nothing in the
// browser reads them (React components read themeConfig, baseUrl, title and the like, which stay).
// 1.3 KB gzip that every page loads.
const SERVER_ONLY = [
  'presets', 'plugins', 'themes', 'ssrTemplate', 'headTags', 'markdown', 'scripts', 'stylesheets', 'clientModules',
  'staticDirectories', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes',
  'tagline', 'organizationName', 'projectName',
];
const PREFIX = /^[\s\S]*?export default /;

/** @param {string} source */
module.exports = function stripServerConfig(source) {
  const prefix = PREFIX.exec(source);
  if (!prefix) {
    throw new Error('plugins/bundle-splitting/stripServerConfig.cjs: .docusaurus/docusaurus.config.mjs no longer starts with `export default {json}`; update the loader or remove it');
  }
  const config = JSON.parse(source.slice(prefix[0].length).trim().replace(/;$/, ''));
  for (const key of SERVER_ONLY) delete config[key];
  // The browser reads only which router to use (Link, useBaseUrl, the client entry).
  if (config.future) config.future = {experimental_router: config.future.experimental_router};
  return `export default ${JSON.stringify(config)};\n`;
};
