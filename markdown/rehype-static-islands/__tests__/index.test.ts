import {describe, expect, it} from 'vitest';
import {evaluate, compile} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeStaticIslands from '../index';
import remarkRailroad from '../../remark-railroad';
import remarkGfm from 'remark-gfm';

const SOURCE = [
  'The VWAP is $\\frac{\\sum_i p_i q_i}{\\sum_i q_i}$ over the window, and in display form:',
  '',
  '$$',
  '\\operatorname{vwap} = \\frac{\\sum_{i=1}^{n} \\mathrm{price}_i \\cdot \\mathrm{amount}_i}{\\sum_{i=1}^{n} \\mathrm{amount}_i}',
  '$$',
  '',
  'Plain text with a [link](https://questdb.com) stays as it is.',
].join('\n');

async function html(withIsland: boolean): Promise<string> {
  const {default: Content} = await evaluate(SOURCE, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: withIsland ? [rehypeKatex, rehypeStaticIslands] : [rehypeKatex],
  } as never);
  // React writes style objects without the last semicolon; KaTeX's own strings keep it.
  return renderToStaticMarkup(createElement(Content)).replaceAll(';"', '"');
}

describe('rehypeStaticIslands with KaTeX', () => {
  it('renders the HTML rehype-katex renders (up to a trailing semicolon in style attributes)', async () => {
    const plain = await html(false);
    expect(plain).toContain('class="katex-display"');
    expect(await html(true)).toBe(plain);
  });

  it('ships each formula as one HTML string, not as nested elements', async () => {
    const compiled = async (plugins: unknown[]) =>
      String(await compile(SOURCE, {remarkPlugins: [remarkMath], rehypePlugins: plugins as never}));
    const island = await compiled([rehypeKatex, rehypeStaticIslands]);
    const tree = await compiled([rehypeKatex]);
    expect(island).toContain('dangerouslySetInnerHTML');
    expect(island.match(/dangerouslySetInnerHTML/g)).toHaveLength(2);
    expect(tree).not.toContain('dangerouslySetInnerHTML');
    expect(island.length).toBeLessThan(tree.length * 0.8);
  });
});

/** The source's HTML as React renders it, and its compiled module, with or without this plugin last. */
async function render(source: string, remarkPlugins: unknown[], withIsland: boolean): Promise<{html: string; js: string}> {
  const options = {remarkPlugins, rehypePlugins: withIsland ? [rehypeStaticIslands] : []};
  const {default: Content} = await evaluate(source, {...runtime, ...options} as never);
  return {html: renderToStaticMarkup(createElement(Content)), js: String(await compile(source, options as never))};
}

describe('rehypeStaticIslands with railroad diagrams', () => {
  const RAILROAD = ['```railroad', "sampleBy ::= 'SAMPLE' 'BY' n unit ( 'FILL' '(' fillOption ')' )?", '```'].join('\n');

  // The diagram's stylesheet import cannot run here; the markup is what is compared.
  const dropImports = () => (tree: {children: {type: string}[]}) => {
    tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
  };

  it('renders the same SVG, attributes included, with its shapes as one string', async () => {
    const tree = await render(RAILROAD, [remarkRailroad, dropImports], false);
    const island = await render(RAILROAD, [remarkRailroad, dropImports], true);
    expect(tree.html).toContain('<svg class="railroad__diagram"');
    expect(tree.html).toContain('aria-label=');
    expect(island.html).toBe(tree.html);
    expect(island.js.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
    expect(island.js).not.toMatch(/_jsx\(_components\.path/);
  });
});

describe('rehypeStaticIslands with plain tables and paragraphs', () => {
  const MARKDOWN = [
    'Prices are in **USD**, sizes in `amount` units;  ',
    'a second line after a hard break.',
    '',
    '| symbol | side | price |',
    '| --- | --- | --- |',
    '| `BTC-USD` | buy | *105000.0* |',
    '| ETH-USD | sell | 2600.0 |',
    '',
    'See [SAMPLE BY](/docs/reference/sql/sample-by/) for bars.',
    '',
    '| function | page |',
    '| --- | --- |',
    '| `avg` | [aggregation](/docs/reference/function/aggregation/) |',
  ].join('\n');

  it('renders the same HTML, with plain blocks as strings and blocks with links as elements', async () => {
    const tree = await render(MARKDOWN, [remarkGfm], false);
    const island = await render(MARKDOWN, [remarkGfm], true);
    expect(tree.html).toContain('<table><thead><tr><th>symbol</th>');
    expect(island.html).toBe(tree.html);
    // The first paragraph and the first table are islands; the link paragraph and the link table are not.
    expect(island.js.match(/dangerouslySetInnerHTML/g)).toHaveLength(2);
    expect(island.js).toContain('<td><code>BTC-USD</code></td>');
    expect(island.js).toMatch(/_components\.a/);
    // Rows as elements: 3 + 2 without islands, only the link table's 2 with them.
    expect(tree.js.match(/_jsxs?\(_components\.tr\b/g)).toHaveLength(5);
    expect(island.js.match(/_jsxs?\(_components\.tr\b/g)).toHaveLength(2);
  });
});
