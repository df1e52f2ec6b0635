// A local stand-in for a QuestDB 8.3 server's ILP/HTTP endpoint that records the line-protocol rows it
// receives: GET /settings as 8.3 answers it and POST /write, optionally behind TLS and a bearer token
// (QuestDB Enterprise's login). It listens on 127.0.0.1 only.
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import type {AddressInfo} from 'node:net';

export interface TlsIdentity {
  readonly key: string;
  readonly cert: string;
}

export interface CaptureOptions {
  readonly tls?: TlsIdentity;
  /** The token a request must carry as `Authorization: Bearer <token>`. */
  readonly bearer?: string;
}

export interface CaptureServer {
  readonly port: number;
  /** Every complete line-protocol row received, without its trailing newline. */
  readonly rows: string[];
  /** Why requests were turned away. */
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

  const server = createHttpServer(options, addRows, rejections);
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
  options: CaptureOptions,
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
    const problem = checkBearer(options, req.headers.authorization);
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

function checkBearer(options: CaptureOptions, header: string | undefined): string | undefined {
  if (!options.bearer || header === `Bearer ${options.bearer}`) return undefined;
  return `http: Authorization header ${header === undefined ? 'missing' : 'not accepted'}`;
}
