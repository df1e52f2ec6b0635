// The record of result tables the example checker found equal to the test server's answers.
import fs from 'node:fs';
import path from 'node:path';

export const CHECKED_RECORD_FILE = 'tests/fixtures/sql-examples-checked.json';

export interface CheckedRecord {
  /** The QuestDB release the tables were checked on. */
  readonly server: string;
  /** Example key -> the page it is on (for readers of the file; the key alone decides). */
  readonly tables: Readonly<Record<string, string>>;
}

export function readCheckedRecord(rootDir: string): CheckedRecord {
  const file = path.join(rootDir, CHECKED_RECORD_FILE);
  if (!fs.existsSync(file)) return {server: '', tables: {}};
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as CheckedRecord;
  if (typeof record.server !== 'string' || typeof record.tables !== 'object' || record.tables === null) {
    throw new Error(`${CHECKED_RECORD_FILE}: expected {"server": "<version>", "tables": {...}}; run \`npm run check:examples -- --update\` to write it again`);
  }
  return record;
}

export function writeCheckedRecord(rootDir: string, record: CheckedRecord): void {
  const tables = Object.fromEntries(Object.entries(record.tables).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(rootDir, CHECKED_RECORD_FILE), `${JSON.stringify({server: record.server, tables}, null, 2)}\n`);
}
