// `npm run bench` (after foundation.ts has built the site): the offline copy's size (precache
// entries and raw bytes, by kind, and what the exclusions save), the time from the first load in
// offline mode to "worker controlling with precache complete" on loopback, an offline page load,
// and what a visit outside offline mode downloads for the worker. Writes bench/results/offline.json.
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {launchBenchBrowser, serveBuild} from './browser';

const root = path.resolve(import.meta.dirname, '..');
const build = path.join(root, 'build');
const RUNS = 3;

type Kind = 'js' | 'css' | 'font' | 'html' | 'image' | 'json' | 'other';

function kindOf(file: string): Kind {
  if (/\.js$/.test(file)) return 'js';
  if (/\.css$/.test(file)) return 'css';
  if (/\.(woff2?|ttf|otf|eot)$/.test(file)) return 'font';
  if (/\.html$/.test(file)) return 'html';
  if (/\.(png|jpe?g|gif|svg|ico)$/.test(file)) return 'image';
  if (/\.json$/.test(file)) return 'json';
  return 'other';
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [path.relative(build, full).split(path.sep).join('/')];
  });
}

const size = (file: string) => fs.statSync(path.join(build, file)).size;
const sum = (files: string[]) => files.reduce((n, f) => n + size(f), 0);
const mb = (bytes: number) => Math.round(bytes / 1e4) / 100;

function precacheEntries(): string[] {
  const sw = path.join(build, 'sw.js');
  if (!fs.existsSync(sw)) throw new Error('bench/offline: build/sw.js is missing; run `npm run build` first');
  const urls = [...fs.readFileSync(sw, 'utf8').matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map((m) => m[1]!);
  if (urls.length === 0) throw new Error('bench/offline: build/sw.js holds no precache manifest entries');
  return urls;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}

/** From navigation start to the worker controlling the page (it activates once the precache is complete). */
async function timeToControlling(browser: Browser, origin: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      navigator.serviceWorker?.addEventListener('controllerchange', () => {
        (window as {controlledAt?: number}).controlledAt = performance.now();
      });
    });
    await page.goto(`${origin}/docs/?offlineMode=true`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const hydratedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => (window as {controlledAt?: number}).controlledAt !== undefined, null, {timeout: 120_000});
    const controlledAt = await page.evaluate(() => (window as {controlledAt?: number}).controlledAt!);
    // A page never visited, loaded with the network cut.
    await context.setOffline(true);
    const started = Date.now();
    await page.goto(`${origin}/docs/concept/partitions/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    return {hydratedAt, controlledAt, offlinePageMs: Date.now() - started};
  } finally {
    await context.close();
  }
}

/** Requests a desktop visit without offline-mode flags makes for the worker, and what it leaves stored. */
async function plainVisit(browser: Browser, origin: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    const workerRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/sw\.js|workbox/.test(r.url())) workerRequests.push(r.url());
    });
    await page.goto(`${origin}/docs/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const stored = await page.evaluate(async () => ({
      registered: (await navigator.serviceWorker.getRegistration()) !== undefined,
      caches: (await caches.keys()).length,
    }));
    return {workerRequests: workerRequests.length, ...stored};
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const entries = precacheEntries();
  const byKind: Partial<Record<Kind, {entries: number; bytes: number}>> = {};
  for (const file of entries) {
    const k = (byKind[kindOf(file)] ??= {entries: 0, bytes: 0});
    k.entries += 1;
    k.bytes += size(file);
  }
  const all = walk(build);
  const precached = new Set(entries);
  const excluded = {
    pageHtml: sum(all.filter((f) => f.endsWith('index.html'))),
    fontsWoffTtf: sum(all.filter((f) => /\.(woff|ttf)$/.test(f))),
    socialCardAndAppleIcon: sum(all.filter((f) => /img\/(social-card|apple-touch-icon)\.png$/.test(f))),
  };
  const bytes = sum(entries);
  // Saved by the worker at install rather than precached (plugins/offline/sw/offlineWorker.js).
  const searchIndexBytes = sum(all.filter((f) => /^search-index[.-][^/]*\.json$/.test(f)));
  const routesBuilt = all.filter((f) => f.endsWith('index.html')).length;
  const routesListed = (JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/routes.json'), 'utf8')) as string[]).length;

  const {server, origin} = await serveBuild(build);
  const browser = await launchBenchBrowser();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timeToControlling(browser, origin));
    const plain = await plainVisit(browser, origin);
    const result = {
      measuredAt: new Date().toISOString(),
      machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
      precache: {
        entries: entries.length,
        bytes,
        megabytes: mb(bytes),
        byKind,
        searchIndexSavedAtInstallBytes: searchIndexBytes,
        totalSavedMegabytes: mb(bytes + searchIndexBytes),
        buildFilesNotPrecached: all.filter((f) => !precached.has(f) && f !== 'sw.js').length,
        excludedBytes: excluded,
        withPageHtmlMegabytes: mb(bytes + excluded.pageHtml),
        routesBuilt,
        routesListed,
        // Upper bound: as if every byte grew with the number of pages (the framework, Mermaid and KaTeX do not).
        fullSiteUpperBoundMegabytes: mb(((bytes + searchIndexBytes) * routesListed) / routesBuilt),
        fullSiteWithPageHtmlUpperBoundMegabytes: mb(((bytes + searchIndexBytes + excluded.pageHtml) * routesListed) / routesBuilt),
      },
      firstLoad: {
        runs: RUNS,
        hydratedMs: median(runs.map((r) => r.hydratedAt)),
        controllingWithPrecacheCompleteMs: median(runs.map((r) => r.controlledAt)),
        offlineNeverVisitedPageMs: median(runs.map((r) => r.offlinePageMs)),
      },
      plainDesktopVisit: plain,
    };
    fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(root, 'bench/results/offline.json'), `${JSON.stringify(result, null, 2)}\n`);
    const p = result.precache;
    console.log('| Offline copy | Value |');
    console.log('| --- | --- |');
    console.log(`| Precache | ${p.entries} entries, ${p.megabytes} MB raw (JS ${mb(byKind.js?.bytes ?? 0)} MB) |`);
    console.log(`| Search index, saved at install | ${mb(searchIndexBytes)} MB (total saved ${p.totalSavedMegabytes} MB) |`);
    console.log(`| Left out | page HTML ${mb(excluded.pageHtml)} MB, woff/ttf ${mb(excluded.fontsWoffTtf)} MB, social card and Apple icon ${mb(excluded.socialCardAndAppleIcon)} MB |`);
    console.log(`| Whole site (${routesListed} routes, now ${routesBuilt}) | at most ${p.fullSiteUpperBoundMegabytes} MB (with page HTML: ${p.withPageHtmlMegabytes} MB now, at most ${p.fullSiteWithPageHtmlUpperBoundMegabytes} MB) |`);
    console.log(`| First load to worker controlling, precache complete | ${result.firstLoad.controllingWithPrecacheCompleteMs} ms (hydrated at ${result.firstLoad.hydratedMs} ms), median of ${RUNS} |`);
    console.log(`| Offline load of a page never visited (Mermaid) | ${result.firstLoad.offlineNeverVisitedPageMs} ms |`);
    console.log(`| Desktop visit without flags | ${plain.workerRequests} worker requests, registered: ${plain.registered}, caches: ${plain.caches} |`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
