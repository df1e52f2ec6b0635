import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Paragraph} from 'mdast';
import {afterAll, describe, expect, it} from 'vitest';
import {parseMdx} from '../../../plugins/markdown-export/syntax';
import {exampleKey, sqlExamples, transformSqlExamples, writeCheckedRecord, CHECKED_RECORD_FILE} from '..';

const page = `Intro.

\`\`\`questdb-sql
SELECT 1 AS one;
\`\`\`

| one |
|---|
| \`1\` |

\`\`\`questdb-sql volatile=t
SELECT now() AS t;
\`\`\`

| t |
|---|
| 2025-01-01T00:00:00.000000Z |

\`\`\`questdb-sql file=samples/data.sql
\`\`\`
`;

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-examples-'));
fs.mkdirSync(path.join(site, 'samples'));
fs.mkdirSync(path.join(site, 'tests/fixtures'), {recursive: true});
fs.writeFileSync(path.join(site, 'samples/data.sql'), 'CREATE TABLE t (x INT);\n');
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

const marks = (tree: ReturnType<typeof parseMdx>) =>
  tree.children.filter((n): n is Paragraph => n.type === 'paragraph' && (n.data?.hProperties as {className?: string[]})?.className?.includes('result-checked') === true);

describe('sqlExamples', () => {
  it('finds each block, its result table as cells, its fence words and its file', () => {
    const examples = sqlExamples(parseMdx(page), site, 'page.md');
    expect(examples.map((e) => [e.sql, e.rows, e.volatileColumns, e.file])).toEqual([
      ['SELECT 1 AS one;', [['one'], ['`1`']], [], undefined],
      ['SELECT now() AS t;', [['t'], ['2025-01-01T00:00:00.000000Z']], ['t'], undefined],
      ['CREATE TABLE t (x INT);', undefined, [], 'samples/data.sql'],
    ]);
  });

  it('takes a text block right after an EXPLAIN block as the plan it shows', () => {
    const [explain, demo] = sqlExamples(parseMdx('```questdb-sql\nEXPLAIN SELECT * FROM t;\n```\n\n```text\nPageFrame\n  Row forward scan\n```\n\n```questdb-sql demo\nEXPLAIN SELECT 1;\n```\n\n```text\nVirtualRecord\n```\n'), site, 'page.md');
    expect(explain!.rows).toEqual([['QUERY PLAN'], ['PageFrame'], ['  Row forward scan']]);
    expect(explain!.plan?.lang).toBe('text');
    expect(demo!.rows).toBeUndefined();
  });

  it('names a missing file with the page line and the fix', () => {
    expect(() => sqlExamples(parseMdx('```questdb-sql file=samples/none.sql\n```\n'), site, 'docs/x.md')).toThrow(
      'docs/x.md:1: questdb-sql block names file=samples/none.sql, which does not exist; create it or fix the path (relative to the site root)',
    );
  });
});

describe('transformSqlExamples', () => {
  it('marks exactly the tables in the record, and fills file= blocks', () => {
    writeCheckedRecord(site, {server: '9.9.9', tables: {[exampleKey('SELECT 1 AS one;', [['one'], ['`1`']])]: 'page.md'}});
    const tree = parseMdx(page);
    transformSqlExamples(tree, 'page.md', site);
    expect(marks(tree).map((m) => (m.children[0] as {value: string}).value)).toEqual(['Result checked on QuestDB 9.9.9']);
    expect(tree.children.indexOf(marks(tree)[0]!)).toBe(3);
    expect(tree.children.filter((n) => n.type === 'code').at(-1)).toMatchObject({value: 'CREATE TABLE t (x INT);'});
    expect(fs.existsSync(path.join(site, CHECKED_RECORD_FILE))).toBe(true);
  });

  it('drops the mark when the SQL or the table changes', () => {
    const changed = page.replace('| `1` |', '| `2` |');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-examples-'));
    fs.mkdirSync(path.join(other, 'tests/fixtures'), {recursive: true});
    fs.cpSync(path.join(site, 'samples'), path.join(other, 'samples'), {recursive: true});
    writeCheckedRecord(other, {server: '9.9.9', tables: {[exampleKey('SELECT 1 AS one;', [['one'], ['`1`']])]: 'page.md'}});
    const tree = parseMdx(changed);
    transformSqlExamples(tree, 'page.md', other);
    expect(marks(tree)).toEqual([]);
    fs.rmSync(other, {recursive: true, force: true});
  });
});
