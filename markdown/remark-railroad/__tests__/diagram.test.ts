import {describe, expect, it} from 'vitest';
import type {Element, ElementContent} from 'hast';
import {ruleDiagram} from '../diagram';
import {parseGrammar} from '../grammar';

const diagramOf = (source: string) => ruleDiagram(parseGrammar(source)[0]!);

function elements(node: ElementContent, tagName?: string): Element[] {
  if (node.type !== 'element') return [];
  const own = tagName === undefined || node.tagName === tagName ? [node] : [];
  return [...own, ...node.children.flatMap((child) => elements(child, tagName))];
}

const texts = (node: Element) =>
  elements(node, 'text').map((t) => t.children.map((c) => (c.type === 'text' ? c.value : '')).join(''));
const withClass = (node: Element, className: string) =>
  elements(node).filter((e) => (e.properties.className as string[] | undefined)?.includes(className));

describe('ruleDiagram', () => {
  it('draws an SVG image labelled with the rule, with every terminal and name as text', () => {
    const svg = diagramOf("truncate ::= 'TRUNCATE' 'TABLE' ( 'IF' 'EXISTS' )? table");
    expect(svg.tagName).toBe('svg');
    expect(svg.properties).toMatchObject({role: 'img', ariaLabel: "truncate ::= 'TRUNCATE' 'TABLE' ( 'IF' 'EXISTS' )? table"});
    expect(svg.properties.viewBox).toBe(`0 0 ${svg.properties.width} ${svg.properties.height}`);
    expect(texts(svg)).toEqual(['TRUNCATE', 'TABLE', 'IF', 'EXISTS', 'table']);
    expect(withClass(svg, 'railroad__terminal').map((t) => texts(t)[0])).toEqual(['TRUNCATE', 'TABLE', 'IF', 'EXISTS']);
    expect(withClass(svg, 'railroad__nonterminal').map((t) => texts(t)[0])).toEqual(['table']);
  });

  it('draws an optional part as a branch with a bypass track', () => {
    const svg = diagramOf("truncate ::= 'TRUNCATE' 'TABLE' ( 'IF' 'EXISTS' )? table");
    const [optional] = withClass(svg, 'railroad__optional');
    expect(texts(optional!)).toEqual(['IF', 'EXISTS']);
    // The bypass is a track of its own that curves (arcs) around the optional terminals.
    const bypass = optional!.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'path');
    expect(bypass.some((p) => /a10 10 0 0 [01]/.test(String(p.properties.d)))).toBe(true);
  });

  it('draws alternatives, repeats and a separated list as one loop through the separator', () => {
    const svg = diagramOf("cols ::= '(' column ( ',' column )* ')' ( 'ASC' | 'DESC' )+");
    expect(withClass(svg, 'railroad__choice').map(texts)).toEqual([['ASC', 'DESC']]);
    expect(withClass(svg, 'railroad__repeat').map(texts)).toEqual([['column', ','], ['ASC', 'DESC']]);
    expect(texts(svg).filter((t) => t === 'column')).toHaveLength(1);
  });

  it('starts a new row at each line break between top-level items', () => {
    const oneLine = diagramOf("insert ::= 'INSERT' 'INTO' table 'VALUES' '(' value ')'");
    const twoLines = diagramOf("insert ::= 'INSERT' 'INTO' table\n  'VALUES' '(' value ')'");
    expect(texts(twoLines)).toEqual(texts(oneLine));
    expect(Number(twoLines.properties.height)).toBeGreaterThan(Number(oneLine.properties.height));
    expect(Number(twoLines.properties.width)).toBeLessThan(Number(oneLine.properties.width));
    // A line break inside parentheses does not start a row.
    const grouped = diagramOf("insert ::= 'INSERT' ( 'INTO' table\n  'VALUES' )");
    expect(grouped.properties.height).toBe(diagramOf("insert ::= 'INSERT' ( 'INTO' table 'VALUES' )").properties.height);
  });

  it('keeps quote characters and angle brackets as plain text', () => {
    const svg = diagramOf("q ::= '''' '<' name");
    expect(texts(svg)).toEqual(["'", '<', 'name']);
  });
});
