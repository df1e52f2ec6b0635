// Runs every PostgreSQL wire sample (samples/pgwire/) and the Java embedded sample against the test
// server and compares each program's output with the .out file the page shows beside it. The samples
// name QuestDB's default port 8812 exactly once; each runs as a copy pointed at the test server's port.
// Run with a server: `npx tsx scripts/questdb/run.ts -- npx vitest run tests/unit/pgwire.server.test.ts`
// after `bash scripts/install-sample-deps.sh` installed the pinned client libraries and `bash scripts/setup.sh`
// the Debian packages (PHP, psql, Ruby's pg gem, libpq for C).
import {execFile, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {Language, Parser} from 'web-tree-sitter';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ensureJar} from '../../scripts/questdb/jar';
import {loadExampleData, resetDatabase} from '../../scripts/questdb/exampleData';
import {connectQuestDB} from '../../scripts/questdb/server';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const SAMPLES = 'samples/pgwire';
const CACHE = path.join(root, '.cache');
/** Installs the pinned client libraries into .cache/. */
const INSTALL = 'bash scripts/install-sample-deps.sh';
/** Installs the Debian packages: compilers, interpreters and the drivers Debian packages. */
const SETUP = 'bash scripts/setup.sh';

const httpUrl = process.env.QDB_HTTP_URL;
const pgPort = process.env.QDB_PG_PORT;
if (!httpUrl || !pgPort) {
  throw new Error(
    'tests/unit/pgwire.server.test.ts: QDB_HTTP_URL and QDB_PG_PORT are not set, so there is no QuestDB to run the ' +
      'samples against. Run it through the test server: `npx tsx scripts/questdb/run.ts -- npx vitest run tests/unit/pgwire.server.test.ts`.',
  );
}

const server = connectQuestDB(httpUrl);

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

let workDir: string;

beforeAll(async () => {
  // Other server test files write to the same server: start from the example data alone.
  await resetDatabase(server);
  await loadExampleData(server);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgwire-samples-'));
  // Node.js resolves `pg` from the copy's folder upwards: the copies live inside the project.
  fs.mkdirSync(path.join(root, 'node_modules/.cache'), {recursive: true});
});

afterAll(() => {
  fs.rmSync(workDir, {recursive: true, force: true});
  for (const dir of fs.readdirSync(path.join(root, 'node_modules/.cache'))) {
    if (dir.startsWith('pgwire-run-')) fs.rmSync(path.join(root, 'node_modules/.cache', dir), {recursive: true, force: true});
  }
});

/** The sample's text pointed at the test server: its one `8812` becomes the test port. */
function pointed(file: string): string {
  const text = read(file);
  const count = text.split('8812').length - 1;
  if (count !== 1) throw new Error(`${file}: names port 8812 ${count} times; a sample names it exactly once so the test can point it at the test server`);
  return text.replace('8812', pgPort!);
}

/** Copies the files of a sample folder into a fresh directory, with `main` pointed at the test server. */
function copyProject(folder: string, main: string, into: string = fs.mkdtempSync(path.join(workDir, 'p-'))): string {
  fs.cpSync(path.join(root, folder), into, {recursive: true, filter: (src) => !src.endsWith('.out')});
  fs.writeFileSync(path.join(into, path.relative(folder, main)), pointed(main));
  return into;
}

/** Each run starts with no `fills` table, so the CREATE TABLE IF NOT EXISTS and the insert act the same every time. */
async function resetFills(): Promise<void> {
  const answer = await server.exec('DROP TABLE IF EXISTS fills');
  if (!answer.ok) throw new Error(`DROP TABLE fills: ${answer.error}`);
}

async function output(command: string, args: string[], options: {cwd?: string; env?: Record<string, string>} = {}): Promise<string> {
  const {stdout} = await run(command, args, {
    cwd: options.cwd ?? root,
    env: {...process.env, ...options.env},
    timeout: 300_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

function expectedOf(file: string): string {
  return read(file.replace(/\.[a-z]+$/, '.out'));
}

function requireTool(ok: boolean, what: string, install: string = INSTALL): void {
  if (!ok) throw new Error(`${what} is missing: run \`${install}\``);
}

const python = path.join(CACHE, 'venv/bin/python');

describe('PostgreSQL wire samples run against the test server and print what their pages show', () => {
  it.each(['python/psycopg_query.py', 'python/asyncpg_query.py'])('Python: %s', async (name) => {
    requireTool(fs.existsSync(python), `.cache/venv (psycopg, asyncpg)`);
    await resetFills();
    const file = `${SAMPLES}/${name}`;
    const copy = path.join(workDir, path.basename(name));
    fs.writeFileSync(copy, pointed(file));
    expect(await output(python, [copy])).toBe(expectedOf(file));
  }, 60_000);

  it('Node.js: javascript/query.mjs with pg', async () => {
    const require = createRequire(path.join(root, 'package.json'));
    let pgFound = true;
    try {
      require.resolve('pg');
    } catch {
      pgFound = false;
    }
    if (!pgFound) throw new Error('The npm package `pg` is not installed: add "pg": "8.16.3" to package.json devDependencies (npm ci installs it)');
    await resetFills();
    const file = `${SAMPLES}/javascript/query.mjs`;
    const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/pgwire-run-'));
    const copy = path.join(dir, 'query.mjs');
    fs.writeFileSync(copy, pointed(file));
    // A time zone far from UTC shows that the sample's type parser, not the machine's zone, decides.
    expect(await output(process.execPath, [copy], {env: {TZ: 'America/New_York'}})).toBe(expectedOf(file));
  }, 60_000);

  it('Go: go/main.go with pgx', async () => {
    requireTool(has('go'), 'The Go toolchain');
    await resetFills();
    const file = `${SAMPLES}/go/main.go`;
    const dir = copyProject(`${SAMPLES}/go`, file);
    expect(await output('go', ['run', '-mod=readonly', '.'], {cwd: dir})).toBe(expectedOf(file));
  }, 300_000);

  it('Rust: rust/src/main.rs with tokio-postgres', async () => {
    const cargo = has('cargo') ? 'cargo' : path.join(os.homedir(), '.cargo/bin/cargo');
    requireTool(fs.existsSync(cargo) || cargo === 'cargo', 'cargo');
    await resetFills();
    const file = `${SAMPLES}/rust/src/main.rs`;
    const dir = copyProject(`${SAMPLES}/rust`, file);
    const stdout = await output(cargo, ['run', '--quiet', '--locked'], {
      cwd: dir,
      env: {CARGO_TARGET_DIR: path.join(CACHE, 'pgwire-rust-target')},
    });
    expect(stdout).toBe(expectedOf(file));
  }, 300_000);

  it('Java: java/src/main/java/QueryTrades.java with JDBC and HikariCP', async () => {
    const lib = path.join(CACHE, 'pgwire-java-lib');
    requireTool(fs.existsSync(lib), '.cache/pgwire-java-lib (PostgreSQL JDBC driver, HikariCP)');
    await resetFills();
    const file = `${SAMPLES}/java/src/main/java/QueryTrades.java`;
    const dir = fs.mkdtempSync(path.join(workDir, 'java-'));
    const copy = path.join(dir, 'QueryTrades.java');
    fs.writeFileSync(copy, pointed(file));
    // HikariCP logs through SLF4J, which prints a notice on stderr when no logger is bound; stdout is compared.
    expect(await output('java', ['-cp', `${lib}/*`, copy])).toBe(expectedOf(file));
  }, 120_000);

  it('PHP: php/query.php with PDO and pdo_pgsql', async () => {
    const modules = spawnSync('php', ['-m'], {encoding: 'utf8'});
    requireTool(modules.status === 0 && /^pdo_pgsql$/m.test(modules.stdout), 'PHP with pdo_pgsql (Debian php-cli, php-pgsql)', SETUP);
    await resetFills();
    const file = `${SAMPLES}/php/query.php`;
    const copy = path.join(workDir, 'query.php');
    fs.writeFileSync(copy, pointed(file));
    expect(await output('php', [copy])).toBe(expectedOf(file));
  }, 60_000);

  it('Ruby: ruby/query.rb with the pg gem', async () => {
    const pgGem = spawnSync('ruby', ['-e', 'require "pg"'], {stdio: 'ignore'});
    requireTool(pgGem.status === 0, 'Ruby with the pg gem (Debian ruby-pg)', SETUP);
    await resetFills();
    const file = `${SAMPLES}/ruby/query.rb`;
    const copy = path.join(workDir, 'query.rb');
    fs.writeFileSync(copy, pointed(file));
    // A time zone far from UTC shows that the sample's timestamp decoder, not the machine's zone, decides.
    expect(await output('ruby', [copy], {env: {TZ: 'America/New_York'}})).toBe(expectedOf(file));
  }, 60_000);

  it('C: c/query.c with libpq', async () => {
    requireTool(has('gcc') && has('pg_config'), 'gcc and libpq (Debian gcc, libpq-dev)', SETUP);
    await resetFills();
    const file = `${SAMPLES}/c/query.c`;
    const dir = fs.mkdtempSync(path.join(workDir, 'c-'));
    const copy = path.join(dir, 'query.c');
    fs.writeFileSync(copy, pointed(file));
    const includeDir = (await output('pg_config', ['--includedir'])).trim();
    const binary = path.join(dir, 'query');
    await output('gcc', ['-std=c11', '-Wall', '-Wextra', '-Werror', `-I${includeDir}`, '-o', binary, copy, '-lpq']);
    expect(await output(binary, [])).toBe(expectedOf(file));
  }, 60_000);

  it('psql: psql/query.sh', async () => {
    requireTool(has('psql'), 'psql (Debian postgresql-client)', SETUP);
    await resetFills();
    const file = `${SAMPLES}/psql/query.sh`;
    const copy = path.join(workDir, 'query.sh');
    fs.writeFileSync(copy, pointed(file));
    expect(await output('bash', [copy])).toBe(expectedOf(file));
  }, 60_000);
});

describe('samples that cannot run here pass a real parser', () => {
  // Npgsql needs the .NET SDK, which Debian 12 does not package; tree-sitter's C# grammar parses the file.
  it('C#: csharp/Program.cs parses (Npgsql needs the .NET SDK, not available here)', async () => {
    await Parser.init();
    const parser = new Parser();
    parser.setLanguage(await Language.load(path.join(root, 'node_modules/tree-sitter-c-sharp/tree-sitter-c_sharp.wasm')));
    const tree = parser.parse(read(`${SAMPLES}/csharp/Program.cs`));
    expect(tree?.rootNode.hasError).toBe(false);
    expect(read(`${SAMPLES}/csharp/Program.cs`)).toContain('Port=8812');
  });

  // RPostgres is not packaged by Debian 12 and CRAN is not reachable here; R's own parser reads the file.
  it('R: r/query.R parses with R (RPostgres is not packaged by Debian 12)', () => {
    requireTool(has('Rscript'), 'R (Debian r-base-core)', SETUP);
    const file = path.join(root, SAMPLES, 'r/query.R');
    const parsed = spawnSync('Rscript', ['-e', `invisible(parse(file = ${JSON.stringify(file)})); cat("ok")`], {encoding: 'utf8'});
    expect(parsed.stderr).toBe('');
    expect(parsed.stdout).toBe('ok');
  });
});

describe('Java embedded', () => {
  it('samples/java-embedded/EmbeddedTrades.java compiles against the QuestDB jar and prints the page\'s output', async () => {
    const jar = ensureJar();
    const dir = fs.mkdtempSync(path.join(workDir, 'embedded-'));
    const source = 'samples/java-embedded/EmbeddedTrades.java';
    await output('javac', ['-cp', jar, '-d', dir, path.join(root, source)]);
    const logConf = path.join(root, 'samples/java-embedded/log.conf');
    const stdout = await output('java', [`-Dout=${logConf}`, '-cp', `${jar}${path.delimiter}${dir}`, 'EmbeddedTrades', path.join(dir, 'db')], {cwd: dir});
    // log.conf keeps errors only, but advisory records (functions loaded) always print: skip log records.
    const printed = stdout.split('\n').filter((line) => line !== '' && !/^\d{4}-\d\d-\d\dT\S+Z [A-Z] /.test(line));
    expect(printed.join('\n') + '\n').toBe(expectedOf(source));
  }, 180_000);
});

/** What may differ between runs in a REST answer, replaced the same way in the expected and the actual text. */
const REST_VOLATILE: Readonly<Record<string, (text: string) => string>> = {
  // Timings are nanoseconds measured on this run.
  'exec-timings.sh': (text) => text.replace(/"(authentication|compiler|execute|count)":\d+/g, '"$1":0'),
  // Release, settings and preferences depend on the server build and on what the Web Console stored.
  'settings.sh': (text) => JSON.stringify(Object.keys(JSON.parse(text) as object)),
  // Host limits of the machine the server runs on: only the answer's shape is fixed.
  'warnings.sh': (text) => JSON.stringify((JSON.parse(text) as object[]).map((w) => Object.keys(w))),
};

describe('REST API examples (samples/rest) answer what the page shows', () => {
  const scripts = fs.readdirSync(path.join(root, 'samples/rest')).filter((f) => f.endsWith('.sh')).sort();
  const minHttpPort = process.env.QDB_MIN_HTTP_PORT;

  beforeAll(async () => {
    // The examples create these; each run starts without them, as a reader's first run does.
    for (const table of ['csv_fills', 'csv_fills_text', 'csv_fills_typed', 'csv_venues', 'csv_venues_typed', 'rest_orders', 'rest_ilp']) {
      const answer = await server.exec(`DROP TABLE IF EXISTS ${table}`);
      if (!answer.ok) throw new Error(`DROP TABLE ${table}: ${answer.error}`);
    }
  });

  it('has examples', () => expect(scripts.length).toBeGreaterThan(10));

  it.each(scripts)('%s', async (script) => {
    const file = `samples/rest/${script}`;
    let text = read(file);
    const http = new URL(httpUrl!);
    text = text.replace('localhost:9000', http.host);
    if (text.includes('localhost:9003')) {
      if (!minHttpPort) throw new Error(`${file}: needs QDB_MIN_HTTP_PORT, which scripts/questdb/run.ts sets`);
      text = text.replace('localhost:9003', `${http.hostname}:${minHttpPort}`);
    }
    expect(text, `${file} must reach the test server`).not.toMatch(/localhost:900\d/);
    const copy = path.join(workDir, script);
    fs.writeFileSync(copy, text);
    const normalise = REST_VOLATILE[script] ?? ((t: string) => t);
    const stdout = await output('bash', [copy], {cwd: path.join(root, 'samples/rest')});
    expect(normalise(stdout)).toBe(normalise(expectedOf(file)));
  }, 60_000);
});
