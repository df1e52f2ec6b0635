// scripts/staticServer.ts and scripts/precompress.ts on a small build of their own: every request
// that stopped the hand-written server, the sibling-directory escape, methods, validators, ranges,
// caching and the precompressed copies. tests/e2e/serving.spec.ts checks the same on the real build,
// through `npm run serve` and nginx.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type http from 'node:http';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {readSecurityHeaders} from '../../deploy/nginx/securityHeaders';
import {createStaticServer, IMMUTABLE_CACHE} from '../../scripts/staticServer';
import {precompress} from '../../scripts/precompress';

let parent: string;
let build: string;
let server: http.Server;
let port: number;

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>text</p>'.repeat(60)}</body></html>`;

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  build = path.join(parent, 'build');
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Page not found'),
    'quick-start/index.html': page('Quick start'),
    'assets/js/main.0123abcd.js': `console.log(${JSON.stringify('x'.repeat(1000))});`,
    'assets/fonts/KaTeX_Main-Regular-0123456789abcdef.woff2': 'font',
    'manifest.json': '{"name": "docs"}',
    'llms-full.txt': 'questdb '.repeat(500),
    '.hidden': 'dot file',
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    fs.writeFileSync(path.join(build, file), body);
  }
  fs.mkdirSync(path.join(parent, 'build-old'));
  fs.writeFileSync(path.join(parent, 'build-old/secret.txt'), 'sibling secret');
  fs.writeFileSync(path.join(parent, 'build.log'), 'build log secret');
  await precompress(build);
  server = createStaticServer(build);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(parent, {recursive: true, force: true});
});

/** Sends the request target byte for byte; resolves with status, headers and body. */
function raw(target: string, method = 'GET', headers = ''): Promise<{status: number; headers: Record<string, string>; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) parsed[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({status: Number(statusLine.split(' ')[1]), headers: parsed, body: all.subarray(split + 4)});
    });
  });
}

describe('scripts/staticServer.ts', () => {
  it.each([
    ['/', 301, '/docs/'],
    ['/docs', 301, '/docs/'],
    ['/docs?q=1', 301, '/docs/?q=1'],
    ['/docs/quick-start', 301, '/docs/quick-start/'],
    ['/docs/quick-start.html', 301, '/docs/quick-start/'],
    ['/docs/quick-start/index.html', 301, '/docs/quick-start/'],
    ['/docs/index.html', 301, '/docs/'],
    ['/docs//quick-start/', 301, '/docs/quick-start/'],
    ['//evil.example/docs/', 301, '/evil.example/docs/'],
    ['/docs/', 200, undefined],
    ['/docs/quick-start/', 200, undefined],
    ['/docs/404.html', 200, undefined],
    ['/docs/nope/', 404, undefined],
    ['/docs/.hidden', 404, undefined],
    ['/docs/manifest.json.br', 404, undefined],
    ['/other/', 404, undefined],
  ])('%s -> %i %s', async (target, status, location) => {
    const response = await raw(target);
    expect(response.status).toBe(status);
    expect(response.headers['location']).toBe(location);
  });

  it('answers unknown addresses with 404.html and status 404', async () => {
    const response = await raw('/docs/nope/');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('Page not found');
  });

  it('answers every request that stopped the hand-written server, and keeps serving', async () => {
    for (const target of [
      '/docs/manifest.json/',
      '/docs/index.md/',
      '/docs/quick-start/index.html/',
      '/docs/%00',
      `/docs/${'a'.repeat(300)}`,
      `/docs/${'a'.repeat(300)}/`,
      '/docs/quick-start%0D%0ASet-Cookie:%20x=1',
      '/docs/%E0%A4%A',
      '/docs/%',
    ]) {
      const response = await raw(target);
      expect(response.status, target).toBe(404);
      expect(response.headers['set-cookie'], target).toBeUndefined();
    }
    expect((await raw('/docs/')).status).toBe(200);
  });

  it('keeps a redirect location inside the header, encoded', async () => {
    const response = await raw('/docs//x%0D%0ASet-Cookie:%20a=1');
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe('/docs/x%0D%0ASet-Cookie:%20a=1');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('reads nothing outside the build, not even a sibling whose name starts with it', async () => {
    for (const target of [
      '/docs/..%2fbuild-old/secret.txt',
      '/docs/..%2Fbuild-old%2Fsecret.txt',
      '/docs/%2e%2e%2fbuild-old/secret.txt',
      '/docs/..%2fbuild.log',
      '/docs/../build-old/secret.txt',
      '/docs/..\\build-old\\secret.txt',
      '/docs/%5c..%5cbuild.log',
    ]) {
      const response = await raw(target);
      expect(response.body.toString(), target).not.toContain('secret');
      expect(response.status, target).toBe(404);
    }
  });

  it('allows GET and HEAD only', async () => {
    const head = await raw('/docs/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const response = await raw('/docs/', method, 'Content-Length: 0\r\n');
      expect(response.status, method).toBe(405);
      expect(response.headers['allow'], method).toBe('GET, HEAD');
    }
  });

  it('sends deploy/nginx/security-headers.conf on every response', async () => {
    const expected = readSecurityHeaders();
    expect(expected.map(([name]) => name)).toContain('Content-Security-Policy');
    for (const target of ['/docs/', '/docs/quick-start', '/docs/nope/', '/docs/assets/js/main.0123abcd.js']) {
      const response = await raw(target, target === '/docs/' ? 'POST' : 'GET', 'Content-Length: 0\r\n');
      for (const [name, value] of expected) expect(response.headers[name.toLowerCase()], `${target} ${name}`).toBe(value);
    }
  });

  it('caches hashed files for a year and revalidates the rest, with a 304 for a known ETag', async () => {
    expect((await raw('/docs/assets/js/main.0123abcd.js')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await raw('/docs/assets/fonts/KaTeX_Main-Regular-0123456789abcdef.woff2')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const pageResponse = await raw('/docs/quick-start/');
    expect(pageResponse.headers['cache-control']).toBe('no-cache');
    expect(pageResponse.headers['etag']).toMatch(/^W\/"/);
    expect(pageResponse.headers['last-modified']).toBeTruthy();
    const again = await raw('/docs/quick-start/', 'GET', `If-None-Match: ${pageResponse.headers['etag']}\r\n`);
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('sends the precompressed copies as they are', async () => {
    const br = await raw('/docs/llms-full.txt', 'GET', 'Accept-Encoding: gzip, br\r\n');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe('questdb '.repeat(500));
    const gz = await raw('/docs/llms-full.txt', 'GET', 'Accept-Encoding: gzip\r\n');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe('questdb '.repeat(500));
    const plain = await raw('/docs/llms-full.txt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('questdb '.repeat(500));
    const notFound = await raw('/docs/nope/', 'GET', 'Accept-Encoding: br\r\n');
    expect(zlib.brotliDecompressSync(notFound.body).toString()).toContain('Page not found');
  });

  it('serves a single byte range, refuses an invalid one and ignores what it does not serve', async () => {
    const part = await raw('/docs/llms-full.txt', 'GET', 'Range: bytes=0-6\r\n');
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('questdb');
    const one = await raw('/docs/llms-full.txt', 'GET', 'Range: bytes=0-0\r\n');
    expect(one.status).toBe(206);
    expect(one.body.toString()).toBe('q');
    for (const range of ['bytes=6-0', 'bytes=x']) expect((await raw('/docs/llms-full.txt', 'GET', `Range: ${range}\r\n`)).status, range).toBe(416);
    for (const range of ['bytes=0-1,3-4', 'items=0-1']) {
      const response = await raw('/docs/llms-full.txt', 'GET', `Range: ${range}\r\n`);
      expect(response.status, range).toBe(200);
    }
    const stale = await raw('/docs/llms-full.txt', 'GET', 'Range: bytes=0-6\r\nIf-Range: "old"\r\n');
    expect(stale.status).toBe(200);
  });

  it('chooses the encoding by q-values, and a 304 keeps ETag and Vary', async () => {
    expect((await raw('/docs/llms-full.txt', 'GET', 'Accept-Encoding: br;q=0, gzip\r\n')).headers['content-encoding']).toBe('gzip');
    expect((await raw('/docs/llms-full.txt', 'GET', 'Accept-Encoding: gzip;q=0\r\n')).headers['content-encoding']).toBeUndefined();
    const page = await raw('/docs/quick-start/', 'GET', 'Accept-Encoding: br\r\n');
    for (const condition of ['If-None-Match: *', `If-None-Match: "x", ${page.headers['etag']}`, `If-Modified-Since: ${page.headers['last-modified']}`]) {
      const again = await raw('/docs/quick-start/', 'GET', `Accept-Encoding: br\r\n${condition}\r\n`);
      expect(again.status, condition).toBe(304);
      expect(again.headers['etag'], condition).toBe(page.headers['etag']);
      expect(again.headers['vary'], condition).toBe('Accept-Encoding');
    }
  });

  it('redirects /docs/x%2ehtml to the page, and answers 404 for an encoded slash', async () => {
    expect((await raw('/docs/quick-start%2ehtml')).headers['location']).toBe('/docs/quick-start/');
    expect((await raw('/docs/quick-start%2f')).status).toBe(404);
  });

  it('warns when the build has no precompressed copies', () => {
    const bare = path.join(parent, 'bare');
    fs.mkdirSync(bare);
    fs.writeFileSync(path.join(bare, 'index.html'), page('Home'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createStaticServer(bare);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^scripts\/staticServer\.ts: 1 compressible files of .*bare have no \.br or \.gz copy \(index\.html, \.\.\.\) and go out uncompressed; run `npx tsx scripts\/precompress\.ts/));
      warn.mockClear();
      createStaticServer(build);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('scripts/precompress.ts', () => {
  it('writes .br and .gz beside compressible files of 256 bytes or more, never for small or binary ones', () => {
    expect(fs.existsSync(path.join(build, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(build, 'index.html.gz'))).toBe(true);
    expect(fs.existsSync(path.join(build, 'manifest.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(build, 'assets/fonts/KaTeX_Main-Regular-0123456789abcdef.woff2.br'))).toBe(false);
  });
});
