// The TLS reverse-proxy configs of docs/operations/tls.md, run with nginx in front of the harness
// server: `nginx -t` accepts them, a query over HTTPS answers, and a line sent over TLS to the stream
// proxy lands in a table. Needs nginx with the stream module and the harness server (QDB_HTTP_URL).
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {hasCommand} from '../../scripts/questdb/jar';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const STREAM_MODULE = '/usr/lib/nginx/modules/ngx_stream_module.so';

const httpUrl = process.env.QDB_HTTP_URL;
const ilpPort = process.env.QDB_ILP_PORT;
// Ports next to the harness's own, away from other checkouts' servers.
const httpsPort = Number(new URL(httpUrl ?? 'http://127.0.0.1:19000').port) + 70;
const ilpTlsPort = httpsPort + 1;

let dir: string;
let nginx: ChildProcess | undefined;
let cert: string;

async function sql(query: string): Promise<{dataset?: unknown[][]; error?: string}> {
  return (await (await fetch(`${httpUrl}/exec?query=${encodeURIComponent(query)}`)).json()) as {dataset?: unknown[][]; error?: string};
}

function httpsGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https.get(url, {ca: cert, servername: 'questdb.example.com'}, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  if (!httpUrl || !ilpPort) {
    throw new Error('QDB_HTTP_URL / QDB_ILP_PORT unset: run under the harness, `npx tsx scripts/questdb/run.ts -- npx vitest run tests/unit/nginx-tls.server.test.ts`');
  }
  if (!hasCommand('nginx') || !fs.existsSync(STREAM_MODULE)) {
    throw new Error(`nginx with the stream module is needed: \`apt-get install -y nginx libnginx-mod-stream\` (${STREAM_MODULE})`);
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'questdb-nginx-'));
  fs.chmodSync(dir, 0o755);
  const crt = path.join(dir, 'questdb.example.com.crt');
  const key = path.join(dir, 'questdb.example.com.key');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', crt,
    '-days', '2', '-subj', '/CN=questdb.example.com', '-addext', 'subjectAltName=DNS:questdb.example.com',
  ], {stdio: 'pipe'});
  cert = fs.readFileSync(crt, 'utf8');
  // The samples' production paths and ports, swapped for the test's.
  const local = (text: string) =>
    text
      .replaceAll('/etc/nginx/tls', dir)
      .replace('listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`)
      .replace('listen 9443 ssl;', `listen 127.0.0.1:${ilpTlsPort} ssl;`)
      .replace('http://127.0.0.1:9000', httpUrl)
      .replace('127.0.0.1:9009', `127.0.0.1:${ilpPort}`);
  fs.writeFileSync(path.join(dir, 'http.conf'), local(read('samples/operations/nginx-questdb-tls.conf')));
  fs.writeFileSync(path.join(dir, 'stream.conf'), local(read('samples/operations/nginx-questdb-ilp-tls.conf')));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), [
    `load_module ${STREAM_MODULE};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    'events {}',
    `http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi; include ${dir}/http.conf; }`,
    `stream { include ${dir}/stream.conf; }`,
  ].join('\n'));
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await sql('DROP TABLE IF EXISTS nginx_tls_probe');
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

describe('samples/operations/nginx-questdb-tls.conf and nginx-questdb-ilp-tls.conf', () => {
  it('pass nginx -t', () => {
    execFileSync('nginx', ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], {stdio: 'pipe'});
  });

  it('serve the REST API over HTTPS and line protocol over TLS', {timeout: 60_000}, async () => {
    nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {stdio: 'ignore'});
    let body = '';
    for (let i = 0; i < 40 && !body; i++) {
      body = await httpsGet(`https://127.0.0.1:${httpsPort}/exec?query=${encodeURIComponent('SELECT 1 AS ok')}`).catch(() => '');
      if (!body) await new Promise((r) => setTimeout(r, 250));
    }
    expect(JSON.parse(body).dataset).toEqual([[1]]);

    await new Promise<void>((resolve, reject) => {
      const socket = tls.connect({host: '127.0.0.1', port: ilpTlsPort, ca: cert, servername: 'questdb.example.com'}, () => {
        socket.end('nginx_tls_probe,symbol=BTC-USD price=96500.0 1746090001000000000\n', () => resolve());
      });
      socket.on('error', reject);
    });
    let rows: unknown;
    for (let i = 0; i < 40 && rows !== 1; i++) {
      await new Promise((r) => setTimeout(r, 250));
      rows = (await sql('SELECT count() FROM nginx_tls_probe')).dataset?.[0]?.[0];
    }
    expect(rows).toBe(1);
  });
});
