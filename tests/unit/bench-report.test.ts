import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {budgetTable, FIGURES_END, FIGURES_START, readResults, renderBenchReadme, withReadmeFigures} from '../../bench/report';

const root = path.resolve(import.meta.dirname, '../..');
const results = readResults(root);

describe('benchmark figures are generated from bench/results', () => {
  it('bench/README.md is what bench/report.ts makes of the results (run `npx tsx bench/report.ts`)', () => {
    expect(fs.readFileSync(path.join(root, 'bench/README.md'), 'utf8')).toBe(renderBenchReadme(results));
  });

  it("README.md's figures block is what bench/report.ts makes of the results", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(FIGURES_START);
    expect(readme).toBe(withReadmeFigures(readme, results));
  });

  it('reads every results file the bench writes', () => {
    expect(Object.keys(results).sort()).toEqual(['examples', 'factcheck', 'foundation', 'offline', 'perf', 'reader', 'readerA11y', 'search', 'serve']);
  });

  it('says "over budget" when a figure passes its budget', () => {
    const heavy = structuredClone(results);
    heavy.foundation!.pages[0].js.gzip = 171 * 1024;
    heavy.perf!.pages[0].lighthouse.median.tbtMs = 301;
    const rows = budgetTable(heavy).split('\n');
    expect(rows.find((r) => r.startsWith('| First-visit JS'))).toContain('**over budget**');
    expect(rows.find((r) => r.startsWith('| Total blocking time'))).toContain('**over budget**');
    expect(rows.find((r) => r.startsWith('| Largest contentful'))).toContain('| pass |');
  });

  it('a page loading KaTeX or Mermaid is not held to the plain-page JS budget', () => {
    const rows = budgetTable(results).split('\n');
    expect(rows.find((r) => r.startsWith('| First-visit JS'))).toMatch(/loads Mermaid: not plain/);
  });

  it('refuses a README without the figures block, naming the markers', () => {
    expect(() => withReadmeFigures('# no block\n', results)).toThrow(FIGURES_END);
  });

  it('names a results file that is not valid JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
    fs.mkdirSync(path.join(dir, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'bench/results/perf.json'), '{"truncated": ');
    try {
      expect(() => readResults(dir)).toThrow(/bench\/results\/perf\.json is not valid JSON/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('reads examples.json as bench/examples.ts writes it, and names the fix for any other shape', () => {
    const counts = {server: '8.3.3', pages: 1, blocks: 2, statements: 3, tablesCompared: 4, volatileTables: 0, plansCompared: 0, stepsRun: 0, errorsCompared: 0, skipped: {enterprise: 0}, problems: 0, checkedTables: 4, seconds: 1};
    const nested = renderBenchReadme({examples: {measuredAt: '2026-11-25T00:00:00Z', machine: '2 cores', realServerCheckSeconds: 9, examples: counts, serverTests: {passed: 7, failed: 0}}});
    expect(nested).toContain('4 result tables compared by value');
    expect(nested).toContain('7 passed, 0 failed');
    // The flat shape `check-examples --json` prints is not a bench result.
    expect(() => renderBenchReadme({examples: {...counts, run: 'a run'}})).toThrow('run `npm run bench:examples`');
  });
});
