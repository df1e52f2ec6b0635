// The example checker: runs every questdb-sql block of every page (or of the pages named on the
// command line) on the QuestDB test server and compares the result tables with its answers.
//   npm run check:examples                  all pages; fails on any mismatch or stale record
//   npm run check:examples -- docs/a.md     those pages only
//   npm run check:examples -- --update      also rewrites the record of checked tables
//   npm run check:examples -- --json f.json  also writes the counts to f.json (bench/examples.ts)
//   npm run check:examples -- --fix docs/a.md  writes the server's answer over each differing table
//                                           (then read the page's prose again: it may quote old values)
import fs from 'node:fs';
import path from 'node:path';
import {readDocs} from './content/docsFiles';
import {checkPageExamples, emptyReport, readSkipped, readVolatileColumns, SKIPPED_FILE, VOLATILE_FILE} from './content/checkExamples';
import {CHECKED_RECORD_FILE, readCheckedRecord, writeCheckedRecord} from '../markdown/remark-sql-examples';
import {useQuestDB} from './questdb/server';
import {SetupError} from './questdb/jar';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const fix = args.includes('--fix');
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const only = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1)).map((a) => path.relative(root, path.resolve(a)));

const started = Date.now();
let failed = false;
const fail = (line: string) => {
  failed = true;
  console.error(line);
};

const docs = readDocs(root).filter((d) => only.length === 0 || only.includes(d.file));
if (docs.length === 0) {
  console.error(`check-examples: no docs page matches ${only.join(', ') || 'docs/'}; nothing was checked`);
  process.exit(1);
}
const skipped = readSkipped(root);
const volatileReasons = readVolatileColumns(root);
const report = emptyReport();

let server;
try {
  server = await useQuestDB({log: (line) => console.log(line)});
} catch (error) {
  console.error(error instanceof SetupError ? `check-examples: ${error.message}` : error);
  process.exit(1);
}
try {
  for (const doc of docs) {
    const before = report.problems.length;
    const pageStarted = Date.now();
    await checkPageExamples(server, root, doc, skipped, report, volatileReasons);
    // Problems as they come, so a long run shows where it is.
    report.problems.slice(before).forEach((p) => fail(`${p.file}:${p.line}: ${p.message}`));
    const seconds = (Date.now() - pageStarted) / 1000;
    if (seconds > 20) console.log(`${doc.file}: ${seconds.toFixed(0)} s`);
  }
} finally {
  await server.stop();
}

if (fix) {
  for (const file of new Set(report.fixes.map((f) => f.file))) {
    const fixes = report.fixes.filter((f) => f.file === file);
    let text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const f of fixes.sort((a, b) => b.start - a.start)) text = text.slice(0, f.start) + f.table + text.slice(f.end);
    fs.writeFileSync(path.join(root, file), text);
    console.log(`${file}: ${fixes.length} result tables replaced with the server's answer; read the prose around them again`);
  }
}
if (only.length === 0) {
  skipped.filter((s) => !report.usedSkips.has(s)).forEach((s) => fail(`${SKIPPED_FILE}: entry for ${s.file} ("${s.match}") matches no block; remove it`));
  volatileReasons.filter((v) => !report.usedVolatile.has(`${v.file}|${v.column}`)).forEach((v) => fail(`${VOLATILE_FILE}: entry for ${v.file} column ${v.column} matches no volatile= block; remove it`));
}

// The record lists exactly the tables that matched: a changed block or table loses its mark.
const record = readCheckedRecord(root);
const inScope = (file: string) => only.length === 0 || only.includes(file);
const kept = Object.fromEntries(Object.entries(record.tables).filter(([, file]) => !inScope(file)));
const next = {server: server.version, tables: {...kept, ...report.checked}};
const added = Object.keys(report.checked).filter((k) => !record.tables[k]);
const stale = Object.entries(record.tables).filter(([k, file]) => inScope(file) && !report.checked[k]).map(([k]) => k);
if (update) {
  writeCheckedRecord(root, next);
  console.log(`${CHECKED_RECORD_FILE}: ${Object.keys(next.tables).length} checked tables written`);
} else if (added.length > 0 || stale.length > 0 || record.server !== server.version) {
  fail(`${CHECKED_RECORD_FILE} is out of date (${added.length} checked tables missing, ${stale.length} no longer checked${record.server !== server.version ? `, recorded for QuestDB ${record.server || 'none'}` : ''}): run \`npm run check:examples -- --update\` and commit it`);
}

const skippedTotal = Object.values(report.skipped).reduce((a, b) => a + b, 0);
const byKind = Object.entries(report.skipped).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
console.log(
  `examples: ${report.pages} pages, ${report.blocks} blocks run (${report.statements} statements) on QuestDB ${server.version}, ` +
  `${report.tablesCompared} result tables compared by value (${report.plansCompared} of them plans in text blocks; ${report.volatileTables} with volatile columns loosened), ` +
  `${report.stepsRun} walkthrough steps run, ` +
  `${report.errorsCompared} error messages compared, ${skippedTotal} blocks skipped${byKind ? ` (${byKind})` : ''}, ` +
  `${report.problems.length} problems, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (report.blocks === 0) fail('check-examples: no block was run');
if (jsonFile) {
  const {pages, blocks, statements, tablesCompared, volatileTables, plansCompared, stepsRun, errorsCompared, skipped: skippedByKind, problems} = report;
  const counts = {server: server.version, pages, blocks, statements, tablesCompared, volatileTables, plansCompared, stepsRun, errorsCompared, skipped: skippedByKind, problems: problems.length, checkedTables: Object.keys(next.tables).length, seconds: (Date.now() - started) / 1000};
  fs.mkdirSync(path.dirname(path.resolve(jsonFile)), {recursive: true});
  fs.writeFileSync(path.resolve(jsonFile), `${JSON.stringify(counts, null, 2)}\n`);
}
process.exit(failed ? 1 : 0);
