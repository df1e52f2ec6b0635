import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';

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

/** An MDX ESM node for `import '<source>';`, with the estree MDX needs to compile it. */
function sideEffectImport(source: string) {
  return {
    type: 'mdxjsEsm' as const,
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}

export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (hasMath(tree)) {
      tree.children.unshift(sideEffectImport(KATEX_STYLESHEET) as unknown as Root['children'][number]);
    }
  };
}
