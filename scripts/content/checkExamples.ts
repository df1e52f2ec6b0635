// Runs every `questdb-sql` block of every page, in page order, on a fresh database holding the
// example data, and compares each result table (or error table) with the server's answer.
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {exampleKey, sqlExamples, type SqlExample} from '../../markdown/remark-sql-examples';
import {parseMdx} from '../../plugins/markdown-export/syntax';
import {EXAMPLE_DATA_FILE, loadExampleData, resetDatabase, splitStatements, waitForApply, waitForRefresh} from '../questdb/exampleData';
import {startQuestDB, TEST_PORTS, type ExecAnswer, type QuestDBServer} from '../questdb/server';
import {compareResult, expectedError, isErrorTable, markdownTable, parseJsonKeepingNumbers, planText, type Cell} from './compareResult';
import type {DocFile} from './docsFiles';
import {runStep, stepBlocks, type StepBlock} from './walkthrough';

export const SKIPPED_FILE = 'tests/fixtures/sql-examples-skipped.json';
export const VOLATILE_FILE = 'tests/fixtures/volatile-columns.json';
export const SKIP_KINDS = ['enterprise', 'environment', 'demo', 'version'] as const;
export type SkipKind = (typeof SKIP_KINDS)[number];

export interface SkippedBlock {
  readonly file: string;
  /** A piece of the block's SQL that identifies it. */
  readonly match: string;
  readonly kind: SkipKind;
  readonly reason: string;
}

/** A fixture's entries, each with its text fields filled; `fix` says what an entry must give. */
function readEntries<T>(rootDir: string, file: string, keys: readonly (keyof T & string)[], fix: string): T[] {
  const entries = JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8')) as T[];
  entries.forEach((entry, i) => {
    for (const key of keys) {
      const value = entry[key];
      if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: entry ${i} has no \`${key}\`; ${fix}`);
    }
  });
  return entries;
}

export function readSkipped(rootDir: string): SkippedBlock[] {
  const entries = readEntries<SkippedBlock>(rootDir, SKIPPED_FILE, ['file', 'match', 'reason'], "give the file, a piece of the block's SQL, the kind and the reason");
  entries.forEach((entry, i) => {
    if (!SKIP_KINDS.includes(entry.kind)) {
      throw new Error(`${SKIPPED_FILE}: entry ${i} has kind ${JSON.stringify(entry.kind)}; use one of ${SKIP_KINDS.join(', ')}`);
    }
  });
  return entries;
}

export interface VolatileColumn {
  readonly file: string;
  readonly column: string;
  readonly reason: string;
}

export function readVolatileColumns(rootDir: string): VolatileColumn[] {
  return readEntries<VolatileColumn>(rootDir, VOLATILE_FILE, ['file', 'column', 'reason'], 'give the page, the column a volatile= block names and why its values change between runs');
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
  /** Tables with loosened (volatile=) columns; the rest of each is compared by value. */
  volatileTables: number;
  /** Plans shown in text blocks after EXPLAIN, compared line by line. */
  plansCompared: number;
  /** Walkthrough steps run (saved files and programs). */
  stepsRun: number;
  skipped: Record<SkipKind, number>;
  problems: ExampleProblem[];
  /** Keys of the result tables that equal the server's answer, with their page. */
  checked: Record<string, string>;
  usedSkips: Set<SkippedBlock>;
  /** `file|column` of the volatile columns the pages name, to find reasons that name none. */
  usedVolatile: Set<string>;
  /** Result tables to replace with the server's answer (`--fix`): source offsets and the new table. */
  fixes: {file: string; start: number; end: number; table: string}[];
}

export function emptyReport(): ExampleReport {
  return {
    pages: 0, blocks: 0, statements: 0, tablesCompared: 0, errorsCompared: 0, volatileTables: 0, plansCompared: 0, stepsRun: 0,
    skipped: {enterprise: 0, environment: 0, demo: 0, version: 0},
    problems: [], checked: {}, usedSkips: new Set(), usedVolatile: new Set(), fixes: [],
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
 * COPY only queues the import and answers its id: wait until sys.text_import_log has the import's
 * final row (no phase; finished, failed or cancelled), as a reader checking its status would.
 */
export async function waitForCopy(server: QuestDBServer, statement: string, answer: ExecAnswer, timeoutMs = 60_000): Promise<void> {
  if (!/^\s*COPY\b/i.test(statement) || /\bCANCEL\s*;?\s*$/i.test(statement)) return;
  const id = (answer.dataset?.[0]?.[0] ?? '') as string;
  if (!id) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await server.exec(`SELECT status FROM sys.text_import_log WHERE id = '${id}' AND phase IS NULL AND status IN ('finished', 'failed', 'cancelled')`);
    if (done.ok && (done.dataset?.length ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error(`COPY ${id} did not finish in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface RunOptions {
  /** Reasons for loosened columns; a volatile= column without one is a problem. */
  readonly volatileReasons?: readonly VolatileColumn[];
  /** False after a skipped or failed step: the page's state is not the reader's, so no --fix. */
  readonly fixable?: boolean;
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
  options: RunOptions = {},
): Promise<ExecAnswer | undefined> {
  const problem = (message: string): undefined => {
    report.problems.push({file: doc.file, line: example.line, message});
    return undefined;
  };
  if (example.bareVolatile) return problem('`volatile` must name the columns whose values change between runs: volatile=col1,col2 (the rest is compared by value)');
  if (options.volatileReasons) {
    const missing = example.volatileColumns.filter((c) => !options.volatileReasons!.some((v) => v.file === doc.file && v.column === c));
    if (missing.length > 0) return problem(`volatile=${missing.join(',')}: give each column its reason in ${VOLATILE_FILE}`);
  }
  example.volatileColumns.forEach((c) => report.usedVolatile.add(`${doc.file}|${c}`));
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
    await waitForCopy(server, statements[s]!, answer);
    if (!answer.columns) {
      await waitForApply(server);
      await waitForRefresh(server, statements[s]!, sentAt);
    }
    if (!last) continue;
    if (expectsError) return problem('the page shows an error, but the server ran the block without one');
    if (!example.rows) return answer;
    if (!answer.columns) return problem('the page shows a result table, but the statement returns no rows (it is not a query)');
    report.tablesCompared += 1;
    if (example.plan) report.plansCompared += 1;
    if (example.volatileColumns.length > 0) report.volatileTables += 1;
    const result = resultOf(answer);
    const difference = compareResult(example.rows, result, {volatileColumns: example.volatileColumns, planIndented: example.plan !== undefined});
    if (difference) {
      const at = (example.table ?? example.plan)!.position;
      if (options.fixable !== false && at?.start.offset !== undefined && at.end.offset !== undefined) {
        const table = example.plan ? ['```text', ...result.dataset.map((row) => planText(String(row[0]))), '```'].join('\n') : markdownTable(result);
        report.fixes.push({file: doc.file, start: at.start.offset, end: at.end.offset, table});
      }
      return problem(`${example.plan ? 'plan' : 'result table'} differs from the server's answer: ${difference}${options.fixable === false ? ' (not fixed by --fix: an earlier step of the page was skipped or failed, so this is not the state a reader reaches)' : ''}`);
    }
    report.checked[exampleKey(example.sql, example.rows)] = doc.file;
    return answer;
  }
  return undefined;
}

/** Checks one page on the server, SQL blocks and walkthrough steps in page order; the server is emptied first. */
export async function checkPageExamples(server: QuestDBServer, rootDir: string, doc: DocFile, skipped: readonly SkippedBlock[], report: ExampleReport, volatileReasons?: readonly VolatileColumn[]): Promise<void> {
  const source = fs.readFileSync(path.join(rootDir, doc.file), 'utf8');
  let examples: SqlExample[];
  let steps: StepBlock[];
  let tree: Root;
  try {
    tree = parseMdx(source);
    examples = sqlExamples(tree, rootDir, doc.file);
    steps = stepBlocks(tree, doc.file);
  } catch (error) {
    report.problems.push({file: doc.file, line: 0, message: error instanceof Error ? error.message : String(error)});
    return;
  }
  if (examples.length === 0) return;
  report.pages += 1;
  const config = doc.frontMatter.server_conf as Record<string, unknown> | undefined;
  if (config !== undefined || steps.some((s) => s.kind === 'restart' || (s.kind === 'run' && s.lang === 'ini'))) {
    // server.conf lines the page has the reader add, or a restart: a server of the page's own, so the
    // change does not reach the pages after it.
    const shown = codeBlocksText(tree, 'ini');
    const unshown = Object.entries(config ?? {}).map(([k, v]) => `${k}=${String(v)}`).filter((line) => !shown.includes(line));
    if (unshown.length > 0) {
      report.problems.push({file: doc.file, line: 0, message: `server_conf sets ${unshown.join(', ')}, which no ini block of the page shows the reader`});
      return;
    }
    const own = await startQuestDB({ports: shiftedPorts(OWN_SERVER_OFFSET), config: Object.fromEntries(Object.entries(config ?? {}).map(([k, v]) => [k, String(v)]))});
    try {
      await runPage(own, rootDir, doc, examples, steps, skipped, report, volatileReasons);
    } finally {
      await own.stop();
    }
    return;
  }
  await runPage(server, rootDir, doc, examples, steps, skipped, report, volatileReasons);
}

/** Ports of a page's own server: the test ports moved, so it runs beside the shared one. */
const OWN_SERVER_OFFSET = 73;
function shiftedPorts(by: number): QuestDBServer['ports'] {
  return {http: TEST_PORTS.http + by, pg: TEST_PORTS.pg + by, ilp: TEST_PORTS.ilp + by, minHttp: TEST_PORTS.minHttp + by};
}

function codeBlocksText(tree: Root, lang: string): string {
  const texts: string[] = [];
  visit(tree, 'code', (node) => {
    if (node.lang === lang) texts.push(node.value);
  });
  return texts.join('\n');
}

async function runPage(
  server: QuestDBServer, rootDir: string, doc: DocFile, examples: SqlExample[], steps: StepBlock[],
  skipped: readonly SkippedBlock[], report: ExampleReport, volatileReasons?: readonly VolatileColumn[],
): Promise<void> {
  await resetDatabase(server);
  if (!startsEmpty(doc, examples)) await loadExampleData(server);
  const offset = (node: {position?: {start: {offset?: number}}}) => node.position?.start.offset ?? 0;
  const blocks: ({sql: SqlExample} | {step: StepBlock})[] = [...examples.map((sql) => ({sql})), ...steps.map((step) => ({step}))]
    .sort((a, b) => offset('sql' in a ? a.sql.code : a.step.node) - offset('sql' in b ? b.sql.code : b.step.node));
  // Inside the project, so a Node.js program's import of its client resolves from node_modules.
  fs.mkdirSync(path.join(rootDir, '.cache'), {recursive: true});
  const workDir = steps.length > 0 ? fs.mkdtempSync(path.join(rootDir, '.cache', 'walkthrough-')) : '';
  let fixable = true;
  try {
    for (const block of blocks) {
      if ('step' in block) {
        const outcome = await runStep(block.step, {workDir, ports: server.ports, serverRoot: server.root, restart: server.restart});
        report.stepsRun += 1;
        if (!outcome.ok) {
          fixable = false;
          report.problems.push({file: doc.file, line: block.step.line, message: `step fails: ${outcome.output.trim().split('\n').slice(-6).join('\n    ')}`});
        }
        await waitForApply(server).catch(() => {});
        continue;
      }
      const example = block.sql;
      const skip = skipped.find((s) => s.file === doc.file && example.sql.includes(s.match));
      if (skip) {
        report.usedSkips.add(skip);
        report.skipped[skip.kind] += 1;
        // What follows a skipped step may depend on it: its answers are not the reader's to write.
        fixable = false;
        continue;
      }
      report.blocks += 1;
      try {
        const before = report.problems.length;
        await runExample(server, doc, example, report, {volatileReasons, fixable});
        // A failed statement leaves the page in a state the reader would not be in.
        if (report.problems.length > before && !/differs from the server's answer|shows the error/.test(report.problems.at(-1)!.message)) fixable = false;
      } catch (error) {
        fixable = false;
        report.problems.push({file: doc.file, line: example.line, message: error instanceof Error ? error.message : String(error)});
        await waitForApply(server).catch(() => {});
      }
    }
  } finally {
    if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
  }
}
