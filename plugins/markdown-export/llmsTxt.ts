// /docs/llms.txt (every page: title, description, link to its Markdown, grouped by sidebar section)
// and /docs/llms-full.txt (every page's Markdown, in the same order), after https://llmstxt.org.
import {markdownTwinUrl} from '../../src/site/links';
import type {PageSection, PageSource} from './types';

export interface SiteSummary {
  readonly title: string;
  readonly tagline: string;
}

export const MARKDOWN_FILE = 'index.md';

export const markdownUrl = (page: PageSource): string => markdownTwinUrl(page.url);

/** Link text must not close the link early. */
const linkText = (title: string): string => title.replace(/([[\]\\])/g, '\\$1');

export function llmsTxt(site: SiteSummary, sections: readonly PageSection[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page below is Markdown; the same page as HTML is at the address without \`${MARKDOWN_FILE}\`. llms-full.txt holds all pages in one file.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.label}`, '');
    section.pages.forEach((page) => lines.push(`- [${linkText(page.title)}](${markdownUrl(page)}): ${page.description}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Page bodies start with their own `# Title`; a source line under it says where the page lives. */
export function llmsFullTxt(site: SiteSummary, sections: readonly PageSection[], bodies: ReadonlyMap<PageSource, string>): string {
  const pages = sections.flatMap((section) => section.pages);
  const parts = pages.map((page) => {
    const body = bodies.get(page);
    if (body === undefined) throw new Error(`markdown-export: no Markdown for ${page.url}`);
    const [first = '', ...rest] = body.split('\n');
    const [title, lines] = first.startsWith('# ') ? [first, rest] : [`# ${page.title}`, [first, ...rest]];
    return [title, '', `Source: ${page.url}`, ...lines].join('\n').trimEnd();
  });
  return `# ${site.title}\n\n> ${site.tagline}\n\n${parts.join('\n\n')}\n`;
}
