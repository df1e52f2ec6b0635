// The search index file: pages, headings and texts as nested arrays (no repeated keys, no repeated
// hierarchy), written by plugins/search-index and expanded into DocSearch-shaped records here.
import type {Hierarchy, PageRecords, RecordType, SearchRecord} from './types';

export const INDEX_FORMAT_VERSION = 1;

export interface IndexFile {
  v: typeof INDEX_FORMAT_VERSION;
  /** Section names (lvl0), referenced by position. */
  s: string[];
  /** Pages: [url, section, title, extra]. */
  p: [string, number, string, string][];
  /** Headings of all pages: [page, level, text, anchor, parent heading or -1]. */
  h: [number, number, string, string, number][];
  /** Texts: [heading, text] with heading >= 0, or [-(page + 1), text] above a page's first heading. */
  t: [number, string][];
}

/**
 * A text block repeated word for word on several pages (a partial, a shared table) is kept only on
 * the first page that has it: the copies would make every page that includes it match alike.
 */
export function encodeIndex(pages: readonly PageRecords[]): IndexFile {
  const sections: string[] = [];
  const file: IndexFile = {v: INDEX_FORMAT_VERSION, s: sections, p: [], h: [], t: []};
  const written = new Map<string, number>();
  pages.forEach((page, pageIndex) => {
    let section = sections.indexOf(page.section);
    if (section < 0) section = sections.push(page.section) - 1;
    file.p.push([page.url, section, page.title, page.extra]);
    const offset = file.h.length;
    for (const heading of page.headings) {
      file.h.push([pageIndex, heading.level, heading.text, heading.anchor, heading.parent < 0 ? -1 : heading.parent + offset]);
    }
    for (const text of page.texts) {
      const firstPage = written.get(text.text);
      if (firstPage !== undefined && firstPage !== pageIndex) continue;
      written.set(text.text, pageIndex);
      file.t.push([text.heading < 0 ? -(pageIndex + 1) : text.heading + offset, text.text]);
    }
  });
  return file;
}

/** Throws with the fix when the file is not an index this code can read. */
export function assertIndexFile(value: unknown, source: string): asserts value is IndexFile {
  const file = value as Partial<IndexFile> | null;
  if (!file || typeof file !== 'object' || file.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.p)) {
    throw new Error(
      `${source}: not a search index of format ${INDEX_FORMAT_VERSION} (got ${JSON.stringify(file?.v)}); rebuild the site with \`npm run build\``,
    );
  }
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Expands the file into records: pages first, then headings, then texts (file order). */
export function decodeIndex(file: IndexFile): SearchRecord[] {
  const pageRecords = file.p.map(([url, section, title, extra]): SearchRecord => ({
    objectID: url,
    type: 'lvl1',
    url,
    hierarchy: {lvl0: file.s[section] ?? '', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    extra,
  }));
  const headingRecords: SearchRecord[] = [];
  file.h.forEach(([page, level, text, anchor, parent]) => {
    const base = parent >= 0 ? headingRecords[parent]! : pageRecords[page]!;
    const hierarchy: Hierarchy = {...base.hierarchy};
    // A heading clears the deeper levels its parent may have set.
    for (const lvl of LEVELS) if (Number(lvl.slice(3)) >= level) hierarchy[lvl] = null;
    hierarchy[`lvl${level}` as (typeof LEVELS)[number]] = text;
    const url = `${pageRecords[page]!.url}#${anchor}`;
    headingRecords.push({objectID: url, type: `lvl${level}` as RecordType, url, hierarchy, content: null, extra: ''});
  });
  const counts = new Map<string, number>();
  const textRecords = file.t.map(([owner, text]): SearchRecord => {
    const base = owner >= 0 ? headingRecords[owner]! : pageRecords[-owner - 1]!;
    const n = (counts.get(base.url) ?? 0) + 1;
    counts.set(base.url, n);
    return {objectID: `${base.url}~${n}`, type: 'content', url: base.url, hierarchy: base.hierarchy, content: text, extra: ''};
  });
  return [...pageRecords, ...headingRecords, ...textRecords];
}
