// Content checks on docs/ (and, with --routes, on build/): prints what it checked, fails on any problem.
import path from 'node:path';
import {readDocs} from './content/docsFiles';
import {checkPages} from './content/checkPages';
import {checkSql, readParserGaps, PARSER_GAPS_FILE} from './content/checkSql';
import {checkDemoBlocks, readDemoDatasets} from './content/checkDemo';
import {builtRoutes, compareRoutes, readJson, ROUTES_FILE, EXTRA_ROUTES_FILE, type ExtraRoute} from './content/checkRoutes';

const root = path.resolve(import.meta.dirname, '..');
let failed = false;
const fail = (line: string) => {
  failed = true;
  console.error(line);
};

const docs = readDocs(root);
if (docs.length === 0) fail('check-content: no docs found under docs/; nothing was checked');

const pageProblems = checkPages(docs);
pageProblems.forEach((p) => fail(`${p.file}:${p.line}: ${p.message}`));
console.log(`pages: ${docs.length} files checked, ${pageProblems.length} problems`);

const sql = checkSql(docs, readParserGaps(root));
sql.problems.forEach((p) => fail(`${p.file}:${p.line}: questdb-sql block does not parse: ${p.message}`));
sql.unusedGaps.forEach((g) => fail(`${PARSER_GAPS_FILE}: entry for ${g.file} ("${g.match}") matches no failing block; remove it`));
if (sql.checked === 0) fail('check-sql: no questdb-sql blocks found; nothing was checked');
console.log(`sql: ${sql.checked} questdb-sql blocks checked, ${sql.allowed} known parser gaps, ${sql.problems.length} problems`);

const demo = checkDemoBlocks(docs, readDemoDatasets(root));
demo.problems.forEach((p) => fail(`${p.file}:${p.line}: ${p.message}`));
if (demo.marked === 0) fail('check-demo: no `demo` blocks found; mark the read-only examples on the demo tables with `demo`');
console.log(`demo: ${demo.marked} \`demo\` blocks parsed; statements read-only and tables and columns in data/demo-datasets.json (nothing is run on the demo), ${demo.problems.length} problems`);

if (process.argv.includes('--routes')) {
  const listed = readJson<string[]>(root, ROUTES_FILE);
  const extras = readJson<ExtraRoute[]>(root, EXTRA_ROUTES_FILE);
  const report = compareRoutes(builtRoutes(path.join(root, 'build')), listed, extras);
  if (report.built.length === 0) fail('check-routes: build/ has no routes; run `npm run build` first');
  report.unexpected.forEach((r) => fail(`build: route ${r} is not in ${ROUTES_FILE}; add it there or to ${EXTRA_ROUTES_FILE} with a reason`));
  console.log(`routes: ${report.built.length} built, ${listed.length - report.missing.length} of ${listed.length} listed routes present`);
  if (report.missing.length > 0) {
    console.log(`routes still missing (${report.missing.length}):\n  ${report.missing.join('\n  ')}`);
  }
}

process.exit(failed ? 1 : 0);
