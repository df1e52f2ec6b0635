// A deep page's own sidebar entry is in view when the page opens, and after a client-side move to
// another deep page; the page itself is not scrolled to do it (plugins/page-shell/sidebarActiveInView.ts).
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/** Whether the current page's sidebar entry lies inside the sidebar's visible box. */
async function activeEntryInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector('.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]');
    const box = link?.closest('nav.menu');
    if (!link || !box) return false;
    const a = link.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return a.top >= b.top && a.bottom <= b.bottom;
  });
}

test.use({viewport: {width: 1280, height: 720}});

test('the current page is shown in the sidebar on a deep page', async ({page, open}) => {
  await open('/docs/reference/sql/alter-mat-view-set-ttl/');
  const box = page.locator('.theme-doc-sidebar-container nav.menu');
  // The entry is far down a long sidebar: the box had to scroll for it.
  await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect.poll(() => activeEntryInView(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('after moving to another page through a link, its entry is brought into view', async ({page, open}) => {
  await open('/docs/');
  const box = page.locator('.theme-doc-sidebar-container nav.menu');
  expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
  // A client-side move, as from a link in the text or the search.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/troubleshooting/os-error-codes/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toContainText(/error codes/i);
  await expect.poll(() => activeEntryInView(page)).toBe(true);
});
