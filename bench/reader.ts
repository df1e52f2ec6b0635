// `npm run bench` (after foundation.ts has built the site): how long the Markdown export takes, how
// big its files are, and how many examples carry a Run on demo link (parsed and compared with
// data/demo-datasets.json; nothing runs on the demo). Writes bench/results/reader.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, LoadedPlugin} from '@docusaurus/types';
import {markdownFiles} from '../plugins/markdown-export';
import {DEFAULT_OPTIONS} from '../plugins/markdown-export/options';
import {readDocs} from '../scripts/content/docsFiles';
import {checkDemoBlocks, readDemoDatasets} from '../scripts/content/checkDemo';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const RUNS = 5;

// Docusaurus' own loader, as `docusaurus build` calls it, without the bundling.
type LoadPlugins = (context: LoadContext) => Promise<{plugins: LoadedPlugin[]}>;
const {loadContext} = (await import('@docusaurus/core/lib/server/site.js')) as {loadContext: (p: {siteDir: string}) => Promise<LoadContext>};
const {loadPlugins} = (await import('@docusaurus/core/lib/server/plugins/plugins.js')) as {loadPlugins: LoadPlugins};

function sizes(files: readonly string[]): {files: number; raw: number; gzip: number} {
  return files.reduce(
    (total, file) => {
      const body = fs.readFileSync(file);
      return {files: total.files + 1, raw: total.raw + body.length, gzip: total.gzip + zlib.gzipSync(body, {level: 9}).length};
    },
    {files: 0, raw: 0, gzip: 0},
  );
}

function markdownTwins(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : markdownTwins(full);
    return entry.name === 'index.md' ? [full] : [];
  });
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'llms.txt'))) {
    throw new Error('bench/reader: build/llms.txt missing; run `npm run build` (or bench/foundation.ts) first');
  }
  const context = await loadContext({siteDir: root});
  const {plugins} = await loadPlugins(context);

  const times: number[] = [];
  let pages = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    pages = markdownFiles(context, DEFAULT_OPTIONS, plugins).length - 2;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMs = Math.round(times[Math.floor(RUNS / 2)]!);

  const twins = markdownTwins(buildDir);
  const demo = checkDemoBlocks(readDocs(root), readDemoDatasets(root));
  const result = {
    measuredAt: new Date().toISOString(),
    machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
    markdownExport: {pages, medianMs, msPerPage: Math.round((medianMs / pages) * 10) / 10, runs: RUNS},
    markdownTwins: sizes(twins),
    llmsTxt: sizes([path.join(buildDir, 'llms.txt')]),
    llmsFullTxt: sizes([path.join(buildDir, 'llms-full.txt')]),
    demoBlocks: demo.marked,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench/results/reader.json'), `${JSON.stringify(result, null, 2)}\n`);

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('| Reader tools | Figure |');
  console.log('| --- | --- |');
  console.log(`| Markdown export (postBuild) | ${medianMs} ms for ${pages} pages (${result.markdownExport.msPerPage} ms/page, median of ${RUNS}) |`);
  console.log(`| Markdown twins | ${twins.length} files, ${kb(result.markdownTwins.raw)} (${kb(result.markdownTwins.gzip)} gzip) |`);
  console.log(`| llms.txt | ${kb(result.llmsTxt.raw)} (${kb(result.llmsTxt.gzip)} gzip) |`);
  console.log(`| llms-full.txt | ${kb(result.llmsFullTxt.raw)} (${kb(result.llmsFullTxt.gzip)} gzip) |`);
  console.log(`| Examples with a Run on demo link (parsed, tables and columns compared with data/demo-datasets.json) | ${demo.marked} |`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
