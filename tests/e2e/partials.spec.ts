// The hidden fragment pages under /docs/partials/: each renders on its own without a sidebar, shows its
// sample file exactly, stays out of the sitemap, search and llms.txt, and appears inside the pages that include it.
import fs from 'node:fs';
import path from 'node:path';
import type {Locator} from '@playwright/test';
import {test, expect} from './fixtures';
import {readPartialPages} from '../../scripts/content/partialPages';

const root = path.resolve(import.meta.dirname, '../..');
const partials = readPartialPages(root);

/** A sample file as a code block shows it: line endings as LF, no trailing blank lines. */
const sampleText = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8').replace(/\r\n/g, '\n').trimEnd();

/** The code blocks of an article, as the reader would copy them. */
async function codeTexts(scope: Locator): Promise<string[]> {
  const texts = await scope
    .locator('.theme-code-block pre code')
    .evaluateAll((codes) => codes.map((code) => Array.from(code.querySelectorAll('.token-line')).map((line) => line.textContent ?? '').join('\n')));
  return texts.map((text) => text.replace(/\n+$/, ''));
}

test('every partial of the specification is a built page', () => {
  expect(partials.length).toBe(11);
  for (const partial of partials) {
    expect(fs.existsSync(path.join(root, 'build', partial.route.slice('/docs/'.length), 'index.html')), partial.route).toBe(true);
  }
});

for (const partial of partials) {
  test(`${partial.route} renders on its own, without a sidebar, showing its sample files exactly`, async ({page, open}) => {
    await open(partial.route);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(String(partial.frontMatter.title));
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // A note for readers (src/theme/ContentVisibility/Unlisted), not the theme's "unlisted page" one.
    const note = page.locator('.theme-unlisted-banner');
    await expect(note).toContainText('Shared sample');
    await expect(note).not.toContainText('direct link');
    const article = page.locator('article');
    const codes = await codeTexts(article);
    expect(codes).toEqual(partial.shows.map((shown) => sampleText(shown.file)));
    for (const shown of partial.shows) {
      await expect(article.locator('.theme-code-block').filter({hasText: sampleText(shown.file).split('\n')[0]!}).first()).toBeVisible();
    }
  });

  test(`${partial.route} is shown inside the pages that include it`, async ({page, open}) => {
    expect(partial.hosts.length).toBeGreaterThan(0);
    for (const host of partial.hosts) {
      await open(host.route);
      const article = page.locator('article');
      // The host keeps its own title: the partial brings no heading of its own.
      await expect(article.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(article.getByRole('heading', {name: String(partial.frontMatter.title)})).toHaveCount(0);
      const codes = await codeTexts(article);
      for (const shown of partial.shows) expect(codes, `${host.route} shows ${shown.file}`).toContain(sampleText(shown.file));
    }
  });
}

test('each partial has a Markdown twin, for its "Copy page"', async ({request}) => {
  for (const partial of partials) {
    const twin = await request.get(`${partial.route}index.md`);
    expect(twin.status(), `${partial.route}index.md`).toBe(200);
    const text = await twin.text();
    expect(text).toContain(`# ${String(partial.frontMatter.title)}`);
    for (const shown of partial.shows) expect(text).toContain(sampleText(shown.file));
  }
});

test('partials stay out of the sitemap, the search index and llms.txt', async ({request}) => {
  const sitemap = await (await request.get('/docs/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://questdb.com/docs/pgwire/go/</loc>');
  expect(sitemap).not.toContain('/docs/partials/');
  const llms = await (await request.get('/docs/llms.txt')).text();
  expect(llms).not.toContain('/docs/partials/');
  const indexFile = fs.readdirSync(path.join(root, 'build')).find((name) => /^search-index\.[0-9a-f]+\.json$/.test(name));
  expect(indexFile, 'build/search-index.<hash>.json').toBeDefined();
  const index = await (await request.get(`/docs/${indexFile}`)).text();
  expect(index).toContain('/docs/pgwire/go/');
  expect(index).not.toContain('/docs/partials/');
});
