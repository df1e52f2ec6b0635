// What a `questdb-sql` example is, for the site, its Markdown twin and the example checker: the block,
// the result table right after it (as cells), its fence words and the key that names both.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Parent, PhrasingContent, Root, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';

export const SQL_LANGUAGE = 'questdb-sql';
/** Class of the "Result checked on QuestDB" line under a compared table (styled in custom.css, skipped by search). */
export const CHECKED_CLASS = 'result-checked';
/**
 * The fence word for values that change between runs, naming their columns: `volatile=size,sysdate`.
 * Only those columns are loosened (a NULL must still be NULL); each needs its reason in
 * tests/fixtures/volatile-columns.json. The rest of the table is compared by value.
 */
export const VOLATILE = 'volatile';
/** The fence word of a plain-text block that shows the plan of the EXPLAIN block just above it. */
export const PLAN_LANGUAGE = 'text';
export const PLAN_HEADER = 'QUERY PLAN';
/** The header of a one-column table that shows the error a block gives. */
export const ERROR_HEADER = 'error';

export interface SqlExample {
  readonly code: Code;
  readonly parent: Parent;
  /** The SQL as the reader sees it (a `file=` block already filled). */
  readonly sql: string;
  /** The result table as cells, header first; inline code keeps its backticks. */
  readonly rows?: string[][];
  readonly table?: Table;
  /** The `file=` the block shows, relative to the site root. */
  readonly file?: string;
  /** Columns whose values change between runs (`volatile=a,b`); empty when every value is compared. */
  readonly volatileColumns: readonly string[];
  /** The fence word `volatile` without columns, which the checker refuses. */
  readonly bareVolatile: boolean;
  /** A ```text block right after an EXPLAIN block: the plan the page shows, as the table's rows. */
  readonly plan?: Code;
  /** 1-based line of the block's fence in its source file. */
  readonly line: number;
}

export function fenceWords(meta: string | null | undefined): string[] {
  return (meta ?? '').split(/\s+/).filter(Boolean);
}

export function volatileColumnsOf(meta: string | null | undefined): string[] {
  const word = fenceWords(meta).find((w) => w.startsWith(`${VOLATILE}=`));
  return word ? word.slice(VOLATILE.length + 1).split(',').filter(Boolean) : [];
}

/** Whether the SQL's last statement is an EXPLAIN (a block of several statements ends with it). */
export function endsWithExplain(sql: string): boolean {
  // Quoted text may hold semicolons (interval strings such as '2025-05-01;1h'): blank it first.
  const statements = sql.replace(/'(?:[^']|'')*'/g, "''").split(';').map((s) => s.replace(/--[^\n]*/g, '').trim()).filter(Boolean);
  return /^EXPLAIN\b/i.test(statements.at(-1) ?? '');
}

export function fileOf(meta: string | null | undefined): string | undefined {
  return fenceWords(meta).find((w) => w.startsWith('file='))?.slice('file='.length);
}

export class ExampleFileError extends Error {}

/** The text of a `file=` block; a missing file names the page line and the fix. */
export function readExampleFile(rootDir: string, file: string, where: string): string {
  const full = path.join(rootDir, file);
  if (!fs.existsSync(full)) {
    throw new ExampleFileError(`${where}: questdb-sql block names file=${file}, which does not exist; create it or fix the path (relative to the site root)`);
  }
  return fs.readFileSync(full, 'utf8').trimEnd();
}

function cellText(children: PhrasingContent[]): string {
  return children.map((child) => (child.type === 'inlineCode' ? `\`${child.value}\`` : toString(child))).join('').trim();
}

export function tableRows(table: Table): string[][] {
  return table.children.map((row) => row.children.map((cell) => cellText(cell.children)));
}

/** Names an example by its SQL and its result table, so a change to either drops its checked mark. */
export function exampleKey(sql: string, rows: readonly (readonly string[])[]): string {
  const text = `${sql.trim()}\n--\n${rows.map((r) => r.join('\t')).join('\n')}`;
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Every `questdb-sql` block of a page in order, `file=` blocks filled from rootDir. */
export function sqlExamples(tree: Root, rootDir: string, source: string): SqlExample[] {
  const found: SqlExample[] = [];
  const walk = (parent: Parent) => {
    parent.children.forEach((node: RootContent, index: number) => {
      if (node.type === 'code' && node.lang === SQL_LANGUAGE) {
        const line = node.position?.start.line ?? 0;
        const file = fileOf(node.meta);
        const sql = file ? readExampleFile(rootDir, file, `${source}:${line}`) : node.value;
        const next = parent.children[index + 1];
        const table = next?.type === 'table' ? next : undefined;
        const plan = next?.type === 'code' && next.lang === PLAN_LANGUAGE && !fenceWords(node.meta).includes('demo') && endsWithExplain(sql) ? next : undefined;
        found.push({
          code: node,
          parent,
          sql,
          table,
          rows: table ? tableRows(table) : plan ? [[PLAN_HEADER], ...plan.value.split('\n').map((l) => [l.trimEnd()])] : undefined,
          file,
          volatileColumns: volatileColumnsOf(node.meta),
          bareVolatile: fenceWords(node.meta).includes(VOLATILE),
          plan,
          line,
        });
      } else if ('children' in node && node.type !== 'table') {
        walk(node as Parent);
      }
    });
  };
  walk(tree);
  return found;
}
