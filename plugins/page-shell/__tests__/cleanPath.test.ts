import {describe, expect, it} from 'vitest';
import {cleanPath} from '../cleanPath';

describe('cleanPath', () => {
  it.each([
    ['/docs/quick-start/index.html', '/docs/quick-start/'],
    ['/docs/quick-start.html', '/docs/quick-start/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/reference/sql/sample-by.html', '/docs/reference/sql/sample-by/'],
    ['/docs//quick-start/', '/docs/quick-start/'],
    ['//docs///reference//sql/sample-by/', '/docs/reference/sql/sample-by/'],
    ['/docs//quick-start//index.html', '/docs/quick-start/'],
    ['/docs/%E0%A4%A', '/docs/%25E0%25A4%25A'],
    ['/docs/%', '/docs/%25'],
    ['/docs/caf%C3%A9/%ZZ', '/docs/caf%25C3%25A9/%25ZZ'],
  ])('%s -> %s', (input, expected) => {
    expect(cleanPath(input)).toBe(expected);
  });

  it('leaves clean paths, valid escapes and other files alone', () => {
    expect(cleanPath('/docs/quick-start/')).toBe('/docs/quick-start/');
    expect(cleanPath('/docs/llms.txt')).toBe('/docs/llms.txt');
    expect(cleanPath('/docs/htmlx/')).toBe('/docs/htmlx/');
    expect(cleanPath('/docs/caf%C3%A9/')).toBe('/docs/caf%C3%A9/');
  });
});
