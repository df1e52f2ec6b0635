// A result table the example checker compared with the QuestDB test server carries the checked line
// under it, in the page and in its Markdown twin; a table it did not compare carries none.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const record = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/sql-examples-checked.json'), 'utf8')) as {server: string; tables: Record<string, string>};
const ROUTE = '/docs/reference/sql/sample-by/';
const checkedOnPage = Object.values(record.tables).filter((file) => file === 'docs/reference/sql/sample-by.md').length;
const LINE = `Result checked on QuestDB ${record.server}`;

test('checked result tables carry the checked line, other tables none', async ({page}) => {
  expect(checkedOnPage).toBeGreaterThan(3);
  await page.goto(ROUTE);
  await waitForHydration(page);
  const marks = page.locator('article p.result-checked');
  await expect(marks).toHaveCount(checkedOnPage);
  await expect(marks.first()).toHaveText(LINE);
  // Each mark follows a result table; the parameters table right after "## Parameters" has none.
  const previousIsTable = await marks.evaluateAll((els) => els.every((el) => el.previousElementSibling?.querySelector('table, thead') !== null || el.previousElementSibling?.tagName === 'TABLE'));
  expect(previousIsTable).toBe(true);
  // Markdown tables sit in their scroll box (markdown/rehype-scroll-boxes).
  const parametersTable = page.locator('h2#parameters ~ .table-scroll').first();
  const afterParameters = await parametersTable.evaluate((el) => el.nextElementSibling?.classList.contains('result-checked') ?? false);
  expect(afterParameters).toBe(false);
});

test('the Markdown twin says the same under the same tables', async ({request}) => {
  const twin = await (await request.get(`${ROUTE}index.md`)).text();
  expect(twin.split('\n').filter((line) => line.trim() === LINE)).toHaveLength(checkedOnPage);
});
