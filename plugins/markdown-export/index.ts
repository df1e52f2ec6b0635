import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import serverConfig from '../../data/server-config.json';
import type {GithubSnapshotGlobalData} from '../github-snapshot/types';
import type {IngestSamples} from '../ingest-samples/types';
import {collectPages} from './collectPages';
import {exportMarkdown, type ExportFile} from './exportMarkdown';
import type {PluginOptions} from './options';
import type {ExportData} from './types';

/** The loaded content of another plugin, which must run in this build. */
function contentOf<T>(plugins: readonly LoadedPlugin[], name: string): T {
  const plugin = plugins.find((p) => p.name === name && (p.options.id ?? 'default') === 'default');
  if (!plugin) throw new Error(`markdown-export: plugin ${name} is not configured; it supplies what the Markdown pages embed`);
  return plugin.content as T;
}

/** Reads what the pages embed from the plugins that loaded it, then converts every docs page. */
export function markdownFiles(context: LoadContext, options: PluginOptions, plugins: readonly LoadedPlugin[]): ExportFile[] {
  const {siteDir, siteConfig} = context;
  const collected = collectPages(contentOf<LoadedContent>(plugins, 'docusaurus-plugin-content-docs'), {
    siteDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    sidebar: options.sidebar,
  });
  const data: ExportData = {
    siteDir,
    siteUrl: siteConfig.url,
    pageUrls: new Map(collected.pages.map((page) => [page.file, page.url])),
    samples: contentOf<IngestSamples>(plugins, 'ingest-samples'),
    release: contentOf<GithubSnapshotGlobalData>(plugins, 'github-snapshot').release,
    configKeys: serverConfig.keys,
  };
  return exportMarkdown(collected, data, {title: `${siteConfig.title} documentation`, tagline: siteConfig.tagline});
}

export default function pluginMarkdownExport(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'markdown-export',
    async postBuild({outDir, plugins}) {
      const files = markdownFiles(context, options, plugins);
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
