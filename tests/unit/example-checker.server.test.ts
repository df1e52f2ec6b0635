// The example checker finds what it must: a wrong result table, a wrong error, a block that fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {checkPageExamples, emptyReport} from '../../scripts/content/checkExamples';
import {parseDoc} from '../../scripts/content/docsFiles';
import {connectQuestDB} from '../../scripts/questdb/server';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'checker-'));
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

const page = `---
title: T
description: D
---

\`\`\`questdb-sql
SELECT symbol, count() AS n FROM trades WHERE symbol = 'BTC-USD';
\`\`\`

| symbol | n |
|---|---|
| BTC-USD | 5 |

\`\`\`questdb-sql
SELECT symbol, count() AS n FROM trades WHERE symbol = 'ETH-USD';
\`\`\`

| symbol | n |
|---|---|
| ETH-USD | 5 |

\`\`\`questdb-sql
SELECT pricee FROM trades;
\`\`\`

| error |
|---|
| Invalid column: volume |

\`\`\`questdb-sql
SELECT nope FROM trades;
\`\`\`
`;

it('passes the right table and reports each wrong one with the server answer', async () => {
  const url = process.env.QDB_HTTP_URL;
  if (!url) throw new Error('QDB_HTTP_URL is not set: run with `npm run test:server`');
  fs.mkdirSync(path.join(site, 'docs'));
  fs.writeFileSync(path.join(site, 'docs/page.md'), page);
  const report = emptyReport();
  await checkPageExamples(connectQuestDB(url), site, parseDoc('docs/page.md', page), [], report);
  expect(report.blocks).toBe(4);
  expect(report.tablesCompared).toBe(2);
  expect(Object.keys(report.checked)).toHaveLength(1);
  expect(report.problems.map((p) => `${p.line}: ${p.message.split('\n')[0]}`)).toEqual([
    '14: result table differs from the server\'s answer: row 1, column n: page shows "5", server returns "4"',
    '22: the page shows the error "Invalid column: volume", the server says "Invalid column: pricee"',
    '30: statement 1 fails on the server: Invalid column: nope',
  ]);
});
