// Parses the text of a ```railroad block into rules; positions are 1-based and relative to the block.

export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface Span {
  readonly start: Position;
  /** Position just after the last character of the node. */
  readonly end: Position;
}

export type Expression =
  | (Span & {readonly kind: 'terminal'; readonly text: string})
  | (Span & {readonly kind: 'nonterminal'; readonly name: string})
  | (Span & {readonly kind: 'sequence'; readonly items: readonly Expression[]})
  | (Span & {readonly kind: 'choice'; readonly options: readonly Expression[]})
  | (Span & {readonly kind: 'optional' | 'zeroOrMore' | 'oneOrMore'; readonly item: Expression});

export interface Rule {
  readonly name: string;
  readonly expression: Expression;
  readonly line: number;
}

/** A grammar mistake at a place in the block; the plugin adds the file and the block's offset. */
export class GrammarError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} at line ${line}, column ${column}`);
    this.name = 'GrammarError';
  }
}

type TokenKind = 'name' | 'terminal' | '::=' | '(' | ')' | '|' | '?' | '*' | '+';

interface Token extends Span {
  readonly kind: TokenKind;
  readonly value: string;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const SYMBOLS = ['::=', '(', ')', '|', '?', '*', '+'] as const;

function scanTerminal(text: string, open: number, line: number): {value: string; next: number} {
  let value = '';
  let i = open + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] !== "'") {
        if (value === '') {
          throw new GrammarError("empty terminal ''; write '''' for a quote character", line, open + 1);
        }
        return {value, next: i + 1};
      }
      value += "'";
      i += 2;
    } else {
      value += text[i];
      i += 1;
    }
  }
  throw new GrammarError('unterminated terminal: missing closing quote', line, open + 1);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    let i = 0;
    const push = (kind: TokenKind, value: string, next: number) => {
      tokens.push({kind, value, start: {line, column: i + 1}, end: {line, column: next + 1}});
      i = next;
    };
    while (i < text.length) {
      const char = text[i]!;
      if (/\s/.test(char)) {
        i += 1;
        continue;
      }
      if (char === "'") {
        const {value, next} = scanTerminal(text, i, line);
        push('terminal', value, next);
        continue;
      }
      NAME.lastIndex = i;
      const name = NAME.exec(text);
      if (name) {
        push('name', name[0], i + name[0].length);
        continue;
      }
      const symbol = SYMBOLS.find((s) => text.startsWith(s, i));
      if (!symbol) throw new GrammarError(`unexpected character '${char}'`, line, i + 1);
      push(symbol, symbol, i + symbol.length);
    }
  });
  return tokens;
}

const POSTFIX: Partial<Record<TokenKind, 'optional' | 'zeroOrMore' | 'oneOrMore'>> = {
  '?': 'optional',
  '*': 'zeroOrMore',
  '+': 'oneOrMore',
};

class Parser {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  rules(): Rule[] {
    const rules: Rule[] = [];
    while (this.peek()) {
      const name = this.peek()!;
      if (name.kind !== 'name' || name.start.column !== 1) {
        throw new GrammarError('expected a rule `name ::= expression` starting at column 1', name.start.line, name.start.column);
      }
      const earlier = rules.find((r) => r.name === name.value);
      if (earlier) {
        throw new GrammarError(`rule '${name.value}' is already defined on line ${earlier.line}`, name.start.line, 1);
      }
      this.index += 1;
      this.expect('::=', 'after the rule name');
      const expression = this.choice();
      const rest = this.peek();
      if (rest && !this.startsRule(rest)) {
        throw new GrammarError(`unexpected '${rest.value}'`, rest.start.line, rest.start.column);
      }
      rules.push({name: name.value, expression, line: name.start.line});
    }
    return rules;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  /** A token at column 1 begins the next rule; continuation lines start with whitespace. */
  private startsRule(token: Token): boolean {
    return token.start.column === 1;
  }

  /** Where a missing token was expected: at the next token of this rule, or just after the last one. */
  private missingAt(): Position {
    const next = this.peek();
    if (next && !this.startsRule(next)) return next.start;
    return this.tokens[this.index - 1]?.end ?? {line: 1, column: 1};
  }

  private expect(kind: TokenKind, context = ''): Token {
    const token = this.peek();
    if (token?.kind === kind && !this.startsRule(token)) {
      this.index += 1;
      return token;
    }
    const at = this.missingAt();
    throw new GrammarError(`expected '${kind}'${context ? ` ${context}` : ''}`, at.line, at.column);
  }

  private choice(): Expression {
    const options = [this.sequence()];
    while (this.peek()?.kind === '|' && !this.startsRule(this.peek()!)) {
      this.index += 1;
      options.push(this.sequence());
    }
    if (options.length === 1) return options[0]!;
    return {kind: 'choice', options, start: options[0]!.start, end: options.at(-1)!.end};
  }

  private sequence(): Expression {
    const items: Expression[] = [];
    for (let token = this.peek(); token && !this.startsRule(token); token = this.peek()) {
      if (token.kind !== 'terminal' && token.kind !== 'name' && token.kind !== '(') break;
      items.push(this.postfix());
    }
    if (items.length === 0) {
      const at = this.missingAt();
      throw new GrammarError("expected a terminal ('KEYWORD'), a name or '('", at.line, at.column);
    }
    if (items.length === 1) return items[0]!;
    return {kind: 'sequence', items, start: items[0]!.start, end: items.at(-1)!.end};
  }

  private postfix(): Expression {
    let expression = this.primary();
    for (let token = this.peek(); token && POSTFIX[token.kind] && !this.startsRule(token); token = this.peek()) {
      this.index += 1;
      expression = {kind: POSTFIX[token.kind]!, item: expression, start: expression.start, end: token.end};
    }
    return expression;
  }

  private primary(): Expression {
    const token = this.peek()!;
    this.index += 1;
    if (token.kind === 'terminal') return {kind: 'terminal', text: token.value, start: token.start, end: token.end};
    if (token.kind === 'name') return {kind: 'nonterminal', name: token.value, start: token.start, end: token.end};
    const inner = this.choice();
    const close = this.expect(')');
    return {...inner, start: token.start, end: close.end};
  }
}

/** Parses one block: one or more rules `name ::= expression`, continued on lines that start with whitespace. */
export function parseGrammar(source: string): Rule[] {
  const tokens = tokenize(source);
  if (tokens.length === 0) {
    throw new GrammarError('empty block; write at least one rule `name ::= expression`', 1, 1);
  }
  return new Parser(tokens).rules();
}

const needsGroup = (e: Expression) => e.kind === 'sequence' || e.kind === 'choice';
const SUFFIX = {optional: '?', zeroOrMore: '*', oneOrMore: '+'} as const;

/** The expression on one line, in the block's own notation: used for labels and to compare shapes. */
export function formatExpression(expression: Expression): string {
  switch (expression.kind) {
    case 'terminal':
      return `'${expression.text.replaceAll("'", "''")}'`;
    case 'nonterminal':
      return expression.name;
    case 'sequence':
      return expression.items.map((item) => (item.kind === 'choice' ? `( ${formatExpression(item)} )` : formatExpression(item))).join(' ');
    case 'choice':
      return expression.options.map(formatExpression).join(' | ');
    default: {
      const inner = formatExpression(expression.item);
      return `${needsGroup(expression.item) ? `( ${inner} )` : inner}${SUFFIX[expression.kind]}`;
    }
  }
}

export function formatRule(rule: Rule): string {
  return `${rule.name} ::= ${formatExpression(rule.expression)}`;
}
