// Byte budgets of a first visit (issue: performance budget). Every file the browser requests
// until the network is idle is counted at its gzip size (level 9, as the bench counts). Timings
// are not tested here: they belong to `npm run bench` (bench/perf.ts).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {recordAssets, type Asset as RecordedAsset} from '../../scripts/pageWeight';
import {KEY_DATA_MARKER} from './serverConfig';

const KB = 1024;
const REFERENCE_FILE = path.join(import.meta.dirname, '../fixtures/page-weight.json');

// UPDATE_PAGE_WEIGHT=true records this build's asset sizes as the reference the failure
// messages compare with (commit the file with the change that moved them).
const updateReference = process.env.UPDATE_PAGE_WEIGHT === 'true';
test.describe.configure({mode: 'serial'});

interface Budget {
  path: string;
  /** Why the page is in the set. */
  kind: string;
  js: number;
  css: number;
  fonts: number;
}

// Plain docs pages (no diagram, no math): 170 KB of JS. The aggregation page has math: KaTeX's
// stylesheet and fonts, and its formulas' markup inside the page's own chunk; its JS budget
// keeps the shared part honest without pretending formulas are free.
const PAGES: Budget[] = [
  {path: '/docs/', kind: 'plain docs page', js: 170 * KB, css: 30 * KB, fonts: 100 * KB},
  {path: '/docs/reference/sql/sample-by/', kind: 'plain docs page', js: 170 * KB, css: 30 * KB, fonts: 100 * KB},
  // The largest plain page: 525 server.conf keys, kept as HTML rather than data in its chunk.
  {path: '/docs/configuration/', kind: 'plain docs page', js: 170 * KB, css: 30 * KB, fonts: 100 * KB},
  {path: '/docs/reference/function/aggregation/', kind: 'page with math', js: 190 * KB, css: 30 * KB, fonts: 100 * KB},
];

// Code that only some pages or interactions need, and a text that only its files contain.
const LAZY = [
  // The configuration page keeps its tables as HTML: the key data loads only after a client-side navigation there.
  {name: 'the server.conf key data (data/server-config.json)', marker: KEY_DATA_MARKER},
  {name: 'Mermaid', marker: 'flowchart-v2'},
  {name: 'the search engine (MiniSearch)', marker: 'MiniSearch'},
  {name: 'the DocSearch modal', marker: 'DocSearch-Modal'},
  {name: 'Prism (code already highlighted in the HTML)', marker: './prism-rust'},
];

/** An asset as the budgets count it: prefetched chunks are JavaScript requested before idle too. */
interface Asset {
  name: string;
  kind: 'js' | 'css' | 'font';
  gzip: number;
  body: string;
}

/** The asset's name without its content hash, so sizes can be compared across builds. */
function stableName(url: string): string {
  return new URL(url).pathname.replace(/\.[0-9a-f]{8,}\./, '.');
}

function budgetAssets(recorded: RecordedAsset[]): Asset[] {
  return recorded.flatMap((a): Asset[] => {
    const kind = a.kind === 'prefetch' ? 'js' : a.kind;
    if (kind !== 'js' && kind !== 'css' && kind !== 'font') return [];
    return [{name: stableName(a.url), kind, gzip: a.gzip, body: a.text}];
  });
}

function report(page: string, kind: Asset['kind'], assets: Asset[], budget: number): string {
  const reference = JSON.parse(fs.readFileSync(REFERENCE_FILE, 'utf8')) as Record<string, Record<string, number>>;
  const refs = reference[page] ?? {};
  const lines = assets
    .filter((a) => a.kind === kind)
    .sort((a, b) => b.gzip - (refs[b.name] ?? 0) - (a.gzip - (refs[a.name] ?? 0)) || b.gzip - a.gzip)
    .map((a) => {
      const was = refs[a.name];
      const change = was === undefined ? 'new' : `${a.gzip - was >= 0 ? '+' : ''}${((a.gzip - was) / KB).toFixed(1)} KB`;
      return `  ${a.name}: ${(a.gzip / KB).toFixed(1)} KB (${change} since tests/fixtures/page-weight.json)`;
    });
  const total = assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzip, 0);
  return `${page}: ${kind} ${(total / KB).toFixed(1)} KB gzip, budget ${(budget / KB).toFixed(0)} KB; assets, most grown first:\n${lines.join('\n')}`;
}

for (const budget of PAGES) {
  test(`first visit of ${budget.path} (${budget.kind}) stays within its byte budget`, async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const settled = recordAssets(page, origin);
    // Requests made to other origins never leave the machine: they are counted, then refused.
    await page.route((url) => !url.href.startsWith(`${origin}/`), (route) => route.abort());
    await page.goto(budget.path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const {assets: recorded, thirdParty} = await settled();
    const assets = budgetAssets(recorded);

    if (updateReference) {
      const current = JSON.parse(fs.readFileSync(REFERENCE_FILE, 'utf8')) as Record<string, Record<string, number>>;
      current[budget.path] = Object.fromEntries(assets.map((a) => [a.name, a.gzip]).sort(([a], [b]) => String(a).localeCompare(String(b))));
      fs.writeFileSync(REFERENCE_FILE, `${JSON.stringify(current, null, 2)}\n`);
    }

    // The bundles are added by the page's loader after the first paint (plugins/page-shell/ssrTemplate.ts):
    // they must be among the requests counted, or the JS total would be meaningless.
    expect(assets.map((a) => a.name)).toEqual(expect.arrayContaining(['/docs/assets/js/runtime~main.js', '/docs/assets/js/main.js']));
    const total = (kind: Asset['kind']) => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzip, 0);
    expect(thirdParty, 'third-party requests').toEqual([]);
    expect(total('js'), report(budget.path, 'js', assets, budget.js)).toBeLessThanOrEqual(budget.js);
    expect(total('css'), report(budget.path, 'css', assets, budget.css)).toBeLessThanOrEqual(budget.css);
    expect(total('font'), report(budget.path, 'font', assets, budget.fonts)).toBeLessThanOrEqual(budget.fonts);
    for (const lazy of LAZY) {
      // Code, not styles: the site's one stylesheet may style the modal before it loads.
      const carriers = assets.filter((a) => a.kind === 'js' && a.body.includes(lazy.marker)).map((a) => a.name);
      expect(carriers, `${lazy.name} must not load on ${budget.path}`).toEqual([]);
    }
    if (budget.kind === 'plain docs page') {
      const katex = assets.filter((a) => a.body.includes('font-family:KaTeX_') || a.name.includes('KaTeX_')).map((a) => a.name);
      expect(katex, `KaTeX must not load on ${budget.path}`).toEqual([]);
    }
  });
}
