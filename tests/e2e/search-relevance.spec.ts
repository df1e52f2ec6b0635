// Relevance of the local search on the real index: the expected page of each query in
// tests/fixtures/search-relevance.json is in the top 3 for at least 90% of them and in the top 10
// for all. Runs the engine in Node on the index file the built site serves.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {test, expect} from './fixtures';

// src/ is compiled as CommonJS here (tests/ is an ES module scope), so it is required, not imported.
const require = createRequire(import.meta.url);
const indexFile: typeof import('../../src/search/indexFile') = require('../../src/search/indexFile');
const {createSearchEngine} = require('../../src/search/engine') as typeof import('../../src/search/engine');

interface RelevanceQuery {
  query: string;
  expected: string;
  kind: string;
}

const {queries} = JSON.parse(
  fs.readFileSync(new URL('../fixtures/search-relevance.json', import.meta.url), 'utf8'),
) as {queries: RelevanceQuery[]};

test('each query finds its page: at least 90% in the top 3, all in the top 10', async ({request}) => {
  expect(queries.length).toBeGreaterThanOrEqual(60);
  const home = await (await request.get('/docs/')).text();
  const indexUrl = /<meta name="docsearch-local-index" content="([^"]+)">/.exec(home)?.[1];
  expect(indexUrl, 'the docs home names the search index').toBeTruthy();
  const file: unknown = await (await request.get(indexUrl!)).json();
  indexFile.assertIndexFile(file, indexUrl!);
  const engine = createSearchEngine(indexFile.decodeIndex(file));
  const pages = new Set(engine.records.map((r) => r.url.split('#')[0]));

  const ranks = queries.map(({query, expected}) => {
    expect(pages, `expected page of "${query}" exists`).toContain(expected);
    const hitPages = engine.search(query).map((hit) => hit.record.url.split('#')[0]);
    return {query, expected, rank: hitPages.indexOf(expected) + 1, top: hitPages.slice(0, 3)};
  });
  const missedTop10 = ranks.filter((r) => r.rank === 0 || r.rank > 10);
  const inTop3 = ranks.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  expect(missedTop10, 'queries whose page is not in the top 10').toEqual([]);
  expect(inTop3 / ranks.length, `top 3: ${inTop3} of ${ranks.length}`).toBeGreaterThanOrEqual(0.9);
});
