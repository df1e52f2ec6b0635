// Writes the benchmark tables from bench/results/*.json: all of bench/README.md, and the figures block
// of README.md between its `<!-- figures:start -->` and `<!-- figures:end -->` lines. Nothing in those
// tables is typed by hand: `npm run bench` ends here, and tests/unit/bench-report.test.ts fails when
// either file differs from what this script makes of the committed results.
//   tsx bench/report.ts           write both files
//   tsx bench/report.ts --check   exit 1 naming the file that is out of date
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const RESULTS_DIR = 'bench/results';
export const FIGURES_START = '<!-- figures:start (written by bench/report.ts from bench/results/*.json; do not edit) -->';
export const FIGURES_END = '<!-- figures:end -->';

type Json = Record<string, any>;
export type Results = Partial<Record<'foundation' | 'perf' | 'search' | 'offline' | 'reader' | 'readerA11y' | 'serve' | 'examples' | 'factcheck', Json>>;

const FILES: Record<keyof Results, string> = {
  foundation: 'foundation.json',
  perf: 'perf.json',
  search: 'search.json',
  offline: 'offline.json',
  reader: 'reader.json',
  readerA11y: 'reader-a11y.json',
  serve: 'serve.json',
  examples: 'examples.json',
  factcheck: 'factcheck.json',
};

/** Reads every results file there is; a file that is not valid JSON stops with its name. */
export function readResults(root: string): Results {
  const results: Results = {};
  for (const [key, file] of Object.entries(FILES) as [keyof Results, string][]) {
    const full = path.join(root, RESULTS_DIR, file);
    if (!fs.existsSync(full)) continue;
    try {
      results[key] = JSON.parse(fs.readFileSync(full, 'utf8')) as Json;
    } catch (error) {
      throw new Error(`${RESULTS_DIR}/${file} is not valid JSON (${(error as Error).message}): rerun the benchmark that writes it`);
    }
  }
  return results;
}

// Sizes are in KB of 1,024 bytes, as the budgets are.
const kb = (bytes: number): string => `${(bytes / 1024).toLocaleString('en-US', {minimumFractionDigits: 1, maximumFractionDigits: 1})} KB`;
const mb = (megabytes: number): string => `${megabytes.toFixed(2)} MB`;
const ms = (value: number): string => `${Math.round(value)} ms`;
const s = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;
const int = (value: number): string => value.toLocaleString('en-US');
const verdict = (ok: boolean): string => (ok ? 'pass' : '**over budget**');
const day = (iso: string | undefined): string => (iso ? iso.slice(0, 10) : 'date not recorded');

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function machine(result: Json): string {
  const m = result.machine ?? {};
  const load = m.loadAverage ?? m.loadAverage1m;
  return `${m.cpus ?? '?'} CPUs, Node ${m.node ?? '?'}${load !== undefined ? `, load average ${load}` : ''}, ${day(result.measuredAt)}`;
}

const pageName = (page: string): string => page.replace(/^\/docs\//, '/').replace(/\/$/, '').split('/').pop() || '/docs/';

/** The budget table: the standing budgets and the last figures against them. */
export function budgetTable(r: Results): string {
  const perf = r.perf;
  const rows: string[][] = [];
  if (perf) {
    const b = perf.budget;
    const pages = perf.pages as Json[];
        const each = (pick: (p: Json) => number, fmt: (v: number) => string) => pages.map((p) => fmt(pick(p))).join(' / ');
    // Plain pages load neither KaTeX nor Mermaid; foundation.json has more pages than Lighthouse runs on.
    const weighed = (r.foundation?.pages as Json[] | undefined)?.map((p) => ({page: p.page, js: p.js.gzip, extra: p.loadsKatex ? 'KaTeX' : p.loadsMermaid ? 'Mermaid' : ''}))
      ?? pages.map((p) => ({page: p.page, js: p.bytes.jsGzip, extra: p.bytes.fontFiles ? 'KaTeX' : ''}));
    const plain = weighed.filter((p) => !p.extra);
    rows.push([
      `First-visit JS gzip on plain pages (${weighed.map((p) => pageName(p.page)).join(' / ')})`,
      `≤ ${b.jsGzipKB} KB`,
      weighed.map((p) => `${kb(p.js)}${p.extra ? ` (loads ${p.extra}: not plain)` : ''}`).join(' / '),
      verdict(plain.every((p) => p.js <= b.jsGzipKB * 1024)),
    ]);
    rows.push([`Lighthouse mobile performance, median of 3 (${pages.map((p) => pageName(p.page)).join(' / ')})`, `≥ ${b.performance}`, each((p) => p.lighthouse.median.performance, String), verdict(pages.every((p) => p.lighthouse.median.performance >= b.performance))]);
    rows.push(['Total blocking time (median)', `≤ ${b.tbtMs} ms`, each((p) => p.lighthouse.median.tbtMs, ms), verdict(pages.every((p) => p.lighthouse.median.tbtMs <= b.tbtMs))]);
    rows.push(['Largest contentful paint (median)', `≤ ${s(b.lcpMs)}`, each((p) => p.lighthouse.median.lcpMs, s), verdict(pages.every((p) => p.lighthouse.median.lcpMs <= b.lcpMs))]);
    rows.push(['Accessibility (Lighthouse)', `${b.accessibility}`, each((p) => p.lighthouse.median.accessibility, String), verdict(pages.every((p) => p.lighthouse.median.accessibility >= b.accessibility))]);
  }
  if (r.search) {
    const l = r.search.local;
    rows.push([`Search index gzip (${r.search.pages} pages)`, '< 400 KB', kb(l.index.gzip), verdict(l.index.gzip < 400 * 1024)]);
    rows.push([`Search: expected page in the top 3 (${l.relevance.queries} queries)`, 'held (≥ 90%)', `${l.relevance.top3} (${l.relevance.top3Share}%)`, verdict(l.relevance.top3Share >= 90)]);
  }
  if (r.offline) {
    const p = r.offline.precache;
    rows.push([`Offline copy (precache and search index, ${p.routesBuilt} pages built)`, '≤ 25 MB', mb(p.totalSavedMegabytes), verdict(p.totalSavedMegabytes <= 25)]);
  }
  const build = perf?.build?.cold ?? r.foundation?.build;
  if (build) {
    const perPage = build.seconds / build.pages;
    rows.push([`Cold build per page (${build.pages} pages)`, '≤ 0.25 s', `${perPage.toFixed(3)} s (${build.seconds} s in all)`, verdict(perPage <= 0.25)]);
  }
  return table(['Measure', 'Budget', 'Last figure', 'Verdict'], rows);
}

function perfSection(perf: Json): string {
  const pages = perf.pages as Json[];
  const y = perf.yardstick;
  const header = ['Measure', ...pages.map((p) => `\`${p.page}\``), y ? `default Docusaurus ${y.createDocusaurusVersion} (\`${y.page}\`)` : null].filter(Boolean) as string[];
  const row = (label: string, pick: (bytes: Json, lh: Json) => string): string[] => [label, ...pages.map((p) => pick(p.bytes, p.lighthouse.median)), ...(y ? [pick(y.bytes, y.lighthouse.median)] : [])];
  const rows = [
    row('JS gzip, first visit (run + prefetched)', (b) => `${kb(b.jsGzip)} (${kb(b.jsRunGzip)} + ${kb(b.jsPrefetchedGzip)})`),
    row('JS files', (b) => String(b.jsFiles)),
    row('CSS gzip', (b) => kb(b.cssGzip)),
    row('Fonts', (b) => kb(b.fontBytes)),
    row('HTML gzip', (b) => kb(b.htmlGzip)),
    row('Third-party requests', (b) => String(b.thirdPartyRequests)),
    row('Performance', (_b, l) => String(l.performance)),
    row('LCP', (_b, l) => s(l.lcpMs)),
    row('TBT', (_b, l) => ms(l.tbtMs)),
    row('CLS', (_b, l) => String(l.cls)),
    row('FCP', (_b, l) => s(l.fcpMs)),
    row('Speed Index', (_b, l) => s(l.speedIndexMs)),
    row('Accessibility', (_b, l) => String(l.accessibility)),
  ];
  const lines = [
    '## Page weight and Lighthouse',
    '',
    'From `bench/results/perf.json`.',
    '',
    `Lighthouse ${perf.lighthouse.version}, ${perf.lighthouse.preset}, ${perf.lighthouse.runs} runs per page, medians; ${machine(perf)}. The default Docusaurus site is built and measured in the same run as a yardstick.`,
    '',
    table(header, rows),
  ];
  const cold = perf.build?.cold;
  const warm = perf.build?.warm;
  const dev = perf.devRebuild;
  const buildRows: string[][] = [];
  if (cold) buildRows.push(['Cold build (no caches)', `${cold.seconds} s, ${cold.pages} pages, ${(cold.seconds / cold.pages).toFixed(3)} s per page`, `${int(cold.peakMemoryMB)} MB`]);
  if (warm) buildRows.push(['Warm build (rspack persistent cache)', `${warm.seconds} s, ${warm.pages} pages`, `${int(warm.peakMemoryMB)} MB`]);
  if (y?.build) buildRows.push([`Default Docusaurus ${y.createDocusaurusVersion}, cold`, `${y.build.seconds} s, ${y.build.pages} pages`, `${int(y.build.peakMemoryMB)} MB`]);
  if (dev) buildRows.push([`Dev server, one edited page (\`${dev.file}\`, median of ${dev.edits.length})`, `${ms(dev.medianShownMs)} to show, ${ms(dev.medianCompiledMs)} to compile`, '—']);
  if (buildRows.length) lines.push('', '### Builds', '', table(['Build', 'Time', 'Peak memory'], buildRows));
  return lines.join('\n');
}

function foundationSection(f: Json): string {
  const rows = (f.pages as Json[]).map((p) => [`\`${p.page}\``, kb(p.js.gzip), String(p.js.files), kb(p.prefetch.gzip), kb(p.css.gzip), kb(p.font.gzip), kb(p.html.gzip), p.loadsKatex ? 'KaTeX' : p.loadsMermaid ? 'Mermaid' : '—']);
  return [
    '## First-visit bytes by page',
    '',
    'From `bench/results/foundation.json`.',
    '',
    `All JS before network idle, gzip level 9; ${machine(f)}. Build: ${f.build.seconds} s for ${f.build.pages} pages, ${int(f.build.peakMemoryMB)} MB peak; build folder ${f.buildSizeMB} MB. The byte-budget browser test (\`tests/e2e/budgets.spec.ts\`) checks the same pages.`,
    '',
    table(['Page', 'JS gzip', 'JS files', 'Prefetched', 'CSS gzip', 'Fonts', 'HTML gzip', 'Loads'], rows),
  ].join('\n');
}

function searchSection(x: Json): string {
  const engines = [
    ['This site', x.local],
    [x.easyops?.engine ?? 'comparison', x.easyops],
  ].filter(([, e]) => e) as [string, Json][];
  const rows = engines.map(([name, e]) => [
    name === 'This site' ? `This site (${e.engine})` : name,
    `${kb(e.index.raw)} / ${kb(e.index.gzip)}`,
    ms(e.node.loadParseMs),
    `${ms(e.chromium.fetchMs)} + ${ms(e.chromium.parseMs)}`,
    `${e.node.query.p50.toFixed(1)} / ${e.node.query.p95.toFixed(1)} ms`,
    `${e.chromium.query.p50.toFixed(1)} / ${e.chromium.query.p95.toFixed(1)} ms`,
    `${e.relevance.top3} of ${e.relevance.queries} (${e.relevance.top3Share}%)`,
    `${e.relevance.top10} of ${e.relevance.queries}`,
  ]);
  const l = x.local;
  const goal = 5;
  const lines = [
    '## Search',
    '',
    'From `bench/results/search.json`.',
    '',
    `${x.pages} pages, ${int(x.records)} records; every keystroke of the ${x.relevanceQueries} relevance queries (${int(x.keystrokes)} searches), median of 3 per keystroke; ${machine(x)}.`,
    '',
    table(['Search', 'Index raw / gzip', 'Load + parse, Node', 'Fetch + parse, Chromium', 'Query p50 / p95, Node', 'Query p50 / p95, Chromium', 'Expected page in top 3', 'In top 10'], rows),
    '',
    `Our own goal of a query p95 under ${goal} ms a keystroke: Node ${l.node.query.p95.toFixed(1)} ms (${l.node.query.p95 < goal ? 'met' : 'not met'}), Chromium ${l.chromium.query.p95.toFixed(1)} ms (${l.chromium.query.p95 < goal ? 'met' : 'not met'}). The budget is the index size with the top-3 relevance held.`,
  ];
  const choice = x.engineChoice;
  if (choice) {
    const rows2 = Object.entries(choice as Record<string, Json>).map(([name, e]) => [
      name === 'minisearch' ? 'MiniSearch (records shipped, indexed in the browser)' : `${name} ${e.version ?? ''}`.trim(),
      ms(e.buildMs),
      kb(e.serializedIndex.gzip),
      `${e.query.p50.toFixed(2)} / ${e.query.p95.toFixed(2)} ms`,
      `${e.relevance.top3} of ${e.relevance.queries} (${e.relevance.top3Share}%)`,
    ]);
    lines.push('', '### Engine choice, on our records', '', table(['Engine', 'Index build', 'Serialized index gzip', 'Query p50 / p95, Node', 'Top 3'], rows2));
  }
  return lines.join('\n');
}

function offlineSection(o: Json): string {
  const p = o.precache;
  const byKind = Object.entries(p.byKind as Record<string, Json>).map(([kind, v]) => `${kind} ${v.entries} entries, ${kb(v.bytes)}`);
  const rows = [
    ['Precache', `${int(p.entries)} entries, ${mb(p.megabytes)} (${byKind.join('; ')})`],
    ['Search index, saved at install', `${mb(p.searchIndexSavedAtInstallBytes / 1e6)} (${mb(p.totalSavedMegabytes)} saved in all)`],
    ['Left out', `page HTML ${mb(p.excludedBytes.pageHtml / 1e6)}, woff/ttf fonts ${mb(p.excludedBytes.fontsWoffTtf / 1e6)}, social card and Apple icon ${mb(p.excludedBytes.socialCardAndAppleIcon / 1e6)}`],
    ['Pages built / listed', `${p.routesBuilt} / ${p.routesListed}`],
    ['First load to worker controlling with the precache complete', `${ms(o.firstLoad.controllingWithPrecacheCompleteMs)} (hydrated at ${ms(o.firstLoad.hydratedMs)}), median of ${o.firstLoad.runs}`],
    ['Offline load of a page never visited', ms(o.firstLoad.offlineNeverVisitedPageMs)],
    ['Desktop visit without offline flags', `${o.plainDesktopVisit.workerRequests} worker requests, registered: ${o.plainDesktopVisit.registered}, ${o.plainDesktopVisit.caches} caches`],
  ];
  return ['## Offline copy', '', 'From `bench/results/offline.json`.', '', `Megabytes of 10^6 bytes here; ${machine(o)}.`, '', table(['Measure', 'Figure'], rows)].join('\n');
}

function readerSection(r: Json | undefined, a: Json | undefined): string {
  const lines = ['## Reader tools and checks', '', 'From `bench/results/reader.json` and `bench/results/reader-a11y.json`.', ''];
  const rows: string[][] = [];
  if (r) {
    rows.push(['Markdown export of every page', `${r.markdownExport.pages} pages, ${ms(r.markdownExport.medianMs)} median of ${r.markdownExport.runs} (${r.markdownExport.msPerPage} ms per page)`]);
    rows.push(['Markdown twins', `${r.markdownTwins.files} files, ${kb(r.markdownTwins.raw)} raw, ${kb(r.markdownTwins.gzip)} gzip`]);
    rows.push(['llms.txt / llms-full.txt', `${kb(r.llmsTxt.raw)} / ${kb(r.llmsFullTxt.raw)} raw (${kb(r.llmsTxt.gzip)} / ${kb(r.llmsFullTxt.gzip)} gzip)`]);
    rows.push(['Blocks with a Run on demo link', `${r.demoBlocks} (parsed and compared with data/demo-datasets.json; nothing is run on the demo)`]);
  }
  if (a) {
    rows.push([`axe (WCAG 2.0–2.2 A and AA), ${a.pagesScanned} pages at 1280 px`, `${a.axe.desktop.violations} violations on ${a.axe.desktop.pagesWithViolations} pages, ${a.axe.desktop.seconds} s`]);
    rows.push([`axe at 390 px`, `${a.axe['390px'].violations} violations on ${a.axe['390px'].pagesWithViolations} pages, ${a.axe['390px'].seconds} s`]);
    const widths = Object.entries(a.overflow.byWidth as Record<string, number>).map(([w, n]) => `${n} at ${w} px`).join(', ');
    rows.push(['Pages wider than the screen', `${widths} (${a.overflow.seconds} s)`]);
  }
  lines.push(`${r ? machine(r) : ''}${r && a ? '; ' : ''}${a ? `a11y scan: ${machine(a)}` : ''}.`, '', table(['Measure', 'Figure'], rows));
  return lines.join('\n');
}

/** examples.json as bench/examples.ts writes it: the checker's counts under `examples`, with the server tests. */
function examplesOf(file: Json): {examples: Json; serverTests?: Json; run: string} {
  if (!file.examples || !file.measuredAt) {
    throw new Error('bench/results/examples.json is not what bench/examples.ts writes (no `examples` or `measuredAt`); run `npm run bench:examples` to measure it again.');
  }
  return {examples: file.examples, serverTests: file.serverTests, run: `npm run bench:examples, ${day(file.measuredAt)}, ${file.machine}; the whole real-server check ${Math.round(file.realServerCheckSeconds)} s`};
}

function examplesSection(file: Json | undefined, f: Json | undefined): string {
  const rows: string[][] = [];
  if (file) {
    const {examples: e, serverTests, run} = examplesOf(file);
    rows.push([`Example checker on QuestDB ${e.server}`, `${e.pages} pages, ${int(e.blocks)} blocks (${int(e.statements)} statements), ${e.tablesCompared} result tables compared by value (${e.plansCompared} plans; ${e.volatileTables} with named volatile columns), ${e.errorsCompared} error messages, ${e.stepsRun} walkthrough steps, ${e.problems} problems, ${e.seconds} s (${run})`]);
    const skipped = Object.entries(e.skipped as Record<string, number>).map(([k, n]) => `${k} ${n}`).join(', ');
    rows.push(['Skipped blocks, by kind', skipped]);
    rows.push(['Result tables and plans with the checked mark', String(e.checkedTables)]);
    if (serverTests) rows.push(['Server tests (`*.server.test.ts`)', `${serverTests.passed} passed, ${serverTests.failed} failed`]);
  }
  if (f) {
    const v = Object.entries(f.verdicts as Record<string, number>).map(([k, n]) => `${k} ${int(n)}`).join(', ');
    const ev = Object.entries(f.evidence as Record<string, number>).map(([k, n]) => `${k} ${int(n)}`).join(', ');
    rows.push([`Fact-check records against ${f.against}`, `${f.pages} pages, ${int(f.claims)} claims; verdicts: ${v}; evidence: ${ev}`]);
  }
  return ['## Content checks', '', 'From `bench/results/examples.json` and `bench/results/factcheck.json`.', '', table(['Check', 'Figure'], rows)].join('\n');
}

function serveSection(v: Json): string {
  const targets = v.targets as Record<string, string>;
  const servers = Object.keys(v.results);
  const label: Record<string, string> = {before: `before: ${v.before}`, serve: '`npm run serve`', nginx: 'nginx (`deploy/nginx/`)'};
  const rows = servers.map((name) => [label[name] ?? name, ...Object.keys(targets).map((t) => {
    const x = v.results[name][t];
    return `${int(x.requestsPerSecond)} req/s, p99 ${x.p99Ms.toFixed(0)} ms${x.errors ? `, ${x.errors} errors` : ''}`;
  })]);
  const load = v.machine?.loadAverage1m;
  return [
    '## Serving under load',
    '',
    'From `bench/results/serve.json`.',
    '',
    `${v.concurrency} concurrent clients, ${v.secondsPerTarget} s per target, \`Accept-Encoding: ${v.acceptEncoding}\`; ${machine(v)}.${load !== undefined && load > (v.machine.cpus ?? 2) ? ' The machine was busy with other work (load above its CPU count): compare servers within this run, not with other runs.' : ''}`,
    '',
    table(['Server', ...Object.entries(targets).map(([k, path]) => `${k} (\`${path}\`)`)], rows),
  ].join('\n');
}

/** bench/README.md, whole. */
export function renderBenchReadme(r: Results): string {
  const parts = [
    '# Benchmark figures',
    '',
    '<!-- Written by bench/report.ts from bench/results/*.json; do not edit. `npm run bench` rewrites the results and this file. -->',
    '',
    'The last figures of `npm run bench`, one section per results file. Each section names its date and machine; the machines are shared, so bytes and counts are exact and times are not. How the figures were reached, what was tried and dropped, and older runs: [NOTES.md](NOTES.md).',
    '',
    '## Budgets',
    '',
    budgetTable(r),
  ];
  if (r.perf) parts.push('', perfSection(r.perf));
  if (r.foundation) parts.push('', foundationSection(r.foundation));
  if (r.search) parts.push('', searchSection(r.search));
  if (r.offline) parts.push('', offlineSection(r.offline));
  if (r.reader || r.readerA11y) parts.push('', readerSection(r.reader, r.readerA11y));
  if (r.examples || r.factcheck) parts.push('', examplesSection(r.examples, r.factcheck));
  if (r.serve) parts.push('', serveSection(r.serve));
  return `${parts.join('\n')}\n`;
}

/** The README's figures block, markers included. */
export function renderReadmeFigures(r: Results): string {
  const e = r.examples ? examplesOf(r.examples).examples : undefined;
  const f = r.factcheck;
  const lines = [FIGURES_START, budgetTable(r)];
  if (e) lines.push('', `Example checker: ${e.pages} pages, ${int(e.blocks)} blocks, ${e.tablesCompared} result tables compared on QuestDB ${e.server}, ${e.problems} problems.${f ? ` Fact-check records: ${f.pages} pages, ${int(f.claims)} claims.` : ''}`);
  lines.push(FIGURES_END);
  return lines.join('\n');
}

/** README.md with its figures block replaced; throws when the markers are missing. */
export function withReadmeFigures(readme: string, r: Results): string {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  if (start < 0 || end < start) throw new Error(`README.md has no figures block: put the lines "${FIGURES_START}" and "${FIGURES_END}" where the figures go`);
  return readme.slice(0, start) + renderReadmeFigures(r) + readme.slice(end + FIGURES_END.length);
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  const results = readResults(root);
  const outputs: [string, string][] = [
    ['bench/README.md', renderBenchReadme(results)],
    ['README.md', withReadmeFigures(fs.readFileSync(path.join(root, 'README.md'), 'utf8'), results)],
  ];
  let stale = 0;
  for (const [file, text] of outputs) {
    const full = path.join(root, file);
    const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      console.error(`${file} is out of date with bench/results/: run \`npx tsx bench/report.ts\``);
      stale++;
    } else {
      fs.writeFileSync(full, text);
      console.log(`wrote ${file}`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
