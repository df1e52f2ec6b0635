// Pure helpers behind the server.conf reference: environment variable names, query matching, default hints.

export interface ConfigKey {
  readonly key: string;
  readonly type: string;
  readonly default: string;
  readonly section: string;
  readonly description: string;
  readonly reloadable: boolean;
}

/** "http.net.bind.to" -> "QDB_HTTP_NET_BIND_TO", the rule QuestDB's ServerMain.propertyPathToEnvVarName applies. */
export function envVarName(key: string): string {
  return `QDB_${key.replace(/\./g, '_').toUpperCase()}`;
}

/** "  Cairo.WAL  lag " -> ["cairo.wal", "lag"]: every term must match for a key to stay visible. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter((term) => term !== '');
}

const DESCRIPTION_WORD = /[\p{L}\p{N}_.\-]+/gu;

function termMatches(entry: ConfigKey, words: readonly string[], term: string): boolean {
  return (
    entry.key.toLowerCase().includes(term) ||
    envVarName(entry.key).toLowerCase().includes(term) ||
    words.some((word) => word.startsWith(term))
  );
}

/** Words a term may start: the description's, the type's, and "reloadable" for reloadable keys. */
function searchableWords(entry: ConfigKey): string[] {
  const text = `${entry.description} ${entry.type}${entry.reloadable ? ' reloadable' : ''}`;
  return text.toLowerCase().match(DESCRIPTION_WORD) ?? [];
}

/**
 * A key matches when every term of the query is part of its name or environment variable, or
 * starts a word of its description (or type, or the word "reloadable"). An empty query matches everything.
 */
export function matchesQuery(entry: ConfigKey, query: string): boolean {
  const terms = queryTerms(query);
  if (terms.length === 0) return true;
  const words = searchableWords(entry);
  return terms.every((term) => termMatches(entry, words, term));
}

export function filterConfigKeys<T extends ConfigKey>(entries: readonly T[], query: string): T[] {
  return entries.filter((entry) => matchesQuery(entry, query));
}

const SIZE_UNITS: readonly [number, string][] = [
  [1024 ** 3, 'GiB'],
  [1024 ** 2, 'MiB'],
  [1024, 'KiB'],
];

const DURATION_UNITS_MS: readonly [number, string][] = [
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

function inUnits(value: number, units: readonly [number, string][]): string | null {
  const unit = units.find(([size]) => value >= size && value % size === 0);
  return unit ? `${value / unit[0]} ${unit[1]}` : null;
}

/** A readable form of a numeric default ("16777216" -> "16 MiB", "300000" ms -> "5 min"), or null. */
export function readableDefault(entry: Pick<ConfigKey, 'type' | 'default'>): string | null {
  if (!/^\d+$/.test(entry.default)) return null;
  const value = Number(entry.default);
  if (!Number.isSafeInteger(value) || value === 0) return null;
  if (entry.type === 'size') return inUnits(value, SIZE_UNITS);
  if (entry.type === 'duration (ms)') return inUnits(value, DURATION_UNITS_MS);
  if (entry.type === 'duration (µs)') return value % 1000 === 0 ? inUnits(value / 1000, DURATION_UNITS_MS) : null;
  return null;
}
