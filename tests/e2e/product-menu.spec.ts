import {test, expect} from './fixtures';

test.use({viewport: {width: 1280, height: 800}});

const trigger = (page: import('@playwright/test').Page) => page.getByRole('button', {name: 'Product'});

/**
 * Stops the page's clock, so that only runFor() moves it: an installed clock otherwise flows with
 * real time, and on a busy machine the real time between two steps can exceed the close delay.
 * (Half a second ahead: the clock keeps flowing while this runs. The pointer is still on the
 * trigger, so no close is pending.)
 */
async function pauseClock(page: import('@playwright/test').Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

test('opens on hover and closes 250 ms after the pointer leaves', async ({page, open}) => {
  await page.clock.install();
  await open('/docs/');
  const button = trigger(page);
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', {name: /Download/})).toBeVisible();
  await expect(panel.getByRole('link', {name: /QuestDB vs InfluxDB/})).toBeVisible();

  await pauseClock(page);
  await page.mouse.move(640, 600);
  await page.clock.runFor(200);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(100);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('coming back before the delay keeps it open', async ({page, open}) => {
  await page.clock.install();
  await open('/docs/');
  await trigger(page).hover();
  await pauseClock(page);
  await page.mouse.move(640, 600);
  await page.clock.runFor(150);
  await trigger(page).hover();
  await page.clock.runFor(500);
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
});

test('keyboard: focus opens, Escape closes and returns focus, leaving by Tab closes', async ({page, open}) => {
  await open('/docs/');
  const button = trigger(page);
  await page.getByRole('link', {name: 'QuestDB home'}).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: /Download/}).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Open again with Enter, then tab through every item and out of the menu.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = await page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')} a`).count();
  for (let i = 0; i <= items; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Enterprise', exact: true})).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a click toggles it', async ({page, open}) => {
  await open('/docs/');
  const button = trigger(page);
  const box = (await button.boundingBox())!;
  // Move in and click at once: the click opens it (or keeps open what the pointer opened).
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('hovering then clicking keeps the menu open', async ({page, open}) => {
  await open('/docs/');
  const button = trigger(page);
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(100);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('Escape closes a menu opened by hover', async ({page, open}) => {
  await open('/docs/');
  const button = trigger(page);
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
