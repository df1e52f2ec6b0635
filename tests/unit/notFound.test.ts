import {describe, expect, it} from 'vitest';
import routes from '../fixtures/routes.json';
import {closestRoutes, editDistance, filterRoutes, routeLabel, titlesFromLlmsTxt} from '../../src/theme/NotFound/Content/closestRoutes';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('closestRoutes', () => {
  it('finds the page a typo meant', () => {
    expect(closestRoutes('/docs/refrence/sql/sampleby/', routes)[0]).toBe('/docs/reference/sql/sample-by/');
    expect(closestRoutes('/docs/quickstart', routes)[0]).toBe('/docs/quick-start/');
    expect(closestRoutes('/docs/clients/ingest-pyhton/', routes)[0]).toBe('/docs/clients/ingest-python/');
  });

  it('finds a page that moved to another section by its last segment', () => {
    expect(closestRoutes('/docs/sample-by/', routes)[0]).toBe('/docs/reference/sql/sample-by/');
  });

  it('takes a path with a "%" that starts no escape as it is', () => {
    expect(closestRoutes('/docs/%E0%A4%A', routes)).toEqual([]);
    expect(closestRoutes('/docs/quick-start%', routes)[0]).toBe('/docs/quick-start/');
  });

  it('returns at most the limit', () => {
    expect(closestRoutes('/docs/clients/ingest-/', routes, 3)).toHaveLength(3);
  });

  it('suggests nothing for an address no page is close to', () => {
    expect(closestRoutes('/docs/does-not-exist/', routes)).toEqual([]);
    expect(closestRoutes('/docs/banana/', routes)).toEqual([]);
  });
});

describe('filterRoutes', () => {
  it('keeps routes containing every word, shortest first', () => {
    expect(filterRoutes('sample by', routes)).toEqual(['/docs/reference/sql/sample-by/']);
    expect(filterRoutes('python', routes)).toEqual(['/docs/pgwire/python/', '/docs/clients/ingest-python/']);
    expect(filterRoutes('   ', routes)).toEqual([]);
  });
});

describe('routeLabel', () => {
  it('turns a route into a readable trail', () => {
    expect(routeLabel('/docs/')).toBe('Introduction');
    expect(routeLabel('/docs/reference/sql/sample-by/')).toBe('Reference › Sql › Sample by');
  });
});

describe('titlesFromLlmsTxt', () => {
  it('maps each listed page to its title by path', () => {
    const text = [
      '# QuestDB documentation',
      '- [Introduction](https://questdb.com/docs/index.md): What QuestDB is.',
      '- [SAMPLE BY keyword](https://questdb.com/docs/reference/sql/sample-by/index.md): Aggregate by time.',
      'not a list line [x](y)',
    ].join('\n');
    const titles = titlesFromLlmsTxt(text);
    expect(titles.get('/docs/')).toBe('Introduction');
    expect(titles.get('/docs/reference/sql/sample-by/')).toBe('SAMPLE BY keyword');
    expect(titles.size).toBe(2);
  });
});
