import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, snippet} from '../highlight';

const tags = {pre: '<mark>', post: '</mark>'};

describe('escapeHtml', () => {
  it('escapes the five characters DocSearch unescapes for group titles', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
  });
});

describe('highlight', () => {
  it('marks the words whose terms matched, with their original spelling', () => {
    const result = highlight('Use SAMPLE BY to downsample', new Set(['sampl']), tags, 1);
    expect(result.value).toBe('Use <mark>SAMPLE</mark> BY to downsample');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['sample']);
  });

  it('marks an identifier when the query matched it or one of its parts', () => {
    expect(highlight('see approx_percentile()', new Set(['approx_percentile']), tags, 1).value).toBe(
      'see <mark>approx_percentile</mark>()',
    );
  });

  it('escapes page text around and inside the marks, so no markup gets through', () => {
    const result = highlight('<img src=x onerror=alert(1)> img & "q"', new Set(['img']), tags, 1);
    expect(result.value).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt; <mark>img</mark> &amp; &quot;q&quot;');
    expect(result.value).not.toMatch(/<img|<script/);
  });

  it('reports partial and missing matches', () => {
    expect(highlight('price and amount', new Set(['pric']), tags, 2).matchLevel).toBe('partial');
    expect(highlight('price and amount', new Set(['volume']), tags, 1)).toEqual({
      value: 'price and amount',
      matchLevel: 'none',
      matchedWords: [],
    });
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

  it('keeps short text whole', () => {
    expect(snippet('one two three', new Set(['two']), tags, 1, 10).value).toBe('one <mark>two</mark> three');
  });

  it('cuts long text to the word count around the first match, with ellipses', () => {
    expect(snippet(text, new Set(['eight']), tags, 1, 5).value).toBe('…six seven <mark>eight</mark> nine ten…');
    expect(snippet(text, new Set(['fifteen']), tags, 1, 5).value).toBe('…eleven twelve thirteen fourteen <mark>fifteen</mark>');
  });

  it('starts at the beginning when nothing matched', () => {
    expect(snippet(text, new Set(), tags, 1, 3).value).toBe('one two three…');
  });

  it('escapes the ellipsis text as well', () => {
    expect(snippet(text, new Set(), tags, 1, 2, '<b>').value).toBe('one two&lt;b&gt;');
  });
});
