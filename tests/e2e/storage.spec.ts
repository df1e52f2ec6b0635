// With no browser storage (blocked by privacy settings, sandboxed iframes) the site still works.
import {test, expect} from './fixtures';

test('a throwing localStorage logs a warning and the site behaves as if storage were empty', async ({page, open}) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await open('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  expect(warnings.some((w) => /storage is not available/i.test(w))).toBe(true);

  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Introduction');
});
