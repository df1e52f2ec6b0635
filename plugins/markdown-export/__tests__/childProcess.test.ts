// The export run in a child process (as `docusaurus build` runs it) gives the same files as in
// this process, and a page that cannot be converted fails with the page's error.
import {describe, expect, it} from 'vitest';
import {exportInChildProcess} from '../childProcess';
import {exportMarkdown} from '../exportMarkdown';
import type {PageSource} from '../types';
import {siteData, sitePages} from './siteData';

const site = {title: 'QuestDB documentation', tagline: 'Time-series SQL'};

describe('exportInChildProcess', () => {
  it('writes the same files as the export in this process', async () => {
    const all = sitePages();
    const pages = all.filter((page) => ['', 'configuration/', 'reference/sql/sample-by/'].includes(page.outputDir));
    expect(pages).toHaveLength(3);
    const collected = {pages, sections: [{label: 'Pages', pages}]};
    // Every page's URL, so links between pages resolve.
    const data = await siteData(all);
    const inChild = await exportInChildProcess({collected, data, site});
    expect(inChild).toEqual(exportMarkdown(collected, data, site));
    expect(inChild.map((file) => file.path).sort()).toEqual(
      ['index.md', 'configuration/index.md', 'reference/sql/sample-by/index.md', 'llms.txt', 'llms-full.txt'].sort(),
    );
  }, 60_000);

  it('rejects with the error of the page that failed', async () => {
    const page: PageSource = {file: '/nowhere/missing.mdx', title: 'Missing', description: 'Gone', url: 'https://questdb.com/docs/missing/', outputDir: 'missing/'};
    const data = await siteData([page]);
    await expect(exportInChildProcess({collected: {pages: [page], sections: [{label: 'Pages', pages: [page]}]}, data, site})).rejects.toThrow(
      /^markdown-export: ENOENT: no such file or directory, open '\/nowhere\/missing\.mdx'/,
    );
  }, 60_000);
});
