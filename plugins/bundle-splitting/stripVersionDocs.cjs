// Loader for the docs version metadata that every docs page loads
// (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json). Besides the sidebar, that file lists
// every doc with its id, title, description and sidebar; in the browser only theme-classic's DocCard
// reads that list (useDocById). This site renders no doc cards and no doc navbar items, and the list
// grows with every page (4.2 KB gzip of the 8.1 KB file at 221 pages), so the browser's copy has an
// empty list. A page that renders <DocCardList> would fail to find its docs: remove this loader
// (plugins/bundle-splitting) if doc cards are ever used.
/** @param {string} source */
module.exports = function stripVersionDocs(source) {
  const data = JSON.parse(source);
  if (data && data.version && typeof data.version.docs === 'object') data.version.docs = {};
  return JSON.stringify(data);
};
