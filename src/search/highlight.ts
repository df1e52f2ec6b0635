// Highlight and snippet strings for the DocSearch modal and the search page. Every character of
// indexed text is HTML-escaped first; only our own highlight tags are added as markup, so neither
// page content nor the query can inject elements.
import {termsOfWord, words} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

/** The entity forms DocSearch reverses when it shows a group title as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function isMatch(word: string, matched: ReadonlySet<string>): boolean {
  return termsOfWord(word).some((term) => matched.has(term));
}

/**
 * `text` escaped, with each word whose terms the query matched wrapped in the tags.
 * `queryWordCount` is how many words the query had, to tell a full match from a partial one.
 */
export function highlight(text: string, matched: ReadonlySet<string>, tags: HighlightTags, queryWordCount: number): HighlightResult {
  let value = '';
  let last = 0;
  const matchedWords = new Set<string>();
  for (const token of words(text)) {
    if (!isMatch(token.text, matched)) continue;
    matchedWords.add(token.text.toLowerCase());
    value += `${escapeHtml(text.slice(last, token.start))}${tags.pre}${escapeHtml(token.text)}${tags.post}`;
    last = token.start + token.text.length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel: MatchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= queryWordCount ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/**
 * At most `maxWords` words of `text` around its first match (from the start when nothing matched),
 * highlighted, with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  tags: HighlightTags,
  queryWordCount: number,
  maxWords: number,
  ellipsis = '…',
): HighlightResult {
  const chunks = text.split(/\s+/).filter(Boolean);
  if (chunks.length <= maxWords) return highlight(chunks.join(' '), matched, tags, queryWordCount);
  const first = chunks.findIndex((chunk) => words(chunk).some((w) => isMatch(w.text, matched)));
  // Two words of context before the match, unless that would leave the window short at the end.
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - 2, chunks.length - maxWords));
  const end = Math.min(chunks.length, start + maxWords);
  const result = highlight(chunks.slice(start, end).join(' '), matched, tags, queryWordCount);
  const cut = escapeHtml(ellipsis);
  return {...result, value: `${start > 0 ? cut : ''}${result.value}${end < chunks.length ? cut : ''}`};
}
