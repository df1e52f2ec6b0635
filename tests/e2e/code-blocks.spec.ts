// Code blocks: questdb-sql is highlighted from the parser's word lists and is the default language.
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {recordAssets} from '../../scripts/pageWeight';

test('questdb-sql blocks highlight keywords, functions and strings', async ({page, open}) => {
  await open('/docs/');
  const create = page.locator('pre').filter({hasText: 'CREATE TABLE trades'});
  await expect(create.locator('.token.keyword', {hasText: /^CREATE$/})).toHaveCount(1);
  await expect(create.locator('.token.keyword', {hasText: /^PARTITION$/})).toHaveCount(1);
  // Text drawn in the block's own colour (plain text, punctuation, and the types and numbers the
  // grammar marks but the Dracula theme does not colour) is written as text, one run per stretch.
  await expect(create.locator('.token.plain, .token.punctuation, .token.class-name')).toHaveCount(0);
  await expect(create.locator('.token-line').nth(1)).toHaveJSProperty('innerHTML', '  symbol SYMBOL,<br>');

  const bars = page.locator('pre').filter({hasText: 'SAMPLE BY 15m'});
  await expect(bars.locator('.token.function', {hasText: /^avg$/})).toHaveCount(1);
  await expect(bars.locator('.token.number')).toHaveCount(0);
  await expect(bars).toContainText('SAMPLE BY 15m');
  await expect(bars.locator('.token.string', {hasText: "'2025-05-30'"})).toHaveCount(1);
});

test('code blocks have a copy button', async ({page, open}) => {
  await open('/docs/');
  const block = page.locator('.theme-code-block').filter({hasText: 'CREATE TABLE trades'});
  await block.hover();
  await expect(block.getByRole('button', {name: /copy code/i})).toBeVisible();
});

// The browser keeps the highlighted markup of the HTML page and loads Prism only for pages
// opened by client-side navigation (src/highlight/).
const PRISM_CHUNK_MARKER = './prism-rust';

/** From now on, the scripts the page downloads that carry Prism (ask once the page is idle). */
function prismRequests(page: Page, baseURL: string): () => Promise<string[]> {
  const settled = recordAssets(page, new URL(baseURL).origin);
  return async () => (await settled()).assets.filter((a) => a.text.includes(PRISM_CHUNK_MARKER)).map((a) => a.url);
}

test('a first visit shows highlighted code without downloading Prism', async ({page, open, baseURL}) => {
  const prism = prismRequests(page, baseURL!);
  await open('/docs/reference/sql/sample-by/');
  await page.waitForLoadState('networkidle');
  const block = page.locator('pre').filter({hasText: 'SAMPLE BY'}).first();
  await expect(block.locator('.token.keyword').first()).toBeVisible();
  expect(await prism()).toEqual([]);
});

test('a page opened by client-side navigation gets its code highlighted', async ({page, open, baseURL}) => {
  const prism = prismRequests(page, baseURL!);
  await open('/docs/');
  await page.waitForLoadState('networkidle');
  expect(await prism()).toEqual([]);
  // A link in the page's text (the sidebar's may sit in a collapsed category).
  await page.locator('article a[href="/docs/reference/sql/sample-by/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/reference\/sql\/sample-by\/$/);
  const block = page.locator('pre').filter({hasText: 'SAMPLE BY'}).first();
  await expect(block.locator('.token.keyword', {hasText: /^SAMPLE$/}).first()).toBeVisible();
  // The chunk's response event can reach the test just after the page has used the chunk.
  await expect.poll(prism).toHaveLength(1);
});

test('word wrap works on a block kept from the HTML page', async ({page, open}) => {
  await page.setViewportSize({width: 380, height: 800});
  await open('/docs/');
  const block = page.locator('.theme-code-block').filter({hasText: 'CREATE TABLE trades'});
  await block.locator('pre').click();
  const wrap = block.getByRole('button', {name: /word wrap/i});
  await expect(wrap).toBeVisible();
  await wrap.click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  await wrap.click();
  await expect(block.locator('code')).not.toHaveCSS('white-space', 'pre-wrap');
});
