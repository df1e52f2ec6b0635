// The comparison rules between a page's result table and the server's answer, written once:
// header = column names; rows in order (a last row of `...` cells: more rows follow); NULL as `null`;
// DOUBLE/FLOAT numerically (a page may round to the decimals it shows, at least one); integers,
// timestamps, strings and symbols exactly as the server prints them (multi-line text with its
// whitespace runs folded to one space); a cell in backticks exactly, spaces included. A one-column table headed `error` holds (part of) the server's error message.
// Plans (QUERY PLAN) line by line, indentation included when a text block shows them; a table cell
// cannot keep leading spaces, so there they compare without. Loosened, each for its reason: the
// `volatile=` columns a page names (tests/fixtures/volatile-columns.json gives each one's reason),
// and a plan's `workers: N`, which is the server's shared worker count on the machine it runs on.
import type {ExecColumn} from '../questdb/server';
import {ERROR_HEADER, PLAN_HEADER} from '../../markdown/remark-sql-examples';

/** A number as the server wrote it, so LONG values and double digits survive. */
export class RawNumber {
  constructor(readonly text: string) {}
}

export type Cell = string | boolean | null | RawNumber | Cell[] | {[key: string]: Cell};

/** JSON.parse that keeps numbers as their text. */
export function parseJsonKeepingNumbers(text: string): Cell {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const value = (): Cell => {
    ws();
    const c = text[i];
    if (c === '{') {
      i += 1;
      const out: {[key: string]: Cell} = {};
      ws();
      if (text[i] === '}') return (i += 1), out;
      for (;;) {
        ws();
        const key = value() as string;
        ws();
        i += 1; // :
        out[key] = value();
        ws();
        if (text[i++] === '}') return out;
      }
    }
    if (c === '[') {
      i += 1;
      const out: Cell[] = [];
      ws();
      if (text[i] === ']') return (i += 1), out;
      for (;;) {
        out.push(value());
        ws();
        if (text[i++] === ']') return out;
      }
    }
    if (c === '"') {
      const start = i;
      i += 1;
      while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i += 1;
      return JSON.parse(text.slice(start, i)) as string;
    }
    for (const [word, v] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, i)) return (i += word.length), v;
    }
    const m = /^-?[0-9.eE+-]+|^NaN|^-?Infinity/.exec(text.slice(i, i + 64));
    if (!m) throw new Error(`unexpected character ${JSON.stringify(c)} at ${i} in the server's answer`);
    i += m[0].length;
    return new RawNumber(m[0]);
  };
  return value();
}

export function formatCell(value: Cell): string {
  if (value === null) return 'null';
  if (value instanceof RawNumber) return value.text;
  if (typeof value === 'object') return JSON.stringify(value, (_k, v) => (v instanceof RawNumber ? Number(v.text) : v));
  return String(value);
}

const FLOATING = new Set(['DOUBLE', 'FLOAT']);

function unquote(cell: string): {text: string; exact: boolean} {
  const m = /^`([\s\S]*)`$/.exec(cell);
  return m ? {text: m[1]!, exact: true} : {text: cell, exact: false};
}

function decimals(text: string): number {
  if (/e/i.test(text)) return 0;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

export function cellMatches(page: string, value: Cell, type: string): boolean {
  const {text, exact} = unquote(page);
  const server = formatCell(value);
  if (exact) return text === server;
  if (value === null) return text.toLowerCase() === 'null';
  if (FLOATING.has(type) && value instanceof RawNumber) {
    const shown = Number(text);
    const actual = Number(value.text);
    if (text === '' || Number.isNaN(shown)) return false;
    if (shown === actual) return true;
    const d = decimals(text);
    return d >= 1 && Math.abs(actual - shown) <= 0.5 * 10 ** -d * (1 + 1e-9);
  }
  // A Markdown cell holds one line: multi-line text (SHOW CREATE TABLE, plans) compares with its
  // whitespace runs folded to one space.
  return text === server || (/[\n\t]/.test(server) && text === server.replace(/\s+/g, ' ').trim());
}

const ELLIPSIS = /^(\.\.\.|…)$/;

export interface ServerResult {
  readonly columns: readonly ExecColumn[];
  readonly dataset: readonly Cell[][];
}

export function isErrorTable(rows: readonly (readonly string[])[]): boolean {
  return rows[0]?.length === 1 && unquote(rows[0][0]!).text.toLowerCase() === ERROR_HEADER;
}

/** The message a page's error table shows. */
export function expectedError(rows: readonly (readonly string[])[]): string {
  return unquote(rows[1]?.[0] ?? '').text;
}

export interface CompareOptions {
  /** Columns whose values change between runs: any value the page shows matches. */
  readonly volatileColumns?: readonly string[];
  /** The page shows the plan in a text block, so indentation is compared too. */
  readonly planIndented?: boolean;
}

/**
 * A plan line as the Web Console shows it: the REST API writes plans HTML-escaped, indented with the
 * text `&nbsp;` and with `&lt;` for `<`.
 */
export function planText(text: string): string {
  return text.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

function planLine(text: string, indented: boolean): string {
  const line = planText(text).replace(/\u00a0/g, ' ').replace(/\bworkers: \d+/g, 'workers: N').trimEnd();
  return indented ? line : line.trimStart();
}

/** Why the page's table differs from the server's answer, or undefined when they agree. */
export function compareResult(rows: readonly (readonly string[])[], result: ServerResult, options: CompareOptions = {}): string | undefined {
  const volatileColumns = new Set(options.volatileColumns ?? []);
  const [header = [], ...body] = rows;
  const names = result.columns.map((c) => c.name);
  const shownNames = header.map((h) => unquote(h).text);
  if (shownNames.join('|') !== names.join('|')) {
    return `columns differ: page shows [${shownNames.join(', ')}], server returns [${names.join(', ')}]`;
  }
  const unknown = [...volatileColumns].filter((c) => !names.includes(c));
  if (unknown.length > 0) return `volatile=${unknown.join(',')} names no column of the result`;
  const truncated = body.length > 0 && body.at(-1)!.every((c) => ELLIPSIS.test(c));
  const shown = truncated ? body.slice(0, -1) : body;
  if (truncated ? result.dataset.length <= shown.length : result.dataset.length !== shown.length) {
    return `row count differs: page shows ${shown.length}${truncated ? ' and "more"' : ''}, server returns ${result.dataset.length}`;
  }
  for (let r = 0; r < shown.length; r += 1) {
    const pageRow = shown[r]!;
    const serverRow = result.dataset[r]!;
    for (let c = 0; c < names.length; c += 1) {
      const page = pageRow[c] ?? '';
      const value = serverRow[c] ?? null;
      let matches: boolean;
      // A loosened value may be anything, NULL included (random functions give NULL at some rate).
      if (volatileColumns.has(names[c]!)) matches = page !== '';
      else if (names[c] === PLAN_HEADER && typeof value === 'string') matches = planLine(unquote(page).text, options.planIndented ?? false) === planLine(value, options.planIndented ?? false);
      else matches = cellMatches(page, value, result.columns[c]!.type);
      if (!matches) {
        return `row ${r + 1}, column ${names[c]}: page shows ${JSON.stringify(pageRow[c] ?? '')}, server returns ${JSON.stringify(formatCell(serverRow[c] ?? null))}\n    server row: | ${serverRow.map(formatCell).join(' | ')} |`;
      }
    }
  }
  return undefined;
}

function markdownCell(value: Cell): string {
  // MDX reads braces and angle brackets as code and tags; a cell keeps them as text.
  const text = formatCell(value).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').replace(/[{}<]/g, (c) => `\\${c}`);
  return text !== text.trim() || text === '' && value !== null ? `\`${text}\`` : text;
}

/** The server's answer as the page's Markdown table, for `check:examples -- --fix`. */
export function markdownTable(result: ServerResult): string {
  const lines = [
    `| ${result.columns.map((c) => c.name).join(' | ')} |`,
    `|${result.columns.map(() => '---').join('|')}|`,
    ...result.dataset.map((row) => `| ${row.map(markdownCell).join(' | ')} |`),
  ];
  return lines.join('\n');
}
