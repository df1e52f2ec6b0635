// Code blocks: questdb-sql is highlighted from the parser's word lists and is the default language.
import {test, expect} from './fixtures';

test('questdb-sql blocks highlight keywords, functions, types and durations', async ({page, open}) => {
  await open('/docs/');
  const create = page.locator('pre').filter({hasText: 'CREATE TABLE trades'});
  await expect(create.locator('.token.keyword', {hasText: /^CREATE$/})).toHaveCount(1);
  await expect(create.locator('.token.keyword', {hasText: /^PARTITION$/})).toHaveCount(1);
  await expect(create.locator('.token.class-name', {hasText: /^SYMBOL$/})).toHaveCount(2);

  const bars = page.locator('pre').filter({hasText: 'SAMPLE BY 15m'});
  await expect(bars.locator('.token.function', {hasText: /^avg$/})).toHaveCount(1);
  await expect(bars.locator('.token.number', {hasText: /^15m$/})).toHaveCount(1);
  await expect(bars.locator('.token.string', {hasText: "'2025-05-30'"})).toHaveCount(1);
});

test('code blocks have a copy button', async ({page, open}) => {
  await open('/docs/');
  const block = page.locator('.theme-code-block').filter({hasText: 'CREATE TABLE trades'});
  await block.hover();
  await expect(block.getByRole('button', {name: /copy code/i})).toBeVisible();
});
