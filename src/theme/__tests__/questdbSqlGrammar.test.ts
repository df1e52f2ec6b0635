import {describe, expect, it} from 'vitest';
import {keywords, functions, dataTypes, constants} from '@questdb/sql-parser/grammar';
import {buildQuestdbSqlGrammar, wordsPattern} from '../questdbSqlGrammar';

const grammar = buildQuestdbSqlGrammar({keywords, functions, dataTypes, constants});
const pattern = (name: string): RegExp => {
  const token = grammar[name];
  return (Array.isArray(token) ? token[0]! : token!).pattern;
};

describe('questdb-sql Prism grammar', () => {
  it('takes its words from @questdb/sql-parser', () => {
    for (const word of ['sample', 'latest', 'asof', 'partition', 'dedup']) {
      expect(keywords).toContain(word);
      expect(pattern('keyword').test(word.toUpperCase())).toBe(true);
    }
    expect(pattern('function').test('approx_percentile(')).toBe(true);
    expect(pattern('function').test('timestamp_floor (')).toBe(true);
    expect(pattern('class-name').test('SYMBOL')).toBe(true);
  });

  it('does not mark a function name without a call as a function', () => {
    expect(pattern('function').test('vwap_total')).toBe(false);
    expect(pattern('function').test('count')).toBe(false);
  });

  it('matches whole words only, longest first', () => {
    const re = wordsPattern(['by', 'bypass']);
    expect(re.exec('BYPASS WAL')?.[0]).toBe('BYPASS');
    expect(re.test('bypassing')).toBe(false);
  });

  it('recognises durations and SQL comments', () => {
    expect(pattern('number').exec('SAMPLE BY 15m')?.[0]).toBe('15m');
    expect(pattern('comment').test('-- a note')).toBe(true);
  });
});
