// The content rules every page must pass, run over the real docs and over small bad examples.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks, parseDoc, readDocs} from '../../scripts/content/docsFiles';
import {checkPages} from '../../scripts/content/checkPages';
import {checkSql, readParserGaps} from '../../scripts/content/checkSql';

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
