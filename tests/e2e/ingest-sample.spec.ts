// Ingestion samples: language tabs with a docs link and a copy button; the language choice is
// shared by every sample on the page and remembered across visits.
import {test, expect, waitForHydration} from './fixtures';

test('a sample shows each language with its docs link and a copy button', async ({page, open}) => {
  await open('/docs/ingestion-overview/');
  const sample = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'Go'})}).first();
  await sample.getByRole('tab', {name: 'Go'}).click();
  await expect(sample.getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
  const panel = sample.getByRole('tabpanel').filter({visible: true});
  await expect(panel).toContainText('qdb.LineSenderFromConf');
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', 'https://pkg.go.dev/github.com/questdb/go-questdb-client/v4');
  await panel.locator('pre').hover();
  await expect(panel.getByRole('button', {name: /copy code/i})).toBeVisible();
});

test('choosing a language switches every sample on the page and is remembered', async ({page, open}) => {
  await open('/docs/clients/ingest-c-and-cpp/');
  const samples = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'C++'})});
  expect(await samples.count()).toBeGreaterThan(2);
  await samples.first().getByRole('tab', {name: 'C++'}).click();
  for (const sample of await samples.all()) {
    await expect(sample.getByRole('tab', {name: 'C++'})).toHaveAttribute('aria-selected', 'true');
  }
  await expect(samples.last().getByRole('tabpanel').filter({visible: true})).toContainText('cpp_trades');

  await page.reload();
  await waitForHydration(page);
  await expect(samples.last().getByRole('tab', {name: 'C++'})).toHaveAttribute('aria-selected', 'true');
});

test('sample headers link to the client library docs, not to the page the reader is on', async ({page, open}) => {
  await open('/docs/clients/ingest-python/');
  const headers = page.locator('.tabs-container [role=tabpanel] p a');
  expect(await headers.count()).toBeGreaterThan(0);
  for (const link of await headers.all()) {
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\//);
    expect(href).not.toContain('/docs/clients/ingest-python/');
  }
});

test('the ingestion overview shows no sentence meant for page authors', async ({page, open}) => {
  await open('/docs/ingestion-overview/');
  await expect(page.locator('article')).not.toContainText('<IngestSample');
});
