// Issue 8: every SQL function of QuestDB 8.3 has a heading on a function page, or a reason to have none.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseDoc, readDocs, type DocFile} from '../../scripts/content/docsFiles';
import {functionHeadings, FUNCTION_PAGES_DIR, type FunctionHeading} from '../../scripts/content/functionHeadings';

const root = path.resolve(import.meta.dirname, '../..');
const REFERENCE_FILE = 'tests/fixtures/functions-8.3.json';
const ALLOWLIST_FILE = 'tests/fixtures/functions-undocumented.json';
const SOURCES = ['parser', 'server', 'both'] as const;

interface ReferenceFunction {
  readonly name: string;
  readonly source: (typeof SOURCES)[number];
}

interface UndocumentedFunction {
  readonly name: string;
  readonly reason: string;
}

interface Coverage {
  /** Reference names with neither a heading nor an allowlist entry. */
  readonly missing: string[];
  /** Allowlist entries whose name has a heading, or is not a reference name at all. */
  readonly stale: UndocumentedFunction[];
  /** Function-like headings whose name is not in the reference list (typos, invented names). */
  readonly unknown: FunctionHeading[];
}

function checkCoverage(
  docs: readonly DocFile[],
  reference: readonly ReferenceFunction[],
  allowlist: readonly UndocumentedFunction[],
): Coverage {
  const headings = docs.flatMap(functionHeadings);
  const documented = new Set(headings.map((h) => h.name));
  const known = new Set(reference.map((f) => f.name));
  const allowed = new Set(allowlist.map((a) => a.name));
  return {
    missing: reference.map((f) => f.name).filter((n) => !documented.has(n) && !allowed.has(n)),
    stale: allowlist.filter((a) => documented.has(a.name) || !known.has(a.name)),
    unknown: headings.filter((h) => !known.has(h.name)),
  };
}

/** Groups names by their family prefix (`rnd_`, `pg_catalog.`) when the family has several members; the rest last. */
function groupByFamily(names: readonly string[]): Record<string, string[]> {
  const family = (n: string) => /^[a-z0-9_]+\.|^[a-z0-9]+_/.exec(n)?.[0] ?? '';
  const counts = new Map<string, number>();
  names.forEach((n) => counts.set(family(n), (counts.get(family(n)) ?? 0) + 1));
  const key = (n: string) => (family(n) !== '' && counts.get(family(n))! > 1 ? `${family(n)}*` : 'other');
  const groups: Record<string, string[]> = {};
  for (const n of [...names].sort((a, b) => Number(key(a) === 'other') - Number(key(b) === 'other'))) {
    (groups[key(n)] ??= []).push(n);
  }
  return groups;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** Checks every entry has a unique `name` and passes `problemOf`; errors name the file, the entry and the fix. */
function validatedList<T>(file: string, list: unknown, problemOf: (entry: Record<string, unknown>) => string | null): T[] {
  if (!Array.isArray(list)) throw new Error(`${file}: expected a list of {"name": ...} entries; restore the file from git`);
  const seen = new Set<string>();
  list.forEach((entry: Record<string, unknown>, i) => {
    const problem = typeof entry.name !== 'string' || entry.name === '' ? '`name` missing' : problemOf(entry);
    if (problem) throw new Error(`${file}: entry ${i} (${JSON.stringify(entry)}): ${problem}; fix the entry`);
    if (seen.has(entry.name as string)) throw new Error(`${file}: "${entry.name}" is listed twice; keep one entry`);
    seen.add(entry.name as string);
  });
  return list as T[];
}

function readReference(): ReferenceFunction[] {
  const json = readJson(REFERENCE_FILE) as {source?: unknown; functions?: unknown};
  if (typeof json.source !== 'string') throw new Error(`${REFERENCE_FILE}: \`source\` missing; say where the names come from`);
  const list = validatedList<ReferenceFunction>(REFERENCE_FILE, json.functions, (e) =>
    SOURCES.includes(e.source as ReferenceFunction['source']) ? null : `\`source\` must be one of ${SOURCES.join(', ')}`,
  );
  if (list.length === 0) throw new Error(`${REFERENCE_FILE}: \`functions\` is empty; nothing to check`);
  return list;
}

const readAllowlist = () =>
  validatedList<UndocumentedFunction>(ALLOWLIST_FILE, readJson(ALLOWLIST_FILE), (e) =>
    typeof e.reason === 'string' && e.reason.trim() !== '' ? null : '`reason` missing; say why the function has no heading',
  );

describe('function reference covers QuestDB 8.3 (issue 8)', () => {
  const reference = readReference();
  const allowlist = readAllowlist();
  const coverage = checkCoverage(readDocs(root, FUNCTION_PAGES_DIR), reference, allowlist);

  it('documents or allowlists every function', () => {
    if (coverage.missing.length > 0) {
      const groups = Object.entries(groupByFamily(coverage.missing)).map(([family, names]) => `  ${family}: ${names.join(' ')}`);
      console.log(
        `${coverage.missing.length} of ${reference.length} functions have no "## name" heading on ${FUNCTION_PAGES_DIR}/ ` +
          `and no entry in ${ALLOWLIST_FILE}:\n${groups.join('\n')}`,
      );
    }
    expect(coverage.missing).toEqual([]);
  });

  it('has no allowlist entry for a documented or unknown name', () => {
    expect(coverage.stale.map((a) => `${a.name}: documented or not in ${REFERENCE_FILE}; remove it from ${ALLOWLIST_FILE}`)).toEqual([]);
  });

  it('has no function heading outside the reference list', () => {
    expect(coverage.unknown.map((h) => `${h.file}:${h.line}: "${h.name}" is not a QuestDB 8.3 function; fix the spelling`)).toEqual([]);
  });
});

describe('function reference check logic', () => {
  const page = parseDoc(
    'docs/reference/function/example.md',
    [
      '---',
      'title: Example',
      'description: D.',
      '---',
      '## Overview',
      '## abs',
      '### round {#round-half-up}',
      '## ABS_UPPER',
      '#### floor',
      'ceil is mentioned in prose only.',
      '```questdb-sql',
      '## sqrt',
      '```',
      '### rnd_itn',
      '## pg_catalog.version',
      '### floor {/* #floor-fn */}',
      '',
    ].join('\n'),
  );
  const reference: ReferenceFunction[] = ['abs', 'round', 'floor', 'ceil', 'sqrt', 'rnd_int', 'pg_catalog.version', 'pg_catalog.pg_class', 'cast'].map(
    (name) => ({name, source: 'both'}),
  );

  it('reads lowercase ## and ### headings outside code, with an optional explicit id in either form', () => {
    expect(functionHeadings(page)).toEqual([
      {name: 'abs', file: 'docs/reference/function/example.md', line: 6},
      {name: 'round', file: 'docs/reference/function/example.md', line: 7},
      {name: 'rnd_itn', file: 'docs/reference/function/example.md', line: 14},
      {name: 'pg_catalog.version', file: 'docs/reference/function/example.md', line: 15},
      {name: 'floor', file: 'docs/reference/function/example.md', line: 16},
    ]);
  });

  it('reports missing names, stale allowlist entries and unknown headings', () => {
    const allowlist = [
      {name: 'cast', reason: 'syntax'},
      {name: 'abs', reason: 'documented after all'},
      {name: 'no_such_function', reason: 'typo in the allowlist'},
    ];
    expect(checkCoverage([page], reference, allowlist)).toEqual({
      missing: ['ceil', 'sqrt', 'rnd_int', 'pg_catalog.pg_class'],
      stale: [allowlist[1], allowlist[2]],
      unknown: [{name: 'rnd_itn', file: 'docs/reference/function/example.md', line: 14}],
    });
  });

  it('passes when every name is documented or allowlisted', () => {
    const documentedOnly = reference.filter((f) => ['abs', 'round', 'floor', 'pg_catalog.version'].includes(f.name));
    expect(checkCoverage([page], [...documentedOnly, {name: 'rnd_itn', source: 'parser'}], [])).toEqual({missing: [], stale: [], unknown: []});
  });

  it('rejects malformed fixture entries with the file, the entry and the fix', () => {
    const reasonRequired = (e: Record<string, unknown>) => (typeof e.reason === 'string' ? null : '`reason` missing');
    expect(() => validatedList('x.json', [{name: 'abs'}], reasonRequired)).toThrow(
      'x.json: entry 0 ({"name":"abs"}): `reason` missing; fix the entry',
    );
    expect(() => validatedList('x.json', [{name: 'abs', reason: 'a'}, {name: 'abs', reason: 'b'}], reasonRequired)).toThrow(
      'x.json: "abs" is listed twice; keep one entry',
    );
  });

  it('groups missing names by shared prefix', () => {
    const groups = groupByFamily(['rnd_int', 'abs', 'rnd_str', 'to_char', 'pg_catalog.version', 'pg_catalog.pg_class']);
    expect(groups).toEqual({
      'rnd_*': ['rnd_int', 'rnd_str'],
      'pg_catalog.*': ['pg_catalog.version', 'pg_catalog.pg_class'],
      other: ['abs', 'to_char'],
    });
    expect(Object.keys(groups)).toEqual(['rnd_*', 'pg_catalog.*', 'other']);
  });
});
