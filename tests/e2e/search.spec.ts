// Docs search: the DocSearch modal answered from the local index, and the /docs/search/ page.
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

// src/ is compiled as CommonJS here (tests/ is an ES module scope), so it is required, not imported.
const {encodeIndex} = createRequire(import.meta.url)('../../src/search/indexFile') as typeof import('../../src/search/indexFile');

test.use({viewport: {width: 1280, height: 800}});

const INDEX_FILE = /\/docs\/search-index\.[0-9a-f]{8}\.json$/;
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__questdb';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__questdb';

const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search docs'});
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.getByPlaceholder('Search docs');

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen').first()).toBeVisible();
}

/** Marks the window, so a later check can tell a full page load (mark gone) from client routing. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {__searchSpecMark: true}));
}
const windowMarked = (page: Page) => page.evaluate(() => '__searchSpecMark' in window);

/** A stored recent or favourite search as DocSearch keeps them. */
const storedHit = (i: number) => ({
  objectID: `/docs/reference/sql/select/#stored-${i}`,
  type: 'lvl2',
  url: `/docs/reference/sql/select/#stored-${i}`,
  url_without_anchor: '/docs/reference/sql/select/',
  anchor: `stored-${i}`,
  content: null,
  hierarchy: {lvl0: 'SQL reference', lvl1: 'SELECT', lvl2: `Stored search ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
});

test.describe('loading', () => {
  test('the index is fetched on first hover of the search button, never on page load', async ({page, open}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_FILE.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
    });
    await open('/docs/');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await expect(page.locator('meta[name="docsearch-local-index"]')).toHaveAttribute('content', INDEX_FILE);

    await searchButton(page).hover();
    await expect.poll(() => indexRequests.length).toBe(1);
    await expect(modal(page)).toBeHidden();
  });

  test('focusing the search button also starts loading it', async ({page, open}) => {
    await open('/docs/quick-start/');
    const request = page.waitForRequest((r) => INDEX_FILE.test(new URL(r.url()).pathname));
    await searchButton(page).focus();
    await request;
  });
});

test.describe('opening and closing', () => {
  test('Ctrl+K and Cmd+K open the modal; Escape closes it', async ({page, open}) => {
    await open('/docs/');
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
  });

  test('"/" opens it when no text field has focus, and types into a focused field', async ({page, open}) => {
    await open('/docs/configuration/');
    const filter = page.getByRole('searchbox', {name: 'Filter configuration keys'});
    await filter.focus();
    await page.keyboard.press('/');
    await expect(filter).toHaveValue('/');
    await expect(modal(page)).toBeHidden();

    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('a printable key typed on the focused button becomes the query; Ctrl+F stays with the browser', async ({page, open}) => {
    await open('/docs/');
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        if (event.key === 'f') Object.assign(window, {__ctrlFPrevented: event.defaultPrevented});
      });
    });
    await searchButton(page).focus();
    await page.keyboard.press('Control+f');
    await expect.poll(() => page.evaluate(() => (window as unknown as {__ctrlFPrevented?: boolean}).__ctrlFPrevented)).toBe(false);
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('w');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('w');
    await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
  });

  test('a click outside the modal closes it; Escape gives focus back to the button', async ({page, open}) => {
    await open('/docs/');
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(modal(page)).toBeHidden();

    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('placeholder "Search docs", at most 64 characters, and the selected text as the first query', async ({page, open}) => {
    await open('/docs/');
    const paragraph = page.locator('.theme-doc-markdown > p').first();
    const text = (await paragraph.textContent())!;
    expect(text.length).toBeGreaterThan(64);
    await paragraph.evaluate((p) => window.getSelection()!.selectAllChildren(p));
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveValue(text.trim().slice(0, 64));

    await input(page).fill('');
    await input(page).pressSequentially('x'.repeat(70));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });
});

test.describe('results', () => {
  test('hits grouped by section, at most 5 a group and 20 in all, and "See all N results"', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await search(page, 'table');
    const groups = page.locator('.DocSearch-Hits');
    const titles = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    let total = 0;
    for (let i = 0; i < (await groups.count()); i++) {
      const hits = await groups.nth(i).locator('.DocSearch-Hit').count();
      expect(hits).toBeGreaterThan(0);
      expect(hits).toBeLessThanOrEqual(5);
      total += hits;
    }
    expect(total).toBeLessThanOrEqual(20);
    // Snippets of at most 10 words on a desktop screen.
    for (const title of await page.locator('.DocSearch-Hit-title').allTextContents()) {
      expect(title.replace(/…/g, ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(10);
    }

    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(20);
    await expect(seeAll).toHaveAttribute('href', '/docs/search/?q=table');

    // The count is the current query's, not a sum over the keystrokes typed before it.
    await search(page, 'tables');
    await search(page, 'table');
    await expect(seeAll).toHaveText(`See all ${count} results`);

    await seeAll.click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=table$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.getByText(`${count} results for table`)).toBeVisible();
  });

  test('exact spellings find functions, SQL keywords and configuration keys first, highlighted', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    for (const [query, href] of [
      ['approx_percentile', '/docs/reference/function/aggregation/#approx_percentile'],
      ['SAMPLE BY', '/docs/reference/sql/sample-by/'],
      ['cairo.max.uncommitted.rows', '/docs/configuration/#cairo.max.uncommitted.rows'],
    ]) {
      await search(page, query!);
      const first = page.locator('.DocSearch-Hit').first();
      await expect(first.locator('a')).toHaveAttribute('href', href!);
      await expect(first.locator('.DocSearch-Hit-title mark').first()).toBeVisible();
    }
  });

  test('choosing a hit loads the page in full and lands on the anchor', async ({page, open}) => {
    await open('/docs/');
    await markWindow(page);
    await page.keyboard.press('Control+k');
    await search(page, 'approx_percentile');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/reference\/function\/aggregation\/#approx_percentile$/);
    await waitForHydration(page);
    expect(await windowMarked(page)).toBe(false);
    await expect(page.locator('[id="approx_percentile"]')).toBeInViewport();

    await markWindow(page);
    await page.keyboard.press('Control+k');
    await search(page, 'LATEST ON');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/\/docs\/reference\/sql\/latest-on\/$/);
    await waitForHydration(page);
    expect(await windowMarked(page)).toBe(false);
  });

  test('no hits: the query, up to 3 suggestions, and a link to report it', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await search(page, 'sample');
    await search(page, 'qqqzzzxxx');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qqqzzzxxx"');
    await expect(screen).toContainText('Try searching for:');
    const suggestions = screen.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/questdb/documentation/issues/new');
    expect(href.searchParams.get('title')).toContain('qqqzzzxxx');

    // A suggestion searches for that section.
    const suggestion = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await expect(input(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
  });

  test('odd queries give results or the no-results screen, never an error or injected markup', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    const punctuation = '!@#$%^&*()_+-=[]{}|;:,.<>?/~`"\''.repeat(3).slice(0, 64);
    for (const query of [
      '   ',
      punctuation,
      '🦆 📈',
      "SELECT * FROM trades WHERE symbol = 'BTC-USD'",
      '<script>window.__injected = 1</script>',
      '<img src=x onerror="window.__injected = 2">',
    ]) {
      await search(page, query);
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeHidden();
      expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img').count()).toBe(0);
    }
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });
});

test.describe('with a prepared index', () => {
  // Page text that looks like markup, and pages outside the docs set, as a hosted index could list them.
  const crafted = encodeIndex([
    {
      url: '/docs/glossary/ohlc/',
      section: 'Glossary',
      title: 'OHLC bars',
      extra: '',
      headings: [{level: 2, text: 'Markup <img src=x onerror="window.__injected=1"> in a heading', anchor: 'markup', parent: -1}],
      texts: [{heading: 0, text: 'OHLC text with <script>window.__injected=2</script> and <b>bold</b> in it.'}],
    },
    {url: '/docs/blog/ohlc-post/', section: 'Blog', title: 'OHLC on the blog', extra: '', headings: [], texts: []},
  ]);

  test.beforeEach(async ({page}) => {
    await page.route(INDEX_FILE, (route) => route.fulfill({json: crafted}));
  });

  test('page text is shown as text, never as markup', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await search(page, 'ohlc');
    await expect(modal(page)).toContainText('<script>window.__injected=2</script>');
    await search(page, 'markup');
    await expect(modal(page)).toContainText('Markup <img src=x onerror="window.__injected=1"> in a heading');
    expect(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script, .DocSearch-Modal b').count()).toBe(0);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });

  test('result links under /docs/glossary/ and /docs/blog/ drop the /docs prefix', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await search(page, 'ohlc');
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/glossary/ohlc/');
    expect(hrefs).toContain('/blog/ohlc-post/');
    expect(hrefs.filter((href) => href?.startsWith('/docs/'))).toEqual([]);
  });
});

test.describe('recent and favourite searches', () => {
  test('a chosen hit is saved; it can be made a favourite and removed', async ({page, open}) => {
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await search(page, 'LATEST ON');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/reference\/sql\/latest-on\/$/);
    await waitForHydration(page);

    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent).toContainText('LATEST ON');
    await recent.getByTitle('Save this search').click();

    const favorites = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorites).toContainText('LATEST ON');
    await expect(recent).toBeHidden();
    await favorites.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('up to 7 recent searches, 4 once there are favourites (at most 10); a recent one can be removed', async ({page, open}) => {
    await page.addInitScript(
      ([key, hits]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, JSON.stringify(hits));
          sessionStorage.setItem('seeded', '1');
        }
      },
      [RECENT_KEY, Array.from({length: 9}, (_, i) => storedHit(i))] as const,
    );
    await open('/docs/');
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
    await recent.locator('.DocSearch-Hit').first().getByTitle('Remove this search from history').click();
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(6);
    await expect(recent).not.toContainText('Stored search 0');

    const favorites = Array.from({length: 12}, (_, i) => storedHit(20 + i));
    await page.evaluate(([key, hits]) => localStorage.setItem(key, JSON.stringify(hits)), [FAVORITE_KEY, favorites] as const);
    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
    const favorite = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(10);
  });
});

test.describe('without browser storage', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  });

  test('recent searches stay empty, a warning is logged, and search works', async ({page, open}) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    expect(warnings.some((w) => w.includes('Docs search: browser storage is not available'))).toBe(true);
    await search(page, 'LATEST ON');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/reference\/sql\/latest-on\/$/);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });
});

test.describe('when the index cannot be loaded', () => {
  // DocSearch rethrows the failed search after showing its error screen; the page logs why.
  test.use({allowConsoleErrors: ['Failed to load resource', 'net::ERR_FAILED', 'Docs search: could not load /docs/search-index.']});

  test('the modal says so, and a later try works', async ({page, open}) => {
    await page.route(INDEX_FILE, (route) => route.abort('failed'));
    await open('/docs/');
    await page.keyboard.press('Control+k');
    await input(page).fill('sample');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');

    await page.unroute(INDEX_FILE);
    await input(page).fill('sample by');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toBeHidden();
  });
});

test.describe('search page', () => {
  test('query and page in the URL, paging, and a link back', async ({page, open}) => {
    await open('/docs/search/?q=table');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByRole('searchbox', {name: 'Search docs'})).toHaveValue('table');
    const summary = page.getByText(/^\d+ results for table \(page 1 of \d+\)$/);
    await expect(summary).toBeVisible();
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('mark').first()).toBeVisible();

    await page.getByRole('link', {name: 'Next page →'}).click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=table&page=2$/);
    await expect(page.getByText(/results for table \(page 2 of/)).toBeVisible();
    await expect(page.locator('main ol')).toHaveAttribute('start', '21');
    await page.getByRole('link', {name: '← Previous page'}).click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=table$/);

    const box = page.getByRole('searchbox', {name: 'Search docs'});
    await box.fill('approx_percentile');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/docs\/search\/\?q=approx_percentile$/);
    await expect(results.first().getByRole('link')).toHaveAttribute('href', '/docs/reference/function/aggregation/#approx_percentile');

    await box.fill('qqqzzzxxx');
    await box.press('Enter');
    await expect(page.getByText('No results for qqqzzzxxx')).toBeVisible();

    await expect(page.getByRole('link', {name: '← Back to the documentation'})).toHaveAttribute('href', '/docs/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});

test.describe('mobile', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu has a search box that opens the modal, with 5-word snippets', async ({page, open}) => {
    await open('/docs/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    const box = menu.getByRole('button', {name: 'Search docs'});
    await expect(box).toBeVisible();
    await expect(box).toContainText('Search docs');
    expect((await box.boundingBox())!.width).toBeGreaterThan(300);

    await box.click();
    await expect(modal(page)).toBeVisible();
    await search(page, 'downsampling buckets');
    const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title.replace(/…/g, ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    }
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/\/docs\/.+/);
    await expect(modal(page)).toBeHidden();
  });
});
