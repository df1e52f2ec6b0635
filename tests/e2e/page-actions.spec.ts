// "Copy page" copies the page's Markdown (or explains why it cannot); its menu opens the Markdown.
import {test, expect} from './fixtures';

const PAGE = '/docs/quick-start/';
const MARKDOWN = `${PAGE}index.md`;

test('Copy page puts the Markdown on the clipboard and confirms it', async ({page, open, context, baseURL, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await open(PAGE);
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toHaveCount(1);

  const expected = await (await request.get(MARKDOWN)).text();
  expect(expected).toContain('# Quick start');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // The confirmation goes away and the button can copy again.
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 5000});
});

test('without the clipboard API, Copy page says so and offers the Markdown to open', async ({page, open}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
  });
  await open(PAGE);
  await page.getByRole('button', {name: 'Copy page'}).click();
  const message = page.getByRole('status').filter({hasText: 'This browser does not allow copying from this page'});
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', MARKDOWN);
  await expect(page.getByRole('button', {name: 'Copied'})).toHaveCount(0);
});

test('the menu offers View as Markdown, which opens the Markdown in a new tab', async ({page, open}) => {
  await open(PAGE);
  const toggle = page.getByRole('button', {name: 'More page actions'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = page.getByRole('menuitem', {name: /View as Markdown/});
  await expect(item).toBeFocused();
  await expect(item).toHaveAttribute('href', MARKDOWN);

  const popupPromise = page.waitForEvent('popup');
  await item.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(MARKDOWN);
  await expect(popup.locator('body')).toContainText('# Quick start');
  await expect(page.getByRole('menu')).toBeHidden();
});

test('the menu closes on Escape, returning focus, and on a click outside', async ({page, open}) => {
  await open(PAGE);
  const toggle = page.getByRole('button', {name: 'More page actions'});
  await toggle.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.locator('article h2').first().click();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('every docs page has the actions and a link to its Markdown in the head', async ({page, open}) => {
  await open('/docs/reference/sql/sample-by/');
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/docs/reference/sql/sample-by/index.md',
  );
});
