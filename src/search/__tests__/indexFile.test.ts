import {describe, expect, it} from 'vitest';
import {assertIndexFile, decodeIndex, encodeIndex} from '../indexFile';
import {INDEX, PAGES, RECORDS} from './fixtures';

describe('encodeIndex / decodeIndex', () => {
  it('writes sections once and headings and texts as arrays', () => {
    expect(INDEX.s).toEqual(['SQL reference', 'Functions', 'Operations']);
    expect(INDEX.p[0]).toEqual(['/docs/reference/sql/sample-by/', 0, 'SAMPLE BY', PAGES[0]!.extra]);
    expect(INDEX.h[2]).toEqual([0, 3, 'FILL(PREV)', 'fill-prev', 1]);
    expect(INDEX.t[0]).toEqual([-1, PAGES[0]!.texts[0]!.text]);
  });

  it('keeps a text repeated on later pages only on the first page that has it', () => {
    const page = (url: string, texts: string[]) => ({url, section: 'S', title: url, extra: '', headings: [{level: 2 as const, text: 'H', anchor: 'h', parent: -1}], texts: texts.map((text) => ({heading: 0, text}))});
    const file = encodeIndex([page('/docs/a/', ['shared table row', 'only a']), page('/docs/b/', ['shared table row', 'only b', 'only b'])]);
    expect(file.t).toEqual([[0, 'shared table row'], [0, 'only a'], [1, 'only b'], [1, 'only b']]);
  });

  it('expands pages, headings and texts into DocSearch-shaped records with full hierarchies', () => {
    expect(RECORDS).toHaveLength(4 + 9 + 8);
    expect(RECORDS[0]).toEqual({
      objectID: '/docs/reference/sql/sample-by/',
      type: 'lvl1',
      url: '/docs/reference/sql/sample-by/',
      hierarchy: {lvl0: 'SQL reference', lvl1: 'SAMPLE BY', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      extra: PAGES[0]!.extra,
    });
    const fillPrev = RECORDS.find((r) => r.url.endsWith('#fill-prev') && r.type === 'lvl3')!;
    expect(fillPrev.hierarchy).toMatchObject({lvl2: 'FILL', lvl3: 'FILL(PREV)', lvl4: null});
    const text = RECORDS.find((r) => r.content?.startsWith('PREV repeats'))!;
    expect(text).toMatchObject({type: 'content', url: '/docs/reference/sql/sample-by/#fill-prev', objectID: '/docs/reference/sql/sample-by/#fill-prev~1'});
    expect(text.hierarchy.lvl3).toBe('FILL(PREV)');
  });

  it('gives a sibling heading a clean hierarchy below its own level', () => {
    const median = RECORDS.find((r) => r.url.endsWith('#approx_median') && r.type === 'lvl3')!;
    expect(median.hierarchy).toMatchObject({lvl2: 'Percentiles', lvl3: 'approx_median'});
  });

  it('round-trips through JSON', () => {
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(PAGES))))).toEqual(RECORDS);
  });
});

describe('assertIndexFile', () => {
  it('names the file and the fix for something that is not an index', () => {
    expect(() => assertIndexFile({v: 0, p: []}, '/docs/search-index.x.json')).toThrow(
      '/docs/search-index.x.json: not a search index of format 1 (got 0); rebuild the site with `npm run build`',
    );
    expect(() => assertIndexFile(INDEX, 'x')).not.toThrow();
  });
});
