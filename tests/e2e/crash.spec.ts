// A page that throws while rendering shows the crash fallback with its cause chain and recovers.
import {test, expect} from './fixtures';

test.use({allowConsoleErrors: ['Render failed', 'Root cause', 'The above error occurred', 'Error: Minified React error']});

test('"This page crashed" with Try again and the Cause: chain', async ({page}) => {
  // Make one heading of the introduction throw while window.__crash is set.
  await page.addInitScript(() => {
    (window as unknown as {__crash: boolean}).__crash = true;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const literal = 'children:"Who these docs are for"';
    if (!body.includes(literal)) return route.fulfill({response});
    const throwing =
      'children:(()=>{if(window.__crash)' +
      'throw new Error("Render failed",{cause:new Error("Root cause of the crash")});' +
      'return "Who these docs are for"})()';
    return route.fulfill({response, body: body.replace(literal, throwing)});
  });
  await page.goto('/docs/');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Render failed')).toBeVisible();
  await expect(page.getByText(/Cause:\s*Root cause of the crash/)).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as {__crash: boolean}).__crash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'Who these docs are for'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});
