import {describe, expect, it} from 'vitest';
import {evaluate, compile} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexIsland from '../index';

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
    rehypePlugins: withIsland ? [rehypeKatex, rehypeKatexIsland] : [rehypeKatex],
  } as never);
  // React writes style objects without the last semicolon; KaTeX's own strings keep it.
  return renderToStaticMarkup(createElement(Content)).replaceAll(';"', '"');
}

describe('rehypeKatexIsland', () => {
  it('renders the HTML rehype-katex renders (up to a trailing semicolon in style attributes)', async () => {
    const plain = await html(false);
    expect(plain).toContain('class="katex-display"');
    expect(await html(true)).toBe(plain);
  });

  it('ships each formula as one HTML string, not as nested elements', async () => {
    const compiled = async (plugins: unknown[]) =>
      String(await compile(SOURCE, {remarkPlugins: [remarkMath], rehypePlugins: plugins as never}));
    const island = await compiled([rehypeKatex, rehypeKatexIsland]);
    const tree = await compiled([rehypeKatex]);
    expect(island).toContain('dangerouslySetInnerHTML');
    expect(island.match(/dangerouslySetInnerHTML/g)).toHaveLength(2);
    expect(tree).not.toContain('dangerouslySetInnerHTML');
    expect(island.length).toBeLessThan(tree.length * 0.8);
  });
});
