// Every file the export writes: one Markdown twin per page, llms.txt and llms-full.txt.
import type {CollectedPages} from './collectPages';
import {llmsFullTxt, llmsTxt, MARKDOWN_FILE, type SiteSummary} from './llmsTxt';
import {pageBody, pageDocument} from './pageMarkdown';
import type {ExportData, PageSource} from './types';

export interface ExportFile {
  /** Path under the build directory. */
  readonly path: string;
  readonly content: string;
}

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

export function exportMarkdown(collected: CollectedPages, data: ExportData, site: SiteSummary): ExportFile[] {
  const bodies = new Map<PageSource, string>(collected.pages.map((page) => [page, pageBody(page, data)]));
  return [
    ...collected.pages.map((page) => ({path: `${page.outputDir}${MARKDOWN_FILE}`, content: pageDocument(page, bodies.get(page)!)})),
    {path: LLMS_TXT, content: llmsTxt(site, collected.sections)},
    {path: LLMS_FULL_TXT, content: llmsFullTxt(site, collected.sections, bodies)},
  ];
}
