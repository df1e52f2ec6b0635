// How the build is served, by `npm run serve` (send) and by nginx with deploy/nginx/ (both Playwright
// projects): redirects, the not-found page, caching, validators, precompressed files, methods,
// security headers, hostile requests, and the addresses the app itself must clean up.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {readSecurityHeaders} from '../../deploy/nginx/securityHeaders';
import {test, expect, waitForHydration} from './fixtures';

const BUILD = path.resolve(import.meta.dirname, '../../build');
const fileIn = (dir: string, pattern: RegExp) => {
  const name = fs.readdirSync(path.join(BUILD, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`serving.spec: no file matching ${pattern} in build/${dir}; run \`npm run build\``);
  return `/docs/${dir ? `${dir}/` : ''}${name}`;
};
const mermaidDir = fileIn('assets', /^mermaid-/).slice('/docs/'.length);

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Every header line's name, lower case, as often as it was sent. */
  headerNames: string[];
  body: string;
}

/** Sends `target` byte for byte (no client-side normalisation of dots, slashes or escapes). */
function rawRequest(origin: string, target: string, method = 'GET', extraHeaders = ''): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${extraHeaders}\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      const headerNames: string[] = [];
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        headers[name] = line.slice(colon + 1).trim();
        headerNames.push(name);
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers, headerNames, body: rest.join('\r\n\r\n')});
    });
  });
}

test.describe('serving', () => {
  test('addresses: base, trailing slash, .html and index.html, unknown paths', async ({request}) => {
    const cases: [string, number, string?][] = [
      ['/', 301, '/docs/'],
      ['/docs', 301, '/docs/'],
      ['/docs/', 200],
      ['/docs/quick-start', 301, '/docs/quick-start/'],
      ['/docs/quick-start?x=1', 301, '/docs/quick-start/?x=1'],
      ['/docs/quick-start/', 200],
      ['/docs/quick-start.html', 301, '/docs/quick-start/'],
      ['/docs/quick-start/index.html', 301, '/docs/quick-start/'],
      ['/docs/index.html', 301, '/docs/'],
      ['/docs/404.html', 200],
      ['/docs/offline.html', 200],
      ['/docs/quick-strat/', 404],
      ['/docs/assets/', 404],
      ['/elsewhere/', 404],
    ];
    for (const [address, status, location] of cases) {
      const response = await request.get(address, {maxRedirects: 0});
      expect(response.status(), address).toBe(status);
      if (location) expect(response.headers()['location'], address).toMatch(new RegExp(`^(https?://[^/]+)?${location.replace(/[?]/g, '\\?')}$`));
      if (status === 404) expect(await response.text(), address).toContain('Page not found');
    }
  });

  test('security headers on pages, assets, redirects and the not-found page', async ({request}) => {
    const expected = readSecurityHeaders();
    for (const address of ['/docs/', fileIn('assets/js', /^main\..*\.js$/), '/docs/quick-start', '/docs/no-such-page/']) {
      const headers = (await request.get(address, {maxRedirects: 0})).headers();
      for (const [name, value] of expected) expect(headers[name.toLowerCase()], `${address}: ${name}`).toBe(value);
    }
  });

  test('hashed and versioned files are cached for a year, everything else is revalidated', async ({request}) => {
    const immutable = [
      fileIn('assets/js', /^main\..*\.js$/),
      fileIn('assets/css', /^styles\..*\.css$/),
      fileIn('assets/fonts', /^KaTeX_Main-Regular.*\.woff2$/),
      fileIn(mermaidDir, /\.js$/),
      fileIn('', /^search-index\..*\.json$/),
    ];
    const revalidated = ['/docs/', '/docs/quick-start/', '/docs/sw.js', '/docs/manifest.json', '/docs/llms-full.txt', '/docs/sitemap.xml'];
    for (const address of immutable) expect((await request.get(address)).headers()['cache-control'], address).toBe(IMMUTABLE);
    for (const address of revalidated) expect((await request.get(address)).headers()['cache-control'], address).toBe('no-cache');
  });

  test('a page asked again with its ETag is answered 304', async ({request}) => {
    const first = await request.get('/docs/quick-start/');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/docs/quick-start/', {headers: {'if-none-match': etag!}});
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  });

  test('precompressed brotli and gzip copies are sent as they are', async ({baseURL}) => {
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['identity', undefined, ''],
    ] as const) {
      const response = await rawRequest(baseURL!, '/docs/llms-full.txt', 'GET', `Accept-Encoding: ${accept}\r\n`);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(Number(response.headers['content-length']), accept).toBe(fs.statSync(path.join(BUILD, `llms-full.txt${suffix}`)).size);
      expect(response.headers['vary'] ?? '', accept).toMatch(/Accept-Encoding/i);
    }
  });

  test('only GET and HEAD: other methods get 405 with Allow', async ({baseURL}) => {
    const head = await rawRequest(baseURL!, '/docs/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await rawRequest(baseURL!, '/docs/', method, 'Content-Length: 0\r\n');
      expect(response.status, method).toBe(405);
      expect(response.headers['allow'], method).toBe('GET, HEAD');
    }
  });

  test('requests that used to stop the server are answered, and it keeps serving', async ({baseURL}) => {
    const hostile = [
      '/docs/manifest.json/',
      '/docs/quick-start/index.md/',
      '/docs/%00',
      `/docs/${'a'.repeat(300)}`,
      `/docs/${'%C3%A9'.repeat(200)}/`,
      '/docs/quick-start%0D%0AX-Injected:%201',
      '/docs//quick-start%0D%0AX-Injected:%201//evil.example/',
      '/docs/%0D%0ASet-Cookie:%20x=1',
      '/docs/%E0%A4%A',
      '/docs/%',
      '/docs/\\..\\..\\etc\\passwd',
      '/docs/%2e%2e/%2e%2e/etc/passwd',
    ];
    for (const target of hostile) {
      const response = await rawRequest(baseURL!, target);
      expect([301, 400, 404], target).toContain(response.status);
      expect(Object.keys(response.headers), target).not.toContain('set-cookie');
      expect(Object.keys(response.headers), target).not.toContain('x-injected');
      // A redirect stays on this site: a path, not "//host".
      if (response.headers['location']) expect(response.headers['location'], target).toMatch(/^(http:\/\/127\.0\.0\.1:\d+)?\/(?!\/)/);
    }
    for (const range of ['bytes=5-2', 'bytes=-5', 'bytes=0-1,4-5', 'bytes=x', 'bytes=99999999-']) {
      const response = await rawRequest(baseURL!, '/docs/manifest.json', 'GET', `Range: ${range}\r\n`);
      expect([200, 206, 416], range).toContain(response.status);
    }
    expect((await rawRequest(baseURL!, '/docs/')).status).toBe(200);
  });

  test('no request reads a sibling directory whose name starts with the build folder', async ({baseURL}, testInfo) => {
    const sibling = `${BUILD}-escape-${testInfo.project.name}`;
    fs.mkdirSync(sibling, {recursive: true});
    fs.writeFileSync(path.join(sibling, 'secret.txt'), 'sibling secret');
    try {
      const name = path.basename(sibling);
      for (const target of [
        `/docs/..%2f${name}/secret.txt`,
        `/docs/..%2F${name}%2Fsecret.txt`,
        `/docs/%2e%2e%2f${name}/secret.txt`,
        `/docs/../${name}/secret.txt`,
        `/docs/..\\${name}\\secret.txt`,
      ]) {
        const response = await rawRequest(baseURL!, target);
        expect(response.body, target).not.toContain('sibling secret');
        expect(response.status, target).not.toBe(200);
      }
    } finally {
      fs.rmSync(sibling, {recursive: true, force: true});
    }
  });
});

test.describe('HTTP semantics (issue 33)', () => {
  const FILE = '/docs/manifest.json';
  const size = fs.statSync(path.join(BUILD, 'manifest.json')).size;
  const plain = 'Accept-Encoding: identity\r\n';

  test('every redirect keeps the query string', async ({baseURL}) => {
    for (const [target, location] of [
      ['/?offlineMode=true', '/docs/?offlineMode=true'],
      ['/docs?offlineMode=true', '/docs/?offlineMode=true'],
      ['/docs/quick-start?x=1', '/docs/quick-start/?x=1'],
      ['/docs/quick-start.html?x=1&y=2', '/docs/quick-start/?x=1&y=2'],
      ['/docs/quick-start/index.html?x=1', '/docs/quick-start/?x=1'],
      ['/docs/index.html?offlineMode=true', '/docs/?offlineMode=true'],
      ['/docs/quick-start%2ehtml', '/docs/quick-start/'],
    ]) {
      const response = await rawRequest(baseURL!, target!);
      expect(response.status, target).toBe(301);
      expect(response.headers['location'], target).toMatch(new RegExp(`^(http://127\\.0\\.0\\.1:\\d+)?${location!.replace(/[?.]/g, '\\$&')}$`));
    }
  });

  test('an encoded slash in a page address is not found, never the page', async ({baseURL}) => {
    for (const target of ['/docs/quick-start%2f', '/docs/quick-start%2F', '/docs%2Fquick-start/', '/docs/reference%2fsql/sample-by/']) {
      const response = await rawRequest(baseURL!, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).toContain('Page not found');
    }
  });

  test('a single range, bytes=0-0 included, and If-Range decide between 206 and 200', async ({baseURL}) => {
    const first = await rawRequest(baseURL!, FILE, 'GET', plain);
    const {etag, 'last-modified': lastModified} = first.headers;
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    const ranged = async (headers: string) => rawRequest(baseURL!, FILE, 'GET', plain + headers);

    const one = await ranged('Range: bytes=0-0\r\n');
    expect(one.status).toBe(206);
    expect(one.headers['content-range']).toBe(`bytes 0-0/${size}`);
    expect(one.body).toBe('{');
    const tail = await ranged('Range: bytes=-5\r\n');
    expect(tail.status).toBe(206);
    expect(tail.body).toBe(first.body.slice(-5));

    expect((await ranged(`Range: bytes=0-9\r\nIf-Range: ${etag}\r\n`)).status).toBe(206);
    expect((await ranged(`Range: bytes=0-9\r\nIf-Range: ${lastModified}\r\n`)).status).toBe(206);
    const stale = await ranged('Range: bytes=0-9\r\nIf-Range: "another-version"\r\n');
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  test('an unsatisfiable range gets 416 with Content-Range, and each security header once', async ({baseURL}) => {
    const response = await rawRequest(baseURL!, FILE, 'GET', `${plain}Range: bytes=${size + 10}-\r\n`);
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    for (const [name] of readSecurityHeaders()) {
      expect(response.headerNames.filter((n) => n === name.toLowerCase()), name).toHaveLength(1);
    }
  });

  test('conditional requests: If-None-Match lists and *, If-Modified-Since; a 304 carries ETag and Vary', async ({baseURL}) => {
    const page = '/docs/quick-start/';
    const accept = 'Accept-Encoding: br, gzip\r\n';
    const first = await rawRequest(baseURL!, page, 'GET', accept);
    const {etag, 'last-modified': lastModified} = first.headers;
    for (const condition of [`If-None-Match: ${etag}`, `If-None-Match: "other", ${etag}`, 'If-None-Match: *', `If-Modified-Since: ${lastModified}`]) {
      const again = await rawRequest(baseURL!, page, 'GET', `${accept}${condition}\r\n`);
      expect(again.status, condition).toBe(304);
      expect(again.body, condition).toBe('');
      expect(again.headers['etag'], condition).toBe(etag);
      expect(again.headers['vary'] ?? '', condition).toMatch(/Accept-Encoding/i);
    }
    for (const condition of ['If-None-Match: "other"', 'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT']) {
      expect((await rawRequest(baseURL!, page, 'GET', `${accept}${condition}\r\n`)).status, condition).toBe(200);
    }
  });

  test('content negotiation honours q=0', async ({baseURL}) => {
    for (const [accept, encoding] of [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['gzip;q=0, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0, identity', undefined],
    ] as const) {
      const response = await rawRequest(baseURL!, '/docs/llms-full.txt', 'HEAD', `Accept-Encoding: ${accept}\r\n`);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
    }
  });

  test('every file type the build ships has its Content-Type, text in UTF-8', async ({baseURL}) => {
    const byExtension = new Map<string, string>();
    for (const entry of fs.readdirSync(BUILD, {recursive: true, withFileTypes: true})) {
      const extension = path.extname(entry.name);
      if (!entry.isFile() || !extension || ['.br', '.gz'].includes(extension) || byExtension.has(extension)) continue;
      byExtension.set(extension, `/docs/${path.relative(BUILD, path.join(entry.parentPath, entry.name))}`);
    }
    expect([...byExtension.keys()]).toEqual(expect.arrayContaining(['.html', '.js', '.css', '.md', '.txt', '.ttf', '.csv', '.lp', '.parquet', '.ico', '.woff2']));
    for (const [extension, address] of byExtension) {
      const type = (await rawRequest(baseURL!, encodeURI(address), 'HEAD', plain)).headers['content-type'] ?? '';
      expect(type, address).not.toMatch(/^(application\/octet-stream)?$/);
      if (/^text\/|javascript|json/.test(type)) expect(type.toLowerCase(), address).toContain('charset=utf-8');
      if (extension === '.ico') expect(type, address).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
      if (extension === '.parquet') expect(type, address).toBe('application/vnd.apache.parquet');
    }
    for (const address of ['/docs/quick-start/index.md', '/docs/llms.txt', '/docs/llms-full.txt']) {
      expect((await rawRequest(baseURL!, address, 'HEAD', plain)).headers['content-type']?.toLowerCase(), address).toMatch(/^text\/(markdown|plain); charset=utf-8$/);
    }
  });

  test('a client that never finishes its request header is disconnected', async ({baseURL}) => {
    test.setTimeout(60_000);
    const {hostname, port} = new URL(baseURL!);
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => socket.write(`GET /docs/ HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `));
      socket.on('close', () => resolve(true));
      socket.on('error', () => undefined);
      socket.resume();
      setTimeout(() => {
        socket.destroy();
        resolve(false);
      }, 45_000);
    });
    expect(closed).toBe(true);
  });

  test('script-src allows no inline script but by hash', async ({request}) => {
    const policy = (await request.get('/docs/')).headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });
});

test.describe('addresses the app cleans up', () => {
  test.use({allowConsoleErrors: ['404 (Not Found)']});

  test('/docs//quick-start/ shows Quick start at /docs/quick-start/, hydrated without an error', async ({page}) => {
    await page.goto('/docs//quick-start/');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/docs\/quick-start\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quick start');
  });

  test('/docs/quick-start%2f shows the not-found page, hydrated without an error', async ({page}) => {
    const response = await page.goto('/docs/quick-start%2f');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page not found', level: 1})).toBeVisible();
  });

  for (const address of ['/docs/%E0%A4%A', '/docs/%']) {
    test(`${address} shows the not-found page, and search works`, async ({page}) => {
      await page.goto(address);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Page not found', level: 1})).toBeVisible();
      await page.getByRole('button', {name: /search/i}).first().click();
      await page.getByPlaceholder('Search docs').fill('sample by');
      await page.locator('.DocSearch-Hit a[href*="/reference/sql/sample-by/"]').first().click();
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('SAMPLE BY');
    });
  }
});
