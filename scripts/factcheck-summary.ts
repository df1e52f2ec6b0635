// Counts the fact-check records (factcheck/): pages, claims by verdict and by kind of evidence.
//   npx tsx scripts/factcheck-summary.ts [--json bench/results/factcheck.json]
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const yaml = createRequire(import.meta.url)('js-yaml') as {load(text: string): unknown};
const EVIDENCE = ['example', 'server', 'source', 'client', 'run'] as const;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.yml') ? [path.join(dir, e.name)] : []));
}

const records = walk(path.join(root, 'factcheck'));
const verdicts: Record<string, number> = {};
const evidence: Record<string, number> = {};
let claims = 0;
for (const file of records) {
  const record = yaml.load(fs.readFileSync(file, 'utf8')) as {claims?: Record<string, unknown>[]};
  for (const claim of record.claims ?? []) {
    claims += 1;
    verdicts[String(claim.verdict)] = (verdicts[String(claim.verdict)] ?? 0) + 1;
    for (const kind of EVIDENCE) if (claim[kind]) evidence[kind] = (evidence[kind] ?? 0) + 1;
  }
}
const summary = {against: 'QuestDB 8.3.3 (58cf2d4de)', pages: records.length, claims, verdicts, evidence};
console.log(`factcheck: ${records.length} pages, ${claims} claims; ${Object.entries(verdicts).map(([k, n]) => `${k} ${n}`).join(', ')}`);
const at = process.argv.indexOf('--json');
if (at >= 0) fs.writeFileSync(path.resolve(process.argv[at + 1]!), `${JSON.stringify(summary, null, 2)}\n`);
