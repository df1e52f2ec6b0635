// The rules by which a page's result table is compared with the server's answer.
import {describe, expect, it} from 'vitest';
import {cellMatches, compareResult, markdownTable, parseJsonKeepingNumbers, RawNumber, type Cell} from '../../scripts/content/compareResult';

const n = (text: string) => new RawNumber(text);
const result = (dataset: Cell[][]) => ({columns: [{name: 'symbol', type: 'SYMBOL'}, {name: 'price', type: 'DOUBLE'}], dataset});

describe('cellMatches', () => {
  it('compares doubles numerically, allowing the decimals the page shows', () => {
    expect(cellMatches('96500.0', n('96500.0'), 'DOUBLE')).toBe(true);
    expect(cellMatches('96500', n('96500.0'), 'DOUBLE')).toBe(true);
    expect(cellMatches('0.3333', n('0.3333333333333333'), 'DOUBLE')).toBe(true);
    expect(cellMatches('0.3334', n('0.3333333333333333'), 'DOUBLE')).toBe(false);
    expect(cellMatches('3', n('2.5'), 'DOUBLE')).toBe(false);
  });

  it('compares integers, timestamps and text exactly, NULL as null', () => {
    expect(cellMatches('9007199254740993', n('9007199254740993'), 'LONG')).toBe(true);
    expect(cellMatches('9007199254740992', n('9007199254740993'), 'LONG')).toBe(false);
    expect(cellMatches('2025-05-01T09:00:01.000000Z', '2025-05-01T09:00:01.000000Z', 'TIMESTAMP')).toBe(true);
    expect(cellMatches('2025-05-01T09:00:01Z', '2025-05-01T09:00:01.000000Z', 'TIMESTAMP')).toBe(false);
    expect(cellMatches('null', null, 'STRING')).toBe(true);
    expect(cellMatches('', null, 'STRING')).toBe(false);
    expect(cellMatches('`  a`', '  a', 'STRING')).toBe(true);
    expect(cellMatches('a', '  a', 'STRING')).toBe(false);
    expect(cellMatches('CREATE TABLE t ( x INT );', 'CREATE TABLE t (\n\tx INT\n);', 'STRING')).toBe(true);
  });
});

describe('compareResult', () => {
  const header = ['symbol', 'price'];
  it('agrees on the same rows and names the first difference', () => {
    expect(compareResult([header, ['BTC-USD', '1.5']], result([['BTC-USD', n('1.5')]]))).toBeUndefined();
    expect(compareResult([header, ['BTC-USD', '1.5']], result([['BTC-USD', n('1.6')]]))).toContain('row 1, column price: page shows "1.5", server returns "1.6"');
    expect(compareResult([['symbol', 'px'], ['BTC-USD', '1.5']], result([['BTC-USD', n('1.5')]]))).toContain('columns differ');
    expect(compareResult([header, ['BTC-USD', '1.5']], result([]))).toContain('row count differs');
  });

  it('accepts a final row of ... as "more rows follow", and loosens only the volatile columns', () => {
    const rows = result([['A', n('1.0')], ['B', n('2.0')], ['C', n('3.0')]]);
    expect(compareResult([header, ['A', '1.0'], ['...', '...']], rows)).toBeUndefined();
    expect(compareResult([header, ['A', '9'], ['B', '9'], ['C', '9']], rows, {volatileColumns: ['price']})).toBeUndefined();
    expect(compareResult([header, ['A', '9'], ['X', '9'], ['C', '9']], rows, {volatileColumns: ['price']})).toContain('row 2, column symbol');
    expect(compareResult([header, ['A', '9']], rows, {volatileColumns: ['price']})).toContain('row count differs');
    expect(compareResult([header, ['A', 'null'], ['B', '2'], ['C', '3']], rows, {volatileColumns: ['price']})).toBeUndefined();
    expect(compareResult([header, ['A', ''], ['B', '2'], ['C', '3']], rows, {volatileColumns: ['price']})).toContain('row 1, column price');
    expect(compareResult([header, ['A', '1']], rows, {volatileColumns: ['size']})).toBe('volatile=size names no column of the result');
  });

  it('compares plans line by line: indentation in text blocks, workers: N loosened', () => {
    const plan = (lines: string[]) => ({columns: [{name: 'QUERY PLAN', type: 'STRING'}], dataset: lines.map((l) => [l])});
    const server = plan(['Async JIT Filter workers: 2', '&nbsp;&nbsp;filter: symbol=\'BTC-USD\'', '&nbsp;&nbsp;&nbsp;&nbsp;PageFrame']);
    expect(compareResult([['QUERY PLAN'], ['Async JIT Filter workers: 4'], ['  filter: symbol=\'BTC-USD\''], ['    PageFrame']], server, {planIndented: true})).toBeUndefined();
    expect(compareResult([['QUERY PLAN'], ['Async JIT Filter workers: 4'], ['filter: symbol=\'BTC-USD\''], ['    PageFrame']], server, {planIndented: true})).toContain('row 2');
    expect(compareResult([['QUERY PLAN'], ['Async JIT Filter workers: 4'], ['\u00a0\u00a0filter: symbol=\'BTC-USD\''], ['PageFrame']], server)).toBeUndefined();
    expect(compareResult([['QUERY PLAN'], ['Async Filter workers: 4'], ['filter: symbol=\'BTC-USD\''], ['PageFrame']], server)).toContain('row 1');
  });
});

describe('the server answer', () => {
  it('keeps numbers as written and prints a Markdown table MDX reads back', () => {
    const parsed = parseJsonKeepingNumbers('{"dataset":[["a|{b}",1.0,null,12345678901234567890]]}') as {dataset: Cell[][]};
    expect(parsed.dataset[0]![1]).toEqual(n('1.0'));
    expect(parsed.dataset[0]![3]).toEqual(n('12345678901234567890'));
    const table = markdownTable({columns: [{name: 'a', type: 'STRING'}, {name: 'b', type: 'DOUBLE'}, {name: 'c', type: 'STRING'}, {name: 'd', type: 'LONG256'}], dataset: parsed.dataset});
    expect(table).toBe('| a | b | c | d |\n|---|---|---|---|\n| a\\|\\{b\\} | 1.0 | null | 12345678901234567890 |');
  });
});
