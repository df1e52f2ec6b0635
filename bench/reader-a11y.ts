// `npm run bench` (after foundation.ts has built the site): the all-page reader checks of
// tests/e2e/reader-a11y.spec.ts as figures: pages scanned, axe violations (WCAG 2.2 AA) at desktop
// and 390 px by rule, pages with sideways overflow at 390, 768 and 1000 px, and the time taken.
// Writes bench/results/reader-a11y.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchBenchBrowser, serveBuild} from './browser';
import {axeViolations, readerPages, overflowingElements} from '../tests/e2e/readerChecks';

const root = path.resolve(import.meta.dirname, '..');

function countByRule(lines: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    const rule = line.split(':', 1)[0]!;
    counts[rule] = (counts[rule] ?? 0) + 1;
  }
  return counts;
}

async function main(): Promise<void> {
  const pages = readerPages();
  const {server, origin} = await serveBuild(path.join(root, 'build'));
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const hydrated = () => page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});

    const allLines: string[] = [];
    const axe: Record<string, {violations: number; pagesWithViolations: number; byRule: Record<string, number>; seconds: number}> = {};
    for (const viewport of [{name: 'desktop', width: 1280, height: 800}, {name: '390px', width: 390, height: 844}]) {
      const started = performance.now();
      await page.setViewportSize(viewport);
      const lines: string[] = [];
      let pagesWithViolations = 0;
      for (const route of pages) {
        await page.goto(origin + route);
        await hydrated();
        const found = await axeViolations(page);
        if (found.length > 0) pagesWithViolations += 1;
        lines.push(...found);
        allLines.push(...found.map((line) => `${viewport.name} ${route} ${line}`));
      }
      axe[viewport.name] = {violations: lines.length, pagesWithViolations, byRule: countByRule(lines), seconds: Math.round((performance.now() - started) / 100) / 10};
    }

    const overflowStarted = performance.now();
    const overflow: Record<string, number> = {'390': 0, '768': 0, '1000': 0};
    const overflowLines: string[] = [];
    const pagesWithOverflow = new Set<string>();
    for (const route of pages) {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(origin + route);
      await hydrated();
      for (const width of [390, 768, 1000]) {
        await page.setViewportSize({width, height: 844});
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const wide = await overflowingElements(page);
        overflowLines.push(...wide.map((element) => `${route} at ${width} px: ${element}`));
        if (wide.length > 0) {
          overflow[String(width)]! += 1;
          pagesWithOverflow.add(route);
        }
      }
    }

    const result = {
      measuredAt: new Date().toISOString(),
      machine: {cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg()[0]},
      pagesScanned: pages.length,
      axe,
      overflow: {pagesWithOverflow: pagesWithOverflow.size, byWidth: overflow, seconds: Math.round((performance.now() - overflowStarted) / 100) / 10},
    };
    fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(root, 'bench/results/reader-a11y.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    // READER_A11Y_DETAILS=file: every violation and overflowing element, one per line, for fixing them.
    if (process.env.READER_A11Y_DETAILS) fs.writeFileSync(process.env.READER_A11Y_DETAILS, [...allLines, ...overflowLines].join('\n') + '\n');
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
