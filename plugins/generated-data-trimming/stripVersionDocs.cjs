// Loader for the docs version metadata that every docs page loads
// (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json): the sidebar and a list of every doc.
// Both grow with every page, and the browser reads little of them:
// - the list of docs (id, title, description, sidebar) is read only through useDocById, whose one
//   caller is theme-classic's DocCard (DocCardList, generated-index pages): this site renders no doc
//   cards (__tests__/stripVersionDocs.test.ts checks the pages and theme, and this loader throws on a
//   generated-index category), so the browser's copy has an empty list;
// - a sidebar link's `docId` is read by the breadcrumbs only as "this link is a doc" and by DocCard:
//   it becomes 1; `unlisted: false` is the default and is dropped.
// At 221 pages that is 4.2 + 0.9 KB gzip of the 8.1 KB file.
const FILE = '.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json';
const LOADER = 'plugins/generated-data-trimming/stripVersionDocs.cjs';

/** @param {string} what */
function unexpected(what) {
  return new Error(`${LOADER}: ${FILE}: ${what}; the docs plugin changed the version metadata, update the loader or remove it`);
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** @param {unknown} items @param {Record<string, unknown>} docs @param {string} where */
function slimItems(items, docs, where) {
  if (!Array.isArray(items)) throw unexpected(`${where} is not a list of sidebar items`);
  items.forEach((item, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(item)) throw unexpected(`${at} is not a sidebar item`);
    if (item.type === 'link') {
      if (typeof item.href !== 'string') throw unexpected(`${at} (a link) has no \`href\``);
      if (item.docId !== undefined) {
        if (!(item.docId in docs)) throw unexpected(`${at} links to doc \`${item.docId}\`, which \`version.docs\` does not list`);
        item.docId = 1;
      }
    } else if (item.type === 'category') {
      if (isObject(item.link) && item.link.type === 'generated-index') {
        throw new Error(
          `${LOADER}: ${FILE}: ${at} (category "${item.label}") has a generated-index page, which renders doc cards that read ` +
            '`version.docs` (useDocById); this loader empties that list: remove the loader from plugins/generated-data-trimming, or link the category to a doc',
        );
      }
      slimItems(item.items, docs, `${at}.items`);
    } else if (item.type !== 'html') {
      throw unexpected(`${at} has type ${JSON.stringify(item.type)} (expected link, category or html)`);
    }
    if (item.unlisted === false) delete item.unlisted;
  });
}

/** @param {string} source */
module.exports = function stripVersionDocs(source) {
  const data = JSON.parse(source);
  const version = isObject(data) ? data.version : undefined;
  if (!isObject(version)) throw unexpected('no `version` object');
  if (!isObject(version.docs) || Object.keys(version.docs).length === 0) throw unexpected('`version.docs` is not a non-empty object of docs by id');
  if (!isObject(version.docsSidebars)) throw unexpected('`version.docsSidebars` is not an object of sidebars by name');
  for (const [name, items] of Object.entries(version.docsSidebars)) slimItems(items, version.docs, `version.docsSidebars.${name}`);
  version.docs = {};
  return JSON.stringify(data);
};
