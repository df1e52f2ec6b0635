// A local stand-in for QuestDB's ingestion endpoints that records the line-protocol rows it receives.
// It speaks just enough of the protocol for the client libraries: ILP over HTTP (GET /settings,
// POST /write with basic or bearer authentication) and ILP over TCP (with the ECDSA
// challenge-response login), each optionally wrapped in TLS. It listens on 127.0.0.1 only.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type {AddressInfo} from 'node:net';

export interface TlsIdentity {
  readonly key: string;
  readonly cert: string;
}

/** Public part of an ILP/TCP user's key: the `kid`, `x` and `y` fields of its JWK. */
export interface EcdsaUser {
  readonly kid: string;
  readonly x: string;
  readonly y: string;
}

export type CaptureOptions =
  | {
      readonly transport: 'http';
      readonly tls?: TlsIdentity;
      readonly basic?: {readonly username: string; readonly password: string};
      readonly bearer?: string;
    }
  | {readonly transport: 'tcp'; readonly tls?: TlsIdentity; readonly ecdsa?: EcdsaUser};

export interface CaptureServer {
  readonly port: number;
  /** Every complete line-protocol row received, without its trailing newline. */
  readonly rows: string[];
  /** Why requests or connections were turned away (bad credentials, bad signature...). */
  readonly rejections: string[];
  /** Resolves with the rows once `count` rows arrived; rejects after `timeoutMs`. */
  waitForRows(count: number, timeoutMs?: number): Promise<string[]>;
  close(): Promise<void>;
}

// A pre-9.0 server: /settings lists no line-protocol versions, so clients fall back to version 1 (text).
const SETTINGS_BODY = JSON.stringify({config: {'release.type': 'OSS', 'release.version': '8.3.3'}});

export async function startCaptureServer(options: CaptureOptions): Promise<CaptureServer> {
  const rows: string[] = [];
  const rejections: string[] = [];
  const addRows = (text: string) => rows.push(...text.split('\n').filter((line) => line !== ''));

  const server =
    options.transport === 'http'
      ? createHttpServer(options, addRows, rejections)
      : createTcpServer(options, addRows, rejections);
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.address() as AddressInfo;

  return {
    port,
    rows,
    rejections,
    async waitForRows(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (rows.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `capture server: expected ${count} row(s) within ${timeoutMs} ms, got ${rows.length}` +
              (rejections.length ? `; rejected: ${rejections.join('; ')}` : ''),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return rows.slice();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function createHttpServer(
  options: Extract<CaptureOptions, {transport: 'http'}>,
  addRows: (text: string) => void,
  rejections: string[],
): net.Server {
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/settings') {
      res.writeHead(200, {'content-type': 'application/json'}).end(SETTINGS_BODY);
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/write') {
      res.writeHead(404).end();
      return;
    }
    const problem = checkHttpAuth(options, req.headers.authorization);
    if (problem) {
      rejections.push(problem);
      req.resume();
      res.writeHead(401, {'content-type': 'application/json'}).end(JSON.stringify({message: problem}));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      addRows(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(204).end();
    });
  };
  return options.tls ? https.createServer({...options.tls}, handler) : http.createServer(handler);
}

function checkHttpAuth(
  options: Extract<CaptureOptions, {transport: 'http'}>,
  header: string | undefined,
): string | undefined {
  if (!options.basic && !options.bearer) return undefined;
  if (options.bearer && header === `Bearer ${options.bearer}`) return undefined;
  if (options.basic) {
    const expected = Buffer.from(`${options.basic.username}:${options.basic.password}`).toString('base64');
    if (header === `Basic ${expected}`) return undefined;
  }
  return `http: Authorization header ${header === undefined ? 'missing' : 'not accepted'}`;
}

function createTcpServer(
  options: Extract<CaptureOptions, {transport: 'tcp'}>,
  addRows: (text: string) => void,
  rejections: string[],
): net.Server {
  const publicKey = options.ecdsa
    ? crypto.createPublicKey({
        key: {kty: 'EC', crv: 'P-256', x: options.ecdsa.x, y: options.ecdsa.y},
        format: 'jwk',
      })
    : undefined;

  const onConnection = (socket: net.Socket) => {
    let pending = '';
    let stage: 'kid' | 'signature' | 'rows' = publicKey ? 'kid' : 'rows';
    let challenge = '';
    const reject = (why: string) => {
      rejections.push(why);
      socket.destroy();
    };
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      pending += chunk;
      while (stage !== 'rows') {
        const newline = pending.indexOf('\n');
        if (newline < 0) return;
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (stage === 'kid') {
          if (line !== options.ecdsa!.kid) return reject(`tcp: unknown key id "${line}"`);
          // Like QuestDB, send a random printable challenge the client must sign.
          challenge = crypto.randomBytes(384).toString('base64url');
          socket.write(`${challenge}\n`);
          stage = 'signature';
        } else {
          const signature = Buffer.from(line, 'base64');
          const valid = crypto.verify('sha256', Buffer.from(challenge), {key: publicKey!, dsaEncoding: 'der'}, signature);
          if (!valid) return reject('tcp: challenge signature does not verify against the public key');
          stage = 'rows';
        }
      }
      const lastNewline = pending.lastIndexOf('\n');
      if (lastNewline >= 0) {
        addRows(pending.slice(0, lastNewline + 1));
        pending = pending.slice(lastNewline + 1);
      }
    });
  };
  return options.tls ? tls.createServer({...options.tls}, onConnection) : net.createServer(onConnection);
}
