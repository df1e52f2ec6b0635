// Where the page finds the hashed index file: plugins/search-index stamps this meta tag into every
// HTML page after the build, because the JS bundles are built before the index exists.
export const INDEX_META_NAME = 'docsearch-local-index';

/** The index address, or null when the page has none (dev server, hosted mode). */
export function readIndexUrl(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content || null;
}
