import {test, expect} from './fixtures';

test.use({colorScheme: 'light'});

test('always dark: a stored light theme is cleared and the system preference ignored', async ({page, open}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
});

test.describe('without JavaScript bundles', () => {
  test.use({allowConsoleErrors: ['Failed to load resource']});

  test('dark before any script runs (no flash of the light theme)', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
