// Offline mode (@docusaurus/plugin-pwa with plugins/offline): after one online visit in offline
// mode every docs page renders with the network cut; updates show the reload popup.
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const h1 = (page: Page) => page.getByRole('heading', {level: 1});

/** Visits the docs in offline mode and waits until the worker, its precache complete, controls the page. */
async function saveForOffline(page: Page, path = '/docs/'): Promise<void> {
  await page.goto(`${path}?offlineMode=true`);
  await waitForHydration(page);
  // The worker activates only once every precache entry is stored, then claims the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {timeout: 60_000});
}

test.describe('offline mode', () => {
  test.setTimeout(90_000);

  test('after one visit, pages never visited render with the network cut, with diagrams and formulas', async ({page, context}) => {
    await saveForOffline(page);
    await context.setOffline(true);

    const pages: [string, string][] = [
      ['/docs/quick-start/', 'Quick start'],
      ['/docs/clients/ingest-python/', 'Python client'],
      ['/docs/troubleshooting/faq/', 'FAQ'],
      ['/docs/concept/partitions/', 'Time partitions'],
      ['/docs/reference/function/finance/', 'Finance functions'],
    ];
    for (const [path, title] of pages) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await waitForHydration(page);
      await expect(h1(page), path).toHaveText(title);
    }

    // Formulas: KaTeX markup, styles and fonts from the offline copy.
    await expect(page.locator('.katex-display .katex-html').first()).toBeVisible();
    const family = await page.locator('.katex .mathnormal').first().evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toContain('KaTeX_Math');
    expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Math'))).toBe(true);

    // Diagrams: Mermaid renders from the offline copy.
    await page.goto('/docs/concept/partitions/');
    await waitForHydration(page);
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  });

  test('offline, the sidebar and links inside a page navigate', async ({page, context}) => {
    await saveForOffline(page, '/docs/reference/sql/sample-by/');
    await context.setOffline(true);

    await page.locator('article').getByRole('link', {name: 'LATEST ON', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/reference\/sql\/latest-on\/$/);
    await expect(h1(page)).toHaveText('LATEST ON');

    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Precedence', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/reference\/operators\/precedence\/$/);
    await expect(h1(page)).toHaveText('Operator precedence');

    // A full load of a page first reached by a link, then back through history.
    await page.reload();
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Operator precedence');
    await page.goBack();
    await expect(h1(page)).toHaveText('LATEST ON');
  });

  test('offline, an address outside the saved copy shows the offline page, not the browser error', async ({page, context}) => {
    await saveForOffline(page);
    await context.setOffline(true);
    await page.goto('/docs/sitemap.xml');
    await expect(h1(page)).toHaveText('You are offline');
    await page.getByRole('link', {name: 'Open the docs home'}).click();
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Introduction');
  });

  test('a desktop visit without flags registers no worker and precaches nothing', async ({page}) => {
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/sw\.js|workbox/.test(request.url())) workerRequests.push(request.url());
    });
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(async () => ({
      registration: (await navigator.serviceWorker.getRegistration()) !== undefined,
      caches: await caches.keys(),
    }));
    expect(state).toEqual({registration: false, caches: []});
    expect(workerRequests).toEqual([]);
  });
});
