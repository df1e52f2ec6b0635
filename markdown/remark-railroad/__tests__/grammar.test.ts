import {describe, expect, it} from 'vitest';
import {formatRule, GrammarError, parseGrammar} from '../grammar';

const errorOf = (source: string) => {
  try {
    parseGrammar(source);
  } catch (error) {
    if (error instanceof GrammarError) return {reason: error.reason, line: error.line, column: error.column};
    throw error;
  }
  throw new Error('expected a GrammarError');
};

describe('parseGrammar', () => {
  it('reads terminals, names, groups, alternatives and postfix operators', () => {
    const [rule] = parseGrammar("fill ::= 'FILL' '(' ( 'NONE' | 'NULL' | 'PREV' | value )+ ')' tail? more*");
    expect(rule!.name).toBe('fill');
    expect(rule!.expression.kind).toBe('sequence');
    expect(formatRule(rule!)).toBe("fill ::= 'FILL' '(' ( 'NONE' | 'NULL' | 'PREV' | value )+ ')' tail? more*");
  });

  it('reads several rules and continuation lines that start with whitespace', () => {
    const rules = parseGrammar(
      [
        "insert ::= 'INSERT' 'INTO' table",
        "           ( '(' column ( ',' column )* ')' )?",
        '',
        "value ::= literal | '(' query ')'",
      ].join('\n'),
    );
    expect(rules.map((r) => r.name)).toEqual(['insert', 'value']);
    expect(rules.map((r) => r.line)).toEqual([1, 4]);
    expect(formatRule(rules[0]!)).toBe("insert ::= 'INSERT' 'INTO' table ( '(' column ( ',' column )* ')' )?");
    const items = rules[0]!.expression.kind === 'sequence' ? rules[0]!.expression.items : [];
    expect(items.map((item) => item.start.line)).toEqual([1, 1, 1, 2]);
  });

  it("reads '''' as a quote character and keeps spaces inside terminals", () => {
    const [rule] = parseGrammar("quoted ::= '''' text '''' | 'ORDER BY'");
    expect(rule!.expression.kind).toBe('choice');
    expect(formatRule(rule!)).toBe("quoted ::= '''' text '''' | 'ORDER BY'");
  });

  it('points at the token where a closing parenthesis is missing', () => {
    expect(errorOf("a ::= 'X' ( 'Y' | 'Z' 'W' | ")).toEqual({
      reason: "expected a terminal ('KEYWORD'), a name or '('",
      line: 1,
      column: 28,
    });
    expect(errorOf("a ::= ( 'X' 'Y'\nb ::= 'Z'")).toEqual({reason: "expected ')'", line: 1, column: 16});
    expect(errorOf("a ::= ( 'X' ? ? ? 'Y' ]")).toEqual({reason: "unexpected character ']'", line: 1, column: 23});
  });

  it('rejects malformed rules with the reason and position', () => {
    expect(errorOf('')).toEqual({reason: 'empty block; write at least one rule `name ::= expression`', line: 1, column: 1});
    expect(errorOf("  a ::= 'X'")).toEqual({reason: 'expected a rule `name ::= expression` starting at column 1', line: 1, column: 3});
    expect(errorOf("a = 'X'")).toEqual({reason: "unexpected character '='", line: 1, column: 3});
    expect(errorOf("a 'X'")).toEqual({reason: "expected '::=' after the rule name", line: 1, column: 3});
    expect(errorOf("a ::= 'X' )")).toEqual({reason: "unexpected ')'", line: 1, column: 11});
    expect(errorOf("a ::= 'X\n")).toEqual({reason: 'unterminated terminal: missing closing quote', line: 1, column: 7});
    expect(errorOf("a ::= ''")).toEqual({reason: "empty terminal ''; write '''' for a quote character", line: 1, column: 7});
    expect(errorOf("a ::= 'X'\na ::= 'Y'")).toEqual({reason: "rule 'a' is already defined on line 1", line: 2, column: 1});
  });
});
