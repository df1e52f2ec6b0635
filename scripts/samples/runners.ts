// Runs ingestion programs with the client libraries scripts/install-ilp-sample-deps.sh pins: the
// samples in tests/unit/ingest-samples.server.test.ts and the walkthrough steps of the example checker
// (scripts/content/walkthrough.ts). A runner writes copies of the programs into a directory, compiles
// them where the language needs it, and gives a function that runs one by name.
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {SampleLanguage} from '../../plugins/ingest-samples/types';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
export const INSTALL_SAMPLES = 'bash scripts/install-ilp-sample-deps.sh';
export const SAMPLES_CACHE = path.join(ROOT, '.cache/samples');
const C_CLIENT = path.join(SAMPLES_CACHE, 'c-questdb-client');

/** Every language but C#: .NET is in none of the registries this project reaches (see ingest-samples-syntax.test.ts). */
export const RUN_LANGUAGES = ['python', 'go', 'rust', 'java', 'javascript', 'c', 'cpp'] as const satisfies readonly SampleLanguage[];
export type RunLanguage = (typeof RUN_LANGUAGES)[number];
export const SOURCE_FILE: Record<RunLanguage, string> = {
  python: 'python.py', go: 'go.go', rust: 'rust.rs', java: 'java.java', javascript: 'javascript.js', c: 'c.c', cpp: 'cpp.cpp',
};

/** Runs one program's copy by name; `args` are the host and port, which only the C and C++ samples read. */
export type RunOne = (name: string, env: Record<string, string>, args: string[]) => Promise<void>;

export interface Runner {
  /** Whether the pinned client is installed (INSTALL_SAMPLES installs it). */
  readonly installed: () => Promise<boolean>;
  /** Writes the copies (name -> source) into `dir` and compiles them where the language needs it. */
  readonly prepare: (dir: string, copies: ReadonlyMap<string, string>) => Promise<RunOne>;
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

export async function runProgram(file: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): Promise<void> {
  try {
    await run(file, args, {cwd, env: {...process.env, ...env}, timeout: 60_000});
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    throw new Error(`${[file, ...args].join(' ')} failed: ${(error as Error).message}\n${stdout}${stderr}`);
  }
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), {recursive: true});
    await fs.writeFile(path.join(dir, name), content);
  }
}

const manifest = (name: string) => fs.readFile(path.join(ROOT, 'samples/ilp', name), 'utf8');

/** samples/ilp/Cargo.toml with one binary per copy, so any program name builds with the pinned crate. */
async function cargoManifest(names: readonly string[]): Promise<string> {
  const head = (await manifest('Cargo.toml')).split('\n[[bin]]')[0]!;
  return `${head.trimEnd()}\n${names.map((n) => `\n[[bin]]\nname = "${n}"\npath = "${n}/rust.rs"\n`).join('')}`;
}

/** C and C++: each copy compiled and linked against the static client library built from c-questdb-client. */
function cRunner(compiler: string, flags: string[], file: string): Runner {
  return {
    installed: () => exists(path.join(C_CLIENT, 'lib/libquestdb_client.a')),
    prepare: async (dir, copies) => {
      await writeFiles(dir, Object.fromEntries([...copies].map(([name, code]) => [`${name}/${file}`, code])));
      await fs.mkdir(path.join(dir, 'bin'), {recursive: true});
      await Promise.all([...copies.keys()].map((name) => runProgram(compiler, [
        ...flags, '-I', path.join(C_CLIENT, 'include'), path.join(dir, name, file),
        path.join(C_CLIENT, 'lib/libquestdb_client.a'), '-lpthread', '-ldl', '-lm', '-o', path.join(dir, 'bin', name),
      ])));
      return (name, env, args) => runProgram(path.join(dir, 'bin', name), args, env);
    },
  };
}

export const RUNNERS: Record<RunLanguage, Runner> = {
  python: {
    installed: () => exists(path.join(ROOT, '.cache/ilp-venv/bin/python')),
    prepare: async (dir, copies) => {
      await writeFiles(dir, Object.fromEntries([...copies].map(([name, code]) => [`${name}.py`, code])));
      return (name, env) => runProgram(path.join(ROOT, '.cache/ilp-venv/bin/python'), [path.join(dir, `${name}.py`)], env);
    },
  },
  go: {
    installed: () => exists(path.join(ROOT, 'samples/ilp/go.sum')),
    prepare: async (dir, copies) => {
      await writeFiles(dir, {
        'go.mod': await manifest('go.mod'),
        'go.sum': await manifest('go.sum'),
        ...Object.fromEntries([...copies].map(([name, code]) => [`${name}/main.go`, code])),
      });
      await runProgram('go', ['build', '-o', 'bin/', './...'], {}, dir);
      return (name, env) => runProgram(path.join(dir, 'bin', name), [], env);
    },
  },
  rust: {
    installed: () => exists(path.join(SAMPLES_CACHE, 'cargo-target/debug/deps')),
    prepare: async (dir, copies) => {
      await writeFiles(dir, {
        'Cargo.toml': await cargoManifest([...copies.keys()]),
        'Cargo.lock': await manifest('Cargo.lock'),
        ...Object.fromEntries([...copies].map(([name, code]) => [`${name}/rust.rs`, code])),
      });
      // The install script's target directory already holds the compiled client; only the programs build here.
      const target = path.join(SAMPLES_CACHE, 'cargo-target');
      await runProgram('cargo', ['build', '--quiet', '--locked', '--offline', '--manifest-path', path.join(dir, 'Cargo.toml')], {CARGO_TARGET_DIR: target});
      return (name, env) => runProgram(path.join(target, 'debug', name), [], env);
    },
  },
  java: {
    installed: async () => (await fs.readdir(path.join(SAMPLES_CACHE, 'java')).catch(() => [])).some((f) => f.startsWith('questdb-client-')),
    prepare: async (dir, copies) => {
      await writeFiles(dir, Object.fromEntries([...copies].map(([name, code]) => [`${name}.java`, code])));
      // The source-file launcher compiles and runs each program as it is.
      return (name, env) => runProgram('java', ['-cp', path.join(SAMPLES_CACHE, 'java/*'), path.join(dir, `${name}.java`)], env);
    },
  },
  javascript: {
    installed: () => exists(path.join(ROOT, 'node_modules/@questdb/nodejs-client/package.json')),
    prepare: async (dir, copies) => {
      // Inside the project, so that `import "@questdb/nodejs-client"` resolves from node_modules.
      await writeFiles(dir, Object.fromEntries([...copies].map(([name, code]) => [`${name}.mjs`, code])));
      return (name, env) => runProgram(process.execPath, [path.join(dir, `${name}.mjs`)], env);
    },
  },
  c: cRunner('gcc', ['-std=c11'], 'c.c'),
  cpp: cRunner('g++', ['-std=c++17'], 'cpp.cpp'),
};
