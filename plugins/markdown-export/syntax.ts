// The two ends of the conversion: MDX source to mdast, and mdast to plain Markdown, with the syntax the docs use.
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkMath).freeze();

/** Parses a page as Docusaurus does: MDX, front matter, GFM tables, `:::` admonitions and `$` math. */
export function parseMdx(source: string): Root {
  return parser.parse(source);
}

const writer = unified()
  .use(remarkGfm, {stringLength: () => 3})
  .use(remarkMath)
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', strong: '*', resourceLink: true})
  .freeze();

/**
 * Writes Markdown. No MDX extension is loaded, so a JSX or expression node left in the tree fails
 * here instead of reaching a reader. Every table cell counts as three characters wide: no padding
 * (the configuration tables are long) and `---` delimiter rows. Links are always `[text](url)`,
 * never `<url>`, which reads like a tag.
 */
export function stringifyMarkdown(tree: Root): string {
  return writer.stringify(tree);
}
