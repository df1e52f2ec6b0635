// What the real server cannot show, shown with a local capture server. Every sample runs against the
// QuestDB 8.3.3 test server in ingest-samples.server.test.ts; here: the exact text rows the Node.js HTTP
// samples send when /settings lists no ILP protocol versions (as 8.3 answers: text ILP, version 1), and
// the bearer-token login (`token=` over HTTP), which only QuestDB Enterprise checks.
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {Sender} from '@questdb/nodejs-client';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readSamples} from '../../plugins/ingest-samples/readSamples';
import type {IngestSamples} from '../../plugins/ingest-samples/types';
import {startCaptureServer, type CaptureOptions, type CaptureServer, type TlsIdentity} from './ilp-capture-server';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

// The documented row as text ILP; the Node.js client writes the millisecond timestamp as nanoseconds.
const EXPECTED_ROW = 'trades,symbol=BTC-USD,side=buy price=104285.5,amount=0.0275 1748597400123000000';

let samples: IngestSamples;
let tlsDir: string;
let tlsIdentity: TlsIdentity;
let certFile: string;
// Copies of the samples live inside the project so that `import "@questdb/nodejs-client"` resolves.
let runDir: string;

beforeAll(async () => {
  samples = await readSamples(root, 'samples/ilp');
  tlsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-tls-'));
  certFile = path.join(tlsDir, 'cert.pem');
  const keyFile = path.join(tlsDir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], {stdio: 'pipe'});
  tlsIdentity = {key: await fs.readFile(keyFile, 'utf8'), cert: await fs.readFile(certFile, 'utf8')};
  await fs.mkdir(path.join(root, 'node_modules/.cache'), {recursive: true});
  runDir = await fs.mkdtemp(path.join(root, 'node_modules/.cache/ingest-samples-run-'));
});

afterAll(async () => {
  await fs.rm(tlsDir, {recursive: true, force: true});
  await fs.rm(runDir, {recursive: true, force: true});
});

/** Runs a copy of the Node.js sample whose address points at the capture server. */
async function runSample(example: string, port: number, env: Record<string, string> = {}): Promise<void> {
  const record = samples[example]?.[`${example}/javascript`];
  if (!record) throw new Error(`samples/ilp/${example}/javascript.js: missing`);
  const file = path.join(runDir, `${example}.mjs`);
  await fs.writeFile(file, record.code.replace(/addr=localhost:\d+;/g, `addr=127.0.0.1:${port};`));
  await run(process.execPath, [file], {env: {...process.env, ...env}, timeout: 20_000});
}

async function withServer<T>(options: CaptureOptions, body: (server: CaptureServer) => Promise<T>): Promise<T> {
  const server = await startCaptureServer(options);
  try {
    return await body(server);
  } finally {
    await server.close();
  }
}

describe('Node.js HTTP samples send text ILP to a QuestDB 8.3 server', () => {
  it('ilp-http', async () => {
    await withServer({}, async (server) => {
      await runSample('ilp-http', server.port);
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
    });
  }, 30_000);

  it('ilp-from-conf, with its string from QDB_CLIENT_CONF', async () => {
    await withServer({}, async (server) => {
      await runSample('ilp-from-conf', 1, {QDB_CLIENT_CONF: `http::addr=127.0.0.1:${server.port};`});
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
    });
  }, 30_000);
});

describe('bearer-token login (QuestDB Enterprise), named in the ilp-http-auth samples', () => {
  it('sends token= as an Authorization: Bearer header over HTTPS', async () => {
    await withServer({tls: tlsIdentity, bearer: 'example-token'}, async (server) => {
      const sender = await Sender.fromConfig(`https::addr=127.0.0.1:${server.port};tls_ca=${certFile};token=example-token;`);
      await sender.table('trades').symbol('symbol', 'ETH-USD').floatColumn('price', 2510.25).at(1748597400000, 'ms');
      await sender.flush();
      await sender.close();
      expect(await server.waitForRows(1)).toEqual(['trades,symbol=ETH-USD price=2510.25 1748597400000000000']);
      expect(server.rejections).toEqual([]);
    });
  }, 30_000);

  it('is refused with another token', async () => {
    await withServer({tls: tlsIdentity, bearer: 'example-token'}, async (server) => {
      const sender = await Sender.fromConfig(`https::addr=127.0.0.1:${server.port};tls_ca=${certFile};token=other-token;`);
      await sender.table('trades').symbol('symbol', 'ETH-USD').floatColumn('price', 2510.25).at(1748597400000, 'ms');
      await expect(sender.flush()).rejects.toThrow(/statusCode=401/);
      await sender.close();
      expect(server.rejections).toEqual(['http: Authorization header not accepted']);
    });
  }, 30_000);
});
