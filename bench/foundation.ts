// `npm run bench`: cold production build (time, peak memory), bytes a first visit loads per page
// (HTML, JS, CSS, fonts; raw and gzip), whether Mermaid/KaTeX load, and the total build size.
// Writes bench/results/foundation.json and prints a Markdown table for the README.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {launchBenchBrowser, serveBuild} from './browser';
import {recordAssets, type Asset, type AssetKind} from '../scripts/pageWeight';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = (process.env.BENCH_PAGES ?? '/docs/,/docs/configuration/,/docs/reference/function/finance/,/docs/concept/partitions/').split(',');
const skipBuild = process.argv.includes('--no-build');

/** Sum of resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // Gone.
    }
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

export interface BuildFigures {
  seconds: number;
  peakMemoryMB: number;
  pages: number;
}

/** `docusaurus build` of the site in `siteDir` (the repo's own binary), timed, with the peak memory of its process tree. */
export async function timedBuild(siteDir = root): Promise<BuildFigures> {
  const started = performance.now();
  const child = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['build', siteDir], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 100);
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`bench: docusaurus build of ${path.relative(root, siteDir) || '.'} failed with exit code ${code}`);
  const seconds = (performance.now() - started) / 1000;
  const pages = countPages(path.join(siteDir, 'build'));
  return {seconds: Math.round(seconds * 10) / 10, peakMemoryMB: Math.round(peak / 1e6), pages};
}

/** A production build with no build output and no caches left from earlier builds. */
export async function coldBuild(siteDir = root): Promise<BuildFigures> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  return timedBuild(siteDir);
}

function countPages(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((n, e) => {
    if (e.isDirectory()) return e.name === 'assets' ? n : n + countPages(path.join(dir, e.name));
    return e.name === 'index.html' ? n + 1 : n;
  }, 0);
}

function dirSize(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((n, e) => {
    const full = path.join(dir, e.name);
    return n + (e.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

interface Bytes {
  raw: number;
  gzip: number;
  files: number;
}

/** What a first visit to `pagePath` downloads until the network is idle, by kind (raw and gzip level 9). */
export async function firstVisit(origin: string, pagePath: string) {
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    const settled = recordAssets(page, origin);
    const response = await page.goto(`${origin}${pagePath}`);
    if (!response || response.status() !== 200) throw new Error(`bench: ${pagePath} answered ${response?.status()}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const {assets, thirdParty} = await settled();
    const totals = Object.fromEntries(
      (['html', 'js', 'css', 'font', 'prefetch', 'other'] as const).map((kind) => {
        const ofKind = assets.filter((a) => a.kind === kind);
        const bytes: Bytes = {raw: sum(ofKind, 'raw'), gzip: sum(ofKind, 'gzip'), files: ofKind.length};
        return [kind, bytes];
      }),
    ) as Record<AssetKind, Bytes>;
    // Markers of the libraries themselves, in code this page runs, not of the small theme code that loads them.
    const run = assets.filter((a) => a.kind === 'js' || a.kind === 'css');
    return {
      page: pagePath,
      ...totals,
      loadsMermaid: run.some((a) => a.text.includes('flowchart-v2')),
      loadsKatex: run.some((a) => a.text.includes('font-family:KaTeX_')) || assets.some((a) => a.url.includes('KaTeX_')),
      thirdPartyRequests: thirdParty.length,
    };
  } finally {
    await browser.close();
  }
}

function sum(assets: Asset[], field: 'raw' | 'gzip'): number {
  return assets.reduce((n, a) => n + a[field], 0);
}

async function main(): Promise<void> {
  const build = skipBuild ? null : await coldBuild();
  // In-process, on a free port: a fixed port could be another checkout's server.
  const {server, origin} = await serveBuild(path.join(root, 'build'));
  try {
    const pages = [];
    for (const p of PAGES) {
      if (fs.existsSync(path.join(root, 'build', p.replace(/^\/docs\//, ''), 'index.html'))) {
        pages.push(await firstVisit(origin, p));
      }
    }
    const result = {
      measuredAt: new Date().toISOString(),
      machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
      build,
      buildSizeMB: Math.round(dirSize(path.join(root, 'build')) / 1e5) / 10,
      pages,
    };
    fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(root, 'bench/results/foundation.json'), `${JSON.stringify(result, null, 2)}\n`);
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log('| Page | HTML gz | JS gz (raw) | CSS gz (raw) | Fonts | Prefetched JS gz | Mermaid | KaTeX | 3rd-party |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const p of pages) {
      console.log(
        `| ${p.page} | ${kb(p.html.gzip)} KB | ${kb(p.js.gzip)} KB (${kb(p.js.raw)} KB) | ${kb(p.css.gzip)} KB (${kb(p.css.raw)} KB) | ${kb(p.font.raw)} KB | ${kb(p.prefetch.gzip)} KB (${p.prefetch.files} files) | ${p.loadsMermaid ? 'yes' : 'no'} | ${p.loadsKatex ? 'yes' : 'no'} | ${p.thirdPartyRequests} |`,
      );
    }
    if (build) {
      console.log(`\nCold build: ${build.seconds} s for ${build.pages} pages (${(build.seconds / build.pages).toFixed(2)} s/page), peak memory ${build.peakMemoryMB} MB; build size ${result.buildSizeMB} MB`);
    }
  } finally {
    server.close();
  }
}

// Run when called as a script, not when perf.ts imports the helpers above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
