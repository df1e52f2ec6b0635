// Mermaid and KaTeX render from our own build, and load only on the pages that use them.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {recordAssets} from '../../scripts/pageWeight';

const MATH_PAGE = '/docs/reference/function/finance/';
const DIAGRAM_PAGE = '/docs/concept/partitions/';

async function visit(page: Page, path: string, baseURL: string) {
  const settled = recordAssets(page, new URL(baseURL).origin);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const {assets, thirdParty} = await settled();
  return {
    urls: assets.map((a) => a.url),
    thirdParty,
    loadsKatexCss: assets.some((a) => a.text.includes('font-family:KaTeX_')),
    loadsMermaid: assets.some((a) => a.text.includes('flowchart-v2')),
  };
}

test('a plain page loads neither Mermaid nor KaTeX', async ({page, baseURL}) => {
  const result = await visit(page, '/docs/', baseURL!);
  expect(result.loadsMermaid).toBe(false);
  expect(result.loadsKatexCss).toBe(false);
  expect(result.urls.filter((u) => u.includes('KaTeX_'))).toEqual([]);
  expect(result.thirdParty).toEqual([]);
});

test('formulas render with KaTeX styles and fonts served from this site', async ({page, baseURL}) => {
  const result = await visit(page, MATH_PAGE, baseURL!);
  await expect(page.locator('.katex-display .katex-html').first()).toBeVisible();
  expect(result.loadsKatexCss).toBe(true);
  expect(result.urls.some((u) => /\/docs\/assets\/fonts\/KaTeX_Main-Regular-[0-9a-f]+\.woff2$/.test(u))).toBe(true);
  expect(result.thirdParty).toEqual([]);
  // The rendered formula uses the KaTeX fonts, not a fallback.
  const family = await page.locator('.katex .mathnormal').first().evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toContain('KaTeX_Math');
});

// The KaTeX stylesheet is linked from the HTML of pages with math (src/components/KatexStylesheet):
// formulas are styled from the first paint, with or without JavaScript, and stay so after hydration.
const KATEX_LINK = 'head link[rel="stylesheet"][data-katex-stylesheet]';

test('a page with math links the KaTeX stylesheet from its HTML; formulas are styled without JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(MATH_PAGE);
  await expect(page.locator(KATEX_LINK)).toHaveCount(1);
  expect(await page.locator(KATEX_LINK).getAttribute('href')).toMatch(/^\/docs\/assets\/css\/[\w.-]+\.css$/);
  // Styled: the MathML copy is visually hidden, only KaTeX's own rendering shows.
  await expect(page.locator('.katex-display .katex-html').first()).toBeVisible();
  const mathml = await page.locator('.katex-display .katex-mathml').first().evaluate((el) => getComputedStyle(el).position);
  expect(mathml).toBe('absolute');
  await page.goto('/docs/');
  await expect(page.locator(KATEX_LINK)).toHaveCount(0);
  await context.close();
});

test('after hydration the KaTeX stylesheet is still linked once, also after leaving the page and coming back', async ({page}) => {
  await page.goto(MATH_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const href = await page.locator(KATEX_LINK).getAttribute('href');
  const katexLinks = () => page.locator(`head link[rel="stylesheet"][href="${href}"]`);
  await expect(katexLinks()).toHaveCount(1);
  await expect(page.locator('.katex-display .katex-mathml').first()).toHaveCSS('position', 'absolute');

  await page.locator('.theme-doc-sidebar-menu a[href="/docs/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await page.goBack();
  await expect(page.locator('.katex-display').first()).toBeVisible();
  await expect(katexLinks()).toHaveCount(1);
  await expect(page.locator('.katex-display .katex-mathml').first()).toHaveCSS('position', 'absolute');
});

test('Mermaid diagrams render with the dark theme', async ({page, baseURL}) => {
  const result = await visit(page, DIAGRAM_PAGE, baseURL!);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  expect(result.loadsMermaid).toBe(true);
  // Mermaid's own pre-built modules, served from our build (plugins/mermaid-prebuilt), not a bundled copy.
  expect(result.urls.filter((u) => /\/docs\/assets\/mermaid-\d+\.\d+\.\d+\/mermaid\.esm\.min\.js$/.test(u))).toHaveLength(1);
  // Its imports are asked for alongside it, not after it arrives.
  expect(await page.locator('head link[rel="modulepreload"][href*="/docs/assets/mermaid-"]').count()).toBeGreaterThan(5);
  expect(result.thirdParty).toEqual([]);
  // Dark theme: node labels are light on a dark fill.
  const label = diagram.locator('.nodeLabel').first();
  const color = await label.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect((r! + g! + b!) / 3).toBeGreaterThan(150);
});

// Formulas and syntax diagrams travel as HTML strings (markdown/rehype-static-islands): a page
// opened by client-side navigation must still show them in full.
test('a page opened by client-side navigation shows its syntax diagrams and formulas', async ({page}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/reference/sql/sample-by/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/reference\/sql\/sample-by\/$/);
  const diagram = page.locator('svg.railroad__diagram').first();
  await expect(diagram).toBeVisible();
  await expect(diagram).toHaveAttribute('aria-label', /SAMPLE/);
  expect(await diagram.locator('path, rect, text').count()).toBeGreaterThan(5);

  await page.locator('article a[href="/docs/reference/function/aggregation/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/reference\/function\/aggregation\/$/);
  const formula = page.locator('.katex').first();
  await expect(formula).toBeVisible();
  await expect(formula.locator('.katex-html .mord').first()).toBeVisible();
  await expect(formula.locator('math')).toHaveCount(1);
});

// Every page with a ```mermaid block, found in docs/: each diagram renders as an SVG, with no Mermaid
// error ("Syntax error in text", "Parse error") in its place.
const DIAGRAM_PAGES = (() => {
  const docsDir = path.resolve(import.meta.dirname, '../../docs');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return walk(docsDir)
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .map((file) => ({file, count: (fs.readFileSync(file, 'utf8').match(/^\s*```mermaid\s*$/gm) ?? []).length}))
    .filter((p) => p.count > 0)
    .map((p) => {
      const route = path.relative(docsDir, p.file).replace(/\.mdx?$/, '').replace(/(^|\/)(index|introduction)$/, '');
      return {route: `/docs/${route}${route ? '/' : ''}`, count: p.count};
    });
})();

test(`every diagram on the ${DIAGRAM_PAGES.length} pages with diagrams renders`, async ({page}) => {
  test.setTimeout(30_000 + DIAGRAM_PAGES.length * 5_000);
  expect(DIAGRAM_PAGES.length).toBeGreaterThan(20);
  for (const {route, count} of DIAGRAM_PAGES) {
    await page.goto(route);
    await waitForHydration(page);
    const svgs = page.locator('article .docusaurus-mermaid-container svg');
    await expect(svgs, `${route}: ${count} diagrams`).toHaveCount(count, {timeout: 15_000});
    const text = (await page.locator('article').innerText()).toLowerCase();
    expect(text, route).not.toContain('syntax error in text');
    expect(text, route).not.toContain('parse error');
  }
});
