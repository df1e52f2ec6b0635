// Export data for tests, read from the real sources: docs routes (file path or `slug`), samples, release snapshot.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import serverConfig from '../../../data/server-config.json';
import {toGlobalData} from '../../github-snapshot';
import {readSamples} from '../../ingest-samples/readSamples';
import type {ExportData, PageSource} from '../types';

export const siteDir = path.resolve(import.meta.dirname, '../../..');
export const SITE_URL = 'https://questdb.com';

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Pages as the docs plugin would publish them, for the files under docs/. */
export function sitePages(): PageSource[] {
  const docsDir = path.join(siteDir, 'docs');
  return docFiles(docsDir).map((file) => {
    const {data} = matter(fs.readFileSync(file, 'utf8'));
    const route = data.slug === '/' ? '' : `${path.relative(docsDir, file).replace(/\.mdx?$/, '')}/`;
    return {file, title: data.title, description: data.description, url: `${SITE_URL}/docs/${route}`, outputDir: route};
  });
}

export async function siteData(pages: readonly PageSource[] = sitePages()): Promise<ExportData> {
  const json = (file: string) => JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  return {
    siteDir,
    siteUrl: SITE_URL,
    pageUrls: new Map(pages.map((page) => [page.file, page.url])),
    samples: await readSamples(siteDir, 'samples/ilp'),
    ...(({release, repository}) => ({release, repository}))(toGlobalData(json('data/github/release.json'), json('data/github/repo.json'))),
    configKeys: serverConfig.keys,
  };
}
