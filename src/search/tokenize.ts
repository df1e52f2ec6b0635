// Words as search sees them, shared by indexing, querying and highlighting so the three agree.
// Identifiers keep their exact spelling (approx_percentile, cairo.max.uncommitted.rows) as one
// term and also yield their parts; plain English words are lower-cased and lightly stemmed.

/** A word, or a run of words joined by `_`, `.`, `-` or `:` without spaces (an identifier). */
const WORD = /[\p{L}\p{N}]+(?:[._:-]+[\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[._:-]+/;

/** Words too common to rank by. They are dropped from text, never from titles or queries of only such words. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an the of to in is are be been was were it its this that these those and or for on with by as at from into your you we our can do does how what which when i my me use using there their then than if not no so'.split(' '),
);

export interface Token {
  /** The word as written. */
  text: string;
  /** Offset of the first character in the source string. */
  start: number;
}

/** Every word or identifier of `text` with its position, in order. */
export function words(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) out.push({text: match[0], start: match.index});
  return out;
}

const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ated', 'ates', 'ate', 'ies', 'es', 'ed', 'ly', 's', 'e'];

/** A light suffix stripper: "deduplicate" and "deduplication" meet at "deduplic", "downsample" and "downsampling" at "downsampl". */
export function stem(word: string): string {
  if (!/^\p{L}+$/u.test(word)) return word;
  let current = word;
  for (;;) {
    const suffix = SUFFIXES.find((s) => current.endsWith(s) && current.length - s.length >= 3);
    if (!suffix || (suffix === 's' && /[sui]s$/.test(current))) return current;
    current = suffix === 'ies' ? `${current.slice(0, -3)}y` : current.slice(0, -suffix.length);
  }
}

/** The terms one word contributes: the whole identifier and, for compounds, each part. */
export function termsOfWord(word: string): string[] {
  const lower = word.toLowerCase();
  const parts = lower.split(SEPARATOR);
  if (parts.length === 1) return [stem(lower)];
  return [lower, ...parts.map(stem)];
}

/** Terms to index for a text; `dropStopWords` for body text, not for titles. */
export function indexTerms(text: string, dropStopWords: boolean): string[] {
  return words(text).flatMap((w) => termsOfWord(w.text)).filter((t) => !(dropStopWords && STOP_WORDS.has(t)));
}

/** The longest query the search box accepts (characters). */
export const MAX_QUERY_LENGTH = 64;

/** Query terms: stop words are dropped unless the query has nothing else. */
export function queryTerms(query: string): string[] {
  const all = words(query.slice(0, MAX_QUERY_LENGTH)).map((w) => w.text);
  const kept = all.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  return kept.length > 0 ? kept : all;
}

/** Lower-case, single-spaced words: how titles are compared with a query for an exact match. */
export function normalizePhrase(text: string): string {
  return words(text)
    .map((w) => w.text.toLowerCase())
    .join(' ');
}
