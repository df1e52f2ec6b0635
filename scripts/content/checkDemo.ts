// `demo` code blocks get a "Run on demo" link. This check runs nothing on the demo: it parses each block
// with @questdb/sql-parser, rejects statements that write, and compares the tables and columns it reads
// with data/demo-datasets.json.
import fs from 'node:fs';
import path from 'node:path';
import {parseToAst, type Statement} from '@questdb/sql-parser';
import {hasDemoFlag} from '../../src/site/demo';
import {codeBlocks, type DocFile} from './docsFiles';
import {SQL_LANGUAGE} from './checkSql';

export const DEMO_DATASETS_FILE = 'data/demo-datasets.json';

export interface DemoColumn {
  readonly name: string;
  readonly type: string;
}

export interface DemoTable {
  readonly name: string;
  readonly columns: readonly DemoColumn[];
}

export interface DemoDatasets {
  readonly tables: readonly DemoTable[];
}

export interface DemoProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface DemoCheckResult {
  /** Blocks that carry `demo`. */
  readonly marked: number;
  readonly problems: DemoProblem[];
}

/** Functions that change the server's state even inside a SELECT. */
const SIDE_EFFECT_FUNCTIONS = new Set(['cancel_query', 'flush_query_cache', 'reload_config', 'reload_tls', 'simulate_crash']);

/** SHOW variants that only describe tables. */
const READ_ONLY_SHOW = new Set(['tables', 'columns', 'partitions', 'createTable']);

const ALLOWED = 'only SELECT, WITH, SHOW, EXPLAIN and DECLARE ... SELECT may carry `demo`';

export function readDemoDatasets(rootDir: string): DemoDatasets {
  const data = JSON.parse(fs.readFileSync(path.join(rootDir, DEMO_DATASETS_FILE), 'utf8')) as DemoDatasets;
  if (!Array.isArray(data.tables) || data.tables.length === 0) {
    throw new Error(`${DEMO_DATASETS_FILE}: \`tables\` missing or empty; list the demo tables that \`demo\` blocks may read`);
  }
  data.tables.forEach((table, i) => {
    if (typeof table.name !== 'string' || table.name === '') {
      throw new Error(`${DEMO_DATASETS_FILE}: tables[${i}].name missing; give the table name as the demo spells it`);
    }
    if (!Array.isArray(table.columns) || table.columns.some((c: DemoColumn) => typeof c.name !== 'string' || c.name === '')) {
      throw new Error(`${DEMO_DATASETS_FILE}: tables[${i}] (${table.name}) needs \`columns\`, each with a \`name\` and \`type\``);
    }
  });
  return data;
}

type Node = {type?: unknown; [key: string]: unknown};

/** Every AST node under `value`, depth first. */
function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodes(item);
  } else if (value !== null && typeof value === 'object') {
    const node = value as Node;
    if (typeof node.type === 'string') yield node;
    for (const child of Object.values(node)) yield* nodes(child);
  }
}

const lower = (name: string): string => name.toLowerCase();
const lastPart = (name: Node): string => lower((name.parts as string[]).at(-1)!);

/** Why a statement may not run on the demo, or null when it is read-only. */
function statementKindProblem(statement: Statement): string | null {
  switch (statement.type) {
    case 'select':
      return null;
    case 'explain':
      return statementKindProblem(statement.statement);
    case 'show':
      return READ_ONLY_SHOW.has(statement.showType) ? null : `SHOW ${statement.showType} is not a table description; ${ALLOWED}`;
    default:
      return `a ${statement.type} statement writes or changes the server; ${ALLOWED}`;
  }
}

interface Names {
  readonly tables: Set<string>;
  readonly columns: Set<string>;
  readonly defined: Set<string>;
  readonly ctes: Set<string>;
  readonly functions: Set<string>;
  tableFunctions: boolean;
}

function collectNames(statements: readonly Statement[]): Names {
  const names: Names = {tables: new Set(), columns: new Set(), defined: new Set(), ctes: new Set(), functions: new Set(), tableFunctions: false};
  const skip = new Set<Node>();
  for (const node of nodes(statements)) {
    if (skip.has(node)) continue;
    switch (node.type) {
      case 'tableRef': {
        const table = node.table as Node;
        if (table.type === 'qualifiedName') names.tables.add(lower((table.parts as string[]).join('.')));
        if (table.type === 'tableFunctionCall') names.tableFunctions = true;
        if (typeof node.alias === 'string') names.defined.add(lower(node.alias));
        break;
      }
      case 'show':
        if (node.table) names.tables.add(lower(((node.table as Node).parts as string[]).join('.')));
        break;
      case 'cte':
        names.ctes.add(lower(node.name as string));
        names.defined.add(lower(node.name as string));
        break;
      case 'declareAssignment':
        // DECLARE @t := (SELECT ...) lets FROM @t name a subquery.
        names.ctes.add(`@${lower(node.name as string)}`);
        break;
      case 'selectItem':
      case 'qualifiedStar':
        if (typeof node.alias === 'string') names.defined.add(lower(node.alias));
        break;
      case 'function':
        names.functions.add(lower(node.name as string));
        // EXTRACT(YEAR FROM ts): the unit parses as a column reference.
        if (node.fromSeparator) skip.add((node.args as Node[])[0]!);
        break;
      case 'column':
        names.columns.add(lastPart(node.name as Node));
        break;
      case 'latestOn':
        [node.timestamp, ...(node.partitionBy as Node[])].filter(Boolean).forEach((n) => names.columns.add(lastPart(n as Node)));
        break;
    }
  }
  // Tables named in the query that are really its own CTEs.
  names.ctes.forEach((name) => names.tables.delete(name));
  return names;
}

/** Why `sql` may not carry `demo`, or null when it runs on the demo as written. */
export function demoProblem(sql: string, datasets: DemoDatasets): string | null {
  const {ast, errors} = parseToAst(sql);
  if (errors.length > 0) return `does not parse (${errors[0]!.message}), so it cannot be checked; remove \`demo\``;
  for (const statement of ast) {
    const problem = statementKindProblem(statement);
    if (problem) return problem;
  }
  const names = collectNames(ast);
  const sideEffect = [...names.functions].find((f) => SIDE_EFFECT_FUNCTIONS.has(f));
  if (sideEffect) return `calls ${sideEffect}(), which changes the server; ${ALLOWED}`;

  const known = new Map(datasets.tables.map((t) => [lower(t.name), t]));
  const unknown = [...names.tables].find((t) => !known.has(t));
  if (unknown) {
    return `reads table \`${unknown}\`, which is not a demo dataset; remove \`demo\` or add the table to ${DEMO_DATASETS_FILE}`;
  }
  // A table function's columns are not known here; everything else must be a demo column or a name the query defines.
  if (names.tableFunctions) return null;
  const allowed = new Set([...names.defined, ...names.functions]);
  [...names.tables].forEach((t) => known.get(t)!.columns.forEach((c) => allowed.add(lower(c.name))));
  const missing = [...names.columns].find((c) => !allowed.has(c));
  if (missing) {
    return `uses column \`${missing}\`, which no demo table it reads has; remove \`demo\` or fix the column`;
  }
  return null;
}

export function checkDemoBlocks(docs: readonly DocFile[], datasets: DemoDatasets): DemoCheckResult {
  let marked = 0;
  const problems: DemoProblem[] = [];
  for (const doc of docs) {
    for (const block of codeBlocks(doc)) {
      if (!hasDemoFlag(block.meta)) continue;
      marked += 1;
      const message =
        block.lang === SQL_LANGUAGE
          ? demoProblem(block.code, datasets)
          : `\`demo\` on a ${block.lang || 'plain'} block; only ${SQL_LANGUAGE} blocks run on the demo`;
      if (message) problems.push({file: doc.file, line: block.line, message: `demo block ${message}`});
    }
  }
  return {marked, problems};
}
