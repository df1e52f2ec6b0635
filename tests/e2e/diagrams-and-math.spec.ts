// Mermaid and KaTeX render from our own build, and load only on the pages that use them.
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

test('Mermaid diagrams render with the dark theme', async ({page, baseURL}) => {
  const result = await visit(page, DIAGRAM_PAGE, baseURL!);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  expect(result.loadsMermaid).toBe(true);
  expect(result.thirdParty).toEqual([]);
  // Dark theme: node labels are light on a dark fill.
  const label = diagram.locator('.nodeLabel').first();
  const color = await label.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect((r! + g! + b!) / 3).toBeGreaterThan(150);
});

// Formulas and syntax diagrams travel as HTML strings (plugins/rehype-static-islands): a page
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
