// The production build served with sirv, configured as deploy/nginx/questdb-docs.conf serves it:
// /docs/ base, trailing-slash redirects, .html and /index.html normalisation, 404.html with status
// 404, the .br/.gz files scripts/precompress.ts writes, immutable caching for hashed and versioned
// files and ETag validation for the rest, GET and HEAD only, and deploy/nginx's security headers.
// Used by serve.ts, the browser tests and the benchmarks. The file list is read once at start, as
// sirv reads it: after changing the build, start a new server.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const BASE = '/docs';
const SECURITY_HEADERS = path.resolve(import.meta.dirname, '../deploy/nginx/security-headers.conf');

/** Build paths (relative to the base) named by their content: Docusaurus' assets/ (KaTeX fonts and the
 * versioned assets/mermaid-<version>/ folder included) and the search index. Cached for a year. */
export const IMMUTABLE = /^\/(assets\/|search-index\.[0-9a-f]+\.json$)/;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** The `add_header` lines of deploy/nginx/security-headers.conf, as name and value. */
export function readSecurityHeaders(file = SECURITY_HEADERS): [string, string][] {
  const headers = [...fs.readFileSync(file, 'utf8').matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)].map(
    (m): [string, string] => [m[1]!, m[2]!],
  );
  if (headers.length === 0) throw new Error(`${file}: no \`add_header Name "value" always;\` line; restore the file from git`);
  return headers;
}

/** Every file of the build, as /relative/path, without dot files and the precompressed copies. */
function listFiles(root: string): Set<string> {
  return new Set(
    fs
      .readdirSync(root, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => '/' + path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !/\/\./.test(file) && !/\.(br|gz)$/.test(file)),
  );
}

/** 404.html in each encoding the build has, read once: it is answered with status 404. */
function readNotFoundPage(root: string): Partial<Record<'br' | 'gzip' | 'identity', Buffer>> {
  const read = (suffix: string) => {
    const file = path.join(root, `404.html${suffix}`);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  };
  return {br: read('.br'), gzip: read('.gz'), identity: read('') ?? Buffer.from('Not found\n')};
}

// sirv reads any Range header as a single range and throws on a reversed one: pass only what it handles.
const SIMPLE_RANGE = /^bytes=(\d+)-(\d*)$/;
function isSimpleRange(range: string): boolean {
  const m = SIMPLE_RANGE.exec(range);
  return m !== null && (m[2] === '' || Number(m[1]) <= Number(m[2]));
}

/** A server answering from the build directory `buildDir`; call `listen` on it. */
export function createStaticServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  const files = listFiles(root);
  const notFoundPage = readNotFoundPage(root);
  const securityHeaders = readSecurityHeaders();
  const serveFile = sirv(root, {etag: true, gzip: true, brotli: true, extensions: []});

  function redirect(res: http.ServerResponse, location: string): void {
    res.writeHead(301, {location, 'cache-control': REVALIDATE_CACHE, 'content-length': 0});
    res.end();
  }

  function notFound(req: http.IncomingMessage, res: http.ServerResponse): void {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) && notFoundPage.br ? 'br' : /\bgzip\b/.test(accepted) && notFoundPage.gzip ? 'gzip' : 'identity';
    const body = notFoundPage[encoding]!;
    res.writeHead(404, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': REVALIDATE_CACHE,
      vary: 'Accept-Encoding',
      'content-length': body.length,
      ...(encoding !== 'identity' && {'content-encoding': encoding}),
    });
    res.end(body);
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, search: string): void {
    res.setHeader('cache-control', IMMUTABLE.test(file) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    if (req.headers.range !== undefined && !isSimpleRange(req.headers.range)) delete req.headers.range;
    req.url = encodeURI(file) + search;
    serveFile(req, res, () => notFound(req, res));
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {allow: 'GET, HEAD', 'content-length': 0});
      res.end();
      return;
    }
    // The WHATWG parser resolves dot segments and percent-encodes what a header may not hold, so
    // `pathname` is safe in a Location header as it is. A target starting with "//" is a path.
    const target = req.url ?? '/';
    let url: URL;
    try {
      url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
    } catch {
      res.writeHead(400, {'content-length': 0});
      res.end();
      return;
    }
    const {pathname, search} = url;
    if (pathname.includes('//')) return redirect(res, pathname.replace(/\/{2,}/g, '/') + search);
    if (pathname === '/' || pathname === BASE) return redirect(res, `${BASE}/${search}`);
    if (!pathname.startsWith(`${BASE}/`)) return notFound(req, res);
    const encoded = pathname.slice(BASE.length);
    let file: string;
    try {
      file = decodeURIComponent(encoded);
    } catch {
      return notFound(req, res);
    }
    // Only names of the build's own files go further, so no request reaches outside it.
    if (files.has(file)) {
      if (file.endsWith('/index.html')) return redirect(res, pathname.slice(0, -'index.html'.length) + search);
      return send(req, res, file, search);
    }
    if (file.endsWith('.html') && files.has(`${file.slice(0, -'.html'.length)}/index.html`)) {
      return redirect(res, `${pathname.slice(0, -'.html'.length)}/${search}`);
    }
    if (file.endsWith('/')) return files.has(`${file}index.html`) ? send(req, res, `${file}index.html`, search) : notFound(req, res);
    if (files.has(`${file}/index.html`)) return redirect(res, `${pathname}/${search}`);
    notFound(req, res);
  }

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`scripts/staticServer.ts: ${req.method} ${req.url}: ${(error as Error).stack}`);
      if (!res.headersSent) res.writeHead(500, {'content-length': 0});
      res.end();
    }
  });
}
