// One-off: for each bare `volatile` block, run its page and list the columns whose values differ.
import fs from 'node:fs';
import path from 'node:path';
import {sqlExamples} from '../plugins/remark-sql-examples';
import {parseMdx} from '../plugins/markdown-export/syntax';
import {readDocs} from '../scripts/content/docsFiles';
import {readSkipped} from '../scripts/content/checkExamples';
import {cellMatches, parseJsonKeepingNumbers, type Cell} from '../scripts/content/compareResult';
import {loadExampleData, resetDatabase, splitStatements, waitForApply} from '../scripts/questdb/exampleData';
import {useQuestDB} from '../scripts/questdb/server';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const skipped = readSkipped(root);
const server = await useQuestDB();
const out: Record<string, string[]> = {};
for (const doc of readDocs(root).filter((d) => only.length === 0 || only.includes(d.file))) {
  const src = fs.readFileSync(path.join(root, doc.file), 'utf8');
  const ex = sqlExamples(parseMdx(src), root, doc.file);
  if (!ex.some((e) => e.bareVolatile)) continue;
  await resetDatabase(server);
  if (doc.frontMatter.example_data !== false && !ex.some((e) => e.file === 'samples/sql/example-data.sql')) await loadExampleData(server);
  for (const e of ex) {
    if (skipped.some((s) => s.file === doc.file && e.sql.includes(s.match))) continue;
    let answer;
    for (const st of splitStatements(e.sql)) {
      answer = await server.exec(st);
      if (!answer.columns) await waitForApply(server).catch(() => {});
    }
    if (!e.bareVolatile || !e.rows || !answer?.columns) continue;
    const ds = ((parseJsonKeepingNumbers(answer.raw) as {dataset?: Cell[][]}).dataset ?? []);
    const names = answer.columns.map((c) => c.name);
    const differing = new Set<string>();
    const body = e.rows.slice(1).filter((r) => !r.every((c) => /^(\.\.\.|…)$/.test(c)));
    body.forEach((row, r) => names.forEach((n, c) => {
      if (!ds[r] || !cellMatches(row[c] ?? '', ds[r]![c] ?? null, answer!.columns![c]!.type)) differing.add(n);
    }));
    out[`${doc.file}:${e.line}`] = [...differing];
    console.log(`${doc.file}:${e.line}\t${[...differing].join(',')}\t(rows page ${body.length}, server ${ds.length})`);
  }
}
await server.stop();
fs.writeFileSync(path.join(root, '.cache/vscan-' + process.pid + '.json'), JSON.stringify(out, null, 1));
