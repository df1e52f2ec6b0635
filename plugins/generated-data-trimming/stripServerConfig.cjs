// Loader for the site config main.js holds (.docusaurus/docusaurus.config.mjs) in the browser build.
// Docusaurus ships the whole config to the browser; the parts listed below only drive the build and
// the server render (preset and plugin options, the HTML template, head tags, Markdown options, the
// broken-link policies, static folders, the deployment names and the tagline, which no page shows),
// and nothing in the browser reads them (React components read themeConfig, baseUrl, title and the
// like, which stay). 1.3 KB gzip that every page loads.
const SERVER_ONLY = [
  'presets', 'plugins', 'themes', 'ssrTemplate', 'headTags', 'markdown', 'scripts', 'stylesheets', 'clientModules',
  'staticDirectories', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes',
  'tagline', 'organizationName', 'projectName',
];
const PREFIX = /^[\s\S]*?export default /;
const LOADER = 'plugins/generated-data-trimming/stripServerConfig.cjs';

/** @param {string} what */
function unexpected(what) {
  return new Error(`${LOADER}: .docusaurus/docusaurus.config.mjs ${what}; update the loader or remove it`);
}

/** @param {string} source */
module.exports = function stripServerConfig(source) {
  const prefix = PREFIX.exec(source);
  if (!prefix) throw unexpected('no longer starts with `export default {json}`');
  let config;
  try {
    config = JSON.parse(source.slice(prefix[0].length).trim().replace(/;$/, ''));
  } catch (error) {
    throw unexpected(`no longer exports a JSON object (${error.message})`);
  }
  for (const key of ['baseUrl', 'themeConfig', 'presets', 'plugins']) {
    if (!(key in config)) throw unexpected(`has no \`${key}\` key`);
  }
  // The browser reads only which router to use (Link, useBaseUrl, the client entry).
  const router = config.future && config.future.experimental_router;
  if (router !== 'browser' && router !== 'hash') throw unexpected(`has no \`future.experimental_router\` ("browser" or "hash"), which the client entry reads`);
  for (const key of SERVER_ONLY) delete config[key];
  config.future = {experimental_router: router};
  return `export default ${JSON.stringify(config)};\n`;
};
