import {describe, expect, it} from 'vitest';
import {evaluate, compile} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeStaticIslands from '../index';
import remarkRailroad from '../../remark-railroad';

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

describe('rehypeStaticIslands with railroad diagrams', () => {
  const RAILROAD = ['```railroad', "sampleBy ::= 'SAMPLE' 'BY' n unit ( 'FILL' '(' fillOption ')' )?", '```'].join('\n');

  async function render(withIsland: boolean): Promise<{html: string; js: string}> {
    // The diagram's stylesheet import cannot run here; the markup is what is compared.
    const dropImports = () => (tree: {children: {type: string}[]}) => {
      tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    };
    const options = {remarkPlugins: [remarkRailroad, dropImports], rehypePlugins: withIsland ? [rehypeStaticIslands] : []};
    const {default: Content} = await evaluate(RAILROAD, {...runtime, ...options} as never);
    return {
      html: renderToStaticMarkup(createElement(Content)),
      js: String(await compile(RAILROAD, options as never)),
    };
  }

  it('renders the same SVG, attributes included, with its shapes as one string', async () => {
    const tree = await render(false);
    const island = await render(true);
    expect(tree.html).toContain('<svg class="railroad__diagram"');
    expect(tree.html).toContain('aria-label=');
    expect(island.html).toBe(tree.html);
    expect(island.js.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
    expect(island.js).not.toMatch(/_jsx\(_components\.path/);
  });
});
