import {test, expect} from './fixtures';

test.use({viewport: {width: 390, height: 844}});

test('full-screen menu with Compare accordion, nav links, docs sidebar and a way home', async ({page, open}) => {
  await open('/docs/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.getByRole('dialog', {name: 'Site menu'});
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.width).toBeCloseTo(390, 0);

  const compare = menu.getByRole('button', {name: 'Compare'});
  await expect(compare).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', {name: /QuestDB vs TimescaleDB/})).toBeHidden();
  await compare.click();
  await expect(compare).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', {name: /QuestDB vs TimescaleDB/})).toBeVisible();

  for (const name of ['Enterprise', 'Customers', 'Docs', 'Blog', 'CONTACT']) {
    await expect(menu.getByRole('link', {name, exact: true})).toBeVisible();
  }
  await expect(menu.getByRole('link', {name: '← Return to homepage'})).toHaveAttribute('href', 'https://questdb.com/');
  await expect(menu.getByRole('navigation', {name: 'Docs'}).getByRole('link', {name: 'Introduction'})).toBeVisible();

  await menu.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(menu).toBeHidden();
});

test('closes when the layout becomes desktop', async ({page, open}) => {
  await open('/docs/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeVisible();
  await page.setViewportSize({width: 1200, height: 844});
  await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeHidden();
  await page.setViewportSize({width: 390, height: 844});
  await expect(page.getByRole('dialog', {name: 'Site menu'})).toBeHidden();
});

test('closes on back navigation and stays on the page', async ({page, open}) => {
  await open('/docs/');
  const menu = page.getByRole('dialog', {name: 'Site menu'});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await menu.getByRole('navigation', {name: 'Docs'}).getByRole('link', {name: 'Quick start', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
});
