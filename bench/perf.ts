// `npm run bench:perf` (or, after foundation.ts has built the site, `npm run bench` with --no-build):
// the performance budget. Lighthouse (mobile, simulated throttling; 3 runs, medians) on three docs
// pages of our production build and on a fresh default Docusaurus site built in the same run (the
// yardstick), first-visit bytes, cold and warm production builds, the dev server's rebuild of one
// edited page, and the offline precache (from bench/results/offline.json). Writes
// bench/results/perf.json and prints a Markdown table: old site, default Docusaurus, this site, budget.
//
// Flags: --no-build (take the cold build from bench/results/foundation.json instead of building),
// --no-dev (skip the dev server), --table (print the table of the last results, measure nothing). Env: CHROMIUM_PATH (default /usr/bin/chromium), PERF_RUNS (3).
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {type Result as LighthouseResult} from 'lighthouse';
import {createStaticServer} from '../scripts/staticServer';
import {ensurePrecompressed} from '../scripts/precompress';
import {coldBuild, firstVisit, timedBuild, type BuildFigures} from './foundation';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const PAGES = ['/docs/', '/docs/reference/function/aggregation/', '/docs/reference/sql/sample-by/'];
/** The one page of PAGES with math, so outside the plain-page JS budget. */
const MATH_PAGE = '/docs/reference/function/aggregation/';
const YARDSTICK_DIR = path.join(root, 'bench/.yardstick');
const YARDSTICK_PAGE = '/docs/intro';
// The page edited in the dev server, and where it is served.
const DEV_EDIT = {file: 'docs/introduction.mdx', page: '/docs/'};
const DEV_EDITS = 3;
const LHR_DIR = path.join(root, 'bench/.work/lighthouse');
const skipBuild = process.argv.includes('--no-build');
const skipDev = process.argv.includes('--no-dev');

// The old site, as measured before this rewrite (quoted, not measured here).
const OLD_SITE = {
  js: '~450 KB',
  css: '—',
  fonts: '—',
  thirdParty: '—',
  performance: '41–43',
  lcp: '~7 s',
  tbt: '2–3.5 s',
  cls: '—',
  accessibility: '—',
  precache: '73.8 MB',
  coldBuild: '0.26 s/page (~1 min 40 s, 381 pages)',
  peakMemory: '2.5 GB',
  warmBuild: '—',
  devRebuild: '—',
};

// Synchronous clean-ups that also run on Ctrl-C: the edited page is restored, processes killed.
const cleanups = new Set<() => void>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // Keep cleaning.
      }
    }
    process.exit(130);
  });
}

function checkChromium(): void {
  try {
    fs.accessSync(CHROMIUM, fs.constants.X_OK);
  } catch {
    throw new Error(`bench/perf: no Chromium at ${CHROMIUM}; install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One after the other: runs in parallel would share the two cores and skew each other. */
async function inTurn<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---- Serving -------------------------------------------------------------------------------

interface Served {
  origin: string;
  close: () => Promise<void>;
}

async function listen(server: http.Server): Promise<Served> {
  // In-process, on a free port: a fixed port could be another checkout's server.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  cleanups.add(() => server.close());
  return {origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close};
}

/** Our build, under /docs/, with its brotli and gzip copies (scripts/staticServer.ts). */
async function serveSite(): Promise<Served> {
  await ensurePrecompressed(path.join(root, 'build'));
  return listen(createStaticServer(path.join(root, 'build')));
}

/**
 * The yardstick's build lives at / (baseUrl '/'), compressed like ours; the static host serves /docs/, so every path is
 * prefixed before it is handed on. /docs/intro is answered with docs/intro/index.html without a
 * redirect, as `docusaurus serve` does for a site without trailingSlash.
 */
async function serveYardstick(): Promise<Served> {
  const buildDir = path.join(YARDSTICK_DIR, 'build');
  await ensurePrecompressed(buildDir);
  const handler = createStaticServer(buildDir).listeners('request')[0] as http.RequestListener;
  return listen(
    http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const dir = path.join(buildDir, decodeURIComponent(url.pathname));
      if (!url.pathname.endsWith('/') && fs.existsSync(path.join(dir, 'index.html'))) url.pathname += '/';
      req.url = `/docs${url.pathname}${url.search}`;
      handler(req, res);
    }),
  );
}

// ---- Lighthouse ----------------------------------------------------------------------------

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

type Audit = LighthouseResult['audits'][string];
// Loosely typed views of audit details (tables of items).
type Item = Record<string, unknown> & {node?: {selector?: string; snippet?: string}};
const itemsOf = (audit: Audit | undefined): Item[] => ((audit?.details as {items?: Item[]} | undefined)?.items ?? []) as Item[];

function runFigures(lhr: LighthouseResult): LighthouseRun {
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (v === undefined) throw new Error(`bench/perf: Lighthouse gave no ${id} for ${lhr.requestedUrl}`);
    return v;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    fcpMs: Math.round(value('first-contentful-paint')),
    speedIndexMs: Math.round(value('speed-index')),
  };
}

/** Failing accessibility audits (all runs), each with the selectors of the offending elements. */
function failingAccessibility(lhrs: LighthouseResult[]) {
  const failing = new Map<string, {id: string; title: string; selectors: Set<string>}>();
  for (const lhr of lhrs) {
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      const entry = failing.get(ref.id) ?? {id: ref.id, title: audit.title, selectors: new Set<string>()};
      for (const item of itemsOf(audit)) if (item.node?.selector) entry.selectors.add(item.node.selector);
      failing.set(ref.id, entry);
    }
  }
  return [...failing.values()].map((f) => ({id: f.id, title: f.title, selectors: [...f.selectors]}));
}

/** Where the score goes (one run): points lost per metric, and the audits Lighthouse says would save most LCP and TBT. */
function diagnostics(lhr: LighthouseResult) {
  const a = lhr.audits;
  const scoreLost = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({metric: ref.id, weight: ref.weight, score: a[ref.id]?.score ?? 0, pointsLost: round(ref.weight * (1 - (a[ref.id]?.score ?? 0)), 1)}))
    .sort((x, y) => y.pointsLost - x.pointsLost);
  const savings = (metric: 'LCP' | 'TBT') =>
    Object.values(a)
      .filter((audit) => (audit.metricSavings?.[metric] ?? 0) > 0 && audit.score !== null && audit.score < 1)
      .map((audit) => ({id: audit.id, title: audit.title, savingsMs: Math.round(audit.metricSavings![metric]!), displayValue: audit.displayValue}))
      .sort((x, y) => y.savingsMs - x.savingsMs)
      .slice(0, 8);
  const lcpElement = a['largest-contentful-paint-element'];
  const lcpTables = itemsOf(lcpElement) as Array<{items?: Item[]}>;
  const scripts = (id: string, fields: string[]) =>
    itemsOf(a[id])
      .slice(0, 6)
      .map((item) => Object.fromEntries(fields.map((f) => [f, typeof item[f] === 'number' ? Math.round(item[f] as number) : item[f]])));
  return {
    scoreLost,
    lcpSavings: savings('LCP'),
    tbtSavings: savings('TBT'),
    lcpElement: lcpTables[0]?.items?.[0]?.node?.selector ?? null,
    lcpPhases: (lcpTables[1]?.items ?? []).map((p) => ({phase: p.phase, ms: Math.round(Number(p.timing ?? 0))})),
    bootupTimeMs: Math.round(a['bootup-time']?.numericValue ?? 0),
    bootupTopScripts: scripts('bootup-time', ['url', 'total', 'scripting', 'scriptParseCompile']),
    mainThreadMs: Math.round(a['mainthread-work-breakdown']?.numericValue ?? 0),
    mainThreadBreakdown: scripts('mainthread-work-breakdown', ['groupLabel', 'duration']),
    longTasks: scripts('long-tasks', ['url', 'duration', 'startTime']),
    unusedJavascript: a['unused-javascript']?.displayValue ?? null,
    runWarnings: lhr.runWarnings,
  };
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox']});
  } catch (err) {
    throw new Error(`bench/perf: could not start Chromium (${CHROMIUM}) for Lighthouse: ${(err as Error).message}`);
  }
  const kill = () => chrome.kill();
  cleanups.add(kill);
  try {
    // No config: Lighthouse's default, the mobile preset with simulated throttling.
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']});
    if (!result) throw new Error(`bench/perf: Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`bench/perf: Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    kill();
    cleanups.delete(kill);
  }
}

async function lighthousePage(origin: string, pagePath: string, label: string) {
  const lhrs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A trace Lighthouse failed to record (NO_NAVSTART and the like, on a busy machine) is run again
    // once; a second failure stops the bench.
    const lhr = await lighthouseOnce(`${origin}${pagePath}`).catch((err: Error) => {
      console.error(`  lighthouse ${label} ${pagePath} run ${i + 1} failed, running it again: ${err.message}`);
      return lighthouseOnce(`${origin}${pagePath}`);
    });
    lhrs.push(lhr);
    fs.mkdirSync(LHR_DIR, {recursive: true});
    fs.writeFileSync(path.join(LHR_DIR, `${label}-${pagePath.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
    console.error(`  lighthouse ${label} ${pagePath} run ${i + 1}: performance ${runFigures(lhr).performance}`);
  }
  const runs = lhrs.map(runFigures);
  const med = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  // The run whose performance score is the median one explains where the points go.
  const medianRun = lhrs[runs.map((r) => r.performance).indexOf(med('performance'))]!;
  return {
    page: pagePath,
    median: {
      performance: med('performance'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      cls: med('cls'),
      fcpMs: med('fcpMs'),
      speedIndexMs: med('speedIndexMs'),
      accessibility: med('accessibility'),
    },
    runs,
    failingAccessibility: med('accessibility') < 100 ? failingAccessibility(lhrs) : [],
    diagnostics: diagnostics(medianRun),
  };
}

// ---- First-visit bytes ---------------------------------------------------------------------

async function bytes(origin: string, pagePath: string) {
  const v = await firstVisit(origin, pagePath);
  return {
    page: pagePath,
    // Everything requested before network idle: the chunks the page runs and those it prefetches.
    jsGzip: v.js.gzip + v.prefetch.gzip,
    jsRunGzip: v.js.gzip,
    jsPrefetchedGzip: v.prefetch.gzip,
    jsFiles: v.js.files + v.prefetch.files,
    cssGzip: v.css.gzip,
    fontBytes: v.font.raw,
    fontFiles: v.font.files,
    htmlGzip: v.html.gzip,
    thirdPartyRequests: v.thirdPartyRequests,
  };
}

// ---- Yardstick: a fresh default Docusaurus site --------------------------------------------

/** What `npx create-docusaurus yardstick classic` writes, without installing: imports resolve from the repo's node_modules. */
function createYardstick(): string {
  const pkg = path.join(root, 'node_modules/create-docusaurus');
  const version = (JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {version: string}).version;
  fs.rmSync(YARDSTICK_DIR, {recursive: true, force: true});
  fs.cpSync(path.join(pkg, 'templates/shared'), YARDSTICK_DIR, {recursive: true});
  fs.cpSync(path.join(pkg, 'templates/classic'), YARDSTICK_DIR, {recursive: true});
  const sitePkg = path.join(YARDSTICK_DIR, 'package.json');
  const json = JSON.parse(fs.readFileSync(sitePkg, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(sitePkg, `${JSON.stringify({...json, name: 'yardstick', version: '0.0.0', private: true}, null, 2)}\n`);
  fs.renameSync(path.join(YARDSTICK_DIR, 'gitignore'), path.join(YARDSTICK_DIR, '.gitignore'));
  return version;
}

// ---- Builds --------------------------------------------------------------------------------

function coldBuildFromFoundation(): (BuildFigures & {from: string}) | null {
  const file = path.join(root, 'bench/results/foundation.json');
  if (!fs.existsSync(file)) return null;
  const result = JSON.parse(fs.readFileSync(file, 'utf8')) as {measuredAt: string; build: BuildFigures | null};
  return result.build ? {...result.build, from: `bench/results/foundation.json (${result.measuredAt})`} : null;
}

async function warmBuild() {
  const cacheFound = fs.existsSync(path.join(root, 'node_modules/.cache/rspack'));
  const figures = await timedBuild(root);
  return {...figures, rspackPersistentCacheFound: cacheFound};
}

// ---- Dev server: rebuild of one edited page ------------------------------------------------

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`bench/perf: timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

/**
 * `docusaurus start` on a free port; then, DEV_EDITS times, a line appended to one page: the time
 * from the write to the dev server's "compiled" message on its WebSocket, and to the new line
 * showing in the open page (hot update). A visible line rather than an MDX comment: a comment
 * leaves nothing in the output to wait for. The file is restored byte for byte (and its mtime).
 */
async function devRebuild() {
  const file = path.join(root, DEV_EDIT.file);
  const original = fs.readFileSync(file);
  const {atime, mtime} = fs.statSync(file);
  const restore = () => {
    fs.writeFileSync(file, original);
    fs.utimesSync(file, atime, mtime);
  };
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Its own process group, so that the dev server and any worker it starts end together.
  const child = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    killGroup(child, 'SIGTERM');
    setTimeout(() => killGroup(child, 'SIGKILL'), 3000).unref();
  };
  cleanups.add(restore);
  cleanups.add(stop);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const closeBrowser = () => void browser.close();
  cleanups.add(closeBrowser);
  try {
    const served = await until('the dev server to serve its first compile', 15 * 60_000, async () => {
      if (exited) return 'exited';
      const res = await fetch(`${origin}${DEV_EDIT.page}`, {signal: AbortSignal.timeout(60_000)});
      return res.ok ? 'served' : undefined;
    });
    if (served === 'exited') throw new Error(`bench/perf: docusaurus start exited before serving:\n${log.slice(-2000)}`);
    const firstCompileSeconds = round((performance.now() - started) / 1000, 1);
    const page = await browser.newPage();
    // The dev server's WebSocket tells the page when a compile starts ("invalid") and ends ("ok", ...).
    let compiledAt = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({payload}) => {
        const type = (() => {
          try {
            return (JSON.parse(String(payload)) as {type?: string}).type;
          } catch {
            return undefined;
          }
        })();
        if (type === 'ok' || type === 'still-ok' || type === 'warnings' || type === 'errors') compiledAt = Date.now();
      }),
    );
    await page.goto(`${origin}${DEV_EDIT.page}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 120_000});
    const articleText = () => page.evaluate(() => document.querySelector('article')?.textContent ?? '');
    const edits = [];
    for (let i = 1; i <= DEV_EDITS; i += 1) {
      const marker = `Perf bench edit ${i} ${Date.now()}`;
      compiledAt = 0;
      const written = Date.now();
      fs.writeFileSync(file, Buffer.concat([original, Buffer.from(`\n${marker}\n`)]));
      const shownAt = await until(`edit ${i} to show in the dev server's page`, 120_000, async () =>
        (await articleText()).includes(marker) ? Date.now() : undefined,
      );
      const compiled = await until(`edit ${i} to be compiled`, 10_000, async () => (compiledAt ? compiledAt : undefined));
      edits.push({compiledMs: compiled - written, shownMs: shownAt - written});
      console.error(`  dev edit ${i}: compiled after ${compiled - written} ms, shown after ${shownAt - written} ms`);
      restore();
      await until(`edit ${i} to be undone in the page`, 120_000, async () => (!(await articleText()).includes(marker) ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return {
      file: DEV_EDIT.file,
      page: DEV_EDIT.page,
      firstCompileSeconds,
      edits,
      medianCompiledMs: median(edits.map((e) => e.compiledMs)),
      medianShownMs: median(edits.map((e) => e.shownMs)),
    };
  } finally {
    restore();
    await browser.close();
    stop();
    await new Promise<void>((resolve) => (exited ? resolve() : child.once('exit', () => resolve())));
    cleanups.delete(restore);
    cleanups.delete(stop);
    cleanups.delete(closeBrowser);
  }
}

// ---- Report --------------------------------------------------------------------------------

const BUDGET = {
  jsGzipKB: 170,
  cssGzipKB: 30,
  fontsKB: 100,
  thirdParty: 0,
  performance: 90,
  lcpMs: 2500,
  tbtMs: 300,
  cls: 0.05,
  accessibility: 100,
  precacheMB: 25,
  coldBuildSecondsPerPage: 0.25,
  peakMemoryMB: 2000,
  devRebuildMs: 2000,
};

async function main(): Promise<void> {
  checkChromium();
  const missing = PAGES.filter((p) => !fs.existsSync(path.join(root, 'build', p.replace(/^\/docs\//, ''), 'index.html')));
  if (skipBuild && missing.length > 0) throw new Error(`bench/perf: build/ has no ${missing.join(', ')}; run \`npm run build\` first or drop --no-build`);

  console.error(skipBuild ? 'bench/perf: cold build taken from foundation.json' : 'bench/perf: cold build...');
  const cold = skipBuild ? coldBuildFromFoundation() : {...(await coldBuild()), from: 'this run'};
  console.error('bench/perf: warm build (rspack persistent cache)...');
  const warm = await warmBuild();

  console.error('bench/perf: yardstick (default Docusaurus classic site)...');
  const yardstickVersion = createYardstick();
  const yardstickBuild = await timedBuild(YARDSTICK_DIR);

  const site = await serveSite();
  const yard = await serveYardstick();
  let pages;
  let yardstick;
  try {
    console.error('bench/perf: first-visit bytes...');
    const siteBytes = await inTurn(PAGES, (p) => bytes(site.origin, p));
    const yardBytes = await bytes(yard.origin, YARDSTICK_PAGE);
    console.error('bench/perf: Lighthouse...');
    const siteLighthouse = await inTurn(PAGES, (p) => lighthousePage(site.origin, p, 'site'));
    const yardLighthouse = await lighthousePage(yard.origin, YARDSTICK_PAGE, 'yardstick');
    pages = PAGES.map((p, i) => ({page: p, bytes: siteBytes[i]!, lighthouse: siteLighthouse[i]!}));
    yardstick = {
      createDocusaurusVersion: yardstickVersion,
      template: 'classic',
      page: YARDSTICK_PAGE,
      build: yardstickBuild,
      bytes: yardBytes,
      lighthouse: yardLighthouse,
    };
  } finally {
    await site.close();
    await yard.close();
  }

  let dev = null;
  let devError: string | null = null;
  if (!skipDev) {
    console.error('bench/perf: dev server rebuild of one page...');
    // A failure here still leaves the other figures written; the exit code says it failed.
    dev = await devRebuild().catch((err: Error) => {
      devError = err.message;
      return null;
    });
  }

  const offlineFile = path.join(root, 'bench/results/offline.json');
  const offline = fs.existsSync(offlineFile)
    ? (JSON.parse(fs.readFileSync(offlineFile, 'utf8')) as {measuredAt: string; precache: {totalSavedMegabytes: number; routesBuilt: number; routesListed: number; fullSiteUpperBoundMegabytes: number}})
    : null;

  const result = {
    measuredAt: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version, chromium: CHROMIUM},
    lighthouse: {version: (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {version: string}).version, preset: 'default (mobile, simulated throttling)', runs: RUNS},
    budget: BUDGET,
    pages,
    yardstick,
    build: {cold, warm},
    devRebuild: dev,
    devRebuildError: devError,
    precache: offline && {
      from: `bench/results/offline.json (${offline.measuredAt})`,
      megabytes: offline.precache.totalSavedMegabytes,
      routesBuilt: offline.precache.routesBuilt,
      routesListed: offline.precache.routesListed,
      fullSiteUpperBoundMegabytes: offline.precache.fullSiteUpperBoundMegabytes,
    },
  };
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench/results/perf.json'), `${JSON.stringify(result, null, 2)}\n`);
  printTable(result);
  if (devError) throw new Error(`bench/perf: dev server measurement failed: ${devError}`);
}

function printTable(r: {
  pages: Array<{bytes: Awaited<ReturnType<typeof bytes>>; lighthouse: Awaited<ReturnType<typeof lighthousePage>>}>;
  yardstick: {bytes: Awaited<ReturnType<typeof bytes>>; lighthouse: Awaited<ReturnType<typeof lighthousePage>>};
  build: {cold: (BuildFigures & {from: string}) | null; warm: BuildFigures};
  devRebuild: Awaited<ReturnType<typeof devRebuild>> | null;
  precache: {megabytes: number; routesBuilt: number; routesListed: number; fullSiteUpperBoundMegabytes: number} | null;
}): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const pass = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'pass' : '**fail**');
  const b = r.pages.map((p) => p.bytes);
  const l = r.pages.map((p) => p.lighthouse.median);
  const yb = r.yardstick.bytes;
  const yl = r.yardstick.lighthouse.median;
  const each = <T>(values: T[], fmt: (v: T) => string) => values.map(fmt).join(' / ');
  const rows: Array<[string, string, string, string, string, string]> = [
    // The JS budget is set for plain pages; the aggregation page has math (formulas' markup in its chunk).
    ['JS gz, first visit (all before network idle); budget for plain pages', OLD_SITE.js, kb(yb.jsGzip), each(b, (x) => kb(x.jsGzip)), `≤ ${BUDGET.jsGzipKB} KB (plain: /docs/, sample-by)`, pass(b.filter((_, i) => PAGES[i] !== MATH_PAGE).every((x) => x.jsGzip <= BUDGET.jsGzipKB * 1024))],
    ['… of which run + prefetched', '—', `${kb(yb.jsRunGzip)} + ${kb(yb.jsPrefetchedGzip)}`, each(b, (x) => `${kb(x.jsRunGzip)} + ${kb(x.jsPrefetchedGzip)}`), '—', '—'],
    ['CSS gz', OLD_SITE.css, kb(yb.cssGzip), each(b, (x) => kb(x.cssGzip)), `≤ ${BUDGET.cssGzipKB} KB`, pass(b.every((x) => x.cssGzip <= BUDGET.cssGzipKB * 1024))],
    ['Fonts', OLD_SITE.fonts, kb(yb.fontBytes), each(b, (x) => kb(x.fontBytes)), `≤ ${BUDGET.fontsKB} KB`, pass(b.every((x) => x.fontBytes <= BUDGET.fontsKB * 1024))],
    ['Third-party requests', OLD_SITE.thirdParty, String(yb.thirdPartyRequests), each(b, (x) => String(x.thirdPartyRequests)), '0', pass(b.every((x) => x.thirdPartyRequests === 0))],
    ['Lighthouse mobile performance (median)', OLD_SITE.performance, String(yl.performance), each(l, (x) => String(x.performance)), `≥ ${BUDGET.performance}`, pass(l.every((x) => x.performance >= BUDGET.performance))],
    ['LCP', OLD_SITE.lcp, s(yl.lcpMs), each(l, (x) => s(x.lcpMs)), '≤ 2.5 s', pass(l.every((x) => x.lcpMs <= BUDGET.lcpMs))],
    ['TBT', OLD_SITE.tbt, `${yl.tbtMs} ms`, each(l, (x) => `${x.tbtMs} ms`), `≤ ${BUDGET.tbtMs} ms`, pass(l.every((x) => x.tbtMs <= BUDGET.tbtMs))],
    ['CLS', OLD_SITE.cls, String(yl.cls), each(l, (x) => String(x.cls)), `< ${BUDGET.cls}`, pass(l.every((x) => x.cls < BUDGET.cls))],
    ['FCP (no budget)', '—', s(yl.fcpMs), each(l, (x) => s(x.fcpMs)), '—', '—'],
    ['Speed Index (no budget)', '—', s(yl.speedIndexMs), each(l, (x) => s(x.speedIndexMs)), '—', '—'],
    ['Accessibility', OLD_SITE.accessibility, String(yl.accessibility), each(l, (x) => String(x.accessibility)), '100', pass(l.every((x) => x.accessibility >= BUDGET.accessibility))],
  ];
  const p = r.precache;
  rows.push([
    'Offline precache',
    OLD_SITE.precache,
    '—',
    p
      ? p.routesBuilt >= p.routesListed
        ? `${p.megabytes} MB (every route built: ${p.routesBuilt} pages, search index included)`
        : `${p.megabytes} MB (${p.routesBuilt} of ${p.routesListed} routes; whole site ≤ ${p.fullSiteUpperBoundMegabytes} MB)`
      : 'not measured',
    `≤ ${BUDGET.precacheMB} MB`,
    pass(p ? p.fullSiteUpperBoundMegabytes <= BUDGET.precacheMB : null),
  ]);
  const c = r.build.cold;
  const perPage = (f: BuildFigures) => f.seconds / f.pages;
  rows.push([
    'Cold build per page',
    OLD_SITE.coldBuild,
    '—',
    c ? `${perPage(c).toFixed(2)} s/page (${c.seconds} s, ${c.pages} pages)` : 'not measured (--no-build)',
    `≤ ${BUDGET.coldBuildSecondsPerPage} s/page`,
    pass(c ? perPage(c) <= BUDGET.coldBuildSecondsPerPage : null),
  ]);
  rows.push(['Cold build peak memory', OLD_SITE.peakMemory, '—', c ? `${(c.peakMemoryMB / 1000).toFixed(2)} GB` : 'not measured', '< 2 GB', pass(c ? c.peakMemoryMB < BUDGET.peakMemoryMB : null)]);
  const w = r.build.warm;
  rows.push(['Warm build (rspack persistent cache, no budget)', OLD_SITE.warmBuild, '—', `${w.seconds} s (${perPage(w).toFixed(2)} s/page), ${(w.peakMemoryMB / 1000).toFixed(2)} GB peak`, '—', '—']);
  const d = r.devRebuild;
  rows.push([
    'Dev server: rebuild of one edited page (median of 3)',
    OLD_SITE.devRebuild,
    '—',
    d ? `${s(d.medianShownMs)} to show (${s(d.medianCompiledMs)} to compile)` : 'not measured (--no-dev)',
    '< 2 s',
    pass(d ? d.medianShownMs < BUDGET.devRebuildMs : null),
  ]);
  console.log(`\nThis site: ${r.pages.map((x) => x.bytes.page).join(' / ')}. Default Docusaurus: a fresh classic site, ${r.yardstick.bytes.page}. Lighthouse ${r.pages[0]?.lighthouse.runs.length} runs, medians.\n`);
  console.log('| Measure | Old site | Default Docusaurus 3.10.2 | This site | Budget | This site vs budget |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const page of r.pages) {
    const f = page.lighthouse.failingAccessibility;
    if (f.length > 0) console.log(`\nAccessibility ${page.lighthouse.page}: ${f.map((x) => `${x.id} (${x.selectors.join(', ')})`).join('; ')}`);
  }
}

// --table: print the table again from the last bench/results/perf.json, measuring nothing.
const run = process.argv.includes('--table')
  ? async () => printTable(JSON.parse(fs.readFileSync(path.join(root, 'bench/results/perf.json'), 'utf8')) as Parameters<typeof printTable>[0])
  : main;
run().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
