// The operations procedures run for real on the pinned QuestDB jar, each on its own server and root:
// the systemd unit's ExecStart command line starts a server, the metrics and log.conf samples give the
// metric names and log file the logging page names, and backup.sh + a `_restore` file bring rows back.
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ensureJar} from '../../scripts/questdb/jar';
import {serverConf, TEST_PORTS, type QuestDBPorts} from '../../scripts/questdb/server';

// Each test starts one or two real servers.
vi.setConfig({testTimeout: 180_000});

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Ports away from the harness server's (TEST_PORTS) so this file can run beside it. */
function portsShiftedBy(n: number): QuestDBPorts {
  return {http: TEST_PORTS.http + n, pg: TEST_PORTS.pg + n, ilp: TEST_PORTS.ilp + n, minHttp: TEST_PORTS.minHttp + n};
}

interface Launched {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<number | null>;
}

const running: Launched[] = [];
const tempDirs: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await stop(server);
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `questdb-ops-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/** A root directory with conf/server.conf for `ports` plus `extra` keys and any other conf files. */
function makeRoot(ports: QuestDBPorts, extra: Record<string, string> = {}, confFiles: Record<string, string> = {}): string {
  const dir = tempDir('root');
  fs.mkdirSync(path.join(dir, 'conf'));
  fs.writeFileSync(path.join(dir, 'conf/server.conf'), serverConf(ports, extra));
  for (const [name, content] of Object.entries(confFiles)) fs.writeFileSync(path.join(dir, 'conf', name), content);
  return dir;
}

async function launch(command: string, args: readonly string[], ports: QuestDBPorts): Promise<Launched> {
  const child = spawn(command, args, {stdio: 'ignore'});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${ports.http}`;
  const server = {child, url, exited};
  running.push(server);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/exec?query=SELECT%201`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`QuestDB did not answer on ${url} within 90 s`);
}

async function stop(server: Launched): Promise<number | null> {
  const index = running.indexOf(server);
  if (index >= 0) running.splice(index, 1);
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

function javaServer(rootDir: string, ports: QuestDBPorts): Promise<Launched> {
  return launch('java', ['-p', ensureJar(), '-m', 'io.questdb/io.questdb.ServerMain', '-d', rootDir], ports);
}

async function sql(url: string, query: string): Promise<{dataset?: unknown[][]; error?: string}> {
  const res = await fetch(`${url}/exec?query=${encodeURIComponent(query)}`);
  return (await res.json()) as {dataset?: unknown[][]; error?: string};
}

/** Runs example-data.sql statement by statement, then waits for the WAL to apply. */
async function loadExampleData(url: string): Promise<void> {
  const statements = read('samples/sql/example-data.sql')
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const statement of statements) expect((await sql(url, statement)).error, statement).toBeUndefined();
  await waitForRows(url, 'trades', 12);
}

async function waitForRows(url: string, table: string, rows: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let seen: unknown;
  while (Date.now() < deadline) {
    seen = (await sql(url, `SELECT count() FROM ${table}`)).dataset?.[0]?.[0];
    if (seen === rows) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${table}: expected ${rows} rows, found ${String(seen)}`);
}

describe('samples/deploy/systemd/questdb.service', () => {
  it('its ExecStart command line starts QuestDB and it stops with an exit status the unit accepts', async () => {
    const unit = read('samples/deploy/systemd/questdb.service');
    const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1];
    if (!execStart) throw new Error('samples/deploy/systemd/questdb.service: no ExecStart= line');
    const ports = portsShiftedBy(40);
    const rootDir = makeRoot(ports);
    // The unit's paths are the production ones; the test swaps in the pinned jar and a throwaway root.
    const [command, ...args] = execStart
      .replace('/opt/questdb/questdb.jar', ensureJar())
      .replace('/var/lib/questdb', rootDir)
      .split(/\s+/);
    const server = await launch(command === '/usr/bin/java' && !fs.existsSync(command) ? 'java' : command!, args, ports);
    expect((await sql(server.url, 'SELECT 1 AS ok')).dataset).toEqual([[1]]);
    const code = await stop(server);
    const accepted = ['0', ...(/^SuccessExitStatus=(.+)$/m.exec(unit)?.[1]?.split(/\s+/) ?? [])];
    expect(accepted).toContain(String(code));
  });
});

describe('logging and metrics samples', () => {
  it('the metrics endpoint serves every metric docs/operations/logging-metrics.md names, and log.conf writes the log file', async () => {
    const ports = portsShiftedBy(50);
    const metricsConf = Object.fromEntries(
      read('samples/operations/metrics.conf')
        .split('\n')
        .filter((line) => line.includes('=') && !line.startsWith('#'))
        .map((line) => line.split('=', 2) as [string, string])
        .filter(([key]) => !key.endsWith('.bind.to')),
    );
    expect(metricsConf['metrics.enabled']).toBe('true');
    const rootDir = makeRoot(ports, metricsConf, {'log.conf': read('samples/operations/log.conf')});
    const server = await javaServer(rootDir, ports);
    await loadExampleData(server.url);

    const exposition = await (await fetch(`http://127.0.0.1:${ports.minHttp}/metrics`)).text();
    const served = new Set(exposition.split('\n').filter((l) => l.startsWith('questdb_')).map((l) => l.split(/[{ ]/)[0]));
    // A name ending in `_` is a family prefix written as `questdb_memory_tag_*`, not a metric.
    const named = new Set((read('docs/operations/logging-metrics.md').match(/\bquestdb_[a-z0-9_]+/gi) ?? []).filter((n) => !n.endsWith('_')));
    expect(named.size).toBeGreaterThan(5);
    for (const name of named) expect(served.has(name), `${name} on /metrics`).toBe(true);
    expect(await (await fetch(`http://127.0.0.1:${ports.minHttp}/status`)).text()).toContain('Healthy');

    // The file writer buffers: read the log once the server has stopped and flushed it.
    await stop(server);
    const logs = fs.readdirSync(path.join(rootDir, 'log')).filter((f) => f.startsWith('questdb.log.'));
    expect(logs).toHaveLength(1);
    expect(fs.readFileSync(path.join(rootDir, 'log', logs[0]!), 'utf8')).toContain('server-main');
  });
});

describe('samples/operations/backup.sh', () => {
  it.skipIf(spawnSync('curl', ['--version']).status !== 0)('copies a checkpointed root that restores to the rows of the checkpoint', async () => {
    const ports = portsShiftedBy(60);
    const live = makeRoot(ports);
    const server = await javaServer(live, ports);
    await loadExampleData(server.url);

    const backup = path.join(tempDir('backup'), 'questdb-backup');
    const result = spawnSync('bash', [path.join(root, 'samples/operations/backup.sh'), live, backup], {
      env: {...process.env, QDB_URL: server.url},
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(fs.existsSync(path.join(backup, '.checkpoint'))).toBe(true);
    expect((await sql(server.url, 'SELECT in_progress FROM checkpoint_status()')).dataset).toEqual([[false]]);

    // A row written after the backup must not come back.
    await sql(server.url, "INSERT INTO trades VALUES ('BTC-USD', 'buy', 96600.0, 0.1, '2025-05-02T00:00:00.000000Z')");
    await waitForRows(server.url, 'trades', 13);
    await stop(server);

    fs.writeFileSync(path.join(backup, '_restore'), '');
    const restored = await javaServer(backup, ports);
    expect((await sql(restored.url, 'SELECT count() FROM trades')).dataset).toEqual([[12]]);
    expect((await sql(restored.url, 'SELECT count() FROM quotes')).dataset).toEqual([[10]]);
    expect(fs.existsSync(path.join(backup, '_restore'))).toBe(false);
  });
});
