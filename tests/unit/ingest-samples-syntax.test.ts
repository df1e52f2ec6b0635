// Every sample passes a real parser: python3's ast, gofmt, rustfmt, and tree-sitter grammars for C,
// C++, C# and Java. For C# that is the only check (no .NET SDK or NuGet here); the others also run
// against QuestDB in ingest-samples.server.test.ts. Every sample also keeps the documented constants:
// address and port, protocol version, table, row, timestamp unit, error messages, and an example-only
// ECDSA key pair that is really a key pair.
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Language, Parser, type Node} from 'web-tree-sitter';
import {beforeAll, describe, expect, it} from 'vitest';
import {CLIENT_LANGUAGES} from '../../plugins/ingest-samples/clients';
import {readSamples} from '../../plugins/ingest-samples/readSamples';
import type {IngestSampleRecord, IngestSamples, SampleLanguage} from '../../plugins/ingest-samples/types';

const root = path.resolve(import.meta.dirname, '../..');
const EXAMPLES = ['ilp', 'ilp-auth', 'ilp-auth-tls', 'ilp-from-conf', 'ilp-http', 'ilp-http-auth'];
const SCHEME: Record<string, string> = {
  ilp: 'tcp',
  'ilp-auth': 'tcp',
  'ilp-auth-tls': 'tcps',
  'ilp-from-conf': 'http',
  'ilp-http': 'http',
  'ilp-http-auth': 'https',
};
const PORT: Record<string, number> = {tcp: 9009, tcps: 9009, http: 9000, https: 9000};

let samples: IngestSamples;
let records: IngestSampleRecord[];

beforeAll(async () => {
  samples = await readSamples(root, 'samples/ilp');
  records = Object.values(samples).flatMap((bykey) => Object.values(bykey));
});

const fileOf = (r: IngestSampleRecord) =>
  `samples/ilp/${r.name}/${CLIENT_LANGUAGES.find((c) => c.lang === r.lang)!.file}`;
const ofLang = (lang: SampleLanguage) => records.filter((r) => r.lang === lang);

/** Runs a tool; a missing tool fails with the package to install. */
function tool(command: string, args: string[], install: string, input?: string) {
  const result = spawnSync(command, args, {encoding: 'utf8', input});
  if (result.error) throw new Error(`${command} not found (${result.error.message}); install it: ${install}`);
  return result;
}

function rustfmtPath(): string {
  const fromCargo = path.join(os.homedir(), '.cargo/bin/rustfmt');
  return spawnSync('rustfmt', ['--version']).error && fs.existsSync(fromCargo) ? fromCargo : 'rustfmt';
}

describe('every client language has every example', () => {
  it('holds the full matrix of 6 examples x 8 languages', () => {
    expect(Object.keys(samples).sort()).toEqual([...EXAMPLES].sort());
    for (const example of EXAMPLES) {
      expect(Object.keys(samples[example]!)).toEqual(CLIENT_LANGUAGES.map((c) => `${example}/${c.lang}`));
    }
  });
});

describe('syntax, checked by real parsers', () => {
  it('Python: ast.parse accepts every python.py', () => {
    const files = ofLang('python').map(fileOf);
    const script = 'import ast, sys\nfor f in sys.argv[1:]:\n    ast.parse(open(f).read(), f)\nprint(len(sys.argv) - 1)';
    const result = tool('python3', ['-c', script, ...files.map((f) => path.join(root, f))], 'python3');
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(String(files.length));
  });

  it('Go: gofmt parses every go.go and finds nothing to reformat', () => {
    const files = ofLang('go').map((r) => path.join(root, fileOf(r)));
    const result = tool('gofmt', ['-e', '-l', ...files], 'apt-get install -y golang-go');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('Rust: rustfmt --check parses every rust.rs and finds nothing to reformat', () => {
    const files = ofLang('rust').map((r) => path.join(root, fileOf(r)));
    const result = tool(rustfmtPath(), ['--check', '--edition', '2021', ...files], 'rustup component add rustfmt');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  const GRAMMARS: [SampleLanguage, string][] = [
    ['c', 'tree-sitter-c/tree-sitter-c.wasm'],
    ['cpp', 'tree-sitter-cpp/tree-sitter-cpp.wasm'],
    ['csharp', 'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm'],
    ['java', 'tree-sitter-java/tree-sitter-java.wasm'],
  ];

  /** "line:column ERROR" for every ERROR or MISSING node of the tree. */
  function syntaxErrors(node: Node): string[] {
    const here = node.isError || node.isMissing ? [`${node.startPosition.row + 1}:${node.startPosition.column + 1} ${node.isMissing ? `MISSING ${node.type}` : 'ERROR'}`] : [];
    return [...here, ...node.children.flatMap((child) => (child ? syntaxErrors(child) : []))];
  }

  it.each(GRAMMARS)('%s: the tree-sitter grammar parses every sample with no ERROR or MISSING node', async (lang, wasm) => {
    await Parser.init();
    const parser = new Parser();
    parser.setLanguage(await Language.load(path.join(root, 'node_modules', wasm)));
    const checked = ofLang(lang).map((r) => {
      const tree = parser.parse(r.code)!;
      return {file: fileOf(r), nodes: tree.rootNode.descendantCount, errors: syntaxErrors(tree.rootNode)};
    });
    expect(checked.length).toBe(EXAMPLES.length);
    for (const {file, nodes, errors} of checked) {
      expect(errors, file).toEqual([]);
      expect(nodes, file).toBeGreaterThan(100);
    }
  });

  it('tree-sitter reports a broken sample (the check can fail)', async () => {
    await Parser.init();
    const parser = new Parser();
    parser.setLanguage(await Language.load(path.join(root, 'node_modules/tree-sitter-java/tree-sitter-java.wasm')));
    const broken = ofLang('java')[0]!.code.replace('.at(tradeTime);', '.at(tradeTime;');
    expect(syntaxErrors(parser.parse(broken)!.rootNode)).not.toEqual([]);
  });
});

describe('documented constants', () => {
  it('connects to localhost on 9009 (tcp, tcps) or 9000 (http, https) with the scheme of its example', () => {
    for (const r of records) {
      const scheme = /\b(tcps?|https?)::addr=/.exec(r.code)?.[1];
      expect(scheme, fileOf(r)).toBe(SCHEME[r.name]);
      expect(r.addr, fileOf(r)).toEqual({host: 'localhost', port: PORT[SCHEME[r.name]!]});
    }
  });

  // QuestDB 8.3 reads only ILP protocol version 1; version 2 (binary doubles, arrays) needs 9.0.
  it('sets protocol_version=1 in the C, C++ and Rust configuration strings, never 2', () => {
    for (const r of [...ofLang('c'), ...ofLang('cpp'), ...ofLang('rust')]) {
      expect(r.code, fileOf(r)).toMatch(/protocol_version=1;/);
    }
    for (const r of records) expect(r.code, fileOf(r)).not.toMatch(/protocol_version=2;/);
  });

  it('writes table c_trades in C, cpp_trades in C++ and trades elsewhere', () => {
    const table: Partial<Record<SampleLanguage, RegExp>> = {
      c: /QDB_TABLE_NAME_LITERAL\("c_trades"\)/,
      cpp: /\.table\("cpp_trades"_tn\)/,
      python: /sender\.row\(\s*"trades",/,
    };
    for (const r of records) {
      expect(r.code, fileOf(r)).toMatch(table[r.lang] ?? /\b[tT]able\("trades"\)/);
    }
  });

  it('sends symbols symbol and side, doubles price and amount, with the documented values', () => {
    for (const r of records) {
      for (const part of ['"symbol"', '"side"', '"price"', '"amount"', '"BTC-USD"', '"buy"', '104285.5', '0.0275']) {
        expect(r.code, `${fileOf(r)}: ${part}`).toContain(part);
      }
    }
  });

  it('gives the designated timestamp in each client’s unit, all for 2025-05-30T09:30:00.123Z', () => {
    const millis = Date.UTC(2025, 4, 30, 9, 30, 0, 123);
    const nanos = (BigInt(millis) * 1_000_000n).toString();
    const grouped = nanos.replace(/\B(?=(\d{3})+$)/g, '_');
    const unit: Record<SampleLanguage, RegExp[]> = {
      c: [/nanoseconds/, new RegExp(`line_sender_buffer_at_nanos\\(buffer, trade_time_nanos`), new RegExp(`INT64_C\\(${nanos}\\)`)],
      cpp: [/nanoseconds/, new RegExp(`timestamp_nanos trade_time\\{${nanos}\\}`)],
      rust: [/nanoseconds/, new RegExp(`TimestampNanos::new\\(${grouped}\\)`)],
      python: [/nanoseconds/, new RegExp(`at=TimestampNanos\\(${grouped}\\)`)],
      javascript: [/milliseconds/, /Date\.UTC\(2025, 4, 30, 9, 30, 0, 123\)/, /\.at\(tradeTime, "ms"\)/],
      go: [/time\.Time \(nanosecond precision\)/, /time\.Date\(2025, time\.May, 30, 9, 30, 0, 123_000_000, time\.UTC\)/],
      csharp: [/DateTime \(100-nanosecond ticks\)/, /new DateTime\(2025, 5, 30, 9, 30, 0, 123, DateTimeKind\.Utc\)/],
      java: [/Instant \(nanosecond precision\)/, /Instant\.parse\("2025-05-30T09:30:00\.123Z"\)/],
    };
    expect(new Date(millis).toISOString()).toBe('2025-05-30T09:30:00.123Z');
    for (const r of records) {
      for (const pattern of unit[r.lang]) expect(r.code, fileOf(r)).toMatch(pattern);
    }
  });

  it('reports failures with the documented messages', () => {
    for (const r of ofLang('c')) {
      expect(r.code, fileOf(r)).toContain('fprintf(stderr, "Error running example: %.*s\\n"');
      expect(r.code, fileOf(r)).toMatch(/line_sender_error_free\(err\);[\s\S]*line_sender_buffer_free\(buffer\);[\s\S]*line_sender_close\(sender\);[\s\S]*return status;/);
      if (r.code.includes('snprintf(')) {
        expect(r.code, fileOf(r)).toContain('fprintf(stderr, "Could not concatenate configuration string.\\n");');
      }
    }
    for (const r of ofLang('cpp')) {
      expect(r.code, fileOf(r)).toContain('std::cerr << "Error running example: " << err.what()');
      expect(r.code, fileOf(r)).toContain('return EXIT_FAILURE;');
    }
    for (const r of ofLang('go')) expect(r.code, fileOf(r)).toContain('log.Fatalf("Error running example: %v", err)');
    for (const r of ofLang('rust')) expect(r.code, fileOf(r)).toContain('eprintln!("Error running example: {err}");');
    for (const r of ofLang('python')) {
      expect(r.code, fileOf(r)).toContain('print(f"Got error: {err}", file=sys.stderr)');
    }
    // All but ilp-from-conf (which reads the whole string from QDB_CLIENT_CONF) build the string.
    expect(ofLang('c').filter((r) => r.code.includes('snprintf(')).length).toBe(EXAMPLES.length - 1);
  });

  it('starts the buffer at 64 KB in C and 4096 bytes in Node.js', () => {
    for (const r of ofLang('c')) expect(r.code, fileOf(r)).toContain('line_sender_buffer_reserve(buffer, 64 * 1024);');
    for (const r of ofLang('javascript')) expect(r.code, fileOf(r)).toContain('init_buf_size=4096;');
  });

  it('sends no array column (QuestDB 8.3 has no array type)', () => {
    expect(records.filter((r) => /column_arr|"location"/.test(r.code)).map(fileOf)).toEqual([]);
  });

  it('mentions tls_verify=unsafe_off only in comments that say it is for testing', () => {
    for (const r of records) {
      for (const line of r.code.split('\n').filter((l) => l.includes('unsafe_off'))) {
        expect(line.trim(), fileOf(r)).toMatch(/^(\/\/|#) tls_verify=unsafe_off skips the check: for local testing only/);
      }
    }
    const tls = records.filter((r) => r.name === 'ilp-auth-tls' || r.name === 'ilp-http-auth');
    for (const r of tls) expect(r.code, fileOf(r)).toContain('tls_verify=unsafe_off');
  });
});

describe('the example-only ECDSA key pair', () => {
  const authRecords = () => records.filter((r) => r.name === 'ilp-auth' || r.name === 'ilp-auth-tls');

  it('is in every ECDSA sample, labelled example-only, with the public key where the client takes it', () => {
    const takesPublicKey: SampleLanguage[] = ['c', 'cpp', 'rust', 'python'];
    expect(authRecords()).toHaveLength(2 * CLIENT_LANGUAGES.length);
    for (const r of authRecords()) {
      expect(r.code, fileOf(r)).toContain('Example-only credentials');
      expect(r.auth?.kid, fileOf(r)).toBe('testUser1');
      expect(Boolean(r.auth?.x && r.auth.y), fileOf(r)).toBe(takesPublicKey.includes(r.lang));
    }
    expect(records.filter((r) => r.auth && !authRecords().includes(r))).toEqual([]);
  });

  it('is one P-256 key pair: d derives exactly x and y', () => {
    const keys = new Set(authRecords().map((r) => JSON.stringify([r.auth!.kid, r.auth!.d])));
    const publicKeys = new Set(authRecords().filter((r) => r.auth!.x).map((r) => JSON.stringify([r.auth!.x, r.auth!.y])));
    expect(keys.size).toBe(1);
    expect(publicKeys.size).toBe(1);
    const {d, x, y} = authRecords().find((r) => r.auth!.x)!.auth!;
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(d, 'base64url'));
    const point = ecdh.getPublicKey();
    expect(point.subarray(1, 33).toString('base64url')).toBe(x);
    expect(point.subarray(33).toString('base64url')).toBe(y);
  });
});
