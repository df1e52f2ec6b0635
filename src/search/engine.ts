// The local search engine: MiniSearch over the records, with ranking that puts an exact title or
// heading match first, then whole-word matches, then prefix and typo-tolerant ones.
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {indexTerms, normalizePhrase, queryTerms, termsOfWord} from './tokenize';
import type {RecordType, SearchRecord} from './types';

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** The indexed terms the query matched (after prefix and typo expansion), for highlighting. */
  terms: string[];
}

export interface SearchEngine {
  readonly records: readonly SearchRecord[];
  /** Ranked hits, at most one per URL (anchor), best first. */
  search(query: string): EngineHit[];
}

type Field = 'title' | 'content' | 'extra';

// Tuned on tests/fixtures/search-relevance.json (see bench/search.ts for the figures).
const FIELD_BOOST: Record<Field, number> = {title: 3, extra: 1.5, content: 1};
const TYPE_BOOST: Record<RecordType, number> = {lvl1: 1.6, lvl2: 1.3, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1};
const EXACT_TITLE_BOOST = 12;
const TITLE_PHRASE_BOOST = 2;
const WEIGHTS = {prefix: 0.4, fuzzy: 0.25};

/** One typo from 4 characters, two from 6: a swapped pair of letters ("sampel") counts as two. */
function typoDistance(term: string): number {
  return term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0;
}

function titleOf(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function fieldText(record: SearchRecord, field: Field): string {
  if (field === 'title') return titleOf(record);
  if (field === 'content') return record.content ?? '';
  return record.extra;
}

/**
 * Each query word becomes an OR of its terms. The word itself (a whole identifier) tolerates typos
 * and, for the last word, which the reader is still typing, matches as a prefix; an identifier's
 * parts match exactly. A one-letter prefix is looked up in titles only: across all text it would
 * expand to thousands of terms on every first keystroke.
 */
function buildQuery(query: string): Query | null {
  const queryWords = queryTerms(query);
  if (queryWords.length === 0) return null;
  return {
    combineWith: 'OR',
    queries: queryWords.flatMap((word, i) => {
      const [whole, ...parts] = termsOfWord(word);
      const typing = i === queryWords.length - 1;
      const wholeQuery: Query = {
        combineWith: 'OR',
        queries: [whole!],
        prefix: typing,
        fuzzy: typoDistance(whole!),
        ...(typing && whole!.length === 1 && {fields: ['title']}),
      };
      return parts.length > 0 ? [wholeQuery, {combineWith: 'OR', queries: parts, prefix: false, fuzzy: false}] : [wholeQuery];
    }),
  };
}

export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const mini = new MiniSearch<{id: number}>({
    fields: ['title', 'content', 'extra'],
    idField: 'id',
    extractField: (doc, field) => (field === 'id' ? String(doc.id) : fieldText(records[doc.id]!, field as Field)),
    // Text arrives whole: our tokenizer keeps identifiers intact and does the case folding and stemming.
    tokenize: (text, field) => (field === undefined ? [text.toLowerCase()] : indexTerms(text, field !== 'title')),
    processTerm: (term) => term,
    searchOptions: {boost: FIELD_BOOST, weights: WEIGHTS},
  });
  mini.addAll(records.map((_, id) => ({id})));
  const titles = records.map((r) => normalizePhrase(titleOf(r)));

  return {
    records,
    search(query: string): EngineHit[] {
      const tree = buildQuery(query);
      if (!tree) return [];
      const phrase = normalizePhrase(query);
      const results: SearchResult[] = mini.search(tree, {
        boostDocument: (id: number) => {
          const title = titles[id]!;
          const exact = title === phrase ? EXACT_TITLE_BOOST : title.includes(phrase) ? TITLE_PHRASE_BOOST : 1;
          return exact * TYPE_BOOST[records[id]!.type];
        },
      });
      const seen = new Set<string>();
      const hits: EngineHit[] = [];
      for (const result of results) {
        const record = records[result.id as number]!;
        if (seen.has(record.url)) continue;
        seen.add(record.url);
        hits.push({record, score: result.score, terms: result.terms});
      }
      return hits;
    },
  };
}
