// `npm run bench:search` (also part of `npm run bench`): the local search index's size, load and
// parse time and per-keystroke query latency, in Node and in Chromium, beside
// @easyops-cn/docusaurus-search-local built on the same pages in the same run; relevance of both on
// tests/fixtures/search-relevance.json; and MiniSearch against FlexSearch on our records (the engine
// choice). Writes bench/results/search.json and prints the README table.
// `--no-build` reuses build/ (`npm run bench` has just built it); `--reuse-easyops` reuses the last
// easyops build (figures are then no longer from one run).
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {build as esbuild} from 'esbuild';
import {chromium, type Page} from '@playwright/test';
import MiniSearch from 'minisearch';
import {assertIndexFile, decodeIndex} from '../src/search/indexFile';
import {createSearchEngine} from '../src/search/engine';
import {answer} from '../src/search/localClient';
import {keystrokes, latencySummary, relevanceSummary, RELEVANCE_QUERIES} from './search/keystrokes';
import {loadEasyopsIndex, type EasyopsIndexFile} from './search/easyops';
import {createFlexSearch} from './search/flexsearch';

const root = path.resolve(import.meta.dirname, '..');
const OURS_DIR = path.join(root, 'build');
const EASYOPS_DIR = path.join(os.tmpdir(), 'questdb-docs-bench', 'easyops-build');
const LOAD_RUNS = 7;
// Each keystroke is timed this many times and its median kept: the machine is shared, and one
// garbage collection or a neighbour's build should not decide a percentile.
const QUERY_RUNS = 3;
const skipBuild = process.argv.includes('--no-build');
const reuseEasyops = process.argv.includes('--reuse-easyops');

const KEYSTROKES = keystrokes(RELEVANCE_QUERIES);
const REQUEST = {
  indexName: 'questdb',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pageOf = (url: string) => url.split('#')[0]!;

/** Median time of QUERY_RUNS runs of `search` for each keystroke, after one warm-up pass. */
function keystrokeLatency(search: (query: string) => unknown): number[] {
  KEYSTROKES.forEach((k) => search(k));
  return KEYSTROKES.map((k) => median(Array.from({length: QUERY_RUNS}, () => timed(() => search(k))[1])));
}

function timed<T>(fn: () => T): [T, number] {
  const started = performance.now();
  const value = fn();
  return [value, performance.now() - started];
}

async function run(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`bench/search: \`${command} ${args.join(' ')}\` failed with exit code ${code}`);
  return (performance.now() - started) / 1000;
}

function sizes(files: string[]): {files: string[]; raw: number; gzip: number} {
  const bodies = files.map((f) => fs.readFileSync(f));
  return {
    files: files.map((f) => path.basename(f)),
    raw: bodies.reduce((n, b) => n + b.length, 0),
    gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b).length, 0),
  };
}

function ourIndexFile(): string {
  const html = fs.readFileSync(path.join(OURS_DIR, 'index.html'), 'utf8');
  const url = /<meta name="docsearch-local-index" content="\/docs\/([^"]+)">/.exec(html)?.[1];
  if (!url) throw new Error('bench/search: build/index.html names no search index; run `npm run build`');
  return path.join(OURS_DIR, url);
}

function easyopsIndexFiles(): string[] {
  const files = fs.readdirSync(EASYOPS_DIR).filter((f) => /^search-index.*\.json$/.test(f));
  if (files.length === 0) throw new Error(`bench/search: no search-index*.json in ${EASYOPS_DIR}; run without --reuse-easyops`);
  return files.map((f) => path.join(EASYOPS_DIR, f));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function serve(dir: string): Promise<{url: string; stop: () => void}> {
  const port = await freePort();
  const server: ChildProcess = spawn('npx', ['tsx', 'scripts/serve.ts', dir], {
    cwd: root,
    env: {...process.env, PORT: String(port)},
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/docs/`)).ok) return {url, stop: () => server.kill()};
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`bench/search: the static server for ${dir} did not start`);
}

/** Load + parse time and per-keystroke latency in the page, with the given setup and search code. */
async function measureInPage(
  page: Page,
  indexUrls: string[],
  kind: 'ours' | 'easyops',
): Promise<{fetchMs: number; parseMs: number; query: ReturnType<typeof latencySummary>}> {
  // tsx names functions with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  const result = await page.evaluate(
    async ({indexUrls, kind, keys, request, runs, queryRuns}) => {
      const w = window as unknown as {
        benchSearch: {decodeIndex: (f: unknown) => unknown[]; createSearchEngine: (r: unknown[]) => unknown; answer: (e: unknown, r: object, n: string) => unknown};
        lunr: {Index: {load: (i: object) => {search: (q: string) => unknown[]}}};
      };
      const fetchStarted = performance.now();
      const texts = await Promise.all(indexUrls.map(async (u) => (await fetch(u, {cache: 'no-store'})).text()));
      const fetchMs = performance.now() - fetchStarted;
      const parses: number[] = [];
      let search: (q: string) => unknown = () => null;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        if (kind === 'ours') {
          const engine = w.benchSearch.createSearchEngine(w.benchSearch.decodeIndex(JSON.parse(texts[0]!)));
          search = (q) => w.benchSearch.answer(engine, {...request, query: q}, 'questdb');
        } else {
          const sets = texts.flatMap((t) => JSON.parse(t) as {index: object}[]).map((s) => w.lunr.Index.load(s.index));
          search = (q) => {
            const terms = q.toLowerCase().split(/[^\p{L}\p{N}_.]+/u).map((t) => t.replace(/^\.+|\.+$/g, '')).filter(Boolean);
            if (terms.length === 0) return [];
            const lunrQuery = terms.map((t, j) => (j === terms.length - 1 ? `${t}*` : t)).join(' ');
            return sets.map((s) => {
              try {
                return s.search(lunrQuery);
              } catch {
                return [];
              }
            });
          };
        }
        parses.push(performance.now() - started);
      }
      keys.forEach((k) => search(k));
      const samples = keys.map((k) => {
        const times = Array.from({length: queryRuns}, () => {
          const started = performance.now();
          search(k);
          return performance.now() - started;
        });
        return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      });
      return {fetchMs, parseMs: parses.sort((a, b) => a - b)[Math.floor(parses.length / 2)]!, samples};
    },
    {indexUrls, kind, keys: KEYSTROKES, request: REQUEST, runs: LOAD_RUNS, queryRuns: QUERY_RUNS},
  );
  return {fetchMs: round(result.fetchMs), parseMs: round(result.parseMs), query: latencySummary(result.samples)};
}

async function main(): Promise<void> {
  const builds: {oursSeconds?: number; easyopsSeconds?: number} = {};
  if (!skipBuild) builds.oursSeconds = round(await run('npx', ['docusaurus', 'build']));
  if (!reuseEasyops) {
    fs.rmSync(EASYOPS_DIR, {recursive: true, force: true});
    builds.easyopsSeconds = round(
      await run('npx', ['docusaurus', 'build', '--config', 'bench/search/easyops.config.ts', '--out-dir', EASYOPS_DIR]),
    );
  }

  // Ours, in Node.
  const oursFile = ourIndexFile();
  const oursText = fs.readFileSync(oursFile, 'utf8');
  const oursLoads: number[] = [];
  let engine = createSearchEngine([]);
  for (let i = 0; i < LOAD_RUNS; i++) {
    const [built, ms] = timed(() => {
      const file: unknown = JSON.parse(oursText);
      assertIndexFile(file, oursFile);
      return createSearchEngine(decodeIndex(file));
    });
    engine = built;
    oursLoads.push(ms);
  }
  const oursLatency = keystrokeLatency((k) => answer(engine, {...REQUEST, query: k}, 'questdb'));
  const oursRanks = RELEVANCE_QUERIES.map(({query, expected}) => [...new Set(engine.search(query).map((h) => pageOf(h.record.url)))].indexOf(expected) + 1);

  // @easyops-cn/docusaurus-search-local, in Node.
  const easyopsFiles = easyopsIndexFiles();
  const easyopsTexts = easyopsFiles.map((f) => fs.readFileSync(f, 'utf8'));
  const easyopsLoads: number[] = [];
  let easyops = loadEasyopsIndex([]);
  for (let i = 0; i < LOAD_RUNS; i++) {
    const [loaded, ms] = timed(() => loadEasyopsIndex(easyopsTexts.flatMap((t) => JSON.parse(t) as EasyopsIndexFile)));
    easyops = loaded;
    easyopsLoads.push(ms);
  }
  const easyopsLatency = keystrokeLatency((k) => easyops.search(k));
  const easyopsRanks = RELEVANCE_QUERIES.map(({query, expected}) => easyops.search(query).indexOf(expected) + 1);

  // The engine choice: MiniSearch (ours) against FlexSearch on the same records.
  const records = decodeIndex(JSON.parse(oursText));
  const [flex, flexBuildMs] = timed(() => createFlexSearch(records));
  const flexExport = (await flex.exportSize()).join('\n');
  const flexRanks = RELEVANCE_QUERIES.map(({query, expected}) => flex.search(query).indexOf(expected) + 1);
  const flexLatency = keystrokeLatency((k) => flex.search(k));
  const [, miniBuildMs] = timed(() => createSearchEngine(records));
  const miniSerialized = JSON.stringify(
    (() => {
      const mini = new MiniSearch({fields: ['title', 'content', 'extra']});
      mini.addAll(records.map((r, id) => ({id, title: r.type === 'content' ? '' : r.hierarchy[r.type], content: r.content ?? '', extra: r.extra})));
      return mini;
    })(),
  );

  // Chromium: the same code and files, fetched from a local static server.
  const bundle = await esbuild({
    entryPoints: [path.join(root, 'bench/search/browserEntry.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    target: 'es2022',
  });
  const oursServer = await serve(OURS_DIR);
  const easyopsServer = await serve(EASYOPS_DIR);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
  let oursChromium, easyopsChromium;
  try {
    // The harness is injected as an inline script, which the site's Content-Security-Policy blocks:
    // the measuring page bypasses the policy (the site's own scripts are not involved).
    const page = await browser.newPage({bypassCSP: true});
    await page.goto(`${oursServer.url}/docs/`);
    await page.addScriptTag({content: bundle.outputFiles[0]!.text});
    oursChromium = await measureInPage(page, [`/docs/${path.basename(oursFile)}`], 'ours');
    await page.goto(`${easyopsServer.url}/docs/`);
    await page.addScriptTag({path: path.join(root, 'node_modules/lunr/lunr.min.js')});
    easyopsChromium = await measureInPage(page, easyopsFiles.map((f) => `/docs/${path.basename(f)}`), 'easyops');
  } finally {
    await browser.close();
    oursServer.stop();
    easyopsServer.stop();
  }

  const results = {
    measuredAt: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version},
    pages: records.filter((r) => r.type === 'lvl1').length,
    records: records.length,
    relevanceQueries: RELEVANCE_QUERIES.length,
    keystrokes: KEYSTROKES.length,
    builds,
    local: {
      engine: 'MiniSearch 7.2.0 (src/search)',
      index: sizes([oursFile]),
      node: {loadParseMs: round(median(oursLoads)), query: latencySummary(oursLatency)},
      chromium: oursChromium,
      relevance: relevanceSummary(oursRanks),
    },
    easyops: {
      engine: '@easyops-cn/docusaurus-search-local 0.55.3 (lunr 2.3.9)',
      index: sizes(easyopsFiles),
      node: {loadParseMs: round(median(easyopsLoads)), query: latencySummary(easyopsLatency)},
      chromium: easyopsChromium,
      relevance: relevanceSummary(easyopsRanks),
    },
    engineChoice: {
      minisearch: {
        buildMs: round(miniBuildMs),
        shipped: 'records (the index file above); the engine indexes them in the browser',
        serializedIndex: {raw: miniSerialized.length, gzip: zlib.gzipSync(miniSerialized).length},
        relevance: relevanceSummary(oursRanks),
        query: latencySummary(oursLatency),
      },
      flexsearch: {
        version: '0.8.212',
        buildMs: round(flexBuildMs),
        serializedIndex: {raw: flexExport.length, gzip: zlib.gzipSync(flexExport).length},
        relevance: relevanceSummary(flexRanks),
        query: latencySummary(flexLatency),
      },
    },
  };
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench/results/search.json'), `${JSON.stringify(results, null, 2)}\n`);

  const kb = (n: number) => `${round(n / 1024)} KB`;
  const row = (name: string, r: typeof results.local) =>
    `| ${name} | ${kb(r.index.raw)} / ${kb(r.index.gzip)} | ${r.node.loadParseMs} ms | ${r.chromium!.parseMs} ms | ` +
    `${r.node.query.p50} / ${r.node.query.p95} ms | ${r.chromium!.query.p50} / ${r.chromium!.query.p95} ms | ` +
    `${r.relevance.top3}/${r.relevance.queries} (${r.relevance.top3Share}%) | ${r.relevance.top10}/${r.relevance.queries} |`;
  console.log(`Search benchmark: ${results.pages} pages, ${results.relevanceQueries} queries, ${results.keystrokes} keystrokes\n`);
  console.log('| Search | Index raw / gzip | Load + parse (Node) | Load + parse (Chromium) | Query p50 / p95 (Node) | Query p50 / p95 (Chromium) | Top 3 | Top 10 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('Ours (MiniSearch)', results.local));
  console.log(row('@easyops-cn/docusaurus-search-local', results.easyops));
  const f = results.engineChoice;
  console.log(`\nEngine choice on our records: MiniSearch top 3 ${f.minisearch.relevance.top3Share}% (p95 ${f.minisearch.query.p95} ms), ` +
    `FlexSearch top 3 ${f.flexsearch.relevance.top3Share}% (p95 ${f.flexsearch.query.p95} ms, export ${kb(f.flexsearch.serializedIndex.gzip)} gzip).`);
}

await main();
