// Writes the index as search-index.<content hash>.json beside the pages and stamps its address
// into every HTML page, so the search code (built before the index existed) can find it.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {encodeIndex, type IndexFile} from '../../src/search/indexFile';
import {INDEX_META_NAME} from '../../src/search/indexUrl';
import type {PageRecords} from '../../src/search/types';

export function indexFileName(json: string): string {
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
  return `search-index.${hash}.json`;
}

/** Inserts (or replaces) the meta tag just before </head>. */
export function stampIndexUrl(html: string, url: string): string {
  const tag = `<meta name="${INDEX_META_NAME}" content="${url}">`;
  const existing = new RegExp(`<meta name="${INDEX_META_NAME}" content="[^"]*">`);
  if (existing.test(html)) return html.replace(existing, tag);
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`search-index: no </head> to stamp the index address into`);
  return `${html.slice(0, headEnd)}${tag}${html.slice(headEnd)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export async function writeIndex(
  outDir: string,
  baseUrl: string,
  pages: readonly PageRecords[],
): Promise<{file: string; url: string; index: IndexFile; stamped: number}> {
  const index = encodeIndex(pages);
  const json = JSON.stringify(index);
  const name = indexFileName(json);
  await fs.writeFile(path.join(outDir, name), json);
  const url = `${baseUrl}${name}`;
  const files = await htmlFiles(outDir);
  await Promise.all(
    files.map(async (file) => {
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, stampIndexUrl(html, url));
    }),
  );
  return {file: path.join(outDir, name), url, index, stamped: files.length};
}
