import {test, expect, waitForHydration} from './fixtures';

test.use({allowConsoleErrors: ['404 (Not Found)']});

test('an unknown path suggests the closest pages and offers a search box', async ({page, open}) => {
  const response = await page.goto('/docs/quick-strat/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Page not found', level: 1})).toBeVisible();
  await expect(page.getByText('There is no docs page at /docs/quick-strat/')).toBeVisible();
  const closest = page.locator('main ul').first().getByRole('link');
  await expect(closest.first()).toHaveAttribute('href', '/docs/quick-start/');

  const search = page.getByRole('searchbox', {name: 'Search page addresses'});
  await search.fill('no such words here');
  await expect(page.getByRole('status')).toHaveText('No page address matches “no such words here”.');
  await search.fill('quick');
  await page.locator('main ul').nth(1).getByRole('link', {name: 'Quick start', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
  void open;
});
