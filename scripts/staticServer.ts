// A static host for the production build: /docs/ base, directory indexes, trailing-slash
// redirects, gzip, and 404.html with status 404 for anything unknown. Used by serve.ts and by
// browser tests that need a second copy of the site (tests/e2e/offline.spec.ts).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BASE = '/docs/';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200): void {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const body = fs.readFileSync(file);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': type,
    // Hashed assets never change; everything else is revalidated.
    'cache-control': /\.[0-9a-f]{8}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = payload.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** A server answering from the build directory `buildDir`; call `listen` on it. */
export function createStaticServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname === BASE.slice(0, -1)) {
      res.writeHead(302, {location: BASE});
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const notFound = path.join(root, '404.html');
    if (!pathname.startsWith(BASE)) {
      send(req, res, notFound, 404);
      return;
    }
    const file = path.join(root, pathname.slice(BASE.length));
    if (!file.startsWith(root)) {
      send(req, res, notFound, 404);
      return;
    }
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, {location: `${pathname}/${url.search}`});
        res.end();
        return;
      }
      const index = path.join(file, 'index.html');
      send(req, res, fs.existsSync(index) ? index : notFound, fs.existsSync(index) ? 200 : 404);
      return;
    }
    if (stat?.isFile()) {
      send(req, res, file);
      return;
    }
    // Like most static hosts, answer /docs/x.html with the page at /docs/x/ when there is one.
    const page = file.endsWith('.html') ? path.join(file.slice(0, -'.html'.length), 'index.html') : '';
    if (page && fs.existsSync(page)) {
      send(req, res, page);
      return;
    }
    send(req, res, notFound, 404);
  });
}
