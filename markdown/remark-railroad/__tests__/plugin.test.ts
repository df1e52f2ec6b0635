import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {VFile} from 'vfile';
import type {Code, Paragraph, Root} from 'mdast';
import remarkRailroad, {RAILROAD_STYLESHEET} from '../index';

const cwd = '/site';
const page = (value: string) => new VFile({value, path: path.join(cwd, 'docs/reference/sql/insert.md'), cwd});

function transform(markdown: string): Root {
  const tree = fromMarkdown(markdown);
  remarkRailroad()(tree, page(markdown));
  return tree;
}

const GRAMMAR = [
  "insert ::= 'INSERT' 'INTO' table ( '(' column ( ',' column )* ')' )?",
  "           'VALUES' '(' value ( ',' value )* ')'",
  "value ::= literal | '(' query ')'",
].join('\n');

describe('remarkRailroad', () => {
  it('replaces a railroad block by a figure with one diagram per rule, then the grammar as ebnf text', () => {
    const tree = transform(`# INSERT\n\n\`\`\`railroad\n${GRAMMAR}\n\`\`\`\n\nAfter.\n`);
    expect(tree.children.map((n) => n.type)).toEqual(['mdxjsEsm', 'heading', 'paragraph', 'code', 'paragraph']);
    expect((tree.children[0] as unknown as {value: string}).value).toBe(`import '${RAILROAD_STYLESHEET}';`);
    const figure = tree.children[2] as Paragraph;
    expect(figure.data?.hName).toBe('figure');
    const parts = figure.data?.hChildren ?? [];
    expect(parts).toHaveLength(2);
    const text = tree.children[3] as Code;
    expect(text).toMatchObject({lang: 'ebnf', value: GRAMMAR});
  });

  it('leaves pages without a railroad block untouched', () => {
    const tree = transform('# Title\n\n```questdb-sql\nSELECT 1;\n```\n');
    expect(tree.children.map((n) => n.type)).toEqual(['heading', 'code']);
  });

  it('fails with the page file, the line in that file and the column of the mistake', () => {
    const markdown = [
      '---',
      'title: INSERT',
      '---',
      '',
      '## Syntax',
      '',
      '```railroad',
      "insert ::= 'INSERT' 'INTO' table",
      "           ( '(' column ( ',' column )* ')' 'VALUES' '(' value ( ',' value )*",
      '```',
    ].join('\n');
    expect(() => transform(markdown)).toThrow(
      new Error("docs/reference/sql/insert.md:9: railroad: expected ')' at column 78"),
    );
  });

  it('compiles with MDX into an inline SVG image with its accessible label', async () => {
    const file = page(`\`\`\`railroad\n${GRAMMAR}\n\`\`\`\n`);
    const code = String(await compile(file, {remarkPlugins: [remarkRailroad]}));
    expect(code).toContain(`import '${RAILROAD_STYLESHEET}';`);
    expect(code).toMatch(/_jsxs?\(_components\.figure, \{\s+className: "railroad"/);
    expect(code).toContain('"aria-label": "value ::= literal | \'(\' query \')\'"');
    expect(code).toContain('role: "img"');
    expect(code).toContain('viewBox: "0 0 ');
    expect(code).toContain('className: "language-ebnf"');
  });
});
