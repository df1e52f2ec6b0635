// The Node.js samples run for real, with @questdb/nodejs-client, against a local capture server; each
// must deliver exactly the documented row. The TLS samples meet a self-signed certificate made with
// openssl and trusted through NODE_EXTRA_CA_CERTS, so they run unchanged, certificate checks on.
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {Sender} from '@questdb/nodejs-client';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readSamples} from '../../plugins/ingest-samples/readSamples';
import type {IngestSamples, SampleAuth} from '../../plugins/ingest-samples/types';
import {startCaptureServer, type CaptureOptions, type CaptureServer, type TlsIdentity} from './ilp-capture-server';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

// Every sample sends this row; the Node.js client writes the millisecond timestamp as nanoseconds.
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

/** The key pair every ECDSA sample of `example` uses, public part taken from the samples that carry it. */
function ecdsaUser(example: string): Required<SampleAuth> {
  const withPublicKey = Object.values(samples[example]!).find((r) => r.auth?.x)?.auth;
  if (!withPublicKey?.x || !withPublicKey.y) throw new Error(`samples/ilp/${example}: no sample carries token_x and token_y`);
  return {kid: withPublicKey.kid, d: withPublicKey.d, x: withPublicKey.x, y: withPublicKey.y};
}

function jsCode(example: string): string {
  const record = samples[example]?.[`${example}/javascript`];
  if (!record) throw new Error(`samples/ilp/${example}/javascript.js: missing`);
  return record.code;
}

/** Runs a copy of the sample whose address points at the capture server; returns the child's output. */
async function runSample(example: string, port: number, env: Record<string, string> = {}): Promise<string> {
  const code = jsCode(example);
  const pointed = code.replace(/addr=localhost:\d+;/g, `addr=127.0.0.1:${port};`);
  const file = path.join(runDir, `${example}.mjs`);
  await fs.writeFile(file, pointed);
  const {stdout, stderr} = await run(process.execPath, [file], {
    env: {...process.env, NODE_EXTRA_CA_CERTS: certFile, ...env},
    timeout: 20_000,
  });
  return stdout + stderr;
}

async function withServer<T>(options: CaptureOptions, body: (server: CaptureServer) => Promise<T>): Promise<T> {
  const server = await startCaptureServer(options);
  try {
    return await body(server);
  } finally {
    await server.close();
  }
}

describe('Node.js samples deliver the documented row', () => {
  it('ilp: plain TCP', async () => {
    await withServer({transport: 'tcp'}, async (server) => {
      await runSample('ilp', server.port);
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
    });
  }, 30_000);

  it('ilp-auth: TCP with the ECDSA challenge signed by the documented key', async () => {
    const {kid, x, y} = ecdsaUser('ilp-auth');
    await withServer({transport: 'tcp', ecdsa: {kid, x, y}}, async (server) => {
      await runSample('ilp-auth', server.port);
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
      expect(server.rejections).toEqual([]);
    });
  }, 30_000);

  it('ilp-auth-tls: TCP over TLS with certificate checks on, then the ECDSA challenge', async () => {
    const {kid, x, y} = ecdsaUser('ilp-auth-tls');
    await withServer({transport: 'tcp', tls: tlsIdentity, ecdsa: {kid, x, y}}, async (server) => {
      await runSample('ilp-auth-tls', server.port);
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
      expect(server.rejections).toEqual([]);
    });
  }, 30_000);

  it('ilp-from-conf: takes its configuration string from QDB_CLIENT_CONF', async () => {
    await withServer({transport: 'http'}, async (server) => {
      const conf = `http::addr=127.0.0.1:${server.port};init_buf_size=4096;`;
      await runSample('ilp-from-conf', 1, {QDB_CLIENT_CONF: conf});
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
    });
  }, 30_000);

  it('ilp-http: plain HTTP', async () => {
    await withServer({transport: 'http'}, async (server) => {
      await runSample('ilp-http', server.port);
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
    });
  }, 30_000);

  it('ilp-http-auth: HTTPS with the documented basic-auth credentials', async () => {
    const code = jsCode('ilp-http-auth');
    const username = /username=(\w+);/.exec(code)?.[1];
    const password = /password=(\w+);/.exec(code)?.[1];
    expect(username && password, 'samples/ilp/ilp-http-auth/javascript.js: username and password').toBeTruthy();
    await withServer({transport: 'http', tls: tlsIdentity, basic: {username: username!, password: password!}}, async (server) => {
      await runSample('ilp-http-auth', server.port);
      expect(await server.waitForRows(1)).toEqual([EXPECTED_ROW]);
      expect(server.rejections).toEqual([]);
    });
  }, 30_000);
});

describe('the capture server checks credentials', () => {
  const row = (sender: Sender) =>
    sender.table('trades').symbol('symbol', 'ETH-USD').floatColumn('price', 2510.25).at(1748597400000, 'ms');

  it('accepts a bearer token over HTTPS and rejects a wrong password', async () => {
    await withServer(
      {transport: 'http', tls: tlsIdentity, bearer: 'example-token', basic: {username: 'admin', password: 'quest'}},
      async (server) => {
        const good = await Sender.fromConfig(`https::addr=127.0.0.1:${server.port};tls_ca=${certFile};token=example-token;`);
        await row(good);
        await good.flush();
        await good.close();
        expect(await server.waitForRows(1)).toEqual(['trades,symbol=ETH-USD price=2510.25 1748597400000000000']);

        const bad = await Sender.fromConfig(
          `https::addr=127.0.0.1:${server.port};tls_ca=${certFile};username=admin;password=wrong;`,
        );
        await row(bad);
        await expect(bad.flush()).rejects.toThrow(/statusCode=401/);
        await bad.close();
        expect(server.rejections).toEqual(['http: Authorization header not accepted']);
      },
    );
  }, 30_000);

  it('rejects an ECDSA login signed with another key', async () => {
    const {kid, x, y} = ecdsaUser('ilp-auth');
    await withServer({transport: 'tcp', ecdsa: {kid, x, y}}, async (server) => {
      const otherKey = 'ZRxmCOQBpZoj2fZ-lEtqzVDkCre_ouF3ePpaQNDwoQk';
      const sender = await Sender.fromConfig(`tcp::addr=127.0.0.1:${server.port};username=${kid};token=${otherKey};`);
      await sender.connect();
      await expect.poll(() => server.rejections, {timeout: 5000}).toEqual([
        'tcp: challenge signature does not verify against the public key',
      ]);
      await sender.close();
      expect(server.rows).toEqual([]);
    });
  }, 30_000);
});
