// Reads one rendered docs page (build/**/index.html) into the records search needs: the sidebar
// section from the breadcrumbs, the title, every anchored heading or table row, and the text blocks.
import {parse} from 'parse5';
import {adapter} from 'parse5-htmlparser2-tree-adapter';
import type {ChildNode, Element} from 'domhandler';
import type {PageHeading, PageRecords} from '../../src/search/types';
import {CHECKED_CLASS} from '../../markdown/remark-sql-examples/examples';

/** Used as lvl0 when a page has no sidebar category above it. */
export const DEFAULT_SECTION = 'Documentation';

// Never indexed: chrome, interactive widgets, code bodies (only their captions count), drawings, and
// the "Result checked on QuestDB" line under checked tables (markdown/remark-sql-examples).
const SKIPPED_TAGS = new Set(['thead', 'script', 'style', 'noscript', 'template', 'svg', 'button', 'form', 'select', 'nav', 'pre', 'iframe']);
const SKIPPED_CLASSES = new RegExp(
  `(?:^|\\s)(?:hash-link|katex|railroad|docusaurus-mermaid-container|theme-doc-toc-mobile|tabs|${CHECKED_CLASS})(?:\\s|$)|(?:^|\\s)(?:anchor|buttonGroup)_`,
);
// Text blocks: each becomes one content record.
const LEAF_BLOCKS = new Set(['p', 'caption', 'figcaption', 'summary', 'dt', 'h1']);
// Blocks whose own inline text is a record and whose nested blocks are walked separately.
const MIXED_BLOCKS = new Set(['li', 'dd', 'blockquote', 'td', 'th']);
const NESTED_BLOCKS = new Set(['p', 'ul', 'ol', 'dl', 'table', 'div', 'pre', 'blockquote', 'details', 'figure', 'section']);
const CODE_CAPTION = /(?:^|\s)codeBlockTitle_/;
const CODE_BLOCK = /(?:^|\s)theme-code-block(?:\s|$)/;

/**
 * Longest text record, in characters. A longer block keeps its first words, cut at a word boundary:
 * the words a reader searches by sit at the start of a paragraph or list item, and the index has to
 * stay under its budget (400 KB gzip) with all 221 routes. Cutting at 250 kept every relevance query
 * of tests/fixtures/search-relevance.json at its rank and took the index from 428.6 to about 383 KB.
 */
export const MAX_TEXT_CHARS = 250;

export function truncateText(text: string): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  const cut = text.slice(0, MAX_TEXT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_TEXT_CHARS / 2 ? cut.slice(0, space) : cut;
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function skipped(el: Element): boolean {
  return SKIPPED_TAGS.has(el.name) || SKIPPED_CLASSES.test(el.attribs.class ?? '') || el.attribs.role === 'tablist';
}

function collapse(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

/** Text of a node; `inlineOnly` leaves out nested blocks (they are records of their own). */
function textOf(node: ChildNode, inlineOnly = false): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node) || skipped(node)) return '';
  if (node.name === 'br') return ' ';
  return node.children.map((child) => (inlineOnly && isElement(child) && NESTED_BLOCKS.has(child.name) ? ' ' : textOf(child))).join('');
}

function findFirst(nodes: readonly ChildNode[], test: (el: Element) => boolean): Element | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const found = findFirst(node.children, test);
    if (found) return found;
  }
  return null;
}

function findAll(nodes: readonly ChildNode[], test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) out.push(node);
    findAll(node.children, test, out);
  }
  return out;
}

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

function metaContent(nodes: readonly ChildNode[], name: string): string {
  return findFirst(nodes, (el) => el.name === 'meta' && el.attribs.name === name)?.attribs.content ?? '';
}

/** The first breadcrumb after the home icon is the top-level sidebar category. */
function sectionOf(nodes: readonly ChildNode[]): string {
  const crumbs = findFirst(nodes, (el) => el.name === 'nav' && hasClass(el, 'theme-doc-breadcrumbs'));
  if (!crumbs) return DEFAULT_SECTION;
  const items = findAll(crumbs.children, (el) => el.name === 'li' && hasClass(el, 'breadcrumbs__item'));
  const categories = items.filter((li) => !hasClass(li, 'breadcrumbs__item--active') && collapse(textOf(li)) !== '');
  return categories.length > 0 ? collapse(textOf(categories[0]!)) : DEFAULT_SECTION;
}

/**
 * Extracts the records of one page. `url` is the page's path (/docs/quick-start/). Throws when the
 * HTML is not a rendered docs page, naming the page.
 */
export function extractRecords(html: string, url: string): PageRecords {
  // parse5 follows the HTML standard, so minified pages (no </tr>, no </td>) nest correctly.
  const doc = parse(html, {treeAdapter: adapter});
  const markdown = findFirst(doc.children, (el) => hasClass(el, 'theme-doc-markdown'));
  if (!markdown) {
    throw new Error(`search-index: ${url} has no .theme-doc-markdown element; is it a docs page?`);
  }
  const h1 = findFirst(markdown.children, (el) => el.name === 'h1');
  const title = collapse(h1 ? textOf(h1) : metaContent(doc.children, 'og:title') || url);
  const extra = collapse(`${metaContent(doc.children, 'description')} ${metaContent(doc.children, 'keywords').replace(/,/g, ' ')}`);
  const page: PageRecords = {url, section: sectionOf(doc.children), title, extra, headings: [], texts: []};

  // The open heading at each level 2..6, so a heading's parent is the nearest shallower one.
  const open: number[] = [];
  let current = -1;
  const seen = new Set<string>();

  const addHeading = (level: number, text: string, anchor: string): void => {
    const clamped = Math.min(6, Math.max(2, level)) as PageHeading['level'];
    open.length = clamped - 2;
    const parent = [...open].reverse().find((i) => i !== undefined) ?? -1;
    current = page.headings.push({level: clamped, text, anchor, parent}) - 1;
    open[clamped - 2] = current;
  };
  const addText = (raw: string): void => {
    const text = truncateText(collapse(raw));
    const key = `${current}\u0000${text}`;
    if (text === '' || seen.has(key)) return;
    seen.add(key);
    page.texts.push({heading: current, text});
  };

  const walk = (nodes: readonly ChildNode[]): void => {
    let previous: Element | null = null;
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const afterCode = previous !== null && CODE_BLOCK.test(previous.attribs.class ?? '');
      previous = node;
      // A table right after a code block is that query's output (rows of sample data), not prose;
      // Markdown tables arrive in their scroll box (markdown/rehype-scroll-boxes).
      const isTable = node.name === 'table' || (node.name === 'div' && /(^|\s)table-scroll(\s|$)/.test(node.attribs.class ?? ''));
      if (skipped(node) || (isTable && afterCode)) continue;
      const headingLevel = /^h([2-6])$/.exec(node.name);
      if (headingLevel && node.attribs.id) {
        addHeading(Number(headingLevel[1]), collapse(textOf(node)), node.attribs.id);
      } else if (node.name === 'tr' && node.attribs.id) {
        addAnchoredRow(node);
      } else if (node.name === 'tr') {
        // An ordinary table row is one record: its cells read left to right.
        addText(node.children.map((cell) => collapse(textOf(cell))).filter(Boolean).join(' · '));
      } else if (LEAF_BLOCKS.has(node.name) || CODE_CAPTION.test(node.attribs.class ?? '')) {
        if (node.name !== 'h1') addText(textOf(node));
      } else if (MIXED_BLOCKS.has(node.name)) {
        addText(textOf(node, true));
        walk(node.children.filter((child) => isElement(child) && NESTED_BLOCKS.has(child.name)));
      } else {
        walk(node.children);
      }
    }
  };

  // A table row with an id (a configuration key) is a link target like a heading: it is named by
  // the first code in its first cell, one level below the section heading; the rest is its text.
  const addAnchoredRow = (row: Element): void => {
    const cells = row.children.filter((c): c is Element => isElement(c) && (c.name === 'th' || c.name === 'td'));
    const first = cells[0];
    if (!first) return;
    const nameEl = findFirst(first.children, (el) => el.name === 'code');
    const name = collapse(nameEl ? textOf(nameEl) : textOf(first));
    const parentLevel = open.length + 1;
    const sectionHeading = current;
    addHeading(parentLevel + 1, name, row.attribs.id!);
    const rest = [
      collapse(first.children.filter((c) => c !== nameEl).map((c) => textOf(c)).join(' ')),
      ...cells.slice(1).map((cell) => collapse(textOf(cell))),
    ].filter(Boolean);
    addText(rest.join(' · '));
    // The next row belongs to the same section heading again.
    open.length = parentLevel - 1;
    current = sectionHeading;
  };

  walk(markdown.children);
  return page;
}
