// The nodes that replace a ```railroad block: a <figure> of diagrams, then the grammar as an `ebnf` code block.
import type {Code, Paragraph, RootContent} from 'mdast';
import type {Element} from 'hast';
import {scrollBoxProperties} from '../rehype-scroll-boxes';
import {ruleDiagram} from './diagram';
import type {Rule} from './grammar';

function ruleFigurePart(rule: Rule): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: {className: ['railroad__rule']},
    children: [
      {type: 'element', tagName: 'span', properties: {className: ['railroad__name']}, children: [{type: 'text', value: rule.name}]},
      {
        type: 'element',
        tagName: 'div',
        // A wide diagram scrolls sideways in a box keyboard readers reach with Tab (WCAG 2.1.1).
        properties: {className: ['railroad__scroll'], ...scrollBoxProperties(`Syntax diagram: ${rule.name}`)},
        children: [ruleDiagram(rule)],
      },
    ],
  };
}

/** mdast nodes for one block; the figure is carried as hast (`data.hChildren`) so it renders as-is. */
export function railroadNodes(source: string, rules: readonly Rule[]): RootContent[] {
  const figure: Paragraph = {
    type: 'paragraph',
    children: [],
    data: {hName: 'figure', hProperties: {className: ['railroad']}, hChildren: rules.map(ruleFigurePart)},
  };
  const text: Code = {type: 'code', lang: 'ebnf', meta: null, value: source};
  return [figure, text];
}
