// `npm run bench`: the real-server check as `npm test` runs it (one QuestDB test server, the example
// checker over every page, then the server tests: samples, guides, reference lists), timed on this
// machine, with the checker's counts and the tests per file. Writes bench/results/examples.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, 'bench/.work');
fs.mkdirSync(work, {recursive: true});
const checkerJson = path.join(work, 'examples.json');
const testsJson = path.join(work, 'server-tests.json');

const deps = Date.now();
const install = spawnSync('npm', ['run', 'deps:samples'], {cwd: root, stdio: 'inherit'});
if (install.status !== 0) throw new Error('npm run deps:samples failed; see its output above');
const depsSeconds = (Date.now() - deps) / 1000;

// Last run's outputs must not pass for this run's when the server never starts.
fs.rmSync(checkerJson, {force: true});
fs.rmSync(testsJson, {force: true});
const started = Date.now();
const run = spawnSync('npx', ['tsx', 'scripts/questdb/run.ts', '--', 'sh', '-c',
  `npx tsx scripts/check-examples.ts --json ${checkerJson}; npx vitest run --config vitest.server.config.ts --reporter=default --reporter=json --outputFile=${testsJson}`,
], {cwd: root, stdio: 'inherit'});
const seconds = (Date.now() - started) / 1000;

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {name: string; assertionResults: {status: string}[]}[];
}
if (!fs.existsSync(checkerJson) || !fs.existsSync(testsJson)) {
  throw new Error(`bench:examples: the real-server check wrote no results (exit status ${run.status}); see its output above (is QUESTDB_JAR set?)`);
}
const tests = JSON.parse(fs.readFileSync(testsJson, 'utf8')) as VitestJson;
const perFile = Object.fromEntries(tests.testResults.map((f) => [
  path.relative(root, f.name),
  {passed: f.assertionResults.filter((a) => a.status === 'passed').length, failed: f.assertionResults.filter((a) => a.status === 'failed').length},
]));
const result = {
  measuredAt: new Date().toISOString(),
  machine: '2 cores (shared), loopback',
  exitStatus: run.status,
  dependencyInstallSeconds: depsSeconds,
  realServerCheckSeconds: seconds,
  examples: JSON.parse(fs.readFileSync(checkerJson, 'utf8')),
  serverTests: {passed: tests.numPassedTests, failed: tests.numFailedTests, perFile},
};
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/examples.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`real-server check: ${seconds.toFixed(0)} s (dependencies ${depsSeconds.toFixed(0)} s); examples ${JSON.stringify(result.examples)}; server tests ${tests.numPassedTests} passed, ${tests.numFailedTests} failed`);
