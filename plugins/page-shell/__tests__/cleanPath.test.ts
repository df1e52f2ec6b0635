import {describe, expect, it} from 'vitest';
import {cleanHtmlPath} from '../cleanPath';

describe('cleanHtmlPath', () => {
  it.each([
    ['/docs/quick-start/index.html', '/docs/quick-start/'],
    ['/docs/quick-start.html', '/docs/quick-start/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/reference/sql/sample-by.html', '/docs/reference/sql/sample-by/'],
  ])('%s -> %s', (input, expected) => {
    expect(cleanHtmlPath(input)).toBe(expected);
  });

  it('leaves clean paths and other files alone', () => {
    expect(cleanHtmlPath('/docs/quick-start/')).toBe('/docs/quick-start/');
    expect(cleanHtmlPath('/docs/llms.txt')).toBe('/docs/llms.txt');
    expect(cleanHtmlPath('/docs/htmlx/')).toBe('/docs/htmlx/');
  });
});
