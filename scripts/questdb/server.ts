// Starts a QuestDB server for tests and authors: loopback only, telemetry off, a throwaway root
// directory, stopped (process and directory gone) on stop(), on exit, on Ctrl+C and on SIGTERM.
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {ensureJar, hasCommand, QUESTDB_RELEASE, SETUP_COMMAND, SetupError, wrongBuild} from './jar';

export interface QuestDBPorts {
  readonly http: number;
  readonly pg: number;
  readonly ilp: number;
  /** The minimal HTTP server: /status and the Prometheus /metrics endpoint. */
  readonly minHttp: number;
}

/**
 * The ports the tests use, away from the defaults so an author's own QuestDB can keep running;
 * QDB_PORT_OFFSET=N moves all four by N, for checkouts that test side by side.
 */
const offset = Number(process.env.QDB_PORT_OFFSET ?? 0);
export const TEST_PORTS: QuestDBPorts = {http: 19000 + offset, pg: 18812 + offset, ilp: 19009 + offset, minHttp: 19003 + offset};
/** QuestDB's own defaults, for `npm run questdb`: the pages' examples use these. */
export const DEFAULT_PORTS: QuestDBPorts = {http: 9000, pg: 8812, ilp: 9009, minHttp: 9003};

export interface StartOptions {
  readonly ports?: QuestDBPorts;
  /** Extra server.conf lines (key=value), added after the harness's own. */
  readonly config?: Readonly<Record<string, string>>;
  /** Files written under the root's conf/ before start (name -> content), such as an ILP auth file. */
  readonly confFiles?: Readonly<Record<string, string>>;
  /** HTTP basic login (http.user, http.password) the server then requires on every HTTP endpoint; exec() sends it. */
  readonly httpLogin?: HttpLogin;
  readonly log?: (line: string) => void;
  /** How long to wait for the server to answer. */
  readonly startTimeoutMs?: number;
}

export interface QuestDBServer {
  readonly version: string;
  readonly ports: QuestDBPorts;
  readonly httpUrl: string;
  readonly root: string;
  readonly logFile: string;
  /** Runs one SQL statement over /exec and returns the parsed JSON answer (errors included). */
  exec(sql: string): Promise<ExecAnswer>;
  stop(): Promise<void>;
  /** Stops and starts the server on the same root; only a server this process started has it. */
  restart?(): Promise<void>;
}

export interface HttpLogin {
  readonly username: string;
  readonly password: string;
}

export interface ExecColumn {
  readonly name: string;
  readonly type: string;
}

export interface ExecAnswer {
  readonly ok: boolean;
  readonly columns?: ExecColumn[];
  readonly dataset?: unknown[][];
  readonly count?: number;
  readonly ddl?: string;
  readonly error?: string;
  readonly position?: number;
  /** The answer's body as sent, for number formatting that JSON.parse would lose. */
  readonly raw: string;
}

export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port, '127.0.0.1');
  });
}

export function serverConf(ports: QuestDBPorts, extra: Readonly<Record<string, string>> = {}): string {
  const base: Record<string, string> = {
    'http.net.bind.to': `127.0.0.1:${ports.http}`,
    'http.min.net.bind.to': `127.0.0.1:${ports.minHttp}`,
    'pg.net.bind.to': `127.0.0.1:${ports.pg}`,
    'line.tcp.net.bind.to': `127.0.0.1:${ports.ilp}`,
    'line.udp.enabled': 'false',
    'telemetry.enabled': 'false',
  };
  return Object.entries({...base, ...extra}).map(([k, v]) => `${k}=${v}`).join('\n') + '\n';
}

function javaMajorVersion(): number | undefined {
  const out = spawnSync('java', ['-version'], {encoding: 'utf8'});
  const match = /version "(\d+)/.exec(`${out.stderr}${out.stdout}`);
  return match ? Number(match[1]) : undefined;
}

const live = new Set<() => void>();
let handlersInstalled = false;

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => live.forEach((kill) => kill()));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      live.forEach((kill) => kill());
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

function authorization(login: HttpLogin | undefined): Record<string, string> {
  return login ? {authorization: `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`} : {};
}

async function answers(url: string, login?: HttpLogin): Promise<boolean> {
  try {
    const res = await fetch(`${url}/exec?query=${encodeURIComponent('SELECT 1')}`, {signal: AbortSignal.timeout(2000), headers: authorization(login)});
    return res.ok;
  } catch {
    return false;
  }
}

/** Runs one statement over the REST API's /exec; an SQL error is an answer, not an exception. */
export async function execSql(httpUrl: string, sql: string, login?: HttpLogin): Promise<ExecAnswer> {
  const res = await fetch(`${httpUrl}/exec?query=${encodeURIComponent(sql)}`, {headers: authorization(login)});
  const raw = await res.text();
  let body: Omit<ExecAnswer, 'ok' | 'raw'>;
  try {
    body = JSON.parse(raw);
  } catch {
    body = {error: `HTTP ${res.status}: ${raw.slice(0, 200)}`};
  }
  return {...body, ok: res.ok && body.error === undefined, raw};
}

/**
 * A server started elsewhere, for commands run by scripts/questdb/run.ts (QDB_HTTP_URL): stop() leaves it running.
 */
export function connectQuestDB(httpUrl: string): QuestDBServer {
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const ports = {http: Number(new URL(httpUrl).port), pg: port('QDB_PG_PORT', 0), ilp: port('QDB_ILP_PORT', 0), minHttp: port('QDB_MIN_HTTP_PORT', 0)};
  return {
    version: process.env.QDB_VERSION ?? QUESTDB_RELEASE.version,
    ports, httpUrl, root: process.env.QDB_ROOT ?? '', logFile: '',
    exec: (sql) => execSql(httpUrl, sql),
    stop: async () => {},
  };
}

/** The server named by QDB_HTTP_URL when run under scripts/questdb/run.ts, otherwise a new one. */
export async function useQuestDB(options: StartOptions = {}): Promise<QuestDBServer> {
  const url = process.env.QDB_HTTP_URL;
  return url ? connectQuestDB(url) : startQuestDB(options);
}

export async function startQuestDB(options: StartOptions = {}): Promise<QuestDBServer> {
  const log = options.log ?? (() => {});
  const ports = options.ports ?? TEST_PORTS;
  if (!hasCommand('java')) {
    throw new SetupError(`Java is not installed; QuestDB needs Java 17 or newer: run \`${SETUP_COMMAND}\` (or \`apt-get install -y openjdk-17-jre-headless\`).`);
  }
  const major = javaMajorVersion();
  if (major !== undefined && major < 17) {
    throw new SetupError(`Java ${major} found; QuestDB ${QUESTDB_RELEASE.version} needs Java 17 or newer: run \`${SETUP_COMMAND}\` and put its java first on PATH.`);
  }
  for (const [name, port] of Object.entries(ports)) {
    if (await portTaken(port)) {
      throw new SetupError(`Port ${port} on 127.0.0.1 (QuestDB ${name}) is taken, perhaps by another QuestDB: stop that process (\`ss -ltnp 'sport = :${port}'\` shows it) or choose other ports.`);
    }
  }
  const jar = ensureJar();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'questdb-docs-'));
  fs.mkdirSync(path.join(root, 'conf'));
  fs.writeFileSync(path.join(root, 'conf/server.conf'), serverConf(ports, {
    ...options.config,
    ...(options.httpLogin && {'http.user': options.httpLogin.username, 'http.password': options.httpLogin.password}),
  }));
  for (const [name, content] of Object.entries(options.confFiles ?? {})) {
    fs.writeFileSync(path.join(root, 'conf', name), content);
  }
  const logFile = path.join(os.tmpdir(), `${path.basename(root)}.log`);
  const httpUrl = `http://127.0.0.1:${ports.http}`;
  let child: ChildProcess;
  let exited = false;
  let exitPromise: Promise<void>;
  const killNow = () => {
    if (!exited) child.kill('SIGKILL');
    fs.rmSync(root, {recursive: true, force: true});
    fs.rmSync(logFile, {force: true});
  };
  live.add(killNow);
  installExitHandlers();

  /** Starts the process on the root and waits until it answers; the log is appended to across restarts. */
  const launch = async () => {
    const logFd = fs.openSync(logFile, 'a');
    child = spawn('java', [
      '-Xms128m', '-Xmx1g', '-XX:+UseParallelGC',
      '-p', jar, '-m', 'io.questdb/io.questdb.ServerMain', '-d', root,
    ], {stdio: ['ignore', logFd, logFd]});
    fs.closeSync(logFd);
    exited = false;
    exitPromise = new Promise<void>((resolve) => child.once('exit', () => {
      exited = true;
      resolve();
    }));
    const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
    while (!(await answers(httpUrl, options.httpLogin))) {
      if (exited || Date.now() > deadline) {
        const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
        killNow();
        live.delete(killNow);
        throw new SetupError(`QuestDB ${QUESTDB_RELEASE.version} ${exited ? 'exited' : 'did not answer'} before it was ready on ${httpUrl}. Its log ended with:\n${tail}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  /** Stops the process with SIGTERM (SIGKILL after 10 s), leaving the root in place. */
  const halt = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitPromise;
    clearTimeout(timer);
  };

  await launch();
  const build = await execSql(httpUrl, 'SELECT build()', options.httpLogin);
  const problem = build.ok ? wrongBuild(String(build.dataset?.[0]?.[0] ?? '')) : `SELECT build() failed: ${build.error}`;
  if (problem) {
    killNow();
    live.delete(killNow);
    throw new SetupError(`${jar} started, but ${problem}. The pages document QuestDB ${QUESTDB_RELEASE.version}, so no other build is run: point QUESTDB_JAR at the ${QUESTDB_RELEASE.version} jar (README, "Getting QuestDB ${QUESTDB_RELEASE.version}").`);
  }
  log(`QuestDB ${QUESTDB_RELEASE.version} is ready: ${httpUrl} (PostgreSQL wire ${ports.pg}, ILP TCP ${ports.ilp}, metrics ${ports.minHttp}), root ${root}`);

  const stop = async () => {
    await halt();
    killNow();
    live.delete(killNow);
  };
  const restart = async () => {
    await halt();
    await launch();
  };

  return {version: QUESTDB_RELEASE.version, ports, httpUrl, root, logFile, exec: (sql) => execSql(httpUrl, sql, options.httpLogin), stop, restart};
}
