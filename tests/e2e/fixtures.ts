// Shared Playwright fixture: fails a test on unexpected console errors or page errors, and
// offers `open(path)` which waits for React hydration.
import {test as base, expect, type Page} from '@playwright/test';

interface Fixtures {
  /** Console errors the test expects (matched by substring); anything else fails the test. */
  allowConsoleErrors: (string | RegExp)[];
  open: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], {option: true}],
  page: async ({page, allowConsoleErrors}, use) => {
    const unexpected: string[] = [];
    const allowed = (text: string) =>
      allowConsoleErrors.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !allowed(msg.text())) unexpected.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => {
      if (!allowed(err.message)) unexpected.push(`page error: ${err.message}`);
    });
    await use(page);
    // Route handlers still running when a test ends must not fail it.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    expect(unexpected, 'unexpected console errors').toEqual([]);
  },
  open: async ({page}, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export {expect};
