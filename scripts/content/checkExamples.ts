// Runs every `questdb-sql` block of every page, in page order, on a fresh database holding the
// example data, and compares each result table (or error table) with the server's answer.
import fs from 'node:fs';
import path from 'node:path';
import {exampleKey, sqlExamples, type SqlExample} from '../../plugins/remark-sql-examples';
import {parseMdx} from '../../plugins/markdown-export/syntax';
import {EXAMPLE_DATA_FILE, loadExampleData, resetDatabase, splitStatements, waitForApply, waitForRefresh} from '../questdb/exampleData';
import type {ExecAnswer, QuestDBServer} from '../questdb/server';
import {compareResult, expectedError, isErrorTable, markdownTable, parseJsonKeepingNumbers, type Cell} from './compareResult';
import type {DocFile} from './docsFiles';

export const SKIPPED_FILE = 'tests/fixtures/sql-examples-skipped.json';
export const SKIP_KINDS = ['enterprise', 'environment', 'demo', 'version'] as const;
export type SkipKind = (typeof SKIP_KINDS)[number];

export interface SkippedBlock {
  readonly file: string;
  /** A piece of the block's SQL that identifies it. */
  readonly match: string;
  readonly kind: SkipKind;
  readonly reason: string;
}

export function readSkipped(rootDir: string): SkippedBlock[] {
  const entries = JSON.parse(fs.readFileSync(path.join(rootDir, SKIPPED_FILE), 'utf8')) as SkippedBlock[];
  entries.forEach((entry, i) => {
    for (const key of ['file', 'match', 'reason'] as const) {
      if (typeof entry[key] !== 'string' || entry[key].trim() === '') {
        throw new Error(`${SKIPPED_FILE}: entry ${i} has no \`${key}\`; give the file, a piece of the block's SQL, the kind and the reason`);
      }
    }
    if (!SKIP_KINDS.includes(entry.kind)) {
      throw new Error(`${SKIPPED_FILE}: entry ${i} has kind ${JSON.stringify(entry.kind)}; use one of ${SKIP_KINDS.join(', ')}`);
    }
  });
  return entries;
}

export interface ExampleProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface ExampleReport {
  pages: number;
  blocks: number;
  statements: number;
  tablesCompared: number;
  errorsCompared: number;
  volatileTables: number;
  skipped: Record<SkipKind, number>;
  problems: ExampleProblem[];
  /** Keys of the result tables that equal the server's answer, with their page. */
  checked: Record<string, string>;
  usedSkips: Set<SkippedBlock>;
  /** Result tables to replace with the server's answer (`--fix`): source offsets and the new table. */
  fixes: {file: string; start: number; end: number; table: string}[];
}

export function emptyReport(): ExampleReport {
  return {
    pages: 0, blocks: 0, statements: 0, tablesCompared: 0, errorsCompared: 0, volatileTables: 0,
    skipped: {enterprise: 0, environment: 0, demo: 0, version: 0},
    problems: [], checked: {}, usedSkips: new Set(), fixes: [],
  };
}

/** Whether a page starts from an empty database instead of the example data. */
function startsEmpty(doc: DocFile, examples: readonly SqlExample[]): boolean {
  return doc.frontMatter.example_data === false || examples.some((e) => e.file === EXAMPLE_DATA_FILE);
}

function resultOf(answer: ExecAnswer): {columns: NonNullable<ExecAnswer['columns']>; dataset: Cell[][]} {
  const parsed = parseJsonKeepingNumbers(answer.raw) as {[key: string]: Cell};
  return {columns: answer.columns ?? [], dataset: (parsed.dataset ?? []) as Cell[][]};
}

/**
 * Runs one block's statements in order and compares the last one's answer with the page's result or
 * error table, recording what it found in `report`. Gives the last statement's answer (undefined
 * after a problem). tests/unit/guides.server.test.ts runs guide blocks between its REST steps with it.
 */
export async function runExample(
  server: QuestDBServer,
  doc: Pick<DocFile, 'file'>,
  example: SqlExample,
  report: ExampleReport,
): Promise<ExecAnswer | undefined> {
  const problem = (message: string): undefined => {
    report.problems.push({file: doc.file, line: example.line, message});
    return undefined;
  };
  const statements = splitStatements(example.sql);
  if (statements.length === 0) return problem('questdb-sql block holds no statement');
  const expectsError = example.rows !== undefined && isErrorTable(example.rows);
  for (let s = 0; s < statements.length; s += 1) {
    const last = s === statements.length - 1;
    const sentAt = Date.now();
    const answer = await server.exec(statements[s]!);
    report.statements += 1;
    if (!answer.ok) {
      if (last && expectsError) {
        report.errorsCompared += 1;
        const wanted = expectedError(example.rows!);
        if (!answer.error?.includes(wanted)) {
          return problem(`the page shows the error ${JSON.stringify(wanted)}, the server says ${JSON.stringify(answer.error)}`);
        }
        report.checked[exampleKey(example.sql, example.rows!)] = doc.file;
        return answer;
      }
      return problem(`statement ${s + 1} fails on the server: ${answer.error}${statements.length > 1 ? `\n    ${statements[s]!.split('\n')[0]}` : ''}`);
    }
    if (!answer.columns) {
      await waitForApply(server);
      await waitForRefresh(server, statements[s]!, sentAt);
    }
    if (!last) continue;
    if (expectsError) return problem('the page shows an error, but the server ran the block without one');
    if (!example.rows) return answer;
    if (!answer.columns) return problem('the page shows a result table, but the statement returns no rows (it is not a query)');
    report.tablesCompared += 1;
    if (example.volatile) report.volatileTables += 1;
    const result = resultOf(answer);
    const difference = compareResult(example.rows, result, example.volatile);
    if (difference) {
      const at = example.table!.position;
      if (at?.start.offset !== undefined && at.end.offset !== undefined) {
        report.fixes.push({file: doc.file, start: at.start.offset, end: at.end.offset, table: markdownTable(result)});
      }
      return problem(`result table differs from the server's answer: ${difference}`);
    }
    if (!example.volatile) report.checked[exampleKey(example.sql, example.rows)] = doc.file;
    return answer;
  }
  return undefined;
}

/** Checks one page on the server; the server is emptied first. */
export async function checkPageExamples(server: QuestDBServer, rootDir: string, doc: DocFile, skipped: readonly SkippedBlock[], report: ExampleReport): Promise<void> {
  const source = fs.readFileSync(path.join(rootDir, doc.file), 'utf8');
  let examples: SqlExample[];
  try {
    examples = sqlExamples(parseMdx(source), rootDir, doc.file);
  } catch (error) {
    report.problems.push({file: doc.file, line: 0, message: error instanceof Error ? error.message : String(error)});
    return;
  }
  if (examples.length === 0) return;
  report.pages += 1;
  await resetDatabase(server);
  if (!startsEmpty(doc, examples)) await loadExampleData(server);
  for (const example of examples) {
    const skip = skipped.find((s) => s.file === doc.file && example.sql.includes(s.match));
    if (skip) {
      report.usedSkips.add(skip);
      report.skipped[skip.kind] += 1;
      continue;
    }
    report.blocks += 1;
    try {
      await runExample(server, doc, example, report);
    } catch (error) {
      report.problems.push({file: doc.file, line: example.line, message: error instanceof Error ? error.message : String(error)});
      await waitForApply(server).catch(() => {});
    }
  }
}
