// Search modal: Escape steps back (list, then query, then the modal) and the footer reads as the
// specification says.
import {test, expect} from './fixtures';

test.use({viewport: {width: 1280, height: 800}});

test('first Escape closes the list, second clears the query, third closes the modal', async ({page, open}) => {
  await open('/docs/');
  await page.getByRole('button', {name: 'Search docs'}).click();
  const input = page.locator('.DocSearch-Input');
  await input.fill('sample by');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toBeHidden();
  await expect(input).toHaveValue('sample by');

  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(input).toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('the modal footer uses the specification labels', async ({page, open}) => {
  await open('/docs/');
  await page.getByRole('button', {name: 'Search docs'}).click();
  const footer = page.locator('.DocSearch-Footer');
  for (const label of ['to select', 'to navigate', 'to close']) await expect(footer).toContainText(label);
});
