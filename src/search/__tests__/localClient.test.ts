import {describe, expect, it, vi} from 'vitest';
import {createLocalSearchClient, RetryError} from '../localClient';
import {INDEX} from './fixtures';

// The request DocSearch 4 sends, with the 10-word snippets the modal asks for.
const request = (query: string, extra: object = {}) => ({
  indexName: 'questdb',
  query,
  attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  ...extra,
});

describe('createLocalSearchClient', () => {
  it('fetches the index once, on the first search', async () => {
    const fetchIndex = vi.fn(async () => structuredClone(INDEX));
    const client = createLocalSearchClient('/docs/search-index.abc.json', 'questdb', fetchIndex);
    expect(fetchIndex).not.toHaveBeenCalled();
    await client.search({requests: [request('sample')]});
    await client.search({requests: [request('fill')]});
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(fetchIndex).toHaveBeenCalledWith('/docs/search-index.abc.json');
  });

  it('answers in the shape DocSearch reads: hits, nbHits, page, index', async () => {
    const client = createLocalSearchClient('/i.json', 'questdb', async () => INDEX);
    const {results} = await client.search({requests: [request('approx_percentile')]});
    const [result] = results;
    expect(result).toMatchObject({page: 0, hitsPerPage: 20, query: 'approx_percentile', index: 'questdb', exhaustiveNbHits: true});
    expect(result!.nbHits).toBe(result!.hits.length);
    const [first] = result!.hits;
    expect(first).toMatchObject({
      objectID: '/docs/reference/function/aggregation/#approx_percentile',
      type: 'lvl3',
      url: '/docs/reference/function/aggregation/#approx_percentile',
      url_without_anchor: '/docs/reference/function/aggregation/',
      anchor: 'approx_percentile',
      content: null,
      hierarchy: {lvl0: 'Functions', lvl1: 'Aggregate functions', lvl2: 'Percentiles', lvl3: 'approx_percentile'},
    });
    expect(first!._highlightResult.hierarchy.lvl3).toEqual({
      value: '<mark>approx_percentile</mark>',
      matchLevel: 'full',
      matchedWords: ['approx_percentile'],
    });
    expect(first!._snippetResult.hierarchy.lvl3!.value).toBe('<mark>approx_percentile</mark>');
    expect(first!._highlightResult.hierarchy_camel).toEqual([first!._highlightResult.hierarchy]);
  });

  it('escapes page text in hits, highlights and snippets', async () => {
    const client = createLocalSearchClient('/i.json', 'questdb', async () => INDEX);
    const {results} = await client.search({requests: [request('previous bucket value')]});
    const hit = results[0]!.hits.find((h) => h.type === 'content' && h.url.endsWith('#fill-prev'))!;
    expect(hit.content).toBe('PREV repeats the previous bucket value &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(hit._snippetResult.content!.value).toContain('&lt;script&gt;');
    expect(JSON.stringify(hit)).not.toContain('<script');
  });

  it('cuts snippets to the requested number of words', async () => {
    const client = createLocalSearchClient('/i.json', 'questdb', async () => INDEX);
    const {results} = await client.search({requests: [request('hdrhistogram', {attributesToSnippet: ['content:5']})]});
    const hit = results[0]!.hits.find((h) => h.type === 'content')!;
    expect(hit._snippetResult.content!.value).toBe('…estimates a percentile with <mark>HdrHistogram</mark>.');
  });

  it('pages the hits', async () => {
    const client = createLocalSearchClient('/i.json', 'questdb', async () => INDEX);
    const all = (await client.search({requests: [request('rows value percentile buckets', {hitsPerPage: 100})]})).results[0]!;
    const second = (await client.search({requests: [request('rows value percentile buckets', {hitsPerPage: 2, page: 1})]})).results[0]!;
    expect(all.nbHits).toBeGreaterThan(3);
    expect(second).toMatchObject({page: 1, hitsPerPage: 2, nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / 2)});
    expect(second.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 4).map((h) => h.objectID));
  });

  it('searches with the first 64 characters of the query', async () => {
    const client = createLocalSearchClient('/i.json', 'questdb', async () => INDEX);
    const {results} = await client.search({requests: [request(`${'x'.repeat(64)}with`)]});
    expect(results[0]!.query).toBe('x'.repeat(64));
  });

  it('fails a search with RetryError when the index does not load, and tries again next time', async () => {
    const fetchIndex = vi.fn<(url: string) => Promise<unknown>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(INDEX);
    const client = createLocalSearchClient('/i.json', 'questdb', fetchIndex);
    const failure = client.search({requests: [request('fill')]});
    await expect(failure).rejects.toBeInstanceOf(RetryError);
    await expect(failure).rejects.toMatchObject({name: 'RetryError', message: expect.stringContaining('/i.json')});
    const {results} = await client.search({requests: [request('fill')]});
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('treats a file that is not an index like a failed load', async () => {
    const client = createLocalSearchClient('/i.json', 'questdb', async () => ({v: 99}));
    await expect(client.search({requests: [request('fill')]})).rejects.toBeInstanceOf(RetryError);
  });
});
