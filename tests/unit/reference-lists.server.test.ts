// The function and configuration references against the running QuestDB test server: every function
// functions() lists is documented or allowlisted, every documented function exists, and every
// configuration key and literal default equals what SHOW PARAMETERS reports, except for the listed
// exceptions, each with its reason (tests/fixtures/questdb-version-differences.json).
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {keywords, functions, dataTypes, constants} from '@questdb/sql-parser/grammar';
import {readDocs} from '../../scripts/content/docsFiles';
import {functionHeadings, FUNCTION_PAGES_DIR} from '../../scripts/content/functionHeadings';
import {execOk} from '../../scripts/questdb/exampleData';
import {connectQuestDB, type QuestDBServer} from '../../scripts/questdb/server';

const root = path.resolve(import.meta.dirname, '../..');
const DIFFERENCES_FILE = 'tests/fixtures/questdb-version-differences.json';
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

interface Differences {
  configKeysOnlyOnServer: {key: string; reason: string}[];
  configKeysNotOnServer: {key: string; reason: string}[];
  configDefaults: {key: string; documented: string; server: string; reason: string}[];
  functionsOnlyOnServer: {name: string; reason: string}[];
  functionsNotOnServer: {name: string; reason: string}[];
  keywordsNotInGrammar: {name: string; reason: string}[];
}

interface ConfigKey {
  key: string;
  default?: string;
}

const differences = readJson<Differences>(DIFFERENCES_FILE);
for (const [list, entries] of Object.entries(differences)) {
  if (!Array.isArray(entries)) continue;
  entries.forEach((e: {reason?: string}, i: number) => {
    if (!e.reason?.trim()) throw new Error(`${DIFFERENCES_FILE}: ${list}[${i}] has no reason; say why the server differs`);
  });
}

// A documented default that is a formula or depends on the machine ("max(4, cores)", "<root>/tmp")
// cannot equal one server's value; such defaults are described, not compared.
const LITERAL_DEFAULT = /^[^()<>\s]*$/;

let server: QuestDBServer;
let serverFunctions: Set<string>;
let parameters: Map<string, {value: string | null; source: string}>;

beforeAll(async () => {
  const url = process.env.QDB_HTTP_URL;
  if (!url) throw new Error('QDB_HTTP_URL is not set: run this test with `npm run test:server` (scripts/questdb/run.ts starts the server)');
  server = connectQuestDB(url);
  const functions = await execOk(server, 'SELECT DISTINCT name FROM functions()');
  serverFunctions = new Set((functions.dataset as [string][]).map(([n]) => n.toLowerCase()));
  const params = await execOk(server, 'SELECT property_path, value, value_source FROM (SHOW PARAMETERS)');
  parameters = new Map((params.dataset as [string, string | null, string][]).map(([k, value, source]) => [k, {value, source}]));
});

describe('function reference against functions()', () => {
  const headings = readDocs(root, FUNCTION_PAGES_DIR).flatMap(functionHeadings);
  const documented = new Set(headings.map((h) => h.name));
  const undocumented = new Set(readJson<{name: string}[]>('tests/fixtures/functions-undocumented.json').map((f) => f.name));

  it('documents or allowlists every function the server has', () => {
    const serverOnly = new Set(differences.functionsOnlyOnServer.map((f) => f.name));
    const missing = [...serverFunctions].filter((n) => !documented.has(n) && !undocumented.has(n) && !serverOnly.has(n));
    expect(missing.map((n) => `${n}: the server has it; document it on ${FUNCTION_PAGES_DIR}/ or list it with a reason`)).toEqual([]);
    expect(serverFunctions.size).toBeGreaterThan(200);
  });

  it('documents no function the server lacks, unless the page says so and the difference is listed', () => {
    const absent = new Set(differences.functionsNotOnServer.map((f) => f.name));
    const invented = headings.filter((h) => !serverFunctions.has(h.name) && !absent.has(h.name));
    expect(invented.map((h) => `${h.file}:${h.line}: "${h.name}" is not a function of the test server`)).toEqual([]);
  });

  it('lists only real differences', () => {
    const stale = [
      ...differences.functionsOnlyOnServer.filter((f) => !serverFunctions.has(f.name) || documented.has(f.name)),
      ...differences.functionsNotOnServer.filter((f) => serverFunctions.has(f.name) || !documented.has(f.name)),
    ];
    expect(stale.map((f) => `${DIFFERENCES_FILE}: ${f.name} is no longer a difference; remove it`)).toEqual([]);
  });
});

describe('configuration reference against SHOW PARAMETERS', () => {
  const keys = readJson<{keys: ConfigKey[]}>('data/server-config.json').keys;
  const documented = new Map(keys.map((k) => [k.key, k]));

  it('has every key the server has, and the server has every documented key', () => {
    const onlyOnServer = new Set(differences.configKeysOnlyOnServer.map((k) => k.key));
    const notOnServer = new Set(differences.configKeysNotOnServer.map((k) => k.key));
    const undocumentedKeys = [...parameters.keys()].filter((k) => !documented.has(k) && !onlyOnServer.has(k));
    const unknownKeys = keys.map((k) => k.key).filter((k) => !parameters.has(k) && !notOnServer.has(k));
    expect(undocumentedKeys.map((k) => `${k}: the server has it; add it to data/server-config.json or list it with a reason`)).toEqual([]);
    expect(unknownKeys.map((k) => `${k}: documented, but the server does not list it`)).toEqual([]);
    const stale = [
      ...differences.configKeysOnlyOnServer.filter((k) => !parameters.has(k.key) || documented.has(k.key)),
      ...differences.configKeysNotOnServer.filter((k) => parameters.has(k.key) || !documented.has(k.key)),
    ];
    expect(stale.map((k) => `${DIFFERENCES_FILE}: ${k.key} is no longer a difference; remove it`)).toEqual([]);
  });

  it('shows the server default of every key with a literal default', () => {
    const listed = new Map(differences.configDefaults.map((d) => [d.key, d]));
    const compared: string[] = [];
    const wrong: string[] = [];
    for (const key of keys) {
      const param = parameters.get(key.key);
      const shown = key.default ?? '';
      // Null values (unset) and masked secrets cannot be compared; the harness's own keys are not defaults.
      if (!param || param.source !== 'default' || param.value === null || param.value === '****' || !LITERAL_DEFAULT.test(shown)) continue;
      compared.push(key.key);
      if (param.value === shown) continue;
      const known = listed.get(key.key);
      if (known?.documented === shown && known.server === param.value) continue;
      wrong.push(`${key.key}: the configuration page shows ${JSON.stringify(shown)}, the server's default is ${JSON.stringify(param.value)}`);
    }
    expect(wrong).toEqual([]);
    const stale = differences.configDefaults.filter((d) => parameters.get(d.key)?.value !== d.server || d.documented === d.server);
    expect(stale.map((d) => `${DIFFERENCES_FILE}: ${d.key} is no longer a difference; remove it`)).toEqual([]);
    expect(compared.length).toBeGreaterThan(300);
    console.log(`configuration: ${keys.length} documented keys, ${parameters.size} on the server, ${compared.length} literal defaults compared`);
  });
});

describe('questdb-sql highlighting against keywords()', () => {
  it('knows every keyword the server has, except the listed ones', async () => {
    const answer = await execOk(server, 'SELECT keyword FROM keywords()');
    const serverKeywords = (answer.dataset as [string][]).map(([k]) => k.toLowerCase());
    const highlighted = new Set([...keywords, ...functions, ...dataTypes, ...constants].map((w) => w.toLowerCase()));
    const listed = new Set(differences.keywordsNotInGrammar.map((k) => k.name));
    expect(serverKeywords.length).toBeGreaterThan(50);
    expect(serverKeywords.filter((k) => !highlighted.has(k) && !listed.has(k)).map((k) => `${k}: a server keyword the highlighting does not know`)).toEqual([]);
    expect(differences.keywordsNotInGrammar.filter((k) => highlighted.has(k.name) || !serverKeywords.includes(k.name)).map((k) => `${DIFFERENCES_FILE}: ${k.name} is no longer a difference; remove it`)).toEqual([]);
  });
});
