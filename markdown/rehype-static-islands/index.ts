/**
 * Rehype plugin, to run after rehype-katex: turns each static block of generated markup into one
 * element whose content is an HTML string (`dangerouslySetInnerHTML`) instead of a tree of JSX
 * elements. Static blocks: KaTeX formulas, the railroad syntax diagrams of
 * markdown/remark-railroad (SVG), and tables and paragraphs made only of text and plain inline
 * markup (no link, image, JSX or anything else a theme component renders).
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

/** Blocks that become islands when everything inside them is plain markup. */
const PLAIN_BLOCKS = new Set(['table', 'p']);

/**
 * Tags that React renders exactly as written: MDX hands none of them to a theme component, except
 * `code`, whose theme component (MDXCode -> CodeInline) renders inline code as a bare `<code>`.
 * Links stay React elements: Docusaurus routes them on the client and checks them at build time.
 */
const PLAIN_TAGS = new Set(['thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'strong', 'em', 'b', 'i', 'del', 's', 'sub', 'sup', 'br', 'kbd', 'mark', 'small', 'code']);

/** Text, or a plain tag without attributes whose content is plain too (inline code: one line of text). */
function isPlainContent(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || !PLAIN_TAGS.has(node.tagName) || Object.keys(node.properties).length > 0) return false;
  if (node.tagName === 'code') return node.children.length === 1 && node.children[0]!.type === 'text' && !node.children[0]!.value.includes('\n');
  return node.children.every(isPlainContent);
}

function isPlainBlock(node: Element): boolean {
  return PLAIN_BLOCKS.has(node.tagName) && Object.keys(node.properties).length === 0 && node.children.every(isPlainContent);
}

/** Table parts hold no text of their own; the whitespace between rows is dropped, as MDX drops it from JSX. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function withoutTableWhitespace<T extends Element>(element: T): T {
  const children = element.children
    .filter((child) => !(TABLE_PARTS.has(element.tagName) && child.type === 'text' && child.value.trim() === ''))
    .map((child) => (child.type === 'element' ? withoutTableWhitespace(child) : child));
  return {...element, children};
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
  const html = toHtml(withoutTableWhitespace(element).children, {
    space: element.tagName === 'svg' ? 'svg' : 'html',
    // Void elements written as React writes them (`<br/>`), so the page's HTML does not change.
    closeSelfClosing: true,
    tightSelfClosing: true,
  });
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
    if (isIsland(child) || isPlainBlock(child)) return island(child);
    replaceIslands(child);
    return child;
  }) as typeof parent.children;
}

export default function rehypeStaticIslands() {
  return (tree: Root): void => {
    replaceIslands(tree);
  };
}
