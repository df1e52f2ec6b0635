import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';
import {sideEffectImport} from '../mdx-side-effect-import';

export const KATEX_STYLESHEET = 'katex/dist/katex.min.css';

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    const type: string = node.type;
    if (type === 'math' || type === 'inlineMath') {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (hasMath(tree)) {
      tree.children.unshift(sideEffectImport(KATEX_STYLESHEET));
    }
  };
}
