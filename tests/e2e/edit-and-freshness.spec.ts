// "Edit this page" and "Last updated" under every page, copy-link buttons on headings, and
// language tabs that follow each other on a page and are remembered across pages.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');

// Read rather than imported: specs load as ES modules, and src/ is CommonJS to them.
const docsRepository = /docsRepository: '([^']+)'/.exec(fs.readFileSync(path.join(root, 'src/site/links.ts'), 'utf8'))![1];

/** Docusaurus' fixed date for builds made with DOCS_FIXED_LAST_UPDATE=true (`npm test` does). */
const FIXED_LAST_UPDATE = new Date(1539502055000);

/** The date git gives the file's last commit, which a build without the flag shows. */
function gitLastUpdate(file: string): Date {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: root, encoding: 'utf8'}).trim();
  return new Date(Number(seconds) * 1000);
}

for (const [route, file] of [
  ['/docs/quick-start/', 'docs/quick-start.mdx'],
  ['/docs/reference/sql/sample-by/', 'docs/reference/sql/sample-by.md'],
]) {
  test(`${route} links to its source file for editing and shows when it last changed`, async ({page, open}) => {
    await open(route);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute('href', `${docsRepository}/edit/main/${file}`);

    const time = page.locator('time[itemprop="dateModified"]');
    const dateTime = await time.getAttribute('datetime');
    const expected = [FIXED_LAST_UPDATE, gitLastUpdate(file)].map((d) => d.toISOString());
    expect(expected).toContain(dateTime);
    const shown = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(dateTime!));
    await expect(page.getByText(/^Last updated on/)).toHaveText(`Last updated on ${shown}`);
  });
}

test('a heading copy-link button copies the address of its section', async ({page, open, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await open('/docs/quick-start/');
  const heading = page.locator('h2#open-the-web-console');
  await heading.hover();
  const button = heading.getByRole('button', {name: 'Copy link to this section'});
  await expect(button).toBeVisible();
  await button.click();
  await expect(heading.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/docs/quick-start/#open-the-web-console`);
  await expect(heading.locator('[role="status"]')).toBeEmpty({timeout: 5000});
  // The `#` link is still there and still a link.
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', '#open-the-web-console');
});

test('without the clipboard API the heading button says to use the # link', async ({page, open}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
  });
  await open('/docs/quick-start/');
  const heading = page.locator('h2#open-the-web-console');
  await heading.hover();
  await heading.getByRole('button', {name: 'Copy link to this section'}).click();
  await expect(heading.getByRole('status')).toHaveText('Copying is not available; use the # link');
});

test('choosing an OS tab switches every OS tab group on the page and is remembered', async ({page, open}) => {
  await open('/docs/quick-start/');
  const groups = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'macOS'})});
  await expect(groups).toHaveCount(2);
  await groups.first().getByRole('tab', {name: 'macOS'}).click();
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
  }
  await expect(groups.nth(1).getByRole('tabpanel')).toContainText('brew services stop questdb');

  await page.reload();
  await waitForHydration(page);
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
  }
});

test('a client language chosen in one sample is the one every sample shows, on later pages too', async ({page, open}) => {
  const goTab = () => page.locator('.tabs-container').getByRole('tab', {name: 'Go', exact: true}).first();
  await open('/docs/ingestion-overview/');
  await expect(goTab()).toHaveAttribute('aria-selected', 'false');
  await goTab().click();
  await expect(goTab()).toHaveAttribute('aria-selected', 'true');

  await open('/docs/configuration-string/');
  await expect(goTab()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.tabs-container [role="tabpanel"]:not([hidden])').first()).toContainText('qdb.LineSenderFromConf');
});
