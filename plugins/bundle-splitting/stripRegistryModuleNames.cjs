// Loader for Docusaurus' route chunk registry (.docusaurus/registry.js) in the browser build. Each
// entry is [loader, moduleName, webpackId]; react-loadable reads moduleName only while the server
// renders (Loadable.Capture), so the browser's copy drops it: one "@site/docs/....md" string per
// page (2.5 KB gzip at 221 pages, growing with every page) that every page would load in main.js.
// A test (__tests__/stripRegistryModuleNames.test.ts) fails when the registry's format changes.
// It also shortens the chunk names (./shortChunkNames.cjs).
const {shortenRegistry} = require('./shortChunkNames.cjs');

/** @param {string} source */
module.exports = function stripRegistryModuleNames(source) {
  const entry = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;
  const stripped = source.replace(entry, '$1""$2');
  if (stripped === source && source.includes('require.resolveWeak(')) {
    throw new Error('plugins/bundle-splitting/stripRegistryModuleNames.cjs: .docusaurus/registry.js no longer has the [loader, "moduleName", require.resolveWeak(...)] entries this loader expects; update the loader or remove it');
  }
  // The chunk names get short too (./shortChunkNames.cjs).
  return shortenRegistry(stripped);
};
