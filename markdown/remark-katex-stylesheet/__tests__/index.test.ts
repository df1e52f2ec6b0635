import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkKatexStylesheet, {KATEX_STYLESHEET, STYLESHEET_LINK_COMPONENT} from '../index';

const run = (tree: Root): Root => {
  remarkKatexStylesheet()(tree);
  return tree;
};

const paragraph = (children: unknown[]) => ({type: 'paragraph', children}) as never;

describe('remarkKatexStylesheet', () => {
  it('imports the KaTeX stylesheet once on a page with math', () => {
    const tree = run({
      type: 'root',
      children: [paragraph([{type: 'inlineMath', value: 'x^2'}]), {type: 'math', value: 'y'} as never],
    });
    const imports = tree.children.filter((n) => n.type === ('mdxjsEsm' as never)).map((n) => (n as unknown as {value: string}).value);
    expect(imports).toEqual([`import '${KATEX_STYLESHEET}';`, `import QdbKatexStylesheet from '${STYLESHEET_LINK_COMPONENT}';`]);
    expect(tree.children[0]!.type).toBe('mdxjsEsm');
    // The element that links the stylesheet from the page's <head>, once.
    const links = tree.children.filter((n) => n.type === ('mdxJsxFlowElement' as never));
    expect(links.map((n) => (n as unknown as {name: string}).name)).toEqual(['QdbKatexStylesheet']);
  });

  it('leaves a page without math untouched', () => {
    const tree = run({type: 'root', children: [paragraph([{type: 'text', value: '$5'}])]});
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph']);
  });
});
