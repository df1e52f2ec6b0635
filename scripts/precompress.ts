// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so
// servers send them as they are (staticServer.ts; nginx's brotli_static and gzip_static)
// and no request compresses. Runs after `docusaurus build` (`npm run build`): plugins write files
// in their postBuild hooks, which run in parallel, so a plugin could not see them all.
// `tsx scripts/precompress.ts [build]`.
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|txt|md|svg|ttf|ico)$/;
/** Smaller files gain less than the bytes of a Content-Encoding header. */
const MIN_SIZE = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** The compressible files under `root`, relative to it. */
export function compressibleFiles(root: string): string[] {
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= MIN_SIZE);
}

async function compressFile(file: string, report: PrecompressReport): Promise<void> {
  const body = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  // A copy no smaller than the original is not written: servers then send the original.
  if (br.length < body.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.promises.writeFile(`${file}.gz`, gz);
  report.files += 1;
  report.bytes += body.length;
  report.brotliBytes += Math.min(br.length, body.length);
  report.gzipBytes += Math.min(gz.length, body.length);
}

/** Compresses every compressible file under `root`, a few at a time (zlib runs on libuv's threads). */
export async function precompress(root: string): Promise<PrecompressReport> {
  const queue = compressibleFiles(root);
  const report: PrecompressReport = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressFile(file, report);
  };
  await Promise.all(Array.from({length: 4}, worker));
  return report;
}

/** Precompresses `root` unless an earlier run did (its index.html.br exists): for builds made by `docusaurus build` alone. */
export async function ensurePrecompressed(root: string): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html.br'))) await precompress(root);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`scripts/precompress.ts: ${root}/index.html missing; run \`npx docusaurus build\` first`);
    process.exit(1);
  }
  const started = Date.now();
  const report = await precompress(root);
  if (report.files === 0) {
    console.error(`scripts/precompress.ts: no compressible file in ${root}`);
    process.exit(1);
  }
  const mb = (n: number) => (n / 1e6).toFixed(2);
  console.log(
    `precompress: ${report.files} files, ${mb(report.bytes)} MB -> brotli ${mb(report.brotliBytes)} MB, gzip ${mb(report.gzipBytes)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
