/**
 * Rehype plugin, to run after rehype-katex and before rehype-static-islands: wide content scrolls
 * in its own box instead of widening the page. Each Markdown table is wrapped in a
 * `div.table-scroll`, and each display formula (`.katex-display`, a scroll box in
 * src/css/custom.css) is made reachable by keyboard: a box that scrolls must take focus so a
 * reader without a mouse can scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

/** The properties of a scroll box that keyboard readers can focus: a named group in the tab order. */
export function scrollBoxProperties(label: string): Element['properties'] {
  return {tabIndex: 0, role: 'group', ariaLabel: label};
}

export default function rehypeScrollBoxes() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'table' && parent && index !== undefined && !(parent.type === 'element' && hasClass(parent, 'table-scroll'))) {
        const box: Element = {
          type: 'element',
          tagName: 'div',
          properties: {className: ['table-scroll'], ...scrollBoxProperties('Table')},
          children: [node],
        };
        parent.children[index] = box;
        return 'skip';
      }
      if (hasClass(node, 'katex-display')) {
        Object.assign(node.properties, scrollBoxProperties('Formula'));
        return 'skip';
      }
      return undefined;
    });
  };
}
