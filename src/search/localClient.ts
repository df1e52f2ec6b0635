// A search client with the shape DocSearch calls (`search({requests})`, Algolia's lite client),
// answering from the local index. The index is fetched on the first search; a failed fetch fails
// that search the way an unreachable search service does, and the next search tries again.
import {createSearchEngine, type EngineHit, type SearchEngine} from './engine';
import {highlight, snippet, escapeHtml, type HighlightResult, type HighlightTags} from './highlight';
import {assertIndexFile, decodeIndex} from './indexFile';
import {MAX_QUERY_LENGTH, queryTerms} from './tokenize';
import type {Hierarchy, RecordType} from './types';

/** The request fields DocSearch and the search page send; anything else is ignored. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  params?: Record<string, unknown>;
}

type LevelKey = keyof Hierarchy;
const LEVELS: LevelKey[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface LocalHit {
  objectID: string;
  type: RecordType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** HTML-escaped text, as DocSearch renders these fields as HTML. */
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<LevelKey, HighlightResult>>;
    hierarchy_camel: Partial<Record<LevelKey, HighlightResult>>[];
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<LevelKey, HighlightResult>>;
    content?: HighlightResult;
  };
}

export interface SearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
}

export interface LocalSearchClient {
  search(params: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}>;
}

/** The name DocSearch checks to show its "Unable to fetch results" screen. */
export class RetryError extends Error {
  override name = 'RetryError';
}

const DEFAULT_SNIPPET_WORDS = 10;

/** "content:10" -> ["content", 10]; a bare attribute gets the default length. */
function parseSnippetAttribute(spec: string): [string, number] {
  const [attribute, words] = spec.split(':');
  return [attribute!, words ? Number(words) : DEFAULT_SNIPPET_WORDS];
}

function escapeHierarchy(hierarchy: Hierarchy): Hierarchy {
  const out = {...hierarchy};
  for (const lvl of LEVELS) {
    const value = hierarchy[lvl];
    if (value !== null) (out as Record<LevelKey, string | null>)[lvl] = escapeHtml(value);
  }
  return out;
}

export function toHit(hit: EngineHit, request: SearchRequest, queryWordCount: number): LocalHit {
  const {record} = hit;
  const matched = new Set(hit.terms);
  const tags: HighlightTags = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const snippetWords = new Map((request.attributesToSnippet ?? []).map(parseSnippetAttribute));
  const hierarchyHighlight: LocalHit['_highlightResult']['hierarchy'] = {};
  const hierarchySnippet: LocalHit['_snippetResult']['hierarchy'] = {};
  for (const lvl of LEVELS) {
    const value = record.hierarchy[lvl];
    if (value === null) continue;
    hierarchyHighlight[lvl] = highlight(value, matched, tags, queryWordCount);
    const words = snippetWords.get(`hierarchy.${lvl}`);
    hierarchySnippet[lvl] = words ? snippet(value, matched, tags, queryWordCount, words, request.snippetEllipsisText) : hierarchyHighlight[lvl];
  }
  const hashAt = record.url.indexOf('#');
  const result: LocalHit = {
    objectID: record.objectID,
    type: record.type,
    url: record.url,
    url_without_anchor: hashAt < 0 ? record.url : record.url.slice(0, hashAt),
    anchor: hashAt < 0 ? null : record.url.slice(hashAt + 1),
    hierarchy: escapeHierarchy(record.hierarchy),
    content: record.content === null ? null : escapeHtml(record.content),
    _highlightResult: {hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight]},
    _snippetResult: {hierarchy: hierarchySnippet},
  };
  if (record.content !== null) {
    result._highlightResult.content = highlight(record.content, matched, tags, queryWordCount);
    const words = snippetWords.get('content') ?? DEFAULT_SNIPPET_WORDS;
    result._snippetResult.content = snippet(record.content, matched, tags, queryWordCount, words, request.snippetEllipsisText);
  }
  return result;
}

/** Answers one request from the engine: ranked, paged hits with highlights and snippets. */
export function answer(engine: SearchEngine, raw: SearchRequest, indexName: string): SearchResponse {
  const started = performance.now();
  const request = {...raw.params, ...raw} as SearchRequest;
  const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.max(1, request.hitsPerPage ?? 20);
  const page = Math.max(0, request.page ?? 0);
  const ranked = engine.search(query);
  const queryWordCount = queryTerms(query).length;
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toHit(hit, request, queryWordCount));
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    query,
    params: '',
    index: request.indexName ?? indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
  };
}

/**
 * A client that loads the index from `indexUrl` on its first search. `fetchIndex` is the network
 * call (the browser's fetch by default), replaceable in tests.
 */
export function createLocalSearchClient(
  indexUrl: string,
  indexName: string,
  fetchIndex: (url: string) => Promise<unknown> = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  },
): LocalSearchClient & {load(): Promise<SearchEngine>} {
  let engine: Promise<SearchEngine> | null = null;
  const load = (): Promise<SearchEngine> => {
    engine ??= fetchIndex(indexUrl)
      .then((file) => {
        assertIndexFile(file, indexUrl);
        return createSearchEngine(decodeIndex(file));
      })
      .catch((error: unknown) => {
        engine = null;
        throw new RetryError(`Docs search: could not load ${indexUrl} (${String(error)})`);
      });
    return engine;
  };
  return {
    load,
    async search(params) {
      const requests = Array.isArray(params) ? params : params.requests;
      const loaded = await load();
      return {results: requests.map((request) => answer(loaded, request, indexName))};
    },
  };
}
