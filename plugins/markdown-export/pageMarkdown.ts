// One page as Markdown: the converted body, and the document served at <route>index.md.
import type {Root} from 'mdast';
import {PageConverter} from './convertTree';
import {stringifyMarkdown} from './syntax';
import type {ExportData, PageSource} from './types';

/** The page body in Markdown, with the title as a level-1 heading unless the source has its own. */
export function pageBody(page: PageSource, data: ExportData): string {
  const children = new PageConverter(data, page.url).convertFile(page.file);
  const hasTitle = children.some((node) => node.type === 'heading' && node.depth === 1);
  const tree: Root = {
    type: 'root',
    children: hasTitle ? children : [{type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]}, ...children],
  };
  return stringifyMarkdown(tree);
}

/** A YAML scalar: plain when that is unambiguous, else double-quoted (JSON strings are valid YAML). */
function yamlScalar(value: string): string {
  return /^[A-Za-z0-9][^:#'"\n]*$/.test(value) && !/\s$/.test(value) ? value : JSON.stringify(value);
}

export function pageDocument(page: PageSource, body: string): string {
  return `---\ntitle: ${yamlScalar(page.title)}\ndescription: ${yamlScalar(page.description)}\n---\n\n${body}`;
}
