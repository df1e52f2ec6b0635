import type {Root, RootContent} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';
import {defaultImport, sideEffectImport} from '../mdx-side-effect-import';

export const KATEX_STYLESHEET = 'katex/dist/katex.min.css';
/** Renders the stylesheet's <link> in the page's <head> (see the component's comment). */
export const STYLESHEET_LINK_COMPONENT = '@site/src/components/KatexStylesheet';
const LINK_ELEMENT = 'QdbKatexStylesheet';

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

/**
 * On a page with math: imports KaTeX's stylesheet (a CSS chunk of the page, so it ships from our
 * own build and only to pages with formulas) and links it from the page's <head>, so the HTML
 * shows the formulas styled before any JavaScript runs.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (hasMath(tree)) {
      const link = {type: 'mdxJsxFlowElement', name: LINK_ELEMENT, attributes: [], children: []} as unknown as RootContent;
      tree.children.unshift(sideEffectImport(KATEX_STYLESHEET), defaultImport(STYLESHEET_LINK_COMPONENT, LINK_ELEMENT), link);
    }
  };
}
