// The server.conf reference: the filter narrows the tables as you type, and the tables work without JavaScript.
import {test, expect} from './fixtures';
import {KEY_DATA_MARKER, serverConfig} from './serverConfig';

const PAGE = '/docs/configuration/';
const TOTAL = serverConfig.keys.length;
const ROWS = 'section[data-config-section] tbody tr';

test('typing a key prefix keeps only matching rows and updates the count; clearing restores all', async ({page, open}) => {
  await open(PAGE);
  const box = page.getByRole('searchbox', {name: 'Filter configuration keys'});
  const count = page.getByRole('status').filter({hasText: 'keys'});
  await expect(count).toHaveText(`${TOTAL} of ${TOTAL} keys`);
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(TOTAL);

  // The expectation is written independently of the filter code: keys named cairo.wal.* or mentioning one.
  const expected = serverConfig.keys
    .filter((k) => k.key.includes('cairo.wal') || k.description.includes('cairo.wal'))
    .map((k) => k.key);
  await box.fill('cairo.wal');
  await expect(count).toHaveText(`${expected.length} of ${TOTAL} keys`);
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(expected.length);
  const visibleIds = await page.locator(`${ROWS}:visible`).evaluateAll((rows) => rows.map((row) => row.id));
  expect(visibleIds.sort()).toEqual([...expected].sort());
  // Sections without a match disappear with their heading; the WAL section stays.
  await expect(page.locator('h2#http')).toBeHidden();
  await expect(page.locator('h2#wal')).toBeVisible();

  await box.fill('QDB_PG_USER');
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(1);
  await expect(page.locator('tr[id="pg.user"]')).toBeVisible();
  await expect(count).toHaveText(`1 of ${TOTAL} keys`);

  await box.fill('');
  await expect(count).toHaveText(`${TOTAL} of ${TOTAL} keys`);
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(TOTAL);
  await expect(page.locator('h2#http')).toBeVisible();
});

test('every key has its own anchor', async ({page, open}) => {
  await open(`${PAGE}#cairo.max.uncommitted.rows`);
  const row = page.locator('tr[id="cairo.max.uncommitted.rows"]');
  await expect(row).toBeInViewport();
  await expect(row.getByRole('link', {name: 'Link to cairo.max.uncommitted.rows'})).toHaveAttribute(
    'href',
    '#cairo.max.uncommitted.rows',
  );
});

test('without JavaScript all tables and rows are present', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.locator('section[data-config-section] table')).toHaveCount(serverConfig.sections.length);
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(TOTAL);
  await expect(page.locator('section[data-config-section] thead th')).toHaveCount(3 * serverConfig.sections.length);
  await expect(page.locator('tr[id="http.net.connection.limit"]')).toContainText('QDB_HTTP_NET_CONNECTION_LIMIT');
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await context.close();
});

test('after a client-side navigation the tables load on demand, with anchors and the filter', async ({page, open}) => {
  await open('/docs/');
  // The key data arrives in a chunk requested by the navigation (it is in no first-visit script).
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    // A body still arriving when the test ends reads as empty rather than failing the test.
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  // The sidebar link, so the router renders the page in the browser instead of loading its HTML.
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/configuration/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/configuration\/$/);
  await expect(page.locator(ROWS)).toHaveCount(TOTAL);
  expect((await Promise.all(bodies)).some((body) => body.includes(KEY_DATA_MARKER)), 'a chunk with the key data').toBe(true);
  await expect(page.locator('tr[id="pg.user"]')).toContainText('QDB_PG_USER');

  const count = page.getByRole('status').filter({hasText: 'keys'});
  await expect(count).toHaveText(`${TOTAL} of ${TOTAL} keys`);
  await page.getByRole('searchbox', {name: 'Filter configuration keys'}).fill('QDB_PG_USER');
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(1);
  await expect(count).toHaveText(`1 of ${TOTAL} keys`);

  // Leaving the page and coming back shows every row again.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/$/);
  await page.goForward();
  await expect(page.locator(`${ROWS}:visible`)).toHaveCount(TOTAL);
});
