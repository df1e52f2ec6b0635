// llms.txt and llms-full.txt from sections of pages, and the sections read from the docs plugin's content.
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {collectPages} from '../collectPages';
import {llmsFullTxt, llmsTxt} from '../llmsTxt';
import type {PageSource} from '../types';

const page = (slug: string, title: string): PageSource => ({
  file: `/site/docs/${slug || 'introduction'}.md`,
  title,
  description: `About ${title}.`,
  url: `https://questdb.com/docs/${slug}`,
  outputDir: slug,
});

const intro = page('', 'Introduction');
const sampleBy = page('reference/sql/sample-by/', 'SAMPLE BY');
const links = page('reference/links/', 'Links [and] more');
const site = {title: 'QuestDB documentation', tagline: 'Docs for QuestDB.'};

describe('llms.txt', () => {
  it('lists every page with its description and Markdown link under its section', () => {
    expect(llmsTxt(site, [{label: 'Get started', pages: [intro]}, {label: 'SQL reference', pages: [sampleBy, links]}])).toBe(
      [
        '# QuestDB documentation',
        '',
        '> Docs for QuestDB.',
        '',
        'Every page below is Markdown; the same page as HTML is at the address without `index.md`. llms-full.txt holds all pages in one file.',
        '',
        '## Get started',
        '',
        '- [Introduction](https://questdb.com/docs/index.md): About Introduction.',
        '',
        '## SQL reference',
        '',
        '- [SAMPLE BY](https://questdb.com/docs/reference/sql/sample-by/index.md): About SAMPLE BY.',
        '- [Links \\[and\\] more](https://questdb.com/docs/reference/links/index.md): About Links [and] more.',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt concatenates the pages in the same order, each with its source address', () => {
    const bodies = new Map([
      [intro, '# Introduction\n\nHello.\n'],
      [sampleBy, '# SAMPLE BY\n\n## Syntax\n\nText.\n'],
    ]);
    expect(llmsFullTxt(site, [{label: 'A', pages: [intro]}, {label: 'B', pages: [sampleBy]}], bodies)).toBe(
      [
        '# QuestDB documentation',
        '',
        '> Docs for QuestDB.',
        '',
        '# Introduction',
        '',
        'Source: https://questdb.com/docs/',
        '',
        'Hello.',
        '',
        '# SAMPLE BY',
        '',
        'Source: https://questdb.com/docs/reference/sql/sample-by/',
        '',
        '## Syntax',
        '',
        'Text.',
        '',
      ].join('\n'),
    );
  });
});

describe('collectPages', () => {
  const doc = (id: string, permalink: string, extra: object = {}) => ({
    id,
    title: id.toUpperCase(),
    description: `${id} page`,
    source: `@site/docs/${id}.md`,
    permalink,
    draft: false,
    unlisted: false,
    ...extra,
  });
  const content = {
    loadedVersions: [
      {
        docs: [
          doc('intro', '/docs/'),
          doc('sql/select', '/docs/sql/select'),
          doc('sql/where', '/docs/sql/where/'),
          doc('orphan', '/docs/orphan/'),
          doc('hidden', '/docs/hidden/', {unlisted: true}),
        ],
        sidebars: {
          docs: [
            {type: 'category', label: 'Start', items: [{type: 'doc', id: 'intro'}]},
            {type: 'category', label: 'SQL', items: [{type: 'doc', id: 'sql/select'}, {type: 'category', label: 'Filters', items: [{type: 'doc', id: 'sql/where'}]}]},
          ],
        },
      },
    ],
  } as unknown as LoadedContent;

  it('reads pages with their files and URLs (ending in a slash), grouped by top-level sidebar category, others last, unlisted ones in no section', () => {
    const {pages, sections} = collectPages(content, {siteDir: '/site', siteUrl: 'https://questdb.com', baseUrl: '/docs/', sidebar: 'docs'});
    expect(pages.map((p) => [p.file, p.url, p.outputDir])).toEqual([
      ['/site/docs/intro.md', 'https://questdb.com/docs/', ''],
      ['/site/docs/sql/select.md', 'https://questdb.com/docs/sql/select/', 'sql/select/'],
      ['/site/docs/sql/where.md', 'https://questdb.com/docs/sql/where/', 'sql/where/'],
      ['/site/docs/orphan.md', 'https://questdb.com/docs/orphan/', 'orphan/'],
      ['/site/docs/hidden.md', 'https://questdb.com/docs/hidden/', 'hidden/'],
    ]);
    expect(sections.map((s) => [s.label, s.pages.map((p) => p.title)])).toEqual([
      ['Start', ['INTRO']],
      ['SQL', ['SQL/SELECT', 'SQL/WHERE']],
      ['Other pages', ['ORPHAN']],
    ]);
  });

  it('fails on a missing sidebar, naming the option', () => {
    expect(() => collectPages(content, {siteDir: '/site', siteUrl: 'https://questdb.com', baseUrl: '/docs/', sidebar: 'api'})).toThrow(
      'markdown-export: sidebar "api" is missing or empty; set the plugin\'s `sidebar` option to a sidebar id of sidebars.ts',
    );
  });
});
