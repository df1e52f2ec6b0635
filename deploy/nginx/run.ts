// Runs Debian's nginx with deploy/nginx/questdb-docs.conf as it is, on a local port, serving a
// build: the browser tests' nginx project and `npm run bench` use it.
// `tsx deploy/nginx/run.ts [build]`, port from PORT (3001); stops nginx on SIGINT/SIGTERM.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HERE = import.meta.dirname;
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * A prefix directory for nginx holding the site config with its `listen` and `root` made local
 * (the build linked as `<root>/docs`), the security-headers snippet, and a main config.
 */
export function writeNginxPrefix(buildDir: string, port: number): string {
  if (!fs.existsSync(NGINX)) throw new Error(`deploy/nginx/run.ts: ${NGINX} missing; run \`bash scripts/setup.sh\` (installs nginx)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'questdb-docs-nginx-'));
  fs.mkdirSync(path.join(prefix, 'snippets'));
  fs.mkdirSync(path.join(prefix, 'site'));
  fs.symlinkSync(path.resolve(buildDir), path.join(prefix, 'site', 'docs'));
  fs.copyFileSync(path.join(HERE, 'security-headers.conf'), path.join(prefix, 'snippets', 'questdb-docs-security-headers.conf'));
  const hasBrotli = fs.existsSync(BROTLI_MODULE);
  let site = fs.readFileSync(path.join(HERE, 'questdb-docs.conf'), 'utf8');
  for (const [from, to] of [
    ['    listen 80 default_server;', `    listen 127.0.0.1:${port} default_server;`],
    ['    listen [::]:80 default_server;\n', ''],
    ['    root /srv/questdb-docs;', `    root ${path.join(prefix, 'site')};`],
  ]) {
    if (!site.includes(from!)) throw new Error(`deploy/nginx/questdb-docs.conf: line \`${from!.trim()}\` missing; the tests rewrite it to serve locally`);
    site = site.replace(from!, to!);
  }
  if (!hasBrotli) site = site.replace(/^\s*brotli_static on;\n/m, '');
  fs.writeFileSync(path.join(prefix, 'questdb-docs.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      hasBrotli ? `load_module ${BROTLI_MODULE};` : '',
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log off;`,
      `  client_body_temp_path ${prefix}/tmp;`,
      `  proxy_temp_path ${prefix}/tmp; fastcgi_temp_path ${prefix}/tmp; uwsgi_temp_path ${prefix}/tmp; scgi_temp_path ${prefix}/tmp;`,
      `  include ${prefix}/questdb-docs.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return prefix;
}

/** Starts nginx serving `buildDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function startNginx(buildDir: string, port: number): Promise<RunningNginx> {
  const prefix = writeNginxPrefix(buildDir, port);
  const conf = path.join(prefix, 'nginx.conf');
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => nginx.once('exit', resolve));
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(prefix, {recursive: true, force: true});
  };
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) {
      const log = fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
      throw new Error(`deploy/nginx/run.ts: nginx exited with ${nginx.exitCode}:\n${log}`);
    }
    try {
      await fetch(`${origin}/docs/`);
      return {origin, stop};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`deploy/nginx/run.ts: nginx did not answer on ${origin} within 10 s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = process.argv[2] ?? 'build';
  const port = Number(process.env.PORT ?? 3001);
  const running = await startNginx(build, port);
  console.log(`nginx (deploy/nginx/questdb-docs.conf) serving ${build} at ${running.origin}/docs/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  }
}
