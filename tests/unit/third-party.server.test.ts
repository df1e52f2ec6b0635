// Runs the third-party tool samples that install here (pandas, polars, SQLAlchemy + questdb-connect,
// the Superset connection, the request Telegraf sends) against the test server, compares each
// program's output with the .out file its page shows, and runs the SQL that the parse-only samples
// (Airflow DAG, Spark job, Dagster asset) send. Samples name QuestDB's default ports; each runs as a
// copy pointed at the test server.
// Run by `npm run test:server`; alone: `npx tsx scripts/questdb/run.ts -- npx vitest run --config vitest.server.config.ts
// tests/unit/third-party.server.test.ts`. It runs scripts/install-tools-deps.sh first (idempotent, about a
// minute the first time) because npm run deps:samples does not install these samples' libraries.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadExampleData, resetDatabase} from '../../scripts/questdb/exampleData';
import type {ExecAnswer, QuestDBServer} from '../../scripts/questdb/server';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const SAMPLES = 'samples/third-party';
const python = path.join(root, '.cache/tools-venv/bin/python');

const httpUrl = process.env.QDB_HTTP_URL;
const pgPort = process.env.QDB_PG_PORT;
const ilpPort = process.env.QDB_ILP_PORT;
if (!httpUrl || !pgPort || !ilpPort) {
  throw new Error(
    'tests/unit/third-party.server.test.ts: QDB_HTTP_URL, QDB_PG_PORT and QDB_ILP_PORT are not set, so there is no QuestDB ' +
      'to run the samples against. Run it through the test server: ' +
      '`npx tsx scripts/questdb/run.ts -- npx vitest run tests/unit/third-party.server.test.ts`.',
  );
}
const httpHostPort = new URL(httpUrl).host;

const server = {
  async exec(sql: string): Promise<ExecAnswer> {
    const res = await fetch(`${httpUrl}/exec?query=${encodeURIComponent(sql)}`);
    const body = (await res.json()) as Omit<ExecAnswer, 'ok'>;
    return {...body, ok: res.ok && body.error === undefined};
  },
} as QuestDBServer;

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
let workDir: string;

beforeAll(async () => {
  try {
    await run('bash', ['scripts/install-tools-deps.sh'], {cwd: root, timeout: 540_000});
  } catch (error) {
    throw new Error(`scripts/install-tools-deps.sh failed, so ${path.relative(root, python)} cannot run the samples: ${(error as Error).message}`);
  }
  // The outputs the pages show assume the example data and nothing the samples create (pandas_fills,
  // cpu, mem, trades_ohlc_1m): start from an empty database, whatever ran before on this server.
  await resetDatabase(server);
  await loadExampleData(server);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'third-party-samples-'));
});

afterAll(() => fs.rmSync(workDir, {recursive: true, force: true}));

/** The sample's text pointed at the test server: QuestDB's default ports become the test ports. */
function pointed(file: string): string {
  const text = read(file);
  const replaced = text
    .replaceAll('localhost:8812', `localhost:${pgPort}`)
    .replaceAll('port=8812', `port=${pgPort}`)
    .replaceAll('localhost:9000', httpHostPort);
  if (replaced === text) throw new Error(`${file}: names none of localhost:8812, port=8812, localhost:9000, so the test cannot point it at the test server`);
  return replaced;
}

async function runSample(file: string, command: string): Promise<string> {
  const copy = path.join(workDir, path.basename(file));
  fs.writeFileSync(copy, pointed(file));
  // Warnings (SQLAlchemy's deprecation notices about questdb-connect) go to stderr; the page shows stdout.
  const {stdout} = await run(command, [copy], {cwd: workDir, timeout: 120_000, maxBuffer: 16 * 1024 * 1024});
  return stdout;
}

const expectedOf = (file: string) => read(file.replace(/\.[a-z]+$/, '.out'));

async function exportCsv(sql: string): Promise<string> {
  const res = await fetch(`${httpUrl}/exp?query=${encodeURIComponent(sql)}`);
  return res.text();
}

async function waitForRows(table: string, rows: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const answer = await server.exec(`SELECT count() FROM ${table}`);
    if (answer.ok && answer.dataset?.[0]?.[0] === rows) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${table}: ${rows} rows did not arrive within 10 s`);
}

describe('Python samples print what their pages show', () => {
  it.each([
    'pandas/read_sql.py',
    'polars/read_database.py',
    'sqlalchemy/questdb_connect_query.py',
    'superset/test_connection.py',
  ])('%s', async (name) => {
    const file = `${SAMPLES}/${name}`;
    expect(await runSample(file, python)).toBe(expectedOf(file));
  }, 120_000);

  it('pandas/ingest_dataframe.py writes the rows pandas_fills.csv shows', async () => {
    const file = `${SAMPLES}/pandas/ingest_dataframe.py`;
    expect(await runSample(file, python)).toBe(expectedOf(file));
    await waitForRows('pandas_fills', 3);
    expect(await exportCsv('SELECT * FROM pandas_fills')).toBe(read(`${SAMPLES}/pandas/pandas_fills.csv`));
  }, 120_000);
});

describe('the request Telegraf sends', () => {
  it('telegraf/telegraf-write.sh creates the cpu and mem tables its page shows', async () => {
    const file = `${SAMPLES}/telegraf/telegraf-write.sh`;
    expect(await runSample(file, 'bash')).toBe(expectedOf(file));
  }, 60_000);
});

/** The string literals a Python file passes as `name=` (or as the `query` option), in order. */
function pythonSql(file: string, pattern: RegExp): string[] {
  const found = [...read(file).matchAll(pattern)].map((m) => m[1].replace(/\s+/g, ' ').trim());
  if (found.length === 0) throw new Error(`${file}: no SQL found with ${pattern}`);
  return found;
}

describe('the SQL that parse-only samples send runs on the server', () => {
  it('airflow/questdb_daily_ohlc.py: both tasks, with {{ ds }} = 2025-05-01', async () => {
    const statements = pythonSql(`${SAMPLES}/airflow/questdb_daily_ohlc.py`, /sql="""([\s\S]*?)"""/g);
    expect(statements).toHaveLength(2);
    for (const sql of statements) {
      const answer = await server.exec(sql.replace('{{ ds }}', '2025-05-01'));
      expect(answer.error, sql).toBeUndefined();
    }
    await waitForRows('trades_ohlc_1m', 11);
  }, 60_000);

  it('spark/read_trades.py: the JDBC query', async () => {
    const [sql] = pythonSql(`${SAMPLES}/spark/read_trades.py`, /\.option\("query", "([^"]+)"\)/g);
    const answer = await server.exec(sql);
    expect(answer.error).toBeUndefined();
    expect(answer.count).toBe(12);
  });

  it('dagster/questdb_assets.py: the asset query', async () => {
    const [sql] = pythonSql(`${SAMPLES}/dagster/questdb_assets.py`, /"(SELECT [^"]+)"/g);
    const answer = await server.exec(sql);
    expect(answer.dataset).toEqual([
      ['BTC-USD', 1.875],
      ['ETH-USD', 7.0],
      ['SOL-USD', 20.0],
    ]);
  });
});
