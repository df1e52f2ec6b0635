// The fact-check records (factcheck/README.md): every docs source file has one, and every claim in it
// names its evidence; an `example` must be a questdb-sql block of the page, which the checker runs.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks, readDocs} from '../../scripts/content/docsFiles';

const root = path.resolve(import.meta.dirname, '../..');
const yaml = createRequire(import.meta.url)('js-yaml') as {load(text: string): unknown};
const RECORDS = 'factcheck';
const VERDICTS = ['true', 'fixed', 'clarified', 'removed'];
const EVIDENCE = ['example', 'server', 'source', 'client', 'run'] as const;

interface Claim {
  claim?: unknown;
  verdict?: unknown;
  was?: unknown;
  example?: unknown;
  server?: unknown;
  source?: unknown;
  client?: unknown;
  run?: unknown;
}
interface FactRecord {
  page?: unknown;
  against?: unknown;
  claims?: Claim[];
}

export function recordPathOf(docFile: string): string {
  return path.join(RECORDS, docFile.replace(/^docs\//, '').replace(/\.mdx?$/, '.yml'));
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : e.name.endsWith('.yml') ? [path.relative(root, full)] : [];
  });
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();
const docs = readDocs(root);

/** What is wrong with one record, as lines naming the claim; empty when it is sound. */
export function recordProblems(record: FactRecord, sqlBlocks: readonly string[]): string[] {
  const problems: string[] = [];
  if (!String(record.against ?? '').includes('8.3.3')) problems.push('`against` must name QuestDB 8.3.3');
  if (!Array.isArray(record.claims) || record.claims.length === 0) return [...problems, 'no claims'];
  record.claims.forEach((c, i) => {
    const where = `claim ${i + 1} (${String(c.claim ?? '').slice(0, 60)})`;
    if (typeof c.claim !== 'string' || c.claim.trim() === '') problems.push(`${where}: no \`claim\` text`);
    if (!VERDICTS.includes(String(c.verdict))) problems.push(`${where}: verdict ${JSON.stringify(c.verdict)}; use ${VERDICTS.join(', ')}`);
    if (c.verdict !== undefined && String(c.verdict) !== 'true' && typeof c.was !== 'string') problems.push(`${where}: a ${String(c.verdict)} claim needs \`was\` (the old statement)`);
    if (!EVIDENCE.some((k) => typeof c[k] === 'string' && (c[k] as string).trim() !== '')) problems.push(`${where}: no evidence (${EVIDENCE.join(', ')})`);
    if (typeof c.source === 'string' && !/^[\w./-]+:\d+(-\d+)?/.test(c.source)) problems.push(`${where}: source ${JSON.stringify(c.source)} is not path:line`);
    if (typeof c.example === 'string' && !sqlBlocks.some((sql) => folded(sql).includes(folded(c.example as string)))) {
      problems.push(`${where}: example ${JSON.stringify(c.example)} is in no questdb-sql block of the page`);
    }
    if (typeof c.run === 'string' && !fs.existsSync(path.join(root, c.run.split(/\s/)[0]!))) problems.push(`${where}: run ${JSON.stringify(c.run)} names no file`);
  });
  return problems;
}

describe('fact-check records (factcheck/)', () => {
  it('every docs source file has a record', () => {
    const missing = docs.map((d) => d.file).filter((file) => !fs.existsSync(path.join(root, recordPathOf(file))));
    expect(missing, `pages without a record in ${RECORDS}/ (see ${RECORDS}/README.md)`).toEqual([]);
  });

  it('every record names its page and only existing pages have records', () => {
    const files = new Set(docs.map((d) => recordPathOf(d.file)));
    const orphans = walk(path.join(root, RECORDS)).filter((r) => !files.has(r));
    expect(orphans, 'records whose page does not exist').toEqual([]);
    const wrongPage = docs.filter((d) => fs.existsSync(path.join(root, recordPathOf(d.file))))
      .filter((d) => (yaml.load(fs.readFileSync(path.join(root, recordPathOf(d.file)), 'utf8')) as FactRecord)?.page !== d.file)
      .map((d) => recordPathOf(d.file));
    expect(wrongPage, 'records whose `page` is not the docs file at their path').toEqual([]);
  });

  it('every claim has a verdict and evidence, and examples are blocks of the page', () => {
    const problems: string[] = [];
    for (const doc of docs) {
      const file = path.join(root, recordPathOf(doc.file));
      if (!fs.existsSync(file)) continue;
      let record: FactRecord;
      try {
        record = (yaml.load(fs.readFileSync(file, 'utf8')) ?? {}) as FactRecord;
      } catch (error) {
        problems.push(`${recordPathOf(doc.file)}: not YAML: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      const sql = codeBlocks(doc).filter((b) => b.lang === 'questdb-sql').map((b) => b.code);
      problems.push(...recordProblems(record, sql).map((p) => `${recordPathOf(doc.file)}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('a record without evidence or with a foreign example is refused', () => {
    expect(recordProblems({against: 'QuestDB 8.3.3', claims: [{claim: 'x', verdict: 'true'}]}, [])).toEqual([
      'claim 1 (x): no evidence (example, server, source, client, run)',
    ]);
    expect(recordProblems({against: 'QuestDB 8.3.3', claims: [{claim: 'x', verdict: 'fixed', example: 'SELECT 2'}]}, ['SELECT 1'])).toEqual([
      'claim 1 (x): a fixed claim needs `was` (the old statement)',
      'claim 1 (x): example "SELECT 2" is in no questdb-sql block of the page',
    ]);
  });
});
