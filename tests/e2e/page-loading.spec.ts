// Route loading: progress bar, chunk failures with Retry, and no prefetch on slow connections.
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const TARGET = 'Quick start';

/** Scripts the first page already loaded; any other script belongs to the next route. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return scripts;
}

function sidebarLink(page: Page) {
  return page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: TARGET, exact: true});
}

test.describe('progress bar', () => {
  test('appears while a slow route loads, then the page swaps in', async ({page}) => {
    const initial = await scriptsLoadedBy(page, '/docs/');
    await page.route('**/assets/js/*.js', async (route: Route) => {
      if (!initial.has(route.request().url())) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await sidebarLink(page).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    // The old page stays until the new one is ready.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Introduction', {timeout: 15_000});
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });
});

test.describe('chunk load failure', () => {
  test.use({allowConsoleErrors: ['Failed to load resource', 'ChunkLoadError', 'Loading chunk']});

  test('shows the error with a Retry that works once the network is back', async ({page}) => {
    const initial = await scriptsLoadedBy(page, '/docs/');
    let blocked = true;
    await page.route('**/assets/js/*.js', (route: Route) =>
      blocked && !initial.has(route.request().url()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await sidebarLink(page).click();
    // The failed preload reloads the page; the new route's chunks fail again before hydration.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not load its code.', {timeout: 15_000});
    await expect(alert).toContainText(/ChunkLoadError|Loading chunk/);
    await expect(page).toHaveURL(/\/docs\/quick-start\/$/);

    blocked = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Introduction');
  });
});

test.describe('prefetch', () => {
  async function scriptsAfterHover(page: Page): Promise<string[]> {
    const initial = await scriptsLoadedBy(page, '/docs/');
    const later: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/assets/js/') && !initial.has(req.url())) later.push(req.url());
    });
    await sidebarLink(page).hover();
    await page.waitForTimeout(1000);
    return later;
  }

  test('loads the next route ahead on a normal connection', async ({page}) => {
    expect((await scriptsAfterHover(page)).length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['2g', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`is skipped on ${name}`, async ({page}) => {
      await page.addInitScript((conn) => {
        Object.defineProperty(navigator, 'connection', {value: conn, configurable: true});
      }, connection);
      expect(await scriptsAfterHover(page)).toEqual([]);
    });
  }
});
