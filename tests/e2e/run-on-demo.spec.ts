// "Run on demo": only questdb-sql blocks marked `demo` get the link, and it opens the demo console with the query.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

const PAGE = '/docs/reference/sql/where/';
const SOURCE = path.resolve(import.meta.dirname, '../../docs/reference/sql/where.md');

/** The page's questdb-sql blocks, read from its source independently of the site code. */
function sqlBlocks(): {code: string; demo: boolean}[] {
  const text = fs.readFileSync(SOURCE, 'utf8');
  return [...text.matchAll(/^```questdb-sql([^\n]*)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    code: m[2]!,
    demo: /(^|\s)demo(\s|$)/.test(m[1]!),
  }));
}

test('only blocks marked demo have the link, and each link carries its own query', async ({page, open}) => {
  const blocks = sqlBlocks();
  const demo = blocks.filter((b) => b.demo);
  expect(demo.length).toBeGreaterThan(0);
  expect(demo.length).toBeLessThan(blocks.length);

  await open(PAGE);
  const links = page.getByRole('link', {name: 'Run on demo'});
  await expect(links).toHaveCount(demo.length);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(hrefs).toEqual(
    demo.map((b) => `https://demo.questdb.io/?query=${encodeURIComponent(b.code.trim())}&executeQuery=true`),
  );
  for (const href of hrefs) {
    const url = new URL(href);
    expect(url.searchParams.get('executeQuery')).toBe('true');
  }

  // The block without `demo` (it reads `quotes`, which the demo does not have) has no link after it.
  expect(blocks.find((b) => !b.demo)!.code).toContain('FROM quotes');
  const plainBlock = page.locator('.theme-code-block').filter({hasText: 'FROM quotes'});
  await expect(plainBlock).toHaveCount(1);
  await expect(plainBlock.locator('xpath=following-sibling::*[1]').getByRole('link', {name: 'Run on demo'})).toHaveCount(0);
});

test('the link opens the demo console in a new tab with the query run', async ({page, open, context}) => {
  await context.route('https://demo.questdb.io/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>QuestDB demo</title>'}));
  await open(PAGE);
  const link = page.getByRole('link', {name: 'Run on demo'}).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const popupPromise = page.waitForEvent('popup');
  await link.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.origin).toBe('https://demo.questdb.io');
  expect(url.searchParams.get('query')).toBe(sqlBlocks().find((b) => b.demo)!.code.trim());
  expect(url.searchParams.get('executeQuery')).toBe('true');
  await expect(popup).toHaveTitle('QuestDB demo');
});
