// `npm run bench:serve` (last step of `npm run bench`): the static servers under load. Requests per
// second and latency percentiles with 32 concurrent keep-alive clients (a browser's Accept-Encoding),
// for a page, a hashed asset (main.js) and llms-full.txt, served from build/ by
//   before: the hand-written server this replaced (scripts/staticServer.ts before sirv came in, gzip per request)
//   serve:  scripts/staticServer.ts, `npm run serve` (send and negotiator, precompressed files)
//   nginx:  deploy/nginx/questdb-docs.conf on Debian's nginx
// Writes bench/results/serve.json. Env: SERVE_BENCH_SECONDS (5 per server and target).
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {startNginx} from '../deploy/nginx/run';

const root = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(root, 'build');
/**
 * The last commit whose scripts/staticServer.ts is the hand-written server: the parent of the commit
 * that brought sirv in, found by its message (a fixed hash broke when the history was rewritten).
 */
const SIRV_COMMIT_MESSAGE = '^Serving and hardening (issue 25';

function beforeCommit(): string {
  const sirv = execFileSync('git', ['rev-list', '-1', `--grep=${SIRV_COMMIT_MESSAGE}`, 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
  if (!sirv) {
    throw new Error(`bench/serve.ts: no commit matching "${SIRV_COMMIT_MESSAGE}" in this checkout's history (a shallow clone?); fetch the full history with \`git fetch --unshallow\``);
  }
  return `${sirv}^`;
}
const CONCURRENCY = 32;
const SECONDS = Number(process.env.SERVE_BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const BASE_PORT = 3700;

interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** Bytes of one response body, as sent (compressed when the server compresses). */
  bodyBytes: number;
}

/** `CONCURRENCY` clients each sending `url` again as soon as the last answer has arrived, for `seconds`. */
async function load(url: string, seconds: number): Promise<LoadFigures> {
  const agent = new http.Agent({keepAlive: true, maxSockets: CONCURRENCY});
  const latencies: number[] = [];
  let errors = 0;
  let bodyBytes = 0;
  const end = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(url, {agent, headers: {'accept-encoding': 'gzip, deflate, br'}}, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode === 200) {
            latencies.push(performance.now() - started);
            bodyBytes = bytes;
          } else errors += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const client = async () => {
    while (performance.now() < end) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({length: CONCURRENCY}, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(2));
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Number((latencies.at(-1) ?? NaN).toFixed(2)),
    errors,
    bodyBytes,
  };
}

/** A Node server module in a child process; resolves with a stop function once it listens. */
async function startNodeServer(modulePath: string, port: number): Promise<() => void> {
  const child: ChildProcess = spawn('npx', ['tsx', path.join(root, 'bench/serve/listen.ts'), modulePath, BUILD, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bench/serve.ts: ${modulePath} exited with ${code} before listening`)));
  });
  return () => process.kill(-child.pid!, 'SIGTERM');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('bench/serve.ts: build/index.html missing; run `npm run build` first');
  const mainJs = fs.readdirSync(path.join(BUILD, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const targets = {page: '/docs/quick-start/', hashedAsset: `/docs/assets/js/${mainJs}`, llmsFull: '/docs/llms-full.txt'};

  const before = beforeCommit();
  const beforeModule = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'serve-bench-')), 'staticServer.ts');
  fs.writeFileSync(beforeModule, execFileSync('git', ['show', `${before}:scripts/staticServer.ts`], {cwd: root}));

  const servers: Record<string, () => Promise<{origin: string; stop: () => unknown}>> = {
    before: async () => ({origin: `http://127.0.0.1:${BASE_PORT}`, stop: await startNodeServer(beforeModule, BASE_PORT)}),
    serve: async () => ({
      origin: `http://127.0.0.1:${BASE_PORT + 1}`,
      stop: await startNodeServer(path.join(root, 'scripts/staticServer.ts'), BASE_PORT + 1),
    }),
    nginx: () => startNginx(BUILD, BASE_PORT + 2),
  };

  const results: Record<string, Record<string, LoadFigures>> = {};
  for (const [name, start] of Object.entries(servers)) {
    const server = await start();
    results[name] = {};
    try {
      for (const [target, address] of Object.entries(targets)) {
        await load(server.origin + address, WARMUP_SECONDS);
        const figures = await load(server.origin + address, SECONDS);
        results[name][target] = figures;
        console.log(`${name.padEnd(6)} ${target.padEnd(11)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errors ${figures.errors}`);
      }
    } finally {
      await server.stop();
    }
  }

  const out = {
    measuredAt: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version, loadAverage1m: os.loadavg()[0]},
    concurrency: CONCURRENCY,
    secondsPerTarget: SECONDS,
    acceptEncoding: 'gzip, deflate, br',
    targets,
    before: `scripts/staticServer.ts at ${before.slice(0, 7)}^ (hand-written, gzip per request)`,
    results,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench/results/serve.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log('bench/results/serve.json written');
}

await main();
