import {describe, expect, it} from 'vitest';
import {indexTerms, normalizePhrase, queryTerms, stem, termsOfWord, words} from '../tokenize';

describe('termsOfWord', () => {
  it('keeps identifiers whole and adds their parts', () => {
    expect(termsOfWord('approx_percentile')).toEqual(['approx_percentile', 'approx', 'percentil']);
    expect(termsOfWord('cairo.max.uncommitted.rows')).toEqual(['cairo.max.uncommitted.rows', 'cairo', 'max', 'uncommitt', 'row']);
    expect(termsOfWord('QDB_PG_USER')).toEqual(['qdb_pg_user', 'qdb', 'pg', 'user']);
  });

  it('lower-cases and stems plain words', () => {
    expect(termsOfWord('SAMPLE')).toEqual(['sampl']);
    expect(termsOfWord('Partitions')).toEqual(['partition']);
  });
});

describe('stem', () => {
  it.each([
    ['deduplicate', 'deduplication'],
    ['downsample', 'downsampling'],
    ['partition', 'partitions'],
    ['designated', 'designate'],
    ['row', 'rows'],
  ])('%s and %s meet', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it('leaves short words, numbers and identifiers alone', () => {
    expect(stem('is')).toBe('is');
    expect(stem('x86')).toBe('x86');
    expect(stem('status')).toBe('status');
  });
});

describe('words', () => {
  it('finds words with their offsets and treats punctuation as a separator', () => {
    expect(words('SELECT sum(price), now() -- x')).toEqual([
      {text: 'SELECT', start: 0},
      {text: 'sum', start: 7},
      {text: 'price', start: 11},
      {text: 'now', start: 19},
      {text: 'x', start: 28},
    ]);
  });

  it('finds nothing in punctuation, spaces or markup characters alone', () => {
    expect(words('   ')).toEqual([]);
    expect(words('!@#$%^&*()<>"\'')).toEqual([]);
  });
});

describe('indexTerms and queryTerms', () => {
  it('drops stop words from text, not from titles', () => {
    expect(indexTerms('How to use the WITH clause', true)).toEqual(['claus']);
    expect(indexTerms('WITH', false)).toEqual(['with']);
  });

  it('keeps a query made only of stop words', () => {
    expect(queryTerms('connect from python')).toEqual(['connect', 'python']);
    expect(queryTerms('WITH')).toEqual(['WITH']);
  });

  it('reads at most 64 characters of a query', () => {
    expect(queryTerms(`${'a'.repeat(64)} overflow`)).toEqual(['a'.repeat(64)]);
  });
});

describe('normalizePhrase', () => {
  it('compares titles and queries case- and punctuation-insensitively', () => {
    expect(normalizePhrase('  Sample   BY ')).toBe(normalizePhrase('sample by'));
    expect(normalizePhrase('UNION, EXCEPT, INTERSECT')).toBe('union except intersect');
  });
});
