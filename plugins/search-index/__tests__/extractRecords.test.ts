import {describe, expect, it} from 'vitest';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {checkedMark} from '../../../markdown/remark-sql-examples';
import {DEFAULT_SECTION, extractRecords, MAX_TEXT_CHARS, truncateText} from '../extractRecords';

// The shape of a rendered docs page (minified like the build: no </tr>, no </td>, no </li>).
const page = (breadcrumbs: string, body: string) => `<!doctype html><html><head>
<meta name="description" content="Aggregate rows into fixed time buckets.">
<meta name="keywords" content="sample by,downsampling">
</head><body><nav class="navbar"><a href="/docs/">Docs</a></nav>
<article><nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/docs/><svg></svg></a>
${breadcrumbs}</ul></nav>
<div class="tocCollapsible theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>SAMPLE BY</h1></header>${body}</div></article>
<footer>Copyright</footer></body></html>`;

const crumbs =
  '<li class=breadcrumbs__item><span class=breadcrumbs__link>SQL reference</span><li class=breadcrumbs__item><span class=breadcrumbs__link>Time series</span><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>SAMPLE BY</span>';

describe('extractRecords', () => {
  it('reads the section, title and description, and texts above the first heading', () => {
    const records = extractRecords(page(crumbs, '<p>Groups rows into <code>time</code> buckets.</p>'), '/docs/reference/sql/sample-by/');
    expect(records).toEqual({
      url: '/docs/reference/sql/sample-by/',
      section: 'SQL reference',
      title: 'SAMPLE BY',
      extra: 'Aggregate rows into fixed time buckets. sample by downsampling',
      headings: [],
      texts: [{heading: -1, text: 'Groups rows into time buckets.'}],
    });
  });

  it('falls back to a default section when the page has no category above it', () => {
    expect(extractRecords(page('', '<p>x</p>'), '/docs/').section).toBe(DEFAULT_SECTION);
  });

  it('nests anchored headings and drops their hash links', () => {
    const body = `<h2 class=anchor id=syntax>Syntax<a href=#syntax class=hash-link>\u200b</a></h2><p>One.</p>
      <h3 id=fill>FILL<a href=#fill class=hash-link>#</a></h3><p>Two.</p><h4 id=prev>PREV</h4><h2 id=pitfalls>Pitfalls</h2><p>Three.</p>`;
    const {headings, texts} = extractRecords(page(crumbs, body), '/docs/x/');
    expect(headings).toEqual([
      {level: 2, text: 'Syntax', anchor: 'syntax', parent: -1},
      {level: 3, text: 'FILL', anchor: 'fill', parent: 0},
      {level: 4, text: 'PREV', anchor: 'prev', parent: 1},
      {level: 2, text: 'Pitfalls', anchor: 'pitfalls', parent: -1},
    ]);
    expect(texts).toEqual([
      {heading: 0, text: 'One.'},
      {heading: 1, text: 'Two.'},
      {heading: 3, text: 'Three.'},
    ]);
  });

  it('reads list items, captions, code block titles and table rows, not code bodies, diagrams or widgets', () => {
    const body = `<h2 id=a>A</h2>
      <ul><li>First item<ul><li>Nested item</ul><li><p>Paragraph item</p></ul>
      <div class="codeBlockContainer"><div class=codeBlockTitle_OeMC>trades.sql</div><pre><code>SELECT secret FROM hidden;</code></pre></div>
      <table><caption>Units</caption><thead><tr><th>Unit<th>Meaning</thead><tbody><tr><td>m<td>minute<tr><td>h<td>hour</tbody></table>
      <figure class=railroad><svg><text>sampleBy</text></svg></figure><span class="katex"><span class=katex-mathml>x^2</span></span>
      <form><label>Filter</label><input></form><ul role=tablist class=tabs><li>Python</ul>`;
    const {texts} = extractRecords(page(crumbs, body), '/docs/x/');
    expect(texts.map((t) => t.text)).toEqual([
      'First item',
      'Nested item',
      'Paragraph item',
      'trades.sql',
      'Units',
      'm · minute',
      'h · hour',
    ]);
  });

  it('leaves out a table that shows the output of the code block above it', () => {
    const body = `<h2 id=examples>Examples</h2><p>Hourly bars:</p>
      <div class="language-questdb-sql codeBlockContainer_Ckt0 theme-code-block"><pre><code>SELECT 1;</code></pre></div>
      <table><thead><tr><th>timestamp<th>price</thead><tbody><tr><td>2025-05-30T00:00:00.000000Z<td>105214.37</tbody></table>
      <p>Units:</p><table><tbody><tr><td>h<td>hour</tbody></table>`;
    expect(extractRecords(page(crumbs, body), '/docs/x/').texts.map((t) => t.text)).toEqual(['Hourly bars:', 'Units:', 'h · hour']);
  });

  it('also leaves out such a table inside its scroll box, and keeps a boxed table after prose', () => {
    const body = `<h2 id=examples>Examples</h2><p>Hourly bars:</p>
      <div class="language-questdb-sql codeBlockContainer_Ckt0 theme-code-block"><pre><code>SELECT 1;</code></pre></div>
      <div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table><tbody><tr><td>2025-05-30T00:00:00.000000Z<td>105214.37</tbody></table></div>
      <p>Units:</p><div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table><tbody><tr><td>h<td>hour</tbody></table></div>`;
    expect(extractRecords(page(crumbs, body), '/docs/x/').texts.map((t) => t.text)).toEqual(['Hourly bars:', 'Units:', 'h · hour']);
  });

  it('turns a table row with an id into a heading named by its first code, one level below the section', () => {
    const body = `<h2 id=cairo-engine>Cairo engine</h2><p>Engine keys.</p><table><tbody>
      <tr id=cairo.max.uncommitted.rows><th scope=row><code>cairo.<wbr>max.<wbr>uncommitted.<wbr>rows</code><a href=#cairo.max.uncommitted.rows class=anchor_q6i7>#</a><code>QDB_CAIRO_MAX_UNCOMMITTED_ROWS</code><td><code>500000</code><td>Rows a writer holds before it commits.
      <tr id=cairo.wal.enabled.default><th scope=row><code>cairo.wal.enabled.default</code><td><code>true</code><td>New tables use WAL.
      </tbody></table><h2 id=http>HTTP</h2><p>HTTP keys.</p>`;
    const {headings, texts} = extractRecords(page(crumbs, body), '/docs/configuration/');
    expect(headings).toEqual([
      {level: 2, text: 'Cairo engine', anchor: 'cairo-engine', parent: -1},
      {level: 3, text: 'cairo.max.uncommitted.rows', anchor: 'cairo.max.uncommitted.rows', parent: 0},
      {level: 3, text: 'cairo.wal.enabled.default', anchor: 'cairo.wal.enabled.default', parent: 0},
      {level: 2, text: 'HTTP', anchor: 'http', parent: -1},
    ]);
    expect(texts).toEqual([
      {heading: 0, text: 'Engine keys.'},
      {heading: 1, text: 'QDB_CAIRO_MAX_UNCOMMITTED_ROWS · 500000 · Rows a writer holds before it commits.'},
      {heading: 2, text: 'true · New tables use WAL.'},
      {heading: 3, text: 'HTTP keys.'},
    ]);
  });

  it('keeps page text as text: entities decoded, markup characters as written', () => {
    const {texts} = extractRecords(page(crumbs, '<p>Use &lt;script&gt; &amp; &quot;quotes&quot;</p>'), '/docs/x/');
    expect(texts[0]!.text).toBe('Use <script> & "quotes"');
  });

  it('names the page when it is not a rendered docs page', () => {
    expect(() => extractRecords('<html><body><p>x</p></body></html>', '/docs/search/')).toThrow(
      'search-index: /docs/search/ has no .theme-doc-markdown element; is it a docs page?',
    );
  });

  it('leaves out the checked-result line under result tables, as the remark plugin renders it', () => {
    const mark = toHtml(toHast(checkedMark('8.3.3'))!);
    expect(mark).toContain('Result checked on QuestDB 8.3.3');
    const body = `<p>Before.</p>${mark}<p>After.</p>`;
    expect(extractRecords(page(crumbs, body), '/docs/x/').texts.map((t) => t.text)).toEqual(['Before.', 'After.']);
  });

  it('keeps the first words of a long block, cut at a word boundary', () => {
    const long = Array.from({length: 80}, (_, i) => `word${i}`).join(' ');
    const [record] = extractRecords(page(crumbs, `<p>${long}</p>`), '/docs/x/').texts;
    expect(record!.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(long.startsWith(record!.text)).toBe(true);
    expect(long.charAt(record!.text.length)).toBe(' ');
    expect(truncateText('short text')).toBe('short text');
  });
});
