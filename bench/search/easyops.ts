// @easyops-cn/docusaurus-search-local's index (lunr), loaded and queried the way its client does it,
// closely enough to time it and to rank pages: every index (titles, headings, descriptions,
// keywords, contents), the last word as a prefix, hits merged by lunr score.
import lunr from 'lunr';

interface EasyopsDocument {
  i: number;
  u: string;
  h?: string;
}

export type EasyopsIndexFile = {documents: EasyopsDocument[]; index: object}[];

export interface EasyopsSearch {
  /** Page URLs (no anchor), best first, each once. */
  search(query: string): string[];
}

/** The query string lunr's parser accepts: words only, the last one as a prefix. */
export function lunrQuery(query: string): string {
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.]+/u)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}*` : t)).join(' ');
}

export function loadEasyopsIndex(file: EasyopsIndexFile): EasyopsSearch {
  const sets = file.map(({documents, index}) => ({
    index: lunr.Index.load(index),
    documents: new Map(documents.map((d) => [String(d.i), d])),
  }));
  return {
    search(query: string): string[] {
      const q = lunrQuery(query);
      if (!q) return [];
      const hits = sets.flatMap(({index, documents}) => {
        try {
          return index.search(q).map((r) => ({score: r.score, url: documents.get(r.ref)?.u ?? ''}));
        } catch {
          return [];
        }
      });
      hits.sort((a, b) => b.score - a.score);
      return [...new Set(hits.map((h) => h.url.split('#')[0]!))];
    },
  };
}
