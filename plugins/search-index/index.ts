import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {readPatchedDocSearchModal} from './docsearchPatches';
import {extractRecords} from './extractRecords';
import {writeIndex} from './writeIndex';
import type {PluginOptions} from './options';
import type {SiteSearchConfig} from '../../src/search/siteClient';

/** What the search bar and the search page read with usePluginData('search-index'). */
export type SearchGlobalData = SiteSearchConfig;

/** Every published docs page: not drafts, not unlisted pages (the hidden fragments of docs/partials/), never `_` partials (no routes). */
function docPermalinks(allContent: Record<string, Record<string, unknown>>): string[] {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  return Object.values(docs).flatMap((content) =>
    (content as LoadedContent).loadedVersions.flatMap((version) =>
      version.docs.filter((doc) => !doc.unlisted).map((doc) => doc.permalink),
    ),
  );
}

export default function pluginSearchIndex(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl} = context.siteConfig;
  const searchPagePath = `${baseUrl}${options.searchPagePath}`;
  let permalinks: string[] = [];
  let patchedModal: string | null = null;
  return {
    name: 'search-index',
    async contentLoaded({actions}) {
      actions.setGlobalData({indexName: options.indexName, searchPagePath, hosted: options.hosted} satisfies SearchGlobalData);
      actions.addRoute({path: searchPagePath, component: '@theme/SearchPage', exact: true});
      patchedModal = await actions.createData('docsearch-modal.js', readPatchedDocSearchModal());
    },
    configureWebpack() {
      if (!patchedModal) throw new Error('search-index: configureWebpack ran before contentLoaded wrote the patched modal');
      return {resolve: {alias: {'@docsearch/react/modal$': patchedModal}}};
    },
    async allContentLoaded({allContent}) {
      permalinks = docPermalinks(allContent as Record<string, Record<string, unknown>>);
    },
    async postBuild({outDir}) {
      if (options.hosted) return;
      if (permalinks.length === 0) throw new Error('search-index: the docs plugin listed no pages; is the docs preset configured?');
      const pages = await Promise.all(
        permalinks.map(async (permalink) => {
          const file = path.join(outDir, permalink.slice(baseUrl.length), 'index.html');
          // Doc permalinks carry no trailing slash; the site's URLs do (trailingSlash: true).
          const url = context.siteConfig.trailingSlash && !permalink.endsWith('/') ? `${permalink}/` : permalink;
          return extractRecords(await fs.readFile(file, 'utf8'), url);
        }),
      );
      const {url, index, stamped} = await writeIndex(outDir, baseUrl, pages);
      logger.info`search-index: name=${url} with number=${index.p.length} pages, number=${index.h.length} headings and number=${index.t.length} texts; address stamped into number=${stamped} HTML files`;
    },
  };
}

export {validateOptions} from './options';
export type {PluginOptions, Options, HostedSearch} from './options';
