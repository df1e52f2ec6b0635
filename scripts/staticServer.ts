// The production build served as deploy/nginx/questdb-docs.conf serves it, for `npm run serve`, the
// browser tests and the benchmarks. Our part is the site's addresses: the /docs/ base, trailing-
// slash, .html and /index.html redirects (query kept), 404.html with status 404, which precompressed
// copy to send, the cache policy, GET and HEAD only, and deploy/nginx's security headers. Each file
// is sent by `send` (Express's): ranges, If-Range, conditional requests, ETag, Last-Modified and
// Content-Type with charset are its HTTP semantics, not ours. Encodings are chosen by `negotiator`
// (q-values). The file list is read once at start: after changing the build, start a new server.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import mime from 'mime';
import Negotiator from 'negotiator';
import send from 'send';
import {readSecurityHeaders} from '../deploy/nginx/securityHeaders';
import {compressibleFiles} from './precompress';

const BASE = '/docs';

/** Build paths (relative to the base) named by their content: Docusaurus' assets/ (KaTeX fonts and the
 * versioned assets/mermaid-<version>/ folder included) and the search index. Cached for a year. */
export const IMMUTABLE = /^\/(assets\/|search-index\.[0-9a-f]+\.json$)/;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

// Line-protocol files the guides offer for download are text, and the Parquet sample has its IANA
// type; `mime` (the table `send` uses) knows every other type the build ships.
mime.define({'text/plain': ['lp'], 'application/vnd.apache.parquet': ['parquet']});

/** The precompressed copies scripts/precompress.ts writes, best first. */
const ENCODINGS = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'] | 'identity';

/** Every file of the build, as /relative/path, without dot files and the precompressed copies. */
function listFiles(root: string): Set<string> {
  return new Set(
    fs
      .readdirSync(root, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => '/' + path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !/\/\./.test(file)),
  );
}

/** The best of `available` (best first) that `req` accepts by its q-values; ties go to the smaller copy. */
function chooseEncoding(req: http.IncomingMessage, available: readonly Encoding[]): Encoding {
  return (new Negotiator(req).encodings([...available], [...available]) as Encoding[])[0] ?? 'identity';
}

function contentType(file: string): string {
  const type = mime.lookup(file);
  const charset = mime.charsets.lookup(type, '');
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
}

/** A server answering from the build directory `buildDir`; call `listen` on it. */
export function createStaticServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  const all = listFiles(root);
  const files = new Set([...all].filter((file) => !ENCODINGS.some(({suffix}) => file.endsWith(suffix))));
  const encodingsOf = (file: string): Encoding[] => [...ENCODINGS.filter(({suffix}) => all.has(file + suffix)).map(({name}) => name), 'identity'];
  const securityHeaders = readSecurityHeaders();

  const uncompressed = compressibleFiles(root).filter((file) => !ENCODINGS.some(({suffix}) => fs.existsSync(file + suffix)));
  if (uncompressed.length > 0) {
    console.warn(
      `scripts/staticServer.ts: ${uncompressed.length} compressible files of ${root} have no .br or .gz copy ` +
        `(${path.relative(root, uncompressed[0]!)}, ...) and go out uncompressed; run \`npx tsx scripts/precompress.ts ${buildDir}\``,
    );
  }

  // 404.html in each encoding the build has, read once: it is answered with status 404.
  const notFoundPage = new Map<Encoding, Buffer>();
  for (const encoding of encodingsOf('/404.html')) {
    const suffix = ENCODINGS.find(({name}) => name === encoding)?.suffix ?? '';
    const file = path.join(root, `404.html${suffix}`);
    if (fs.existsSync(file)) notFoundPage.set(encoding, fs.readFileSync(file));
  }

  function redirect(res: http.ServerResponse, location: string): void {
    res.writeHead(301, {location, 'cache-control': REVALIDATE_CACHE, 'content-length': 0});
    res.end();
  }

  function notFound(req: http.IncomingMessage, res: http.ServerResponse): void {
    const encoding = chooseEncoding(req, [...notFoundPage.keys()]);
    const body = notFoundPage.get(encoding) ?? Buffer.from('Not found\n');
    res.writeHead(404, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': REVALIDATE_CACHE,
      vary: 'Accept-Encoding',
      'content-length': body.length,
      ...(encoding !== 'identity' && {'content-encoding': encoding}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string): void {
    const encoding = chooseEncoding(req, encodingsOf(file));
    const suffix = ENCODINGS.find(({name}) => name === encoding)?.suffix ?? '';
    res.setHeader('cache-control', IMMUTABLE.test(file) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    res.setHeader('content-type', contentType(file));
    if (encodingsOf(file).length > 1) res.setHeader('vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    // `send` decodes the path it is given: hand it the file's name encoded again.
    const encoded = (file + suffix).split('/').map(encodeURIComponent).join('/');
    send(req, encoded, {root, index: false, cacheControl: false, dotfiles: 'deny'})
      .on('error', (error: {status?: number; headers?: Record<string, string>}) => {
        if (error.status === 404) return notFound(req, res);
        res.removeHeader('content-encoding');
        res.writeHead(error.status ?? 500, {...error.headers, 'content-length': 0});
        res.end();
      })
      .pipe(res);
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
    // An encoded slash is not a folder separator: /docs/quick-start%2F is no page (nginx answers the same).
    if (!pathname.startsWith(`${BASE}/`) || /%2f/i.test(pathname)) return notFound(req, res);
    let file: string;
    try {
      file = decodeURIComponent(pathname.slice(BASE.length));
    } catch {
      return notFound(req, res);
    }
    // Only names of the build's own files go further, so no request reaches outside it. Redirects
    // are built from the decoded name, encoded again, so an escaped character does not split a name.
    const location = (name: string) => BASE + encodeURI(name) + search;
    if (files.has(file)) {
      if (file.endsWith('/index.html')) return redirect(res, location(file.slice(0, -'index.html'.length)));
      return sendFile(req, res, file);
    }
    if (file.endsWith('.html') && files.has(`${file.slice(0, -'.html'.length)}/index.html`)) {
      return redirect(res, location(`${file.slice(0, -'.html'.length)}/`));
    }
    if (file.endsWith('/')) return files.has(`${file}index.html`) ? sendFile(req, res, `${file}index.html`) : notFound(req, res);
    if (files.has(`${file}/index.html`)) return redirect(res, location(`${file}/`));
    notFound(req, res);
  }

  // A client that sends its request slowly or only half holds a connection: it is closed after 10 s,
  // as nginx does (client_header_timeout), checked every second.
  const server = http.createServer({headersTimeout: 10_000, requestTimeout: 10_000, connectionsCheckingInterval: 1_000}, (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`scripts/staticServer.ts: ${req.method} ${req.url}: ${(error as Error).stack}`);
      if (!res.headersSent) res.writeHead(500, {'content-length': 0});
      res.end();
    }
  });
  return server;
}
