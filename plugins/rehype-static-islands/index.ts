/**
 * Rehype plugin, to run after rehype-katex: turns each static block of generated markup into one
 * element whose content is an HTML string (`dangerouslySetInnerHTML`) instead of a tree of JSX
 * elements. Static blocks: KaTeX formulas, and the railroad syntax diagrams of
 * plugins/remark-railroad (SVG).
 *
 * KaTeX writes dozens of nested spans per formula (its HTML and its MathML), a railroad diagram
 * dozens of SVG shapes. As JSX they gave React thousands of elements to hydrate (2,503 formula
 * elements on the aggregation page, 388 SVG elements on sample-by), the largest part of those
 * pages' main-thread work at Lighthouse's mobile CPU speed. As one string per block, the page's
 * HTML is the same, the chunk carries plain markup, and React hydrates one element per block
 * without walking inside it.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import type {Program} from 'estree';

/** Classes of the outermost element of a static block (display math first: it wraps inline math). */
const ISLAND_CLASSES = ['katex-display', 'katex', 'railroad__diagram'];

function isIsland(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && ISLAND_CLASSES.some((c) => classes.includes(c));
}

/** hast property name to the JSX attribute name React expects. */
function attributeName(property: string): string {
  if (property === 'className') return 'className';
  if (/^(aria|data)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property;
}

function attributes(element: Element): {type: 'mdxJsxAttribute'; name: string; value: string}[] {
  return Object.entries(element.properties).map(([property, value]) => {
    if (Array.isArray(value)) return {type: 'mdxJsxAttribute', name: attributeName(property), value: value.join(' ')};
    if (typeof value === 'string' || typeof value === 'number') {
      return {type: 'mdxJsxAttribute', name: attributeName(property), value: String(value)};
    }
    throw new Error(`rehype-static-islands: unsupported property ${property}=${JSON.stringify(value)} on <${element.tagName}>`);
  });
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

/** The MDX JSX element that stands for one static block: its own attributes, its content as HTML. */
export function island(element: Element): ElementContent {
  const html = toHtml(element.children, {space: element.tagName === 'svg' ? 'svg' : 'html'});
  return {
    type: 'mdxJsxTextElement',
    name: element.tagName,
    attributes: [
      ...attributes(element),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(html)}}`, data: {estree: htmlObjectExpression(html)}},
      },
    ],
    children: [],
  } as unknown as ElementContent;
}

function replaceIslands(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    if (isIsland(child)) return island(child);
    replaceIslands(child);
    return child;
  }) as typeof parent.children;
}

export default function rehypeStaticIslands() {
  return (tree: Root): void => {
    replaceIslands(tree);
  };
}
