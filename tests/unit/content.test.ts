// The content rules every page must pass, run over the real docs and over small bad examples.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks, parseDoc, readDocs} from '../../scripts/content/docsFiles';
import {checkPages} from '../../scripts/content/checkPages';
import {checkSql, readParserGaps} from '../../scripts/content/checkSql';
import {checkDemoBlocks, demoProblem, readDemoDatasets} from '../../scripts/content/checkDemo';

const root = path.resolve(import.meta.dirname, '../..');
const docs = readDocs(root);

describe('docs content', () => {
  it('finds docs to check', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  it('has front matter, finished text, no empty sections and labelled code on every page', () => {
    expect(checkPages(docs)).toEqual([]);
  });

  it('parses every questdb-sql block with @questdb/sql-parser', () => {
    const result = checkSql(docs, readParserGaps(root));
    expect(result.checked).toBeGreaterThan(0);
    expect(result.problems).toEqual([]);
    expect(result.unusedGaps).toEqual([]);
    // Parsing 1,100 blocks takes about 2 s alone and more on a shared machine; this is not a timing test.
  }, 60_000);

  it('marks examples as runnable on the demo only where they read demo tables and write nothing', () => {
    const result = checkDemoBlocks(docs, readDemoDatasets(root));
    // Pages whose examples read their own tables (trades_agg, trades_dst, ...) cannot run on the demo.
    expect(result.marked).toBeGreaterThan(70);
    expect(result.problems).toEqual([]);
  });
});

describe('demo blocks', () => {
  const datasets = readDemoDatasets(root);
  const problem = (sql: string) => demoProblem(sql, datasets);

  it('accepts read-only statements on the demo tables', () => {
    expect(problem('SELECT symbol, avg(price) FROM trades SAMPLE BY 1h;')).toBeNull();
    expect(problem('WITH btc AS (SELECT * FROM trades WHERE symbol = \'BTC-USD\') SELECT count() FROM btc;')).toBeNull();
    expect(problem("DECLARE @s := 'ETH-USD' SELECT price AS p FROM trades WHERE symbol = @s;")).toBeNull();
    expect(problem('DECLARE @btc := (SELECT * FROM trades) SELECT count() FROM @btc;')).toBeNull();
    expect(problem('EXPLAIN SELECT * FROM trades LATEST ON timestamp PARTITION BY symbol;')).toBeNull();
    expect(problem('SHOW COLUMNS FROM trades;')).toBeNull();
    expect(problem('SELECT extract(year FROM timestamp) AS y, count() AS trades FROM trades;')).toBeNull();
    expect(problem('SELECT x FROM long_sequence(3);')).toBeNull();
  });

  it('rejects statements that write or alter, naming the statement', () => {
    expect(problem('INSERT INTO trades VALUES (\'BTC-USD\', \'buy\', 1.0, 1.0, now());')).toBe(
      'a insert statement writes or changes the server; only SELECT, WITH, SHOW, EXPLAIN and DECLARE ... SELECT may carry `demo`',
    );
    expect(problem('SELECT 1; DROP TABLE trades;')).toMatch(/^a dropTable statement writes or changes the server/);
    expect(problem('ALTER TABLE trades ADD COLUMN note VARCHAR;')).toMatch(/^a alterTable statement/);
    expect(problem('EXPLAIN UPDATE trades SET price = 0;')).toMatch(/^a update statement/);
    expect(problem('SELECT reload_config();')).toBe(
      'calls reload_config(), which changes the server; only SELECT, WITH, SHOW, EXPLAIN and DECLARE ... SELECT may carry `demo`',
    );
  });

  it('rejects tables and columns the demo does not have', () => {
    expect(problem('SELECT * FROM trades ASOF JOIN quotes;')).toBe(
      'reads table `quotes`, which is not a demo dataset; remove `demo` or add the table to data/demo-datasets.json',
    );
    expect(problem('SELECT bid FROM trades;')).toBe('uses column `bid`, which no demo table it reads has; remove `demo` or fix the column');
    expect(problem('SELECT * FROM trades WHERE')).toMatch(/^does not parse/);
  });

  it('counts demo blocks and reports one on another language or a bad statement, with its line', () => {
    const doc = parseDoc(
      'docs/example.md',
      '---\ntitle: T\ndescription: D.\n---\n```questdb-sql title="A demo" demo\nSELECT * FROM trades;\n```\n\n```bash demo\nls\n```\n\n```questdb-sql demo\nTRUNCATE TABLE trades;\n```\n\n```questdb-sql title="demo"\nTRUNCATE TABLE trades;\n```\n',
    );
    const result = checkDemoBlocks([doc], datasets);
    expect(result.marked).toBe(3);
    expect(result.problems).toEqual([
      {file: 'docs/example.md', line: 9, message: 'demo block `demo` on a bash block; only questdb-sql blocks run on the demo'},
      {
        file: 'docs/example.md',
        line: 13,
        message: 'demo block a truncateTable statement writes or changes the server; only SELECT, WITH, SHOW, EXPLAIN and DECLARE ... SELECT may carry `demo`',
      },
    ]);
  });
});

describe('content checks catch bad pages', () => {
  const page = (body: string, frontMatter = 'title: T\ndescription: D.\n') =>
    parseDoc('docs/example.md', `---\n${frontMatter}---\n${body}`);

  it('reports missing front matter', () => {
    const problems = checkPages([page('Text.\n', 'title: T\n')]);
    expect(problems.map((p) => p.message)).toEqual([
      'front matter `description` missing or empty; add a one-sentence description',
    ]);
  });

  it('reports unfinished text with its line', () => {
    const problems = checkPages([page('Intro.\n\nTODO: write this.\n')]);
    expect(problems).toEqual([
      {file: 'docs/example.md', line: 7, message: 'unfinished text "TODO"; finish the sentence or remove it'},
    ]);
  });

  it('reports an empty section but not one whose content is a code block', () => {
    const body = '## Empty\n\n## Code only\n\n```bash\n# not a heading\n```\n\n## Last\n';
    const messages = checkPages([page(body)]).map((p) => p.message);
    expect(messages).toEqual([
      'section "Empty" is empty; write its content or remove the heading',
      'section "Last" is empty; write its content or remove the heading',
    ]);
  });

  it('requires a language on code blocks and questdb-sql instead of sql', () => {
    const messages = checkPages([page('```\nx\n```\n\n```sql\nSELECT 1;\n```\n')]).map((p) => p.message);
    expect(messages).toEqual([
      'code block has no language; name it (questdb-sql, bash, ini, ...)',
      'SQL block uses `sql`; use `questdb-sql` so it is highlighted and parsed',
    ]);
  });

  it("reports a result table headed like QuestDB 9.0 (count()), only right after a questdb-sql block", () => {
    const body = '```questdb-sql\nSELECT count() FROM trades;\n```\n\n| count() |\n| --- |\n| 12 |\n\n```questdb-sql\nSELECT count() FROM trades;\n```\n\n| count |\n| --- |\n| 12 |\n\n| Mistake | Fix |\n| --- | --- |\n| `count(x)` | `count()` |\n\n```bash\necho\n```\n\n| f(x) |\n| --- |\n';
    const problems = checkPages([page(body)]);
    expect(problems.map((p) => [p.line, p.message.split(';')[0]])).toEqual([[9, 'result column named like a call (| count() |)']]);
  });

  it('reports SQL that does not parse, with the file line of the error', () => {
    const doc = page('Intro.\n\n```questdb-sql\nSELECT * FROM trades WHERE;\n```\n');
    expect(codeBlocks(doc)[0]!.line).toBe(7);
    const result = checkSql([doc], []);
    expect(result.checked).toBe(1);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.file).toBe('docs/example.md');
  });

  it('lets a listed parser gap through and reports an unused one', () => {
    const doc = page('```questdb-sql\nSELECT * FROM trades WHERE;\n```\n');
    const gap = {file: 'docs/example.md', match: 'WHERE;', reason: 'example'};
    const unused = {file: 'docs/other.md', match: 'x', reason: 'example'};
    const result = checkSql([doc], [gap, unused]);
    expect(result.problems).toEqual([]);
    expect(result.allowed).toBe(1);
    expect(result.unusedGaps).toEqual([unused]);
  });
});
