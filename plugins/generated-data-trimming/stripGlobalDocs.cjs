// Loader for the global data main.js holds (.docusaurus/globalData.json) in the browser build. The
// docs plugin lists every doc there (id, path, sidebar: 2.5 KB gzip at 221 pages, growing with every
// page); in the browser only the version navbar items and doc navbar items read that list, which this
// site does not use, and the version banner, which reads the main doc of a version (kept). The
// not-found page takes its doc paths from the route table instead. Remove this loader
// (plugins/generated-data-trimming) if the navbar ever gets doc or version items.
const LOADER = 'plugins/generated-data-trimming/stripGlobalDocs.cjs';

/** @param {string} what */
function unexpected(what) {
  return new Error(`${LOADER}: .docusaurus/globalData.json: ${what}; the docs plugin changed its global data, update the loader or remove it`);
}

/** @param {string} source */
module.exports = function stripGlobalDocs(source) {
  const data = JSON.parse(source);
  const docsPlugin = data['docusaurus-plugin-content-docs'];
  if (!docsPlugin || typeof docsPlugin !== 'object' || Object.keys(docsPlugin).length === 0) {
    throw unexpected('no `docusaurus-plugin-content-docs` entry with a docs plugin');
  }
  for (const [id, plugin] of Object.entries(docsPlugin)) {
    if (!Array.isArray(plugin.versions) || plugin.versions.length === 0) throw unexpected(`\`docusaurus-plugin-content-docs.${id}.versions\` is not a non-empty list`);
    plugin.versions.forEach((version, i) => {
      const at = `docusaurus-plugin-content-docs.${id}.versions[${i}]`;
      if (typeof version.mainDocId !== 'string' || !Array.isArray(version.docs)) throw unexpected(`\`${at}\` has no \`mainDocId\` and \`docs\` list`);
      const mainDoc = version.docs.filter((doc) => doc.id === version.mainDocId);
      if (mainDoc.length !== 1) throw unexpected(`\`${at}.docs\` does not list its main doc \`${version.mainDocId}\` once`);
      version.docs = mainDoc;
    });
  }
  return JSON.stringify(data);
};
