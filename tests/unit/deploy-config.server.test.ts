// Every server.conf key the deployment and operations pages show exists in the running server's
// SHOW PARAMETERS with a value of the same kind, and every QDB_* variable is one the server knows.
// Needs the harness server: run under `tsx scripts/questdb/run.ts -- vitest run <this file>`.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

// js-yaml ships in node_modules (Docusaurus depends on it) without type declarations.
const yaml = createRequire(import.meta.url)('js-yaml') as {load(text: string): unknown};
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Parameter {
  readonly value: string;
  readonly envVar: string;
}

let parameters: Map<string, Parameter>;

beforeAll(async () => {
  const url = process.env.QDB_HTTP_URL;
  if (!url) {
    throw new Error('QDB_HTTP_URL is unset: run this test under the harness, `npx tsx scripts/questdb/run.ts -- npx vitest run tests/unit/deploy-config.server.test.ts`');
  }
  const res = await fetch(`${url}/exec?query=${encodeURIComponent('SHOW PARAMETERS')}`);
  const body = (await res.json()) as {columns: {name: string}[]; dataset: string[][]};
  const col = (name: string) => body.columns.findIndex((c) => c.name === name);
  const [key, env, value] = [col('property_path'), col('env_var_name'), col('value')];
  parameters = new Map(body.dataset.map((row) => [row[key]!, {value: row[value]!, envVar: row[env]!}]));
});

/** key=value lines of a server.conf-style text, comments and blank lines left out. */
function confEntries(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const eq = line.indexOf('=');
      return [line.slice(0, eq).trim(), line.slice(eq + 1).trim()];
    });
}

/** The untitled ```ini (server.conf) blocks of the deployment and operations pages, with their page. */
function iniBlocksOfPages(): {file: string; entries: [string, string][]}[] {
  const blocks: {file: string; entries: [string, string][]}[] = [];
  for (const dir of ['docs/deployment', 'docs/operations']) {
    if (!fs.existsSync(path.join(root, dir))) continue;
    for (const name of fs.readdirSync(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f))) {
      const file = `${dir}/${name}`;
      // A block titled with a samples/ file shows that file (deploy-samples.test.ts holds them equal);
      // the server.conf files among them are checked above, the others (a systemd unit) are no server.conf.
      for (const match of read(file).matchAll(/```ini([^\n]*)\n([\s\S]*?)```/g)) {
        if (/title="samples\//.test(match[1]!)) continue;
        blocks.push({file, entries: confEntries(match[2]!)});
      }
    }
  }
  return blocks;
}

const kind = (value: string) =>
  /^(true|false)$/.test(value) ? 'boolean' : /^-?\d+$/.test(value) ? 'integer' : /^[\d.]+:\d+$/.test(value) ? 'address' : 'text';

function expectKnown(source: string, key: string, value: string): void {
  const parameter = parameters.get(key);
  expect(parameter, `${source}: ${key} is not in SHOW PARAMETERS`).toBeDefined();
  // A masked (****) or empty current value says nothing about the expected kind.
  if (parameter!.value !== '****' && parameter!.value !== '' && kind(parameter!.value) !== 'text') {
    expect(kind(value), `${source}: ${key}=${value}, the server's value is ${parameter!.value}`).toBe(kind(parameter!.value));
  }
}

describe('server.conf keys shown by the pages', () => {
  it('samples/deploy/server.conf and samples/operations/metrics.conf', () => {
    for (const file of ['samples/deploy/server.conf', 'samples/operations/metrics.conf']) {
      const entries = confEntries(read(file));
      expect(entries.length, file).toBeGreaterThan(0);
      for (const [key, value] of entries) expectKnown(file, key, value);
    }
  });

  it('the serverConfig options of samples/deploy/kubernetes/values.yaml', () => {
    const values = yaml.load(read('samples/deploy/kubernetes/values.yaml')) as {questdb: {serverConfig: {options: Record<string, string>}}};
    const options = Object.entries(values.questdb.serverConfig.options);
    expect(options.length).toBeGreaterThan(0);
    for (const [key, value] of options) expectKnown('samples/deploy/kubernetes/values.yaml', key, String(value));
  });

  it('the QDB_* variables of samples/deploy/docker/compose.yaml', () => {
    const compose = yaml.load(read('samples/deploy/docker/compose.yaml')) as {services: {questdb: {environment: Record<string, string>}}};
    const byEnv = new Map([...parameters].map(([key, p]) => [p.envVar, key]));
    for (const [name, value] of Object.entries(compose.services.questdb.environment)) {
      const key = byEnv.get(name);
      expect(key, `samples/deploy/docker/compose.yaml: ${name} is no server parameter's variable`).toBeDefined();
      expectKnown('samples/deploy/docker/compose.yaml', key!, value);
    }
  });

  it('every ```ini block of docs/deployment and docs/operations', () => {
    const blocks = iniBlocksOfPages();
    expect(blocks.length).toBeGreaterThan(0);
    for (const {file, entries} of blocks) for (const [key, value] of entries) expectKnown(file, key, value);
  });
});
