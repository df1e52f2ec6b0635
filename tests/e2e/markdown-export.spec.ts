// The Markdown twin of each page (<route>index.md), /docs/llms.txt and /docs/llms-full.txt, checked
// against the HTML page the reader sees: same headings, code and tables, and nothing of MDX or HTML.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_URL = 'https://questdb.com';

const PAGES = [
  {kind: 'a guide with tabs', route: '/docs/quick-start/'},
  {kind: 'a reference page with a railroad diagram', route: '/docs/reference/sql/sample-by/'},
  {kind: 'a page with admonitions', route: '/docs/reference/function/aggregation/'},
  {kind: 'a client page with samples', route: '/docs/clients/ingest-python/'},
  {kind: 'the configuration page', route: '/docs/configuration/'},
];

const squash = (text: string): string => text.replace(/\s+/g, '');

/** Markdown without fenced code and inline code, where tags and imports may be shown as examples. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** `## Heading` lines as plain text: code marks and escapes removed. */
function markdownHeadings(markdown: string): string[] {
  return [...prose(markdown.replace(/`([^`\n]*)`/g, '$1')).matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.replace(/\\(.)/g, '$1').trim());
}

function markdownTables(markdown: string): {count: number; rows: number} {
  const lines = prose(markdown).split('\n');
  const count = lines.filter((line) => /^\|( :?-+:? \|)+$/.test(line)).length;
  const rows = lines.filter((line) => line.startsWith('|') && !/^\|( :?-+:? \|)+$/.test(line)).length;
  return {count, rows};
}

async function htmlPage(page: Page) {
  const article = page.locator('article .markdown');
  return {
    title: await page.locator('article h1').first().innerText(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    // Heading text without the `#` link and the copy-link button.
    headings: await article.locator('h2, h3, h4, h5, h6').evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.hash-link, button, [role="status"]').forEach((n) => n.remove());
        return (copy.textContent ?? '').trim();
      }),
    ),
    code: await article.locator('pre code').evaluateAll((els) => els.map((el) => el.textContent ?? '')),
    tables: await article.locator('table').count(),
    rows: await article.locator('table tr').count(),
    admonitions: await article.locator('.theme-admonition').count(),
  };
}

for (const {kind, route} of PAGES) {
  test(`${kind}: ${route}index.md has the page's headings, code blocks and tables and no JSX or HTML`, async ({page, open, request}) => {
    const response = await request.get(`${route}index.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/markdown');
    const markdown = await response.text();

    await open(route);
    const html = await htmlPage(page);

    const frontMatter = /^---\ntitle: (.+)\ndescription: (.+)\n---\n\n# (.+)\n/.exec(markdown);
    expect(frontMatter, 'front matter with title and description, then the title').not.toBeNull();
    const unquote = (value: string) => (value.startsWith('"') ? (JSON.parse(value) as string) : value);
    expect(unquote(frontMatter![1]!)).toBe(html.title);
    expect(unquote(frontMatter![2]!)).toBe(html.description);
    expect(frontMatter![3]).toBe(html.title);

    const headings = markdownHeadings(markdown);
    expect(html.headings.length).toBeGreaterThan(2);
    for (const heading of html.headings) expect(headings, `heading "${heading}"`).toContain(heading);

    // Code blocks and tables inside an admonition sit in a blockquote: compare them without its `> `.
    const unquoted = markdown.replace(/^(?:> ?)+/gm, '');
    const code = squash(unquoted);
    expect(html.code.length).toBeGreaterThan(0);
    for (const block of html.code) expect(code, `code block starting "${block.slice(0, 60)}"`).toContain(squash(block));

    const tables = markdownTables(unquoted);
    expect(tables.count).toBe(html.tables);
    expect(tables.rows).toBe(html.rows);

    expect(markdown.match(/^> \*\*(Note|Tip|Info|Warning|Danger|Caution|QuestDB Enterprise)\b/gm)?.length ?? 0).toBe(html.admonitions);

    const text = prose(markdown);
    expect(text).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
    expect(text).not.toMatch(/^(import|export) .*(from |=)/m);
    expect(text).not.toMatch(/^:::|\{\/\*/m);
  });
}

test('the page with admonitions shows them as admonitions, titles included', async ({page, open}) => {
  await open('/docs/reference/function/aggregation/');
  const warning = page.locator('.theme-admonition').filter({hasText: 'count(*) and count(column) differ'});
  await expect(warning).toHaveCount(1);
  await expect(page.locator('article').getByText(':::warning')).toHaveCount(0);
});

/** The routes of the specification's list: llms.txt must have every one (a deleted page fails here). */
const LISTED_ROUTES = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/routes.json'), 'utf8')) as string[];

test('llms.txt has one entry per page of the route list, each leading to its Markdown', async ({request}) => {
  const response = await request.get('/docs/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# QuestDB documentation\n\n> .+\n/);

  const entries = [...text.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)].map((m) => ({title: m[1]!, url: m[2]!, description: m[3]!}));
  const expected = LISTED_ROUTES;
  expect(expected.length).toBeGreaterThan(50);
  const urls = entries.map((e) => e.url);
  for (const route of expected) {
    expect(urls.filter((url) => url === `${SITE_URL}${route}index.md`), `one entry for ${route}`).toHaveLength(1);
  }
  // Nothing else, except the hidden partial pages the route report also allows.
  const others = urls.filter((url) => !expected.some((route) => url === `${SITE_URL}${route}index.md`));
  expect(others.filter((url) => !/\/docs\/(partials|quick-start-utils)\//.test(url))).toEqual([]);
  expect(text).toMatch(/^## Get started\n\n- \[Introduction\]\(https:\/\/questdb\.com\/docs\/index\.md\): /m);
  expect(text).toContain('\n## SQL reference\n');

  for (const entry of entries) {
    expect(entry.description.length, `${entry.url} has a description`).toBeGreaterThan(10);
    const twin = await request.get(entry.url.slice(SITE_URL.length));
    expect(twin.status(), entry.url).toBe(200);
  }
});

test('llms-full.txt holds every page of llms.txt, in the same order', async ({request}) => {
  const index = await (await request.get('/docs/llms.txt')).text();
  const full = await (await request.get('/docs/llms-full.txt')).text();
  const pages = [...index.matchAll(/^- \[.+\]\((\S+)index\.md\)/gm)].map((m) => m[1]!);
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]!);
  expect(sources).toEqual(pages);
  expect(full).toContain('# SAMPLE BY\n\nSource: https://questdb.com/docs/reference/sql/sample-by/\n');
});
