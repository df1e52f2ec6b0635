import {test, expect, waitForHydration} from './fixtures';

test.use({allowConsoleErrors: ['404 (Not Found)']});

for (const path of ['/docs/quick-start/index.html', '/docs/quick-start.html']) {
  test(`${path} is normalised to /docs/quick-start/`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
  });
}
