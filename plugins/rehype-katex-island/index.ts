/**
 * Rehype plugin, to run after rehype-katex: turns each rendered formula into one element whose
 * content is an HTML string (`dangerouslySetInnerHTML`) instead of a tree of JSX elements.
 *
 * KaTeX writes dozens of nested spans per formula (its HTML and its MathML). As JSX they made the
 * aggregation page's chunk 21 KB gzip and gave React thousands of elements to hydrate, the
 * largest part of that page's main-thread work at Lighthouse's mobile CPU speed. As one string
 * per formula, the page's HTML is byte for byte the same, the chunk carries plain markup, and
 * React hydrates one element per formula without walking inside it.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import type {Program} from 'estree';

/** A formula's outermost element: display math, or inline math not inside display math. */
function isFormula(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && (classes.includes('katex-display') || classes.includes('katex'));
}

function htmlObjectExpression(html: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              key: {type: 'Identifier', name: '__html'},
              value: {type: 'Literal', value: html},
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
            },
          ],
        },
      },
    ],
  };
}

/** The MDX JSX element that stands for one formula. */
export function formulaIsland(formula: Element): ElementContent {
  const className = (formula.properties.className as string[]).join(' ');
  const html = toHtml(formula.children);
  return {
    type: 'mdxJsxTextElement',
    name: formula.tagName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(html)}}`, data: {estree: htmlObjectExpression(html)}},
      },
    ],
    children: [],
  } as unknown as ElementContent;
}

function replaceFormulas(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    if (isFormula(child)) return formulaIsland(child);
    replaceFormulas(child);
    return child;
  }) as typeof parent.children;
}

export default function rehypeKatexIsland() {
  return (tree: Root): void => {
    replaceFormulas(tree);
  };
}
