import {describe, expect, it} from 'vitest';
import {rewriteResultUrl} from '../resultUrl';

describe('rewriteResultUrl', () => {
  it.each([
    ['/docs/glossary/ohlc/', '/glossary/ohlc/'],
    ['/docs/blog/2024/01/01/post/#part', '/blog/2024/01/01/post/#part'],
    ['https://questdb.com/docs/glossary/ohlc/#x', 'https://questdb.com/glossary/ohlc/#x'],
    ['https://questdb.com/docs/blog/?page=2', 'https://questdb.com/blog/?page=2'],
  ])('drops /docs from %s', (from, to) => {
    expect(rewriteResultUrl(from)).toBe(to);
  });

  it.each(['/docs/reference/sql/sample-by/#fill', '/docs/', 'https://questdb.com/docs/concept/partitions/', '/docs/reference/glossary/'])(
    'leaves %s alone',
    (url) => {
      expect(rewriteResultUrl(url)).toBe(url);
    },
  );
});
