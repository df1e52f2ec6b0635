// Loader for Docusaurus' route chunk registry (.docusaurus/registry.js) in the browser build. Each
// entry is [loader, moduleName, webpackId]; react-loadable reads moduleName only while the server
// renders (Loadable.Capture), so the browser's copy drops it: one "@site/docs/....md" string per
// page (2.5 KB gzip at 221 pages, growing with every page) that every page would load in main.js.
const ENTRY_LINE = /^ {2}"[^"]+": \[/gm;
const MODULE_NAME = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;

/** @param {string} source */
module.exports = function stripRegistryModuleNames(source) {
  const entries = source.match(ENTRY_LINE)?.length ?? 0;
  let stripped = 0;
  const result = source.replace(MODULE_NAME, (_m, before, after) => {
    stripped += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || stripped !== entries) {
    throw new Error(
      `plugins/generated-data-trimming/stripRegistryModuleNames.cjs: .docusaurus/registry.js has ${entries} entries and ${stripped} in the form ` +
        '[() => import(...), "moduleName", require.resolveWeak(...)] this loader expects (expected all of them, at least one); update the loader or remove it',
    );
  }
  return result;
};
