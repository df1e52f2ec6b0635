import {describe, expect, it} from 'vitest';
import type {Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import rehypeScrollBoxes from '../index';

const table = (): Root['children'][number] => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [{type: 'element', tagName: 'tr', properties: {}, children: [{type: 'element', tagName: 'td', properties: {}, children: [{type: 'text', value: 'a'}]}]}],
});

describe('rehype-scroll-boxes', () => {
  it('wraps each table in a focusable scroll box, once', () => {
    const tree: Root = {type: 'root', children: [table(), table()]};
    rehypeScrollBoxes()(tree);
    rehypeScrollBoxes()(tree);
    expect(toHtml(tree)).toBe(
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table><tr><td>a</td></tr></table></div>'.repeat(2),
    );
  });

  it('makes display formulas focusable', () => {
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'span', properties: {className: ['katex-display']}, children: []}]};
    rehypeScrollBoxes()(tree);
    expect(toHtml(tree)).toBe('<span class="katex-display" tabindex="0" role="group" aria-label="Formula"></span>');
  });
});
