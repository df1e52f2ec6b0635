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

  const version = nav.getByRole('link', {name: /Latest release 8\.3\.3/});
  await expect(version).toHaveText('v8.3.3');
  await expect(version).toHaveAttribute('href', release.html_url);

  const stars = nav.getByRole('link', {name: /questdb\/questdb on GitHub: 15,312 stars/});
  await expect(stars).toHaveText('15.3k');
});

test('announcement bar is always shown and cannot be closed', async ({page, open}) => {
  await open('/docs/');
  const bar = page.getByRole('banner');
  await expect(bar).toContainText('Try QuestDB SQL on real market data');
  await expect(bar.getByRole('link', {name: 'Open the live demo'})).toHaveAttribute('href', 'https://demo.questdb.io/');
  await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
});

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
