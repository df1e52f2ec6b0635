import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkKatexStylesheet, {KATEX_STYLESHEET} from '../index';

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
    const imports = tree.children.filter((n) => n.type === ('mdxjsEsm' as never));
    expect(imports).toHaveLength(1);
    expect((imports[0] as unknown as {value: string}).value).toBe(`import '${KATEX_STYLESHEET}';`);
    expect(tree.children[0]!.type).toBe('mdxjsEsm');
  });

  it('leaves a page without math untouched', () => {
    const tree = run({type: 'root', children: [paragraph([{type: 'text', value: '$5'}])]});
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph']);
  });
});
