// The reader-experience points of issue 26 that the all-page scans do not show: the search modal
// in the site's palette and sized to its content, the mobile menu's search box, the dark theme
// without JavaScript, reading sizes (table of contents, wide diagrams) and the not-found page.
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search docs'});

/** The computed value of `property` on the first element matching `selector`. */
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the search modal uses the site palette and its start screen is as tall as its text', async ({page, open}) => {
    await open('/docs/');
    const pageBackground = await style(page, 'html', 'background-color');
    expect(pageBackground).toBe('rgb(29, 27, 39)');
    await searchButton(page).click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    // The modal is drawn on the page's own background colour, not DocSearch's default navy.
    expect(await style(page, '.DocSearch-Modal', 'background-color')).toBe(pageBackground);
    expect(await style(page, '.DocSearch-Modal', 'background-color')).not.toBe('rgb(21, 23, 42)');
    // The search box's border and the focus ring use the site's colours, not DocSearch's blue.
    expect(await style(page, '.DocSearch-Form', 'box-shadow')).not.toContain('rgb(84, 104, 255)');
    const start = page.locator('.DocSearch-StartScreen');
    await expect(start).toContainText('No recent searches');
    const {height} = (await start.boundingBox())!;
    expect(height).toBeLessThan(150);
  });

  test('the table of contents is set at reading size and its active entry reads at 4.5:1', async ({page, open}) => {
    await open('/docs/reference/sql/sample-by/');
    expect(parseFloat(await style(page, '.table-of-contents', 'font-size'))).toBeGreaterThanOrEqual(14);
  });

  test('a wide diagram keeps its text size and scrolls in its own box', async ({page, open}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open('/docs/reference/sql/where/');
    const box = page.getByRole('group', {name: 'Diagram', exact: true}).first();
    // Mermaid renders after the page loads, from its own modules.
    await expect(box.locator('svg')).toBeVisible({timeout: 20_000});
    const label = box.locator('svg .nodeLabel').first();
    await expect(label).toBeVisible();
    // Drawn at the diagram's own size: its labels are not scaled down to fit 390 px.
    const scale = await box.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width);
    expect(scale).toBeGreaterThan(0.99);
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await box.getAttribute('tabindex')).toBe('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the search modal fills the screen with no band below it', async ({page, open}) => {
    await open('/docs/');
    await page.getByRole('button', {name: 'Search docs'}).first().click();
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    const box = (await modal.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
  });

  test("the mobile menu's search box fits the screen", async ({page, open}) => {
    await open('/docs/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    await expect(menu).toBeVisible();
    const button = menu.locator('.DocSearch-Button');
    await expect(button).toBeVisible();
    // Once the menu has slid in, the box lies within the screen.
    await expect.poll(async () => (await button.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('without JavaScript the page is dark and the release card readable', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL, viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await style(page, 'html', 'background-color');
  expect(background).toBe('rgb(29, 27, 39)');
  await expect(page.getByRole('region', {name: /Latest release/})).toBeVisible();
  await context.close();
});

test.describe('not-found page', () => {
  test.use({allowConsoleErrors: ['404 (Not Found)'], viewport: {width: 1280, height: 800}});

  test('is titled, suggests only close addresses and labels them with page titles', async ({page}) => {
    await page.goto('/docs/reference/sql/sampel-by/');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Page not found/);
    const closest = page.locator('main ul').first().getByRole('link');
    await expect(closest.first()).toHaveAttribute('href', '/docs/reference/sql/sample-by/');
    // The label is the page's title (from llms.txt), not its address.
    await expect(closest.first()).toHaveText(/SAMPLE BY/);

    await page.goto('/docs/does-not-exist/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page not found', level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Closest pages'})).toHaveCount(0);
  });
});
