// Loader for the global data main.js holds (.docusaurus/globalData.json) in the browser build. The
// docs plugin lists every doc there (id, path, sidebar: 2.5 KB gzip at 221 pages, growing with every
// page); in the browser only the version navbar items and doc navbar items read that list, which this
// site does not use, and the version banner, which reads the main doc of a version (kept). The
// not-found page takes its doc paths from the route table instead. Remove this loader
// (plugins/bundle-splitting) if the navbar ever gets doc or version items.
/** @param {string} source */
module.exports = function stripGlobalDocs(source) {
  const data = JSON.parse(source);
  const docsPlugin = data['docusaurus-plugin-content-docs'];
  for (const plugin of Object.values(docsPlugin ?? {})) {
    for (const version of plugin.versions ?? []) {
      version.docs = (version.docs ?? []).filter((doc) => doc.id === version.mainDocId);
    }
  }
  return JSON.stringify(data);
};
