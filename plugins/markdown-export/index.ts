import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import serverConfig from '../../data/server-config.json';
import type {GithubSnapshotGlobalData} from '../github-snapshot/types';
import type {IngestSamples} from '../ingest-samples/types';
import {exportInChildProcess, type ExportJob} from './childProcess';
import {collectPages} from './collectPages';
import {exportMarkdown, type ExportFile} from './exportMarkdown';
import type {PluginOptions} from './options';
import type {ExportData} from './types';

/** The loaded content of another plugin (its default instance), which must run in this build. */
function contentOf<T>(allContent: AllContent, name: string): T {
  const instances = allContent[name];
  if (!instances || !('default' in instances)) {
    throw new Error(`markdown-export: plugin ${name} is not configured; it supplies what the Markdown pages embed`);
  }
  return instances.default as T;
}

/** The loaded plugins' content in the shape allContentLoaded receives it. */
function allContentOf(plugins: readonly LoadedPlugin[]): AllContent {
  const all: AllContent = {};
  for (const plugin of plugins) (all[plugin.name] ??= {})[plugin.options.id ?? 'default'] = plugin.content;
  return all;
}

/** Reads what the pages embed from the plugins that loaded it: everything the conversion needs. */
function exportJob(context: LoadContext, options: PluginOptions, allContent: AllContent): ExportJob {
  const {siteDir, siteConfig} = context;
  const collected = collectPages(contentOf<LoadedContent>(allContent, 'docusaurus-plugin-content-docs'), {
    siteDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    sidebar: options.sidebar,
  });
  const data: ExportData = {
    siteDir,
    siteUrl: siteConfig.url,
    pageUrls: new Map(collected.pages.map((page) => [page.file, page.url])),
    samples: contentOf<IngestSamples>(allContent, 'ingest-samples'),
    release: contentOf<GithubSnapshotGlobalData>(allContent, 'github-snapshot').release,
    repository: contentOf<GithubSnapshotGlobalData>(allContent, 'github-snapshot').repository,
    configKeys: serverConfig.keys,
  };
  return {collected, data, site: {title: `${siteConfig.title} documentation`, tagline: siteConfig.tagline}};
}

/** Converts every docs page in this process (bench/reader.ts times it). */
export function markdownFiles(context: LoadContext, options: PluginOptions, plugins: readonly LoadedPlugin[]): ExportFile[] {
  const {collected, data, site} = exportJob(context, options, allContentOf(plugins));
  return exportMarkdown(collected, data, site);
}

export default function pluginMarkdownExport(context: LoadContext, options: PluginOptions): Plugin {
  // In `docusaurus build`, the export starts as soon as all content is loaded, in a child process
  // (./childProcess.ts), and postBuild only waits for it and writes the files.
  let pending: Promise<ExportFile[]> | undefined;
  return {
    name: 'markdown-export',
    async allContentLoaded({allContent}) {
      // The dev server never runs postBuild; `docusaurus build` sets NODE_ENV to production.
      if (process.env.NODE_ENV !== 'production') return;
      pending = exportInChildProcess(exportJob(context, options, allContent));
      // Reported by postBuild; a build that fails earlier has its own error to show.
      pending.catch(() => undefined);
    },
    async postBuild({outDir, plugins}) {
      const files = pending ? await pending : markdownFiles(context, options, plugins);
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file.path);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, file.content);
        }),
      );
    },
  };
}

export {validateOptions} from './options';
export type {PluginOptions, Options} from './options';
