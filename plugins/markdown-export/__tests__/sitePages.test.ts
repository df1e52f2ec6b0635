// Every real docs page converts, and its Markdown has no MDX left: no imports, JSX, HTML tags or directives.
import {describe, expect, it} from 'vitest';
import {pageBody} from '../pageMarkdown';
import {siteData, sitePages} from './siteData';

/** Prose only: fenced code blocks and inline code may show tags and imports as examples. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

describe('the docs as Markdown', async () => {
  const pages = sitePages();
  const data = await siteData(pages);

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages.map((page) => [page.outputDir || '(root)', page] as const))('%s converts to plain Markdown', (_name, page) => {
    const text = prose(pageBody(page, data));
    expect(text).toMatch(/^# \S/);
    expect(text).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
    expect(text).not.toMatch(/^(import|export) .*(from |=)/m);
    expect(text).not.toMatch(/^:::/m);
    expect(text).not.toMatch(/\{\/\*/);
  }, 20_000);
});
