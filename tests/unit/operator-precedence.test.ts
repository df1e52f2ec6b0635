// The precedence page must match QuestDB's operator table, and its examples must group as that table predicts.
import fs from 'node:fs';
import path from 'node:path';
import {parseToAst} from '@questdb/sql-parser';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PAGE_FILE = 'docs/reference/operators/precedence.md';
const FIXTURE_FILE = 'tests/fixtures/operator-precedence.json';

interface OperatorEntry {
  readonly name: string;
  readonly token: string;
  readonly precedence: number;
  readonly associativity: 'left' | 'right';
  readonly kind: 'unary' | 'binary' | 'set';
}

interface Level {
  readonly level: number;
  readonly tokens: string[];
  readonly kinds: string[];
  readonly associativity: string[];
}

function readOperators(): OperatorEntry[] {
  const json = JSON.parse(fs.readFileSync(path.join(root, FIXTURE_FILE), 'utf8')) as {source?: unknown; operators?: OperatorEntry[]};
  if (typeof json.source !== 'string' || !Array.isArray(json.operators) || json.operators.length === 0) {
    throw new Error(`${FIXTURE_FILE}: expected {"source": "<Java file>", "operators": [...]}; restore the file from git`);
  }
  json.operators.forEach((op, i) => {
    const ok =
      typeof op.name === 'string' &&
      typeof op.token === 'string' &&
      Number.isInteger(op.precedence) &&
      ['left', 'right'].includes(op.associativity) &&
      ['unary', 'binary', 'set'].includes(op.kind);
    if (!ok) throw new Error(`${FIXTURE_FILE}: operators[${i}] needs name, token, integer precedence, associativity left|right, kind unary|binary|set`);
  });
  return json.operators;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function levelsOf(operators: readonly OperatorEntry[]): Level[] {
  const levels = sorted(operators.map((o) => String(o.precedence))).map(Number).sort((a, b) => a - b);
  return levels.map((level) => {
    const ops = operators.filter((o) => o.precedence === level);
    return {
      level,
      tokens: sorted(ops.map((o) => o.token.toLowerCase())),
      kinds: sorted(ops.map((o) => o.kind)),
      associativity: sorted(ops.map((o) => o.associativity)),
    };
  });
}

// Cells of the first Markdown table after the heading that ends with the explicit id comment for `id`
// (header and rule skipped).
function tableAfterHeading(markdown: string, id: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => /^#{2,3}\s/.test(l) && l.endsWith(`{/* #${id} */}`));
  if (start < 0) throw new Error(`${PAGE_FILE}: heading with {/* #${id} */} not found; keep the explicit id`);
  const first = lines.findIndex((l, i) => i > start && l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = first + 2; i < lines.length && lines[i]!.startsWith('|'); i += 1) {
    rows.push(lines[i]!.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|')));
  }
  if (rows.length === 0) throw new Error(`${PAGE_FILE}: no table rows under {#${id}}`);
  return rows;
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

function pageLevels(rows: readonly string[][]): Level[] {
  return rows.map(([level, operators, kind, associativity]) => ({
    level: Number(level),
    tokens: sorted(codeSpans(operators!).map((t) => t.toLowerCase())),
    kinds: sorted(kind!.split(',').map((k) => k.trim())),
    associativity: [associativity!],
  }));
}

// --- Grouping predicted by the operator table: a precedence-climbing parser with QuestDB's rules. ---

type Expr =
  | {readonly type: 'leaf'; readonly text: string}
  | {readonly type: 'binary'; readonly op: string; readonly left: Expr; readonly right: Expr}
  | {readonly type: 'prefix'; readonly op: string; readonly operand: Expr}
  | {readonly type: 'cast'; readonly operand: Expr; readonly to: string}
  | {readonly type: 'set'; readonly op: 'IN' | 'WITHIN'; readonly not: boolean; readonly left: Expr; readonly items: Expr[]}
  | {readonly type: 'between'; readonly not: boolean; readonly left: Expr; readonly lo: Expr; readonly hi: Expr}
  | {readonly type: 'isNull'; readonly not: boolean; readonly operand: Expr};

const SYMBOLS = ['<<=', '>>=', '::', ':=', '||', '<=', '>=', '<>', '!=', '!~', '<<', '>>', '=', '<', '>', '+', '-', '*', '/', '%', '&', '|', '^', '~', '(', ')', ',', '.'];

function tokenize(sql: string): string[] {
  const tokens: string[] = [];
  let rest = sql.trim();
  while (rest !== '') {
    const word = /^('(?:[^']|'')*'|#[0-9a-z]+|\d+(?:\.\d+)?|[A-Za-z_]\w*)/.exec(rest)?.[0];
    const token = word ?? SYMBOLS.find((s) => rest.startsWith(s));
    if (!token) throw new Error(`cannot tokenize "${rest}"`);
    tokens.push(token);
    rest = rest.slice(token.length).trimStart();
  }
  return tokens;
}

function predictGrouping(sql: string, operators: readonly OperatorEntry[]): Expr {
  const op = (name: string) => {
    const found = operators.find((o) => o.name === name);
    if (!found) throw new Error(`${FIXTURE_FILE}: operator ${name} missing`);
    return found;
  };
  const binary = new Map(operators.filter((o) => o.kind !== 'unary').map((o) => [o.token.toLowerCase(), o]));
  const tokens = tokenize(sql);
  let pos = 0;
  const peek = (ahead = 0) => tokens[pos + ahead]?.toLowerCase();
  const expect = (token: string) => {
    if (peek() !== token) throw new Error(`expected ${token} at "${tokens.slice(pos).join(' ')}" in ${sql}`);
    pos += 1;
  };
  const list = (): Expr[] => {
    expect('(');
    const items = [parse(Infinity)];
    while (peek() === ',') {
      pos += 1;
      items.push(parse(Infinity));
    }
    expect(')');
    return items;
  };

  function parsePrefix(): Expr {
    const token = tokens[pos++]!;
    const lower = token.toLowerCase();
    if (token === '(') {
      const inner = parse(Infinity);
      expect(')');
      return inner;
    }
    const prefix = {'-': 'UnaryMinus', '~': 'UnaryComplement', not: 'BinaryNot'}[lower];
    if (prefix) return {type: 'prefix', op: lower === 'not' ? 'NOT' : token, operand: parse(op(prefix).precedence)};
    return {type: 'leaf', text: ['null', 'true', 'false'].includes(lower) ? lower : token};
  }

  function parse(maxLevel: number): Expr {
    let left = parsePrefix();
    for (;;) {
      let token = peek();
      if (token === undefined) return left;
      if (token === 'is') {
        if (op('Equal').precedence > maxLevel) return left;
        pos += 1;
        const not = peek() === 'not';
        if (not) pos += 1;
        expect('null');
        left = {type: 'isNull', not, operand: left};
        continue;
      }
      const negated = token === 'not' && ['in', 'between', 'within'].includes(peek(1) ?? '');
      const entry = negated ? op('UnarySetNegation') : binary.get(token);
      if (!entry || entry.precedence > maxLevel) return left;
      pos += negated ? 2 : 1;
      token = negated ? tokens[pos - 1]!.toLowerCase() : token;
      const tighter = entry.associativity === 'left' ? entry.precedence - 1 : entry.precedence;
      if (token === 'in' || token === 'within') {
        left = {type: 'set', op: token === 'in' ? 'IN' : 'WITHIN', not: negated, left, items: list()};
      } else if (token === 'between') {
        const lo = parse(entry.precedence - 1);
        expect('and');
        left = {type: 'between', not: negated, left, lo, hi: parse(entry.precedence - 1)};
      } else if (token === '::') {
        left = {type: 'cast', operand: left, to: tokens[pos++]!.toLowerCase()};
      } else {
        left = {type: 'binary', op: token, left, right: parse(tighter)};
      }
    }
  }

  const tree = parse(Infinity);
  if (pos !== tokens.length) throw new Error(`unexpected "${tokens.slice(pos).join(' ')}" in ${sql}`);
  return tree;
}

// --- The same shape from @questdb/sql-parser's AST, so both can be printed alike. ---

interface AstNode {
  readonly type: string;
  readonly [key: string]: unknown;
}

function fromAst(node: AstNode): Expr {
  const child = (key: string) => fromAst(node[key] as AstNode);
  const many = (key: string) => (node[key] as AstNode[]).map(fromAst);
  switch (node.type) {
    case 'binary':
      return {type: 'binary', op: String(node.operator).toLowerCase(), left: child('left'), right: child('right')};
    case 'unary':
      return {type: 'prefix', op: String(node.operator).toUpperCase() === 'NOT' ? 'NOT' : String(node.operator), operand: child('operand')};
    case 'typeCast':
      return {type: 'cast', operand: child('expression'), to: String(node.dataType).toLowerCase()};
    case 'in':
      return {type: 'set', op: 'IN', not: node.not === true, left: child('expression'), items: many('values')};
    case 'within':
      return {type: 'set', op: 'WITHIN', not: node.not === true, left: child('expression'), items: many('values')};
    case 'between':
      return {type: 'between', not: node.not === true, left: child('expression'), lo: child('low'), hi: child('high')};
    case 'isNull':
      return {type: 'isNull', not: node.not === true, operand: child('expression')};
    case 'paren':
      return child('expression');
    case 'column':
      return {type: 'leaf', text: (node.name as {parts: string[]}).parts.join('.')};
    case 'literal':
      if (node.literalType === 'string') return {type: 'leaf', text: `'${String(node.value).replace(/'/g, "''")}'`};
      return {type: 'leaf', text: typeof node.raw === 'string' ? node.raw : String(node.value)};
    default:
      throw new Error(`AST node "${node.type}" is not handled; extend fromAst`);
  }
}

function parseWithSqlParser(expression: string): Expr {
  const {ast, errors} = parseToAst(`SELECT ${expression} FROM trades`);
  if (errors.length > 0) throw new Error(`@questdb/sql-parser rejects "${expression}": ${errors[0]!.message}`);
  const select = ast[0] as unknown as {columns: {expression: AstNode}[]};
  return fromAst(select.columns[0]!.expression);
}

function render(e: Expr): string {
  switch (e.type) {
    case 'leaf':
      return e.text;
    case 'binary': {
      const op = e.op === '<>' ? '!=' : /^[a-z]/.test(e.op) ? e.op.toUpperCase() : e.op;
      return `(${render(e.left)} ${op} ${render(e.right)})`;
    }
    case 'prefix':
      return e.op === 'NOT' ? `(NOT ${render(e.operand)})` : `(${e.op}${render(e.operand)})`;
    case 'cast':
      return `(${render(e.operand)}::${e.to})`;
    case 'set':
      return `(${render(e.left)} ${e.not ? 'NOT ' : ''}${e.op} (${e.items.map(render).join(', ')}))`;
    case 'between':
      return `(${render(e.left)} ${e.not ? 'NOT ' : ''}BETWEEN ${render(e.lo)} AND ${render(e.hi)})`;
    case 'isNull':
      return `(${render(e.operand)} IS ${e.not ? 'NOT ' : ''}NULL)`;
  }
}

/** The page writes groupings without the outermost pair of parentheses. */
function withoutOuterParens(text: string): string {
  if (!text.startsWith('(')) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    if (depth === 0) return i === text.length - 1 ? text.slice(1, -1) : text;
  }
  return text;
}

const grouping = (e: Expr) => withoutOuterParens(render(e));

describe('operator precedence page (QuestDB 8.3)', () => {
  const operators = readOperators();
  const page = fs.readFileSync(path.join(root, PAGE_FILE), 'utf8');

  it('lists every precedence level with the operators, kinds and associativity of OperatorExpression.java', () => {
    expect(pageLevels(tableAfterHeading(page, 'precedence-table'))).toEqual(levelsOf(operators));
  });

  const examples = tableAfterHeading(page, 'how-expressions-group').map((cells) => ({
    expression: codeSpans(cells[0]!)[0]!,
    groupsAs: codeSpans(cells[1]!)[0]!,
  }));

  it('has grouping examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it.each(examples)('groups $expression as the table predicts', ({expression, groupsAs}) => {
    expect(grouping(predictGrouping(expression, operators))).toBe(groupsAs);
  });

  it.each(examples)('@questdb/sql-parser groups $expression the same way', ({expression, groupsAs}) => {
    expect(grouping(parseWithSqlParser(expression))).toBe(groupsAs);
  });
});

describe('operator precedence check logic', () => {
  const operators = readOperators();

  it('predicts classic groupings from the table', () => {
    expect(grouping(predictGrouping('a + b * c', operators))).toBe('a + (b * c)');
    expect(grouping(predictGrouping('NOT a = b', operators))).toBe('NOT (a = b)');
    expect(grouping(predictGrouping('a | b = c', operators))).toBe('(a | b) = c');
    expect(grouping(predictGrouping('a || b + c', operators))).toBe('a || (b + c)');
    expect(grouping(predictGrouping('x NOT BETWEEN -1 AND 2 + 3 OR y', operators))).toBe('(x NOT BETWEEN (-1) AND (2 + 3)) OR y');
  });

  it('predicts a different grouping when the table changes', () => {
    const swapped = operators.map((o) =>
      o.name === 'BinaryAnd' ? {...o, precedence: 16} : o.name === 'BinaryOr' ? {...o, precedence: 15} : o,
    );
    expect(grouping(predictGrouping('a OR b AND c', swapped))).toBe('(a OR b) AND c');
    expect(grouping(predictGrouping('a OR b AND c', operators))).toBe('a OR (b AND c)');
  });

  it('notices a page table that puts an operator on the wrong level', () => {
    const rows = [
      ['4', '`*` `/`', 'binary', 'left', ''],
      ['5', '`+` `-` `%`', 'binary', 'left', ''],
    ];
    const fixture = operators.filter((o) => ['Multiplication', 'Division', 'Modulo', 'Plus', 'Minus'].includes(o.name));
    expect(pageLevels(rows)).not.toEqual(levelsOf(fixture));
    expect(pageLevels([['4', '`*` `/` `%`', 'binary', 'left', ''], ['5', '`+` `-`', 'binary', 'left', '']])).toEqual(levelsOf(fixture));
  });

  it('reads the sql-parser AST into the same shape', () => {
    expect(grouping(parseWithSqlParser("x NOT IN ('a', 'b') AND y IS NOT NULL"))).toBe("(x NOT IN ('a', 'b')) AND (y IS NOT NULL)");
  });
});
