// Offline mode (@docusaurus/plugin-pwa with plugins/offline): after one online visit in offline
// mode every docs page renders with the network cut; updates show the reload popup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {createStaticServer} from '../../scripts/staticServer';
import {test, expect, waitForHydration} from './fixtures';

const BUILD = path.resolve(import.meta.dirname, '../../build');

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
    for (const [route, title] of pages) {
      const response = await page.goto(route);
      expect(response?.fromServiceWorker(), route).toBe(true);
      await waitForHydration(page);
      await expect(h1(page), route).toHaveText(title);
      // Rendered into the app shell, not from the page's own HTML (which is not precached).
      await expect(page.locator('#__docusaurus')).toHaveAttribute('data-app-shell', 'true');
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

  test('offline, an unknown docs address shows the not-found page saying the reader is offline', async ({page, context}) => {
    await saveForOffline(page);
    await context.setOffline(true);
    await page.goto('/docs/reference/sql/no-such-statement/');
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Page not found');
    await expect(page.getByRole('status')).toContainText('You are offline');
  });

  test('offline, search finds a page and opens it', async ({page, context}) => {
    const index = fs.readdirSync(BUILD).find((file) => /^search-index\b.*\.json$/.test(file));
    test.skip(!index, 'this build has no search index yet (search is built on branch `search`)');
    await saveForOffline(page);
    await context.setOffline(true);
    await page.getByRole('button', {name: /search/i}).first().click();
    await page.getByPlaceholder('Search docs').fill('sample by');
    await page.locator('.DocSearch-Hit a[href*="/reference/sql/sample-by/"]').first().click();
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('SAMPLE BY');
  });

  test('leaving offline mode replaces the worker at once, reloads the page and drops the saved copy', async ({page}) => {
    await saveForOffline(page);
    // The same browser, now without any offline-mode condition (desktop width, no query string).
    const response = await page.goto('/docs/quick-start/');
    expect(response?.fromServiceWorker()).toBe(true);
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL.includes(encodeURIComponent('"offlineMode":false')),
      null,
      {timeout: 30_000},
    );
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload');
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Quick start');
    const saved = await page.evaluate(async () => {
      let entries = 0;
      for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
      return entries;
    });
    expect(saved).toBe(0);
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

test.describe('offline mode updates', () => {
  test.setTimeout(120_000);
  let server: ReturnType<typeof createStaticServer>;
  let origin: string;
  let root: string;

  async function stopServer(): Promise<void> {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  // A second copy of the site on its own origin, changed in place like a new deployment.
  test.beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-offline-'));
    fs.cpSync(BUILD, root, {recursive: true});
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterEach(async () => {
    await stopServer();
    fs.rmSync(root, {recursive: true, force: true});
  });

  /**
   * Deploys a new version whose Quick start page has a new title: changed chunks and worker (and
   * their precompressed copies dropped), then restarts the server on the same port, as a deployment
   * does: the server reads the file list when it starts.
   */
  async function deployChangedQuickStart(): Promise<void> {
    const jsDir = path.join(root, 'assets/js');
    const marker = '"id":"quick-start","title":"Quick start"';
    const chunks = fs.readdirSync(jsDir).filter((file) => fs.readFileSync(path.join(jsDir, file), 'utf8').includes(marker));
    if (chunks.length === 0) throw new Error(`offline.spec: no chunk in build/assets/js holds ${marker}`);
    const sw = path.join(root, 'sw.js');
    let worker = fs.readFileSync(sw, 'utf8');
    for (const chunk of chunks) {
      const file = path.join(jsDir, chunk);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(marker, '"id":"quick-start","title":"Quick start, updated"'));
      // The chunk keeps its name, so the new worker's manifest gives it a revision.
      const entry = `{"revision":null,"url":"assets/js/${chunk}"}`;
      if (!worker.includes(entry)) throw new Error(`offline.spec: build/sw.js has no precache entry ${entry}`);
      worker = worker.replace(entry, `{"revision":"v2","url":"assets/js/${chunk}"}`);
    }
    fs.writeFileSync(sw, worker);
    for (const file of [...chunks.map((chunk) => path.join(jsDir, chunk)), sw]) {
      fs.rmSync(`${file}.br`, {force: true});
      fs.rmSync(`${file}.gz`, {force: true});
    }
    const {port} = server.address() as AddressInfo;
    await stopServer();
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  }

  test('in offline mode a new version shows the reload popup, and reloading shows the new content', async ({page}) => {
    await saveForOffline(page, `${origin}/docs/quick-start/`);
    await expect(h1(page)).toHaveText('Quick start');
    await deployChangedQuickStart();

    // The reader comes back: the page is the saved copy; the browser finds the new worker.
    await page.reload();
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Quick start');
    const popup = page.getByText('New version available');
    await expect(popup).toBeVisible({timeout: 30_000});
    await expect(h1(page)).toHaveText('Quick start');

    await page.getByRole('button', {name: 'Refresh'}).click();
    await expect(h1(page)).toHaveText('Quick start, updated', {timeout: 30_000});
    await expect(popup).toBeHidden();
  });
});

test.describe('offline mode without a working registration or storage', () => {
  test.use({allowConsoleErrors: ['registerSW failed']});

  test('a failed registration logs "registerSW failed" with the cause and the site keeps working', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.addInitScript(() => {
      navigator.serviceWorker.register = () => Promise.reject(new TypeError('the worker script could not be fetched'));
    });
    await page.goto('/docs/?offlineMode=true');
    await waitForHydration(page);
    await expect.poll(() => errors.find((text) => text.startsWith('registerSW failed'))).toContain('the worker script could not be fetched');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start', exact: true}).click();
    await expect(h1(page)).toHaveText('Quick start');
  });

  test('an installed app is remembered: the flag is stored and turns offline mode on', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.pwa.event.appInstalled.fired'))).toBe('true');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {timeout: 60_000});
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(encodeURIComponent('"offlineMode":true'));
  });

  test('with no browser storage the site works and offline mode follows the other strategies', async ({page, context}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    await saveForOffline(page);
    // The install event cannot be remembered, and breaks nothing.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await context.setOffline(true);
    await page.goto('/docs/reference/sql/sample-by/');
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('SAMPLE BY');
  });
});
