import {chromium} from '@playwright/test';
import {recordAssets} from '/work/main/scripts/pageWeight';
const origin = process.env.ORIGIN ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
for (const path of (process.argv[2] ?? '/docs/,/docs/reference/sql/sample-by/,/docs/configuration/,/docs/reference/function/aggregation/').split(',')) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const done = recordAssets(page, origin);
  await page.goto(origin + path);
  await page.waitForLoadState('networkidle');
  const {assets} = await done();
  const js = assets.filter((a) => a.kind === 'js');
  console.log(path, (js.reduce((s, a) => s + a.gzip, 0) / 1024).toFixed(1), 'KB;', js.map((a) => `${a.url.split('/').pop()}=${(a.gzip/1024).toFixed(1)}`).join(' '));
  await context.close();
}
await browser.close();
