import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseSnapshot, releaseSchema, repositorySchema, SNAPSHOT_FIX} from './schema';
import type {GithubSnapshotGlobalData, Release, Repository} from './types';
import type {PluginOptions} from './options';

async function readSnapshot<T>(
  siteDir: string,
  file: string,
  schema: Parameters<typeof parseSnapshot<T>>[2],
): Promise<T> {
  let text: string;
  try {
    text = await fs.readFile(path.resolve(siteDir, file), 'utf8');
  } catch {
    throw new Error(`${file}: file missing; ${SNAPSHOT_FIX}`);
  }
  return parseSnapshot(file, text, schema);
}

export function toGlobalData(release: Release, repo: Repository): GithubSnapshotGlobalData {
  return {
    release: {
      name: release.name,
      tagName: release.tag_name,
      htmlUrl: release.html_url,
      publishedAt: release.published_at,
      assets: release.assets.map(({name, size, browser_download_url}) => ({
        name,
        size,
        browser_download_url,
      })),
    },
    repository: {
      fullName: repo.full_name,
      htmlUrl: repo.html_url,
      stars: repo.stargazers_count,
      forks: repo.forks_count,
      openIssues: repo.open_issues_count,
      language: repo.language,
      license: repo.license.name,
    },
  };
}

export default function pluginGithubSnapshot(
  context: LoadContext,
  options: PluginOptions,
): Plugin<GithubSnapshotGlobalData> {
  return {
    name: 'github-snapshot',
    getPathsToWatch() {
      return [options.releaseFile, options.repoFile].map((f) => path.resolve(context.siteDir, f));
    },
    async loadContent() {
      const [release, repo] = await Promise.all([
        readSnapshot<Release>(context.siteDir, options.releaseFile, releaseSchema),
        readSnapshot<Repository>(context.siteDir, options.repoFile, repositorySchema),
      ]);
      return toGlobalData(release, repo);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}

export {validateOptions} from './options';
export type {PluginOptions, Options} from './options';
