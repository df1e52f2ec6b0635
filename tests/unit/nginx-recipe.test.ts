// deploy/nginx/ installed as questdb-docs.conf's header says, on a copy of this machine's stock
// Debian /etc/nginx (paths moved into a temporary directory, ports made local): `nginx -t` passes
// without a warning once the default site is removed and fails while it is enabled; the docs answer
// any host name; nothing outside /docs/ is served; HSTS goes out over TLS only; one address cannot
// hold more than its share of requests. tests/e2e/serving.spec.ts checks the rest against the real
// build through deploy/nginx/run.ts.
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const NGINX = '/usr/sbin/nginx';
const STOCK = '/etc/nginx';
const REPO = path.resolve(import.meta.dirname, '../..');
// Away from the browser tests' 3000/3001 and the QuestDB helpers' 19000-19800.
const HTTP_PORT = 3931;
const HTTPS_PORT = 3932;

let dir: string;
let etc: string;
let nginx: ChildProcess | undefined;

/** The file with Debian's absolute paths moved into the temporary directory. */
function localise(file: string): void {
  let text = fs.readFileSync(file, 'utf8');
  text = text
    .replaceAll(`${STOCK}/`, `${etc}/`)
    .replaceAll('/run/nginx.pid', path.join(dir, 'nginx.pid'))
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replaceAll('/srv/questdb-docs', path.join(dir, 'srv'));
  // Root may run nginx's workers as root; the temporary directory is not readable by www-data.
  text = text.replace(/^user www-data;$/m, process.getuid?.() === 0 ? 'user root;' : '');
  fs.writeFileSync(file, text);
}

/** The install steps of questdb-docs.conf's header, `removeDefault` deciding the `rm` step. */
function install(removeDefault: boolean): void {
  fs.rmSync(etc, {recursive: true, force: true});
  fs.cpSync(STOCK, etc, {recursive: true, dereference: false, verbatimSymlinks: true});
  // Debian's load_module lines name modules/ under nginx's prefix (/usr/share/nginx), here the copy.
  fs.symlinkSync(fs.realpathSync('/usr/share/nginx/modules'), path.join(etc, 'modules'));
  fs.copyFileSync(path.join(REPO, 'deploy/nginx/questdb-docs.conf'), path.join(etc, 'conf.d/questdb-docs.conf'));
  fs.copyFileSync(path.join(REPO, 'deploy/nginx/security-headers.conf'), path.join(etc, 'snippets/questdb-docs-security-headers.conf'));
  if (removeDefault) fs.rmSync(path.join(etc, 'sites-enabled/default'));
  else fs.copyFileSync(path.join(STOCK, 'sites-available/default'), path.join(etc, 'sites-enabled/default'));
  for (const file of ['nginx.conf', 'conf.d/questdb-docs.conf', ...fs.readdirSync(path.join(etc, 'sites-enabled')).map((f) => `sites-enabled/${f}`)]) {
    localise(path.join(etc, file));
  }
  // Temp folders of a root-less run (Debian's are under /var/lib/nginx).
  const conf = path.join(etc, 'nginx.conf');
  fs.writeFileSync(conf, fs.readFileSync(conf, 'utf8').replace(/^http \{$/m, `http {\n\tclient_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;`));
}

function nginxTest(): {status: number | null; output: string} {
  const result = spawnSync(NGINX, ['-t', '-p', etc, '-c', path.join(etc, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {encoding: 'utf8'});
  return {status: result.status, output: result.stderr + result.stdout};
}

function get(url: string, headers: Record<string, string> = {}): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, {headers, rejectUnauthorized: false}, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body}));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX) || !fs.existsSync(path.join(STOCK, 'sites-available/default'))) {
    throw new Error(`tests/unit/nginx-recipe.test.ts: Debian's nginx (${NGINX}, ${STOCK}) missing; run \`bash scripts/setup.sh\` (installs nginx)`);
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-recipe-'));
  etc = path.join(dir, 'etc');
  fs.mkdirSync(path.join(dir, 'tmp'));
  const site = path.join(dir, 'srv');
  const files: Record<string, string> = {
    'docs/index.html': '<!doctype html><title>Docs home</title>',
    'docs/404.html': '<!doctype html><title>Page not found</title>',
    'docs/quick-start/index.html': '<!doctype html><title>Quick start</title>',
    'docs/quick-start/index.md': '# Quick start',
    'README.md': '# stray readme',
    'docs.bak/quick-start/index.md': '# rollback copy',
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), body);
  }
  // Large enough that a reader who never reads keeps its request in progress.
  fs.writeFileSync(path.join(site, 'docs/big.bin'), Buffer.alloc(48 * 1024 * 1024));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=docs.example.com', '-days', '1', '-keyout', path.join(dir, 'docs.key'), '-out', path.join(dir, 'docs.pem')], {stdio: 'ignore'});
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

describe('deploy/nginx on a stock Debian', () => {
  it('fails `nginx -t` while Debian\'s default site is enabled, naming the duplicate default server', () => {
    install(false);
    const {status, output} = nginxTest();
    expect(status).not.toBe(0);
    expect(output).toMatch(/a duplicate default server for 0\.0\.0\.0:80/);
  });

  it('passes `nginx -t` without a warning once the default site is removed', () => {
    install(true);
    const {status, output} = nginxTest();
    expect(output).not.toMatch(/\[warn\]|\[emerg\]/);
    expect(status).toBe(0);
  });

  describe('running (ports made local, the TLS lines of the header added)', () => {
    beforeAll(async () => {
      install(true);
      const conf = path.join(etc, 'conf.d/questdb-docs.conf');
      const text = fs
        .readFileSync(conf, 'utf8')
        .replace('    listen 80 default_server;\n    listen [::]:80 default_server;\n', `    listen 127.0.0.1:${HTTP_PORT} default_server;\n    listen 127.0.0.1:${HTTPS_PORT} ssl default_server;\n    ssl_certificate ${dir}/docs.pem; ssl_certificate_key ${dir}/docs.key;\n`);
      expect(text).toContain(`127.0.0.1:${HTTPS_PORT} ssl`);
      fs.writeFileSync(conf, text);
      nginx = spawn(NGINX, ['-p', etc, '-c', path.join(etc, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {stdio: 'ignore'});
      for (let i = 0; i < 100; i++) {
        try {
          await get(`http://127.0.0.1:${HTTP_PORT}/docs/`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error(`nginx did not start: ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
    }, 30_000);

    it('serves the docs for any host name', async () => {
      for (const host of ['docs.example.com', 'localhost', '203.0.113.7']) {
        const response = await get(`http://127.0.0.1:${HTTP_PORT}/docs/quick-start/`, {host});
        expect(response.status, host).toBe(200);
        expect(response.body, host).toContain('<title>Quick start</title>');
      }
    });

    it('serves Markdown under /docs/ only: a stray README.md or a rollback copy is not readable', async () => {
      const twin = await get(`http://127.0.0.1:${HTTP_PORT}/docs/quick-start/index.md`);
      expect(twin.status).toBe(200);
      expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
      for (const address of ['/README.md', '/docs.bak/quick-start/index.md']) {
        const response = await get(`http://127.0.0.1:${HTTP_PORT}${address}`);
        expect(response.status, address).toBe(404);
        expect(response.body, address).not.toMatch(/stray readme|rollback copy/);
      }
    });

    it('sends Strict-Transport-Security over TLS only', async () => {
      expect((await get(`https://127.0.0.1:${HTTPS_PORT}/docs/`)).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await get(`http://127.0.0.1:${HTTP_PORT}/docs/`)).headers['strict-transport-security']).toBeUndefined();
    });

    it('answers 429 to an address with 64 requests in progress', async () => {
      // Clients that ask for a large file and never read it keep their requests in progress.
      const readers = await Promise.all(
        Array.from({length: 64}, () => new Promise<net.Socket>((resolve) => {
          const socket = net.connect(HTTP_PORT, '127.0.0.1', () => {
            socket.write('GET /docs/big.bin HTTP/1.1\r\nHost: docs.example.com\r\n\r\n');
            socket.once('data', () => {
              socket.pause();
              resolve(socket);
            });
          });
        })),
      );
      try {
        expect((await get(`http://127.0.0.1:${HTTP_PORT}/docs/`)).status).toBe(429);
      } finally {
        for (const socket of readers) socket.destroy();
      }
      // Once they are gone, the address is served again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await get(`http://127.0.0.1:${HTTP_PORT}/docs/`)).status).toBe(200);
    });
  });
});
