// The guides (docs/guides/) as tests: the steps the example checker cannot run (CSV uploads to /imp,
// COPY from the server's import directory, line protocol writes over HTTP) run here against the test server,
// in page order, followed by the guide's SQL blocks that read what they wrote. Every JSON answer and
// result table a guide shows must equal the server's. Like every *.server.test.ts file it is left out
// of `npm run test:unit` (vitest.config.ts) and runs with a server under scripts/questdb/run.ts.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {blockWith, readGuide, root, shownBlock, type Guide} from './guide-pages';
import type {SqlExample} from '../../markdown/remark-sql-examples';
import {emptyReport, runExample} from '../../scripts/content/checkExamples';
import {execOk, resetDatabase, waitForApply} from '../../scripts/questdb/exampleData';
import {connectQuestDB, type ExecAnswer, type QuestDBServer} from '../../scripts/questdb/server';

const httpUrl = process.env.QDB_HTTP_URL;
if (!httpUrl) {
  throw new Error(
    'tests/unit/guides.server.test.ts: QDB_HTTP_URL is not set, so there is no QuestDB to run the guides against. ' +
      'Run it through the test server: `npx tsx scripts/questdb/run.ts -- npx vitest run ...`.',
  );
}

/**
 * Runs a guide's SQL block with the example checker's own block runner and fails on any problem it
 * reports (a failing statement, a result or error table that differs); gives the last answer.
 */
async function runSqlBlock(server: QuestDBServer, guide: Guide, match: string): Promise<ExecAnswer> {
  const example: SqlExample = blockWith(guide.sql, (e) => e.sql, match, guide.file);
  const report = emptyReport();
  const answer = await runExample(server, {file: guide.file}, example, report);
  expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  return answer!;
}

async function dropTables(server: QuestDBServer, ...names: string[]): Promise<void> {
  for (const name of names) await execOk(server, `DROP TABLE IF EXISTS "${name}"`);
}

async function postCsv(url: string, fileName: string, content: string | Uint8Array<ArrayBuffer>): Promise<unknown> {
  const form = new FormData();
  form.append('data', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  const res = await fetch(url, {method: 'POST', body: form});
  return JSON.parse(await res.text());
}

/** A directory setting as an absolute path: relative ones are relative to the server's root directory. */
async function serverDirectory(server: QuestDBServer, key: 'cairo.sql.copy.root' | 'cairo.root'): Promise<string> {
  const answer = await execOk(server, `SELECT property_path, value FROM (SHOW PARAMETERS) WHERE property_path IN ('${key}', 'cairo.sql.copy.work.root')`);
  const values = Object.fromEntries((answer.dataset ?? []) as [string, string][]);
  const configured = values[key]!;
  // The work root is always absolute and is <root>/tmp unless configured otherwise.
  return path.isAbsolute(configured) ? configured : path.join(path.dirname(values['cairo.sql.copy.work.root']!), configured);
}

async function waitForImport(server: QuestDBServer, id: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await execOk(server, `SELECT status FROM sys.text_import_log WHERE id = '${id}' AND phase IS NULL LIMIT -1`);
    const status = (answer.dataset?.[0] as [string] | undefined)?.[0];
    if (status === 'finished' || status === 'failed') return;
    if (Date.now() > deadline) throw new Error(`COPY ${id} did not finish in 30 s (status ${status})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('guides on the QuestDB test server', () => {
  const server = connectQuestDB(httpUrl);

  it('import-csv: Web Console/imp upload, COPY and the troubleshooting upload give the answers shown', async () => {
    const guide = readGuide('import-csv');
    const csv = new Uint8Array(fs.readFileSync(path.join(root, 'static/guides/trades-2025-05-02.csv')));
    expect(shownBlock(guide, 'text', 'timestamp,symbol').trim()).toBe(new TextDecoder().decode(csv).split('\n').slice(0, 3).join('\n'));
    await dropTables(server, 'market_trades', 'market_trades_copy');
    await runSqlBlock(server, guide, 'CREATE TABLE market_trades (');

    const impUrl = `${httpUrl}/imp?name=market_trades&fmt=json`;
    const shownImport = JSON.parse(shownBlock(guide, 'json', '"rowsImported": 8'));
    expect(await postCsv(impUrl, 'trades-2025-05-02.csv', csv)).toEqual(shownImport);
    expect(await postCsv(impUrl, 'trades-2025-05-02.csv', csv)).toEqual(shownImport);
    await waitForApply(server);
    await runSqlBlock(server, guide, 'count() trades');

    const dir = await serverDirectory(server, 'cairo.sql.copy.root');
    fs.mkdirSync(dir, {recursive: true});
    fs.copyFileSync(path.join(root, 'static/guides/trades-2025-05-02.csv'), path.join(dir, 'trades-2025-05-02.csv'));
    const copy = await runSqlBlock(server, guide, 'COPY market_trades_copy FROM');
    await waitForImport(server, String(copy.dataset![0]![0]));
    await waitForApply(server);
    await runSqlBlock(server, guide, 'FROM sys.text_import_log');
    await runSqlBlock(server, guide, 'SELECT count() FROM market_trades_copy');

    const bad = /printf '(.*)' > bad\.csv/.exec(shownBlock(guide, 'bash', 'bad.csv'))![1]!.replaceAll('\\n', '\n');
    const shownBad = JSON.parse(shownBlock(guide, 'json', '"rowsRejected": 1'));
    expect(await postCsv(`${httpUrl}/imp?name=market_trades&fmt=json&atomicity=skipRow`, 'bad.csv', bad)).toEqual(shownBad);
  });

  it('working-with-timestamps-timezones: rows sent in nanoseconds, milliseconds and from the Node.js client land on the same instant', async () => {
    const guide = readGuide('working-with-timestamps-timezones');
    await dropTables(server, 'ilp_trades');
    const requests = [...shownBlock(guide, 'bash', '/write').matchAll(/curl -i -X POST '([^']+)' \\\n\s+--data-binary '([^']+)'/g)];
    expect(requests).toHaveLength(2);
    for (const [, url, line] of requests) {
      const res = await fetch(url!.replace('http://localhost:9000', httpUrl), {method: 'POST', body: `${line}\n`});
      expect(res.status, url).toBe(204);
    }
    // The program as shown, pointed at the test server. protocol_version=1 is what the client speaks
    // with an 8.3 server; the 9.0 test server would otherwise negotiate version 2.
    const program = shownBlock(guide, 'js', "Sender.fromConfig('http::addr=localhost:9000;')")
      .replace("'http::addr=localhost:9000;'", `'http::addr=${new URL(httpUrl).host};protocol_version=1;'`);
    const runDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/guides-timestamps-'));
    try {
      fs.writeFileSync(path.join(runDir, 'send.mjs'), program);
      const run = spawnSync(process.execPath, [path.join(runDir, 'send.mjs')], {encoding: 'utf8'});
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(runDir, {recursive: true, force: true});
    }
    await waitForApply(server);
    await runSqlBlock(server, guide, 'FROM ilp_trades');
  });

  it('mat-views: every block in page order', async () => {
    const guide = readGuide('mat-views');
    await resetDatabase(server);
    for (const example of guide.sql) await runSqlBlock(server, guide, example.sql);
  });

  it('create-database: known server.conf keys, the tables, and the answers of curl and psql', async () => {
    const guide = readGuide('create-database');
    const known = new Set(fs.readFileSync(path.join(root, 'tests/fixtures/server-config-keys.txt'), 'utf8').split('\n'));
    const keys = shownBlock(guide, 'ini', 'pg.user').trim().split('\n').map((line) => line.split('=')[0]!);
    expect(keys.filter((key) => !known.has(key))).toEqual([]);

    await resetDatabase(server);
    for (const example of guide.sql) await runSqlBlock(server, guide, example.sql);

    const query = /--data-urlencode 'query=([^']+)'/.exec(shownBlock(guide, 'bash', '/exec'))![1]!;
    const res = await fetch(`${httpUrl}/exec?query=${encodeURIComponent(query)}`);
    expect(await res.json()).toEqual(JSON.parse(shownBlock(guide, 'json', 'fills_hourly')));

    // The test server keeps the default credentials; the guide's own are checked as known keys above.
    const sql = /-c "([^"]+)"/.exec(shownBlock(guide, 'bash', 'psql'))![1]!;
    const psql = spawnSync('psql', ['-h', '127.0.0.1', '-p', String(process.env.QDB_PG_PORT), '-U', 'admin', '-d', 'qdb', '-c', sql], {
      encoding: 'utf8', env: {...process.env, PGPASSWORD: 'quest'},
    });
    if (psql.error) throw new Error(`psql could not run (${psql.error.message}); install postgresql-client`);
    expect(psql.stdout.trimEnd()).toBe(shownBlock(guide, 'text', 'order_id').trimEnd());
  });

  it('influxdb-migration: the exported line protocol is accepted, the queries and the rejections are as shown', async () => {
    const guide = readGuide('influxdb-migration');
    const lp = fs.readFileSync(path.join(root, 'static/guides/ticker.lp'), 'utf8');
    expect(shownBlock(guide, 'text', 'ticker,exchange=coinbase').trim()).toBe(lp.split('\n').slice(0, 2).join('\n'));
    await dropTables(server, 'ticker');
    const write = (url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
      fetch(url.replace('http://localhost:9000', httpUrl), {method: 'POST', body, headers});

    expect((await write('http://localhost:9000/write', lp)).status).toBe(204);
    await waitForApply(server);
    for (const match of ["table_columns('ticker')", "WHERE table_name = 'ticker'", "WHERE exchange = 'kraken'"]) {
      await runSqlBlock(server, guide, match);
    }
    const v2 = /curl -i -X POST '([^']+)' \\\n\s+--data-binary '([^']+)'/.exec(shownBlock(guide, 'bash', '/api/v2/write'))!;
    expect((await write(v2[1]!, v2[2]!)).status).toBe(204);
    await waitForApply(server);
    await runSqlBlock(server, guide, 'SAMPLE BY 1m');
    await runSqlBlock(server, guide, 'LATEST ON timestamp PARTITION BY exchange, symbol');

    // The error answers, compared without the errorId that changes on every request.
    const answer = async (res: Response) => {
      const {errorId, ...rest} = (await res.json()) as Record<string, unknown>;
      expect(errorId).toBeTypeOf('string');
      return rest;
    };
    const shownError = (match: string) => {
      const {errorId, ...rest} = JSON.parse(shownBlock(guide, 'json', match)) as Record<string, unknown>;
      expect(errorId).toBeTypeOf('string');
      return rest;
    };
    const header = /--data-binary \$'([^']+)'/.exec(shownBlock(guide, 'bash', '# DML'))![1]!.replaceAll('\\n', '\n');
    const headerRes = await write('http://localhost:9000/write', header);
    expect(headerRes.status).toBe(400);
    expect(await answer(headerRes)).toEqual(shownError('Field value is missing: DML'));

    const float = /--data-binary '([^']+)'/.exec(shownBlock(guide, 'bash', 'trades=1.5'))![1]!;
    const floatRes = await write('http://localhost:9000/write', float);
    expect(floatRes.status).toBe(400);
    expect(await answer(floatRes)).toEqual(shownError('cast error'));

    const gzipRes = await write('http://localhost:9000/api/v2/write', new Uint8Array(gzipSync(lp)), {'Content-Encoding': 'gzip'});
    expect(gzipRes.status).toBe(415);
    // On a connection slot that served line protocol before, 8.3.3 prefixes the message and adds
    // "line":0; the guide shows the first form and quotes the second.
    const gzipAnswer = await answer(gzipRes);
    const firstForm = shownError('gzip encoding');
    const secondForm = {...firstForm, message: `failed to parse line protocol:errors encountered on line(s):${String(firstForm.message)}`, line: 0};
    expect(fs.readFileSync(path.join(root, 'docs/guides/influxdb-migration.md'), 'utf8')).toContain(`"message":"${secondForm.message}","line":0`);
    expect([firstForm, secondForm]).toContainEqual(gzipAnswer);
    expect(shownBlock(guide, 'toml', 'influxdb_v2')).toContain('content_encoding = "identity"');

    await runSqlBlock(server, guide, "table_columns('ticker')");
  });

  it('compression-zfs: the apparent size du reports for the table directory is the one the guide quotes', async () => {
    const guide = readGuide('compression-zfs');
    await dropTables(server, 'ticks_zfs');
    for (const example of guide.sql) await runSqlBlock(server, guide, example.sql);
    const [[, directory]] = (await execOk(server, "SELECT table_name, directoryName FROM tables() WHERE table_name = 'ticks_zfs'")).dataset as [string, string][];
    const du = spawnSync('du', ['-sh', '--apparent-size', path.join(await serverDirectory(server, 'cairo.root'), directory!)], {encoding: 'utf8'});
    const quoted = /about (\d+M) here/.exec(guide.source)![1]!;
    expect(du.stdout.split('\t')[0]).toBe(quoted);
  });
});

