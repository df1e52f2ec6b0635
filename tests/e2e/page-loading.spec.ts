// Route loading: progress bar, chunk failures with Retry, and no prefetch on slow connections.
import type {Browser, Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const TARGET_LINK = 'Quick start';
const TARGET_PATH = '/docs/quick-start/';

/** Data saver: Docusaurus then neither prefetches nor preloads on hover, only on navigation. */
async function withoutPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}, configurable: true});
  });
}

/** Scripts requested from load until the network is idle. */
async function visitRecordingScripts(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const record = (req: {url: () => string}) => {
    if (req.url().includes('/assets/js/')) scripts.add(req.url());
  };
  page.on('request', record);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return scripts;
}

function sidebarLink(page: Page) {
  return page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: TARGET_LINK, exact: true});
}

test.describe('progress bar', () => {
  test('appears while a slow route loads, and the old page stays until the new one is ready', async ({page}) => {
    await withoutPrefetch(page);
    const initial = await visitRecordingScripts(page, '/docs/');
    await page.route('**/assets/js/*.js', async (route: Route) => {
      if (!initial.has(route.request().url())) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await sidebarLink(page).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page).toHaveURL(new RegExp(`${TARGET_PATH}$`));
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Introduction', {timeout: 15_000});
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });
});

test.describe('chunk load failure', () => {
  test.use({allowConsoleErrors: ['Failed to load resource', 'ChunkLoadError', 'Loading chunk']});

  test('shows the error with a Retry that works once the network is back', async ({page}) => {
    await withoutPrefetch(page);
    const initial = await visitRecordingScripts(page, '/docs/');
    let blocked = true;
    await page.route('**/assets/js/*.js', (route: Route) =>
      blocked && !initial.has(route.request().url()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await sidebarLink(page).click();
    // The failed preload reloads the page; the route's chunks fail again before hydration.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not load its code.', {timeout: 15_000});
    await expect(alert).toContainText(/ChunkLoadError|Loading chunk/);
    await expect(page).toHaveURL(new RegExp(`${TARGET_PATH}$`));

    blocked = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Introduction');
  });
});

test.describe('prefetch', () => {
  /** Scripts the target route needs that the introduction does not. */
  async function targetOnlyScripts(browser: Browser): Promise<string[]> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await withoutPrefetch(page);
    const intro = await visitRecordingScripts(page, '/docs/');
    const target = await visitRecordingScripts(await context.newPage(), TARGET_PATH);
    await context.close();
    return [...target].filter((url) => !intro.has(url));
  }

  async function requestedAfterVisitAndHover(page: Page): Promise<Set<string>> {
    const scripts = await visitRecordingScripts(page, '/docs/');
    page.on('request', (req) => scripts.add(req.url()));
    await sidebarLink(page).hover();
    await page.waitForTimeout(1000);
    return scripts;
  }

  test('loads the next route ahead on a normal connection', async ({page, browser}) => {
    const targetScripts = await targetOnlyScripts(browser);
    expect(targetScripts.length).toBeGreaterThan(0);
    const requested = await requestedAfterVisitAndHover(page);
    expect(targetScripts.filter((url) => requested.has(url))).not.toEqual([]);
  });

  for (const [name, connection] of [
    ['2g', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`is skipped on ${name}`, async ({page, browser}) => {
      const targetScripts = await targetOnlyScripts(browser);
      await page.addInitScript((conn) => {
        Object.defineProperty(navigator, 'connection', {value: conn, configurable: true});
      }, connection);
      const requested = await requestedAfterVisitAndHover(page);
      expect(targetScripts.filter((url) => requested.has(url))).toEqual([]);
    });
  }
});
