// The Python, Go, Rust, Java, Node.js, C and C++ ingestion samples run for real, with the client
// libraries scripts/install-ilp-sample-deps.sh pins, against the QuestDB test server; each must leave the
// row that samples/ilp/README.md documents. The samples stay as readers see them: the test runs copies
// whose `localhost:9000` / `localhost:9009` point at the test server's ports (C and C++ take the host
// and port as arguments).
// Open-source QuestDB serves no TLS (QuestDB Enterprise does); the samples say it "needs a TLS proxy in
// front", so the `tcps::` and `https::` samples meet a TLS terminator (node:tls, a certificate made with
// openssl) before the server, and their copies trust it the way their comments tell readers to.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readSamples} from '../../plugins/ingest-samples/readSamples';
import type {IngestSamples, SampleLanguage} from '../../plugins/ingest-samples/types';
import {
  startQuestDB, TEST_PORTS, useQuestDB, type ExecAnswer, type HttpLogin, type QuestDBPorts, type QuestDBServer,
} from '../../scripts/questdb/server';
import {INSTALL_SAMPLES, RUN_LANGUAGES, RUNNERS, SAMPLES_CACHE, SOURCE_FILE, type RunLanguage, type RunOne} from '../../scripts/samples/runners';

const root = path.resolve(import.meta.dirname, '../..');
const INSTALL = INSTALL_SAMPLES;
const CACHE = SAMPLES_CACHE;

/** The C and C++ samples write their own tables. */
const TABLE: Partial<Record<RunLanguage, string>> = {c: 'c_trades', cpp: 'cpp_trades'};

// The documented row (samples/ilp/README.md), as the server returns it from `SELECT * FROM trades`.
const COLUMNS = [
  {name: 'symbol', type: 'SYMBOL'},
  {name: 'side', type: 'SYMBOL'},
  {name: 'price', type: 'DOUBLE'},
  {name: 'amount', type: 'DOUBLE'},
  {name: 'timestamp', type: 'TIMESTAMP'},
];
const ROW = ['BTC-USD', 'buy', 104285.5, 0.0275, '2025-05-30T09:30:00.123000Z'];

/**
 * The second server, which requires the ILP/TCP ECDSA login and the HTTP basic login: its ports sit 50
 * above the test ports, inside the 100 that QDB_PORT_OFFSET gives each checkout.
 */
const AUTH_PORTS: QuestDBPorts = {
  http: TEST_PORTS.http + 50, pg: TEST_PORTS.pg + 50, ilp: TEST_PORTS.ilp + 50, minHttp: TEST_PORTS.minHttp + 50,
};

let samples: IngestSamples;
let server: QuestDBServer;
let authServer: QuestDBServer;
let runDir: string;
let tlsDir: string;
let tlsFiles: {readonly pem: string; readonly trustStore: string; readonly trustStorePassword: string};
const terminators: tls.Server[] = [];
/** Where each TLS sample's copy connects: a terminator in front of the auth server. */
const tlsPorts = {tcps: 0, https: 0};
const runners = new Map<RunLanguage, RunOne>();
/** Per language: compile time of the copies (in parallel with the others), sample runs and their time. */
const figures = new Map<RunLanguage, {buildMs: number; runs: number; ms: number}>();

function sampleCode(example: string, lang: SampleLanguage): string {
  const record = samples[example]?.[`${example}/${lang}`];
  if (!record) throw new Error(`samples/ilp/${example}/${SOURCE_FILE[lang as RunLanguage] ?? lang}: missing`);
  return record.code;
}

/** A copy of the sample whose default addresses point at `ports`. */
function pointed(code: string, ports: QuestDBPorts): string {
  return code.replaceAll('localhost:9000', `127.0.0.1:${ports.http}`).replaceAll('localhost:9009', `127.0.0.1:${ports.ilp}`);
}

/** A copy of a TLS sample that trusts the test certificate authority, as its comment tells readers to do. */
function trusting(code: string, lang: RunLanguage): string {
  const roots: Partial<Record<RunLanguage, string>> = {
    python: `tls_roots=${tlsFiles.pem};`,
    rust: `tls_roots=${tlsFiles.pem};`,
    c: `tls_roots=${tlsFiles.pem};`,
    cpp: `tls_roots=${tlsFiles.pem};`,
    java: `tls_roots=${tlsFiles.trustStore};tls_roots_password=${tlsFiles.trustStorePassword};`,
  };
  // Go trusts the system pool (SSL_CERT_FILE) and Node.js NODE_EXTRA_CA_CERTS: see tlsEnv().
  const extra = roots[lang];
  if (!extra || !/(tcps|https)::/.test(code)) return code;
  // C and C++ build the address at run time; their strings go on with protocol_version=1.
  return /(tcps|https)::addr=127\.0\.0\.1:\d+;/.test(code)
    ? code.replace(/(tcps|https)::addr=127\.0\.0\.1:\d+;/, (addr) => addr + extra)
    : code.replace('protocol_version=1;', `protocol_version=1;${extra}`);
}

const tlsEnv = (): Record<string, string> => ({SSL_CERT_FILE: tlsFiles.pem, NODE_EXTRA_CA_CERTS: tlsFiles.pem});

/** The HTTP login the `ilp-http-auth` samples send, read from the Python one. */
function httpLogin(): HttpLogin {
  const code = sampleCode('ilp-http-auth', 'python');
  const username = /username=(\w+);/.exec(code)?.[1];
  const password = /password=(\w+);/.exec(code)?.[1];
  if (!username || !password) throw new Error('samples/ilp/ilp-http-auth/python.py: username= or password= missing');
  return {username, password};
}

/** A private certificate authority and a loopback server certificate it signed (rustls refuses a self-signed leaf). */
async function makeCertificates(): Promise<void> {
  tlsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-samples-tls-'));
  const file = (name: string) => path.join(tlsDir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, {stdio: 'pipe'});
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=ingest samples test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  openssl('req', ...ec, '-keyout', file('key.pem'), '-out', file('server.csr'), '-subj', '/CN=localhost');
  await fs.writeFile(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial',
    '-out', file('cert.pem'), '-days', '2', '-extfile', file('server.ext'));
  const trustStorePassword = 'changeit';
  execFileSync('keytool', [
    '-importcert', '-noprompt', '-alias', 'ingest-samples-test-ca', '-file', file('ca.pem'),
    '-keystore', file('truststore.p12'), '-storetype', 'PKCS12', '-storepass', trustStorePassword,
  ], {stdio: 'pipe'});
  tlsFiles = {pem: file('ca.pem'), trustStore: file('truststore.p12'), trustStorePassword};
}

/** Listens for TLS on a free loopback port and pipes each connection, decrypted, to `port`. */
async function startTerminator(port: number): Promise<number> {
  const identity = {key: await fs.readFile(path.join(tlsDir, 'key.pem')), cert: await fs.readFile(path.join(tlsDir, 'cert.pem'))};
  const terminator = tls.createServer(identity, (client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  terminators.push(terminator);
  await new Promise<void>((resolve) => terminator.listen(0, '127.0.0.1', resolve));
  return (terminator.address() as net.AddressInfo).port;
}

/** The ECDSA public key the server holds for the samples' user, in QuestDB's auth file format. */
function authFile(): string {
  const withKey = Object.values(samples['ilp-auth']!).find((r) => r.auth?.x)?.auth;
  if (!withKey?.x || !withKey.y) throw new Error('samples/ilp/ilp-auth: no sample carries token_x and token_y');
  return `${withKey.kid} ec-p-256-sha256 ${withKey.x} ${withKey.y}\n`;
}

async function waitForRow(target: QuestDBServer, table: string): Promise<ExecAnswer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await target.exec(`SELECT * FROM ${table}`);
    // WAL tables show rows once applied; until then the table may not exist or be empty.
    if ((answer.ok && answer.count! > 0) || Date.now() > deadline) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  samples = await readSamples(root, 'samples/ilp');
  const missing: string[] = [];
  for (const lang of RUN_LANGUAGES) if (!(await RUNNERS[lang].installed())) missing.push(lang);
  if (missing.length > 0) {
    throw new Error(`The pinned ingestion clients for ${missing.join(', ')} are not installed: run \`${INSTALL}\` (after \`npm ci\`)`);
  }
  [server, authServer] = await Promise.all([
    useQuestDB(),
    startQuestDB({
      ports: AUTH_PORTS,
      config: {'line.tcp.auth.db.path': 'conf/auth.txt'},
      confFiles: {'auth.txt': authFile()},
      httpLogin: httpLogin(),
    }),
  ]);
  await makeCertificates();
  tlsPorts.tcps = await startTerminator(authServer.ports.ilp);
  tlsPorts.https = await startTerminator(authServer.ports.http);
  const target: Record<string, QuestDBPorts> = {
    'ilp-auth': authServer.ports,
    'ilp-auth-tls': {...authServer.ports, ilp: tlsPorts.tcps},
    'ilp-http-auth': {...authServer.ports, http: tlsPorts.https},
  };
  await fs.mkdir(CACHE, {recursive: true});
  runDir = await fs.mkdtemp(path.join(CACHE, 'run-'));
  await Promise.all(RUN_LANGUAGES.map(async (lang) => {
    const copies = new Map(Object.keys(samples).map((example) => [
      example,
      trusting(pointed(sampleCode(example, lang), target[example] ?? server.ports), lang),
    ]));
    const started = Date.now();
    runners.set(lang, await RUNNERS[lang].prepare(path.join(runDir, lang), copies));
    figures.set(lang, {buildMs: Date.now() - started, runs: 0, ms: 0});
  }));
}, 600_000);

afterAll(async () => {
  await Promise.all(terminators.map((t) => new Promise((resolve) => t.close(resolve))));
  await Promise.all([server?.stop(), authServer?.stop()]);
  if (runDir) await fs.rm(runDir, {recursive: true, force: true});
  if (tlsDir) await fs.rm(tlsDir, {recursive: true, force: true});
  const total = [...figures.values()].reduce((sum, f) => sum + f.runs, 0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = RUN_LANGUAGES.filter((lang) => figures.has(lang)).map((lang) => [lang, figures.get(lang)!] as const).map(([lang, f]) => `  ${lang}: ${f.runs} runs in ${seconds(f.ms)} (copies built in ${seconds(f.buildMs)})`);
  console.log(`ingestion samples run on QuestDB ${server?.version}: ${total}\n${lines.join('\n')}`);
});

interface RunCase {
  readonly title: string;
  readonly example: string;
  readonly transport: 'ilp' | 'http';
  /** Runs against the server that requires the logins (through a TLS terminator for tcps:: and https::). */
  readonly auth?: boolean;
  readonly tls?: boolean;
  readonly conf?: (ports: QuestDBPorts) => string;
}

const CASES: readonly RunCase[] = [
  {title: 'ilp: TCP', example: 'ilp', transport: 'ilp'},
  {title: 'ilp-http: HTTP', example: 'ilp-http', transport: 'http'},
  {title: 'ilp-from-conf: HTTP string from QDB_CLIENT_CONF', example: 'ilp-from-conf', transport: 'http', conf: (p) => `http::addr=127.0.0.1:${p.http};`},
  {title: 'ilp-from-conf: TCP string from QDB_CLIENT_CONF', example: 'ilp-from-conf', transport: 'ilp', conf: (p) => `tcp::addr=127.0.0.1:${p.ilp};`},
  {title: 'ilp-auth: TCP with the ECDSA login, on a server that requires it', example: 'ilp-auth', transport: 'ilp', auth: true},
  {title: 'ilp-auth-tls: TCP over TLS with the ECDSA login, certificate checked', example: 'ilp-auth-tls', transport: 'ilp', auth: true, tls: true},
  {title: 'ilp-http-auth: HTTPS with the basic login, certificate checked', example: 'ilp-http-auth', transport: 'http', auth: true, tls: true},
];

describe.each(RUN_LANGUAGES)('%s samples leave the documented row in QuestDB', (lang) => {
  const table = TABLE[lang] ?? 'trades';
  it.each(CASES)('$title', async ({example, transport, auth, tls: overTls, conf}) => {
    const target = auth ? authServer : server;
    expect((await target.exec(`DROP TABLE IF EXISTS ${table}`)).ok).toBe(true);
    const port = overTls ? tlsPorts[transport === 'ilp' ? 'tcps' : 'https'] : target.ports[transport];
    const started = Date.now();
    await runners.get(lang)!(example, {...(conf && {QDB_CLIENT_CONF: conf(target.ports)}), ...(overTls && tlsEnv())}, ['127.0.0.1', String(port)]);
    const answer = await waitForRow(target, table);
    const figure = figures.get(lang)!;
    figures.set(lang, {...figure, runs: figure.runs + 1, ms: figure.ms + Date.now() - started});

    expect(answer.error, `samples/ilp/${example}/${SOURCE_FILE[lang]}: no row in ${table}`).toBeUndefined();
    expect(answer.columns).toEqual(COLUMNS);
    expect(answer.dataset).toEqual([ROW]);
    // ILP creates the table the way the site defines `trades`: designated timestamp, daily partitions, WAL.
    const shape = await target.exec(`SELECT designatedTimestamp, partitionBy, walEnabled FROM tables() WHERE table_name = '${table}'`);
    expect(shape.dataset).toEqual([['timestamp', 'DAY', true]]);
  }, 90_000);
});

// Without these, the runs above would pass against a server that accepts anyone.
describe('the server behind the login samples requires the logins', () => {
  const send = (conf: string) => runners.get('python')!('ilp-from-conf', {QDB_CLIENT_CONF: conf}, []);

  const expectNoTrades = async (conf: string) => {
    await authServer.exec('DROP TABLE IF EXISTS trades');
    // Over TCP the server just closes the connection; the client may or may not notice.
    await runners.get('javascript')!('ilp-from-conf', {QDB_CLIENT_CONF: conf}, []).catch(() => {});
    await new Promise((r) => setTimeout(r, 1500));
    expect((await authServer.exec('SELECT count() FROM trades')).error).toMatch(/table does not exist/);
  };

  it('drops a row sent over TCP without the ECDSA login', async () => {
    await expectNoTrades(`tcp::addr=127.0.0.1:${authServer.ports.ilp};`);
  }, 30_000);

  it('drops a row sent over TCP with a login signed by another key', async () => {
    const {kid} = samples['ilp-auth']!['ilp-auth/python']!.auth!;
    const otherKey = 'ZRxmCOQBpZoj2fZ-lEtqzVDkCre_ouF3ePpaQNDwoQk';
    await expectNoTrades(`tcp::addr=127.0.0.1:${authServer.ports.ilp};username=${kid};token=${otherKey};`);
  }, 30_000);

  it('answers 401 to an HTTP write without the basic login', async () => {
    await expect(send(`http::addr=127.0.0.1:${authServer.ports.http};`)).rejects.toThrow(/401/);
  }, 30_000);

  it('answers 401 to an HTTP write with a wrong password', async () => {
    const {username} = httpLogin();
    await expect(send(`http::addr=127.0.0.1:${authServer.ports.http};username=${username};password=wrong;`)).rejects.toThrow(/401/);
  }, 30_000);
});
