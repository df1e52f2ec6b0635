import {chromium} from '@playwright/test';
import {createStaticServer} from '../scripts/staticServer';
const dir = process.argv[2]!; const p = process.argv[3]!; const ROOTFN = process.argv[4] ?? 'renderRootSync';
const server = createStaticServer(dir);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as any).port}`;
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage({viewport: {width: 412, height: 823}});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', {interval: 100}); await cdp.send('Profiler.start');
await page.goto(origin + p); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
const {profile} = await cdp.send('Profiler.stop') as any;
const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = profile.timeDeltas as number[];
// time under ROOTFN, attributed to the nearest Capitalized (component) frame
const comp = new Map<string, number>(); let total = 0;
profile.samples.forEach((id: number, i: number) => {
  const frames: string[] = []; let cur: number | undefined = id;
  while (cur !== undefined) { frames.push(byId.get(cur).callFrame.functionName); cur = parent.get(cur); }
  const k = frames.indexOf(ROOTFN); if (k < 0) return;
  const t = (dt[i] ?? 0) / 1000; total += t;
  const c = frames.slice(0, k).find((f) => /^[A-Z][A-Za-z0-9]+$/.test(f) && f.length > 2) ?? '(react internals)';
  comp.set(c, (comp.get(c) ?? 0) + t);
});
console.log(ROOTFN, 'total', total.toFixed(0));
for (const [k, v] of [...comp].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(0).padStart(6), k);
await browser.close(); server.close();
