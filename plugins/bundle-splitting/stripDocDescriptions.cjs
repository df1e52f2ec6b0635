// Loader for the docs version metadata that every docs page loads
// (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json). Besides the sidebar, that file lists
// every doc with its id, title, description and sidebar; only theme-classic's DocCard reads it
// (useDocById), and only for the description of a card. This site renders no doc cards, and the
// descriptions were 60% of the file (5 KB gzip at 90 pages, growing with every page), so they are
// dropped from the browser's copy. A page that renders <DocCardList> would show cards without
// descriptions: remove this loader (plugins/bundle-splitting) if doc cards are ever used.
/** @param {string} source */
module.exports = function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (docs && typeof docs === 'object') {
    for (const doc of Object.values(docs)) delete doc.description;
  }
  return JSON.stringify(data);
};
