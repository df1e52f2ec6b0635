import {describe, expect, it} from 'vitest';
import {createSearchEngine} from '../engine';
import {RECORDS} from './fixtures';

const engine = createSearchEngine(RECORDS);
const urls = (query: string) => engine.search(query).map((hit) => hit.record.url);

describe('createSearchEngine', () => {
  it('puts an exact heading match first', () => {
    expect(urls('approx_percentile')[0]).toBe('/docs/reference/function/aggregation/#approx_percentile');
    expect(urls('FILL')[0]).toBe('/docs/reference/sql/sample-by/#fill');
  });

  it('puts an exact page title first, whatever the case', () => {
    expect(urls('sample by')[0]).toBe('/docs/reference/sql/sample-by/');
    expect(urls('with')[0]).toBe('/docs/reference/sql/with/');
  });

  it('finds configuration keys by their exact spelling, ahead of keys that share parts', () => {
    const hits = urls('cairo.max.uncommitted.rows');
    expect(hits[0]).toBe('/docs/configuration/#cairo.max.uncommitted.rows');
    expect(hits.indexOf('/docs/configuration/#cairo.wal.squash.uncommitted.rows.multiplier')).toBeGreaterThan(0);
  });

  it('matches the last word as a prefix while it is being typed', () => {
    expect(urls('approx_perc')[0]).toBe('/docs/reference/function/aggregation/#approx_percentile');
    expect(urls('downsamp')).toContain('/docs/reference/sql/sample-by/');
  });

  it('tolerates typos', () => {
    expect(urls('sampel by')[0]).toBe('/docs/reference/sql/sample-by/');
    expect(urls('percentle')).toContain('/docs/reference/function/aggregation/#approx_percentile');
  });

  it('returns each URL once, with the terms it matched', () => {
    const hits = engine.search('uncommitted rows');
    expect(new Set(hits.map((h) => h.record.url)).size).toBe(hits.length);
    expect(hits[0]!.terms).toEqual(expect.arrayContaining(['uncommitt', 'row']));
  });

  it('returns nothing for queries without words', () => {
    expect(engine.search('   ')).toEqual([]);
    expect(engine.search('!!!???***')).toEqual([]);
    expect(engine.search('🦆')).toEqual([]);
  });
});
