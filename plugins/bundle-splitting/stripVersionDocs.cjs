// Loader for the docs version metadata that every docs page loads
// (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json): the sidebar and a list of every doc.
// Both grow with every page, and the browser reads little of them:
// - the list of docs (id, title, description, sidebar) is read only by theme-classic's DocCard
//   (useDocById): this site renders no doc cards, so the browser's copy has an empty list;
// - a sidebar link's `docId` is read by the breadcrumbs only as "this link is a doc" and by DocCard:
//   it becomes 1; `unlisted: false` is the default and is dropped.
// At 221 pages that is 4.2 + 0.9 KB gzip of the 8.1 KB file. A page that renders <DocCardList>
// would fail to find its docs: remove this loader (plugins/bundle-splitting) if doc cards are ever used.
/** @param {unknown[]} items */
function slimItems(items) {
  for (const item of items) {
    if (item.type === 'link' && item.docId) item.docId = 1;
    if (item.unlisted === false) delete item.unlisted;
    if (Array.isArray(item.items)) slimItems(item.items);
  }
}

/** @param {string} source */
module.exports = function stripVersionDocs(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (version && typeof version.docs === 'object') version.docs = {};
  for (const items of Object.values((version && version.docsSidebars) || {})) slimItems(items);
  return JSON.stringify(data);
};
