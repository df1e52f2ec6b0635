// The site's example data (samples/sql/example-data.sql) and the steps that put a server in a known
// state: split SQL into statements, empty the database, wait until WAL tables and views caught up.
import fs from 'node:fs';
import path from 'node:path';
import {tokenize} from '@questdb/sql-parser';
import type {ExecAnswer, QuestDBServer} from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const EXAMPLE_DATA_FILE = 'samples/sql/example-data.sql';

/** Statements of a SQL text, split on the semicolons the QuestDB lexer sees (not those in strings or comments). */
export function splitStatements(sql: string): string[] {
  const {tokens} = tokenize(sql);
  const statements: string[] = [];
  let start = 0;
  let hasToken = false;
  for (const token of tokens) {
    if (token.tokenType.name === 'Semicolon') {
      if (hasToken) statements.push(sql.slice(start, token.startOffset).trim());
      start = token.startOffset + 1;
      hasToken = false;
    } else {
      hasToken = true;
    }
  }
  if (hasToken) statements.push(sql.slice(start).trim());
  return statements;
}

export class SqlError extends Error {
  constructor(readonly sql: string, readonly answer: ExecAnswer) {
    super(`${answer.error} (in: ${sql.split('\n')[0]}${sql.includes('\n') ? ' ...' : ''})`);
  }
}

export async function execOk(server: QuestDBServer, sql: string): Promise<ExecAnswer> {
  const answer = await server.exec(sql);
  if (!answer.ok) throw new SqlError(sql, answer);
  return answer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function baseRowCount(server: QuestDBServer, table: string): Promise<number> {
  const answer = await server.exec(`SELECT count() FROM "${table.replace(/"/g, '""')}"`);
  return answer.ok ? Number((answer.dataset as [number][])[0]?.[0] ?? 0) : -1;
}

/**
 * Waits until every WAL table has applied what was committed and every materialized view has
 * caught up with its base table, as a reader's next query a moment later would see it.
 * A suspended table is reported, since nothing will apply after that.
 */
// 60 s: refresh-mat-view.md once ran out of 30 s here on a loaded machine (the page takes about 20 s
// in all on an idle one).
export async function waitForApply(server: QuestDBServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const wal = await execOk(server, 'SELECT name, suspended, writerTxn, sequencerTxn FROM wal_tables()');
    const rows = (wal.dataset ?? []) as [string, boolean, number, number][];
    const pending = rows.filter(([, s, w, q]) => !s && w < q).map(([n]) => n);
    // QuestDB 8.3.3's states: a view is 'refreshing' only once it has finished a refresh before (a new
    // view reads 'valid' with refresh_base_table_txn -1 until its first build ends). Only 'incremental'
    // views catch up on every commit by themselves; 'incremental_timer' views wait for their timer. A
    // view over a base table that has committed nothing yet (base_table_txn 0) has nothing to build.
    const views = await execOk(server, "SELECT view_name, base_table_name, view_status FROM materialized_views() WHERE view_status = 'refreshing' OR (view_status = 'valid' AND refresh_type = 'incremental' AND base_table_txn > 0 AND refresh_base_table_txn < base_table_txn)");
    // A suspended view applies nothing more either, so it is not waited for.
    const suspended = new Set(rows.filter(([, s]) => s).map(([n]) => n));
    const stale: string[] = [];
    for (const [name, base, status] of (views.dataset ?? []) as [string, string, string][]) {
      if (suspended.has(name)) continue;
      // A valid view over an empty base table (just truncated, then refreshed FULL) has nothing to
      // build: 8.3.3 records no refresh then, so refresh_base_table_txn can stay behind for good.
      if (status === 'valid' && (await baseRowCount(server, base)) === 0) continue;
      stale.push(name);
    }
    // A suspended table applies nothing more; the next statement shows the reader why.
    if (pending.length === 0 && stale.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`WAL apply did not finish in ${timeoutMs} ms: pending ${[...pending, ...stale].join(', ')}`);
    }
    await sleep(20);
  }
}

/** Drops every table and materialized view, so the next page starts from an empty database. */
export async function resetDatabase(server: QuestDBServer): Promise<void> {
  // A page that ran CHECKPOINT CREATE may have left the checkpoint open; releasing none is harmless.
  await server.exec('CHECKPOINT RELEASE');
  // Cached plans of the previous page would point at the tables dropped below.
  await server.exec('SELECT flush_query_cache()');
  const views = await execOk(server, 'SELECT view_name FROM materialized_views()');
  for (const [name] of (views.dataset ?? []) as [string][]) {
    await execOk(server, `DROP MATERIALIZED VIEW IF EXISTS "${name}"`);
  }
  const tables = await execOk(server, "SELECT table_name FROM tables() WHERE table_name NOT LIKE 'sys.%' AND table_name NOT LIKE 'telemetry%'");
  for (const [name] of (tables.dataset ?? []) as [string][]) {
    await execOk(server, `DROP TABLE IF EXISTS "${name}"`);
  }
}

export function readExampleData(): string {
  return fs.readFileSync(path.join(ROOT, EXAMPLE_DATA_FILE), 'utf8');
}

export async function runScript(server: QuestDBServer, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) await execOk(server, statement);
  await waitForApply(server);
}

export async function loadExampleData(server: QuestDBServer): Promise<void> {
  await runScript(server, readExampleData());
}

/**
 * REFRESH MATERIALIZED VIEW only queues the refresh: wait until a refresh of the view has finished
 * after the statement was sent (sentAt), as a reader looking a moment later would see it.
 */
export async function waitForRefresh(server: QuestDBServer, statement: string, sentAt: number, timeoutMs = 10_000): Promise<void> {
  const view = /^\s*REFRESH\s+MATERIALIZED\s+VIEW\s+("?)([\w.]+)\1/i.exec(statement)?.[2];
  if (!view) return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await execOk(server, `SELECT view_status, last_refresh_finish_timestamp FROM materialized_views() WHERE view_name = '${view}'`);
    const [status, finished] = ((answer.dataset ?? [])[0] ?? []) as [string?, string?];
    if (status !== 'refreshing' && finished && Date.parse(finished) >= sentAt - 1) return;
    await sleep(50);
  }
}
