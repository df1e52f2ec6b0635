import fs from 'node:fs';
import {test, expect} from './fixtures';

const release = JSON.parse(
  fs.readFileSync(new URL('../../data/github/release.json', import.meta.url), 'utf8'),
) as {html_url: string; assets: {name: string; browser_download_url: string}[]};

test.use({viewport: {width: 1280, height: 800}});

test('desktop header links to the marketing site, GitHub and the latest release', async ({page, open}) => {
  await open('/docs/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await expect(nav.getByRole('link', {name: 'QuestDB home'})).toHaveAttribute('href', 'https://questdb.com/');
  for (const [name, href] of [
    ['Enterprise', 'https://questdb.com/enterprise/'],
    ['Customers', 'https://questdb.com/customers/'],
    ['Blog', 'https://questdb.com/blog/'],
    ['CONTACT', 'https://questdb.com/enterprise/contact/'],
  ]) {
    await expect(nav.getByRole('link', {name: name!, exact: true})).toHaveAttribute('href', href!);
  }
  await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');

  const version = nav.getByRole('link', {name: /v8\.3\.3, the latest release/});
  await expect(version).toHaveText('v8.3.3');
  await expect(version).toHaveAttribute('href', release.html_url);

  const stars = nav.getByRole('link', {name: /^15\.3k stars: questdb\/questdb on GitHub, 15,312 stars/});
  await expect(stars).toHaveText('15.3k');
});

test('announcement bar is always shown and cannot be closed', async ({page, open}) => {
  await open('/docs/');
  const bar = page.getByRole('banner');
  await expect(bar).toContainText('Try QuestDB SQL on real market data');
  await expect(bar.getByRole('link', {name: 'Open the live demo'})).toHaveAttribute('href', 'https://demo.questdb.io/');
  await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
});

test('a stored dismiss flag does not hide the announcement bar', async ({page, open}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'live-demo');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await open('/docs/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Try QuestDB SQL on real market data');
  // A client-side navigation keeps it too.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

for (const width of [997, 1000, 1080, 1280]) {
  test(`at ${width} px every header link and the brand are visible and not overlapped`, async ({page, open}) => {
    await page.setViewportSize({width, height: 800});
    await open('/docs/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const targets = [
      nav.locator('.navbar__brand'),
      nav.locator('.navbar__title'),
      nav.getByRole('button', {name: 'Product'}),
      ...['Enterprise', 'Customers', 'Docs', 'Blog', 'CONTACT'].map((name) => nav.getByRole('link', {name, exact: true})),
      nav.getByRole('button', {name: 'Search docs'}),
    ];
    for (const target of targets) await expect(target).toBeVisible();
    const boxes = await Promise.all(targets.map(async (t) => ({name: (await t.textContent())?.trim() || 'brand', box: (await t.boundingBox())!})));
    // Every item's centre is hit by that item, not by another one drawn over it.
    for (const [i, target] of targets.entries()) {
      const {box} = boxes[i]!;
      const hit = await target.evaluate((el, point) => {
        const top = document.elementFromPoint(point.x, point.y);
        return top !== null && (el.contains(top) || top.contains(el));
      }, {x: box.x + box.width / 2, y: box.y + box.height / 2});
      expect(hit, `${boxes[i]!.name} is covered at ${width} px`).toBe(true);
      expect(box.x + box.width, `${boxes[i]!.name} passes the right edge at ${width} px`).toBeLessThanOrEqual(width);
    }
    // No two distinct items overlap (the brand holds its title).
    for (let a = 2; a < boxes.length; a += 1) {
      for (let b = a + 1; b < boxes.length; b += 1) {
        const p = boxes[a]!.box;
        const q = boxes[b]!.box;
        const overlap = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
        expect(overlap, `${boxes[a]!.name} overlaps ${boxes[b]!.name} at ${width} px`).toBe(false);
      }
    }
  });
}

test('footer has legal, community and download links and this year\'s copyright', async ({page, open}) => {
  await open('/docs/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Privacy notice', 'https://questdb.com/privacy-notice/'],
    ['Terms', 'https://questdb.com/terms/'],
    ['Join us on Slack', 'https://slack.questdb.com/'],
    ['Ask on the forum', 'https://community.questdb.com/'],
    ['Docker Hub', 'https://hub.docker.com/r/questdb/questdb'],
  ]) {
    await expect(footer.getByRole('link', {name: name!})).toHaveAttribute('href', href!);
  }
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} QuestDB`);
});

test('the introduction shows the release card from the snapshot', async ({page, open}) => {
  await open('/docs/');
  const card = page.getByRole('region', {name: 'Latest release: QuestDB 8.3.3'});
  await expect(card).toContainText('May 30, 2025');
  for (const asset of release.assets) {
    await expect(card.getByRole('link', {name: new RegExp(asset.name.replace(/\./g, '\\.'))})).toHaveAttribute(
      'href',
      asset.browser_download_url,
    );
  }
  await expect(card).toContainText('25.8 MB');
  await expect(card).toContainText('65.9 MB');
  await expect(card).toContainText('62.0 MB');
});

test('the why-QuestDB page shows the repository figures from the snapshot', async ({page, open}) => {
  await open('/docs/why-questdb/');
  const stats = page.getByRole('region', {name: 'questdb/questdb on GitHub'});
  for (const [term, value] of [
    ['Stars', '15,312'],
    ['Forks', '1,263'],
    ['Open issues', '694'],
    ['Main language', 'Java'],
    ['Licence', 'Apache License 2.0'],
  ]) {
    await expect(stats.locator('div').filter({has: page.locator('dt', {hasText: term})}).locator('dd')).toHaveText(value!);
  }
});
