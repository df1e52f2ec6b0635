// The shapes shared by the index plugin (build time), the engine and the DocSearch modal (browser).

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One searchable record, shaped like a DocSearch record (plain text, not HTML). */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  /** Path with the heading anchor, e.g. /docs/reference/sql/sample-by/#fill */
  url: string;
  hierarchy: Hierarchy;
  content: string | null;
  /** Words that find the record without being shown: a page's description and keywords. */
  extra: string;
}

/** A heading (h2-h6) or an anchored table row of a page. */
export interface PageHeading {
  level: 2 | 3 | 4 | 5 | 6;
  text: string;
  anchor: string;
  /** Index of the enclosing heading in the page's `headings`, or -1. */
  parent: number;
}

/** A paragraph, list item, table row or caption, under the heading that precedes it. */
export interface PageText {
  /** Index in the page's `headings`, or -1 for text above the first heading. */
  heading: number;
  text: string;
}

/** What the index plugin reads from one rendered docs page. */
export interface PageRecords {
  url: string;
  /** Top-level sidebar section, e.g. "SQL reference". */
  section: string;
  title: string;
  /** Front matter description and keywords. */
  extra: string;
  headings: PageHeading[];
  texts: PageText[];
}
