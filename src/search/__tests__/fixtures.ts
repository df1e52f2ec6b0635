// A small docs set in the shape plugins/search-index produces, for engine and client tests.
import {decodeIndex, encodeIndex} from '../indexFile';
import type {PageRecords} from '../types';

export const PAGES: PageRecords[] = [
  {
    url: '/docs/reference/sql/sample-by/',
    section: 'SQL reference',
    title: 'SAMPLE BY',
    extra: 'Aggregate rows into fixed time buckets. sample by downsampling fill',
    headings: [
      {level: 2, text: 'Syntax', anchor: 'syntax', parent: -1},
      {level: 2, text: 'FILL', anchor: 'fill', parent: -1},
      {level: 3, text: 'FILL(PREV)', anchor: 'fill-prev', parent: 1},
    ],
    texts: [
      {heading: -1, text: 'SAMPLE BY groups rows into time buckets for downsampling.'},
      {heading: 1, text: 'FILL decides what empty buckets return.'},
      {heading: 2, text: 'PREV repeats the previous bucket value <script>alert(1)</script>.'},
    ],
  },
  {
    url: '/docs/reference/function/aggregation/',
    section: 'Functions',
    title: 'Aggregate functions',
    extra: 'count sum avg approx_percentile',
    headings: [
      {level: 2, text: 'Percentiles', anchor: 'percentiles', parent: -1},
      {level: 3, text: 'approx_percentile', anchor: 'approx_percentile', parent: 0},
      {level: 3, text: 'approx_median', anchor: 'approx_median', parent: 0},
    ],
    texts: [
      {heading: 1, text: 'approx_percentile(value, percentile) estimates a percentile with HdrHistogram.'},
      {heading: 2, text: 'approx_median(value) is approx_percentile(value, 0.5).'},
    ],
  },
  {
    url: '/docs/configuration/',
    section: 'Operations',
    title: 'Server configuration reference',
    extra: 'server.conf environment variables',
    headings: [
      {level: 2, text: 'Cairo engine', anchor: 'cairo-engine', parent: -1},
      {level: 3, text: 'cairo.max.uncommitted.rows', anchor: 'cairo.max.uncommitted.rows', parent: 0},
      {level: 3, text: 'cairo.wal.squash.uncommitted.rows.multiplier', anchor: 'cairo.wal.squash.uncommitted.rows.multiplier', parent: 0},
    ],
    texts: [
      {heading: 1, text: 'QDB_CAIRO_MAX_UNCOMMITTED_ROWS · 500000 · Rows a writer holds before it commits.'},
      {heading: 2, text: 'QDB_CAIRO_WAL_SQUASH_UNCOMMITTED_ROWS_MULTIPLIER · 20.0 · Multiplies the uncommitted rows limit.'},
    ],
  },
  {
    url: '/docs/reference/sql/with/',
    section: 'SQL reference',
    title: 'WITH',
    extra: 'common table expression cte',
    headings: [],
    texts: [{heading: -1, text: 'WITH names a subquery so the main query can use it like a table.'}],
  },
];

export const INDEX = encodeIndex(PAGES);
export const RECORDS = decodeIndex(INDEX);
