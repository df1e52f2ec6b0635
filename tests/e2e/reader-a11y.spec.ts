// Every page of tests/fixtures/routes.json (and the fragment pages): no axe-core violation (WCAG 2.0-2.2 A/AA) at desktop and phone width, and no
// sideways scrolling of the page at 390, 768 and 1000 px. The routes are cut into groups of
// GROUP pages, one test per group, so the workers share them; a failure names the page and the element.
import {test, expect, waitForHydration} from './fixtures';
import {axeViolations, readerPages, overflowingElements} from './readerChecks';

const GROUP = 20;
const pages = readerPages();
const groups = Array.from({length: Math.ceil(pages.length / GROUP)}, (_, i) => pages.slice(i * GROUP, (i + 1) * GROUP));

for (const [index, group] of groups.entries()) {
  const name = `pages ${index * GROUP + 1}-${index * GROUP + group.length} of ${pages.length}`;

  for (const viewport of [
    {name: 'desktop', width: 1280, height: 800},
    {name: '390 px', width: 390, height: 844},
  ]) {
    test(`${name} pass axe-core (WCAG 2.2 AA) at ${viewport.name}`, async ({page}) => {
      test.setTimeout(group.length * 8_000 + 30_000);
      await page.setViewportSize(viewport);
      const failures: string[] = [];
      for (const route of group) {
        await page.goto(route);
        await waitForHydration(page);
        for (const line of await axeViolations(page)) failures.push(`${route} ${line}`);
      }
      expect(failures, `${failures.length} axe violations`).toEqual([]);
    });
  }

  test(`${name} do not scroll sideways at 390, 768 or 1000 px`, async ({page}) => {
    test.setTimeout(group.length * 5_000 + 30_000);
    const failures: string[] = [];
    for (const route of group) {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(route);
      await waitForHydration(page);
      for (const width of [390, 768, 1000]) {
        await page.setViewportSize({width, height: 844});
        // Two frames: layout and the theme's resize handlers (mobile/desktop switch) have run.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        for (const element of await overflowingElements(page)) failures.push(`${route} at ${width} px: ${element}`);
      }
    }
    expect(failures, 'pages wider than the screen').toEqual([]);
  });
}
