// The non-SQL steps of a walkthrough, replayed by the example checker the way the page tells the
// reader to take them. Fence words on a code block:
//   saved   the reader saves the block as the file its title names (```csv title="trades.csv" saved)
//   step    the reader runs the block: bash in the page's working directory; python saved under
//           its title (or a scratch name) and run with python3; Go, Rust, Java, JavaScript, C and C++
//           built and run with the pinned clients (scripts/samples/runners.ts). On an
//           <IngestSample example="..." languages={['go']} step /> element: the sample the page shows
//           (its first runnable language; Python when it shows them all) is run the same way
//           an ini block titled server.conf: its lines appended to the server's conf/server.conf
//   restart the reader restarts QuestDB as the block shows: the checker restarts its own server
//           (a page with such a block, or with `server_conf` front matter, gets a server of its own)
// Addresses of QuestDB's default ports (localhost:9000, 9009, 8812, 9003) are moved to the test
// server's; QDB_ROOT holds the server's root directory (the -d directory) for steps that touch it.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Parent, Root, RootContent} from 'mdast';
import type {Node} from 'unist';
import {fenceWords, fileOf, readExampleFile, SQL_LANGUAGE} from '../../markdown/remark-sql-examples/examples';
import type {QuestDBPorts} from '../questdb/server';
import {INSTALL_SAMPLES, RUN_LANGUAGES, RUNNERS, SOURCE_FILE, type RunLanguage} from '../samples/runners';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const STEP = 'step';
export const SAVED = 'saved';
export const RESTART = 'restart';
const SHELLS = new Set(['bash', 'sh', 'shell']);
const STEP_TIMEOUT_MS = 120_000;

export interface StepBlock {
  /** The code block or the IngestSample element. */
  readonly node: Node;
  readonly line: number;
  /** `saved`: written to the working directory; `run`: executed; `restart`: the server restarted. */
  readonly kind: 'saved' | 'run' | 'restart';
  readonly lang: string;
  /** The file name the title gives (`title="send_trades.py"`). */
  readonly title?: string;
  readonly text: string;
}

export function titleOf(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title="([^"]+)"/.exec(meta ?? '')?.[1];
}

/** Every `saved` or `step` block of a page, in page order. */
export function stepBlocks(tree: Root, source: string): StepBlock[] {
  const found: StepBlock[] = [];
  const walk = (parent: Parent) => {
    parent.children.forEach((node: RootContent) => {
      if (node.type === 'code' && node.lang !== SQL_LANGUAGE) {
        const words = fenceWords(node.meta);
        const kind = words.includes(STEP) ? 'run' : words.includes(SAVED) ? 'saved' : words.includes(RESTART) ? 'restart' : undefined;
        if (!kind) return;
        const line = node.position?.start.line ?? 0;
        const file = fileOf(node.meta);
        const text = file ? readExampleFile(ROOT, file, `${source}:${line}`) : node.value;
        found.push({node, line, kind, lang: node.lang ?? '', title: titleOf(node.meta), text});
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'IngestSample' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === STEP)) {
        found.push(...ingestSampleSteps(node, source));
      } else if ('children' in node && node.type !== 'table') {
        walk(node as Parent);
      }
    });
  };
  walk(tree);
  return found;
}

/**
 * The programs an <IngestSample ... step /> element shows: samples/ilp/<example>/<file> in each runnable
 * language it lists (the reader of a C and C++ page runs both), or in Python when it shows them all
 * (the reader picks one).
 */
function ingestSampleSteps(node: Extract<RootContent, {type: 'mdxJsxFlowElement'}>, source: string): StepBlock[] {
  const line = node.position?.start.line ?? 0;
  const attribute = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const example = attribute('example');
  const languages = attribute('languages');
  const listed = typeof languages === 'object' && languages !== null ? [...languages.value.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!) : ['python'];
  const runnable = listed.filter((l): l is RunLanguage => (RUN_LANGUAGES as readonly string[]).includes(l));
  if (typeof example !== 'string' || runnable.length === 0) {
    throw new Error(`${source}:${line}: an IngestSample step needs example="..." and a runnable language (${RUN_LANGUAGES.join(', ')})`);
  }
  return runnable.map((lang) => {
    const file = `samples/ilp/${example}/${SOURCE_FILE[lang]}`;
    return {node, line, kind: 'run' as const, lang, title: undefined, text: readExampleFile(ROOT, file, `${source}:${line}`)};
  });
}

const DEFAULT_PORTS = {http: 9000, ilp: 9009, pg: 8812, minHttp: 9003} as const;

/**
 * A step's text as the checker runs it: the site's own files (https://questdb.com/docs/...) taken from
 * static/, where the build serves them from, and the reader's QuestDB root (`~/.questdb` of a
 * `questdb.sh` install on Linux, `/var/lib/questdb` of the Docker image) the test server's QDB_ROOT.
 */
export function localFiles(text: string): string {
  return text
    .replace(/https:\/\/questdb\.com\/docs\//g, `file://${path.join(ROOT, 'static')}/`)
    .replace(/~\/\.questdb\b/g, '"$QDB_ROOT"')
    .replace(/\/var\/lib\/questdb\b/g, '"$QDB_ROOT"');
}

/** The text with QuestDB's default local addresses moved to the test server's ports. */
export function localPorts(text: string, ports: QuestDBPorts): string {
  const byDefault = new Map(Object.entries(DEFAULT_PORTS).map(([name, port]) => [String(port), ports[name as keyof QuestDBPorts]]));
  return text
    .replace(/\b(localhost|127\.0\.0\.1):(9000|9009|8812|9003)\b/g, (_m, _host, port: string) => `127.0.0.1:${byDefault.get(port)}`)
    .replace(/(-p\s*|--port[= ]|\bport=)(9000|9009|8812|9003)\b/g, (_m, flag: string, port: string) => `${flag}${byDefault.get(port)}`)
    .replace(/\/dev\/tcp\/(localhost|127\.0\.0\.1)\/(9000|9009|8812|9003)\b/g, (_m, _host, port: string) => `/dev/tcp/127.0.0.1/${byDefault.get(port)}`);
}

/** The virtual environments of the pinned Python clients (npm run deps:samples), chosen by what a program imports. */
export function pythonEnvironment(program: string): string {
  if (/\basyncpg\b/.test(program)) return '.cache/venv';
  if (/\b(pandas|polars|sqlalchemy|pyarrow|psycopg2|questdb_connect)\b/.test(program)) return '.cache/tools-venv';
  if (/\bpsycopg\b/.test(program)) return '.cache/venv';
  return '.cache/ilp-venv';
}

export interface StepContext {
  readonly workDir: string;
  readonly ports: QuestDBPorts;
  /** The server's root directory, or '' when the checker did not start the server. */
  readonly serverRoot: string;
  readonly restart?: () => Promise<void>;
}

export interface StepOutcome {
  readonly ok: boolean;
  readonly output: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<StepOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ok: false, output: `${command}: ${error.message}`});
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ok: code === 0, output: signal ? `${output}\n(killed by ${signal} after ${STEP_TIMEOUT_MS / 1000} s)` : output});
    });
  });
}

/** Saves or runs one step; a failed run gives its output for the problem report. */
export async function runStep(step: StepBlock, context: StepContext): Promise<StepOutcome> {
  if (step.kind === 'restart') {
    if (!context.restart) return {ok: false, output: 'the checker can restart only a server it started for the page'};
    await context.restart();
    return {ok: true, output: ''};
  }
  const text = localPorts(step.kind === 'run' && SHELLS.has(step.lang) ? localFiles(step.text) : step.text, context.ports);
  if (step.kind === 'saved') {
    if (!step.title) return {ok: false, output: 'a `saved` block needs title="<file name>": the name the reader saves it under'};
    fs.writeFileSync(path.join(context.workDir, step.title), text.endsWith('\n') ? text : `${text}\n`);
    return {ok: true, output: ''};
  }
  const programs = [text, ...fs.readdirSync(context.workDir).filter((f) => f.endsWith('.py') && text.includes(f)).map((f) => fs.readFileSync(path.join(context.workDir, f), 'utf8'))].join('\n');
  const venv = path.join(ROOT, pythonEnvironment(programs));
  if (/python/.test(step.lang) || /\bpython3?\b/.test(text)) {
    if (!fs.existsSync(path.join(venv, 'bin/python3'))) return {ok: false, output: `${path.relative(ROOT, venv)} is missing: run \`npm run deps:samples\``};
  }
  const env = {...process.env, PATH: `${path.join(venv, 'bin')}${path.delimiter}${process.env.PATH}`, QDB_ROOT: context.serverRoot};
  if (SHELLS.has(step.lang)) return run('bash', ['-eo', 'pipefail', '-c', text], context.workDir, env);
  if (step.lang === 'ini' && /server\.conf$/.test(step.title ?? '')) {
    if (!context.serverRoot) return {ok: false, output: 'a server.conf step needs the server root (QDB_ROOT)'};
    fs.appendFileSync(path.join(context.serverRoot, 'conf/server.conf'), `\n${text.trim()}\n`);
    return {ok: true, output: ''};
  }
  const compiled = ({go: 'go', rust: 'rust', java: 'java', javascript: 'javascript', js: 'javascript', c: 'c', cpp: 'cpp'} as Record<string, RunLanguage>)[step.lang];
  if (compiled) return runCompiled(compiled, text, step.line, context);
  if (step.lang === 'python') {
    const name = step.title ?? `step-${step.line}.py`;
    fs.writeFileSync(path.join(context.workDir, name), text);
    return run('python3', [name], context.workDir, env);
  }
  return {ok: false, output: `a \`step\` block in ${step.lang || 'no language'} cannot be run; steps are bash or python (use \`saved\` for a file the reader saves)`};
}

/** A program in a compiled language (or Node.js), built and run with the pinned client. */
async function runCompiled(lang: RunLanguage, text: string, line: number, context: StepContext): Promise<StepOutcome> {
  const runner = RUNNERS[lang];
  if (!(await runner.installed())) return {ok: false, output: `the pinned ${lang} client is not installed: run \`${INSTALL_SAMPLES}\` (or \`npm run deps:samples\`)`};
  try {
    const name = `step-${line}`;
    const runOne = await runner.prepare(path.join(context.workDir, `${lang}-${line}`), new Map([[name, text]]));
    // The C and C++ programs take the host and port as arguments, the others carry their address.
    const port = /\bhttps?::/.test(text) ? context.ports.http : context.ports.ilp;
    await runOne(name, {}, ['127.0.0.1', String(port)]);
    return {ok: true, output: ''};
  } catch (error) {
    return {ok: false, output: error instanceof Error ? error.message : String(error)};
  }
}
