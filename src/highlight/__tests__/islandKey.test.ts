import {describe, expect, it} from 'vitest';
import {islandKey} from '../types';

const base = {code: 'SELECT * FROM trades;', language: 'questdb-sql', lineClassNames: {}};

describe('islandKey', () => {
  it('is stable for the same block', () => {
    expect(islandKey({...base})).toBe(islandKey({...base, lineClassNames: {}}));
  });

  it('changes with anything that changes the highlighted markup', () => {
    const key = islandKey(base);
    expect(islandKey({...base, code: 'SELECT 1;'})).not.toBe(key);
    expect(islandKey({...base, language: 'sql'})).not.toBe(key);
    expect(islandKey({...base, lineNumbersStart: 1})).not.toBe(key);
    expect(islandKey({...base, lineClassNames: {0: ['theme-code-block-highlighted-line']}})).not.toBe(key);
    expect(islandKey({...base, className: 'language-questdb-sql'})).not.toBe(key);
  });

  it('is a plain attribute value', () => {
    expect(islandKey(base)).toMatch(/^[0-9a-z]+$/);
  });
});
