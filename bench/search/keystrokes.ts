// What a reader types: every prefix of every relevance query, as the search box sees them.
import fs from 'node:fs';

export interface RelevanceQuery {
  query: string;
  expected: string;
  kind: string;
}

export const RELEVANCE_QUERIES: RelevanceQuery[] = (
  JSON.parse(fs.readFileSync(new URL('../../tests/fixtures/search-relevance.json', import.meta.url), 'utf8')) as {
    queries: RelevanceQuery[];
  }
).queries;

/** "ab c" -> ["a", "ab", "ab c"]: one search per keystroke, skipping prefixes that end in a space. */
export function keystrokes(queries: readonly RelevanceQuery[]): string[] {
  return queries.flatMap(({query}) =>
    Array.from({length: query.length}, (_, i) => query.slice(0, i + 1)).filter((prefix) => !/\s$/.test(prefix)),
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function latencySummary(samples: readonly number[]): {p50: number; p95: number; max: number; samples: number} {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? NaN), samples: samples.length};
}

/** Rank (1-based) of the expected page among the hit pages, 0 when absent. */
export function relevanceSummary(ranks: readonly number[]): {top3: number; top10: number; queries: number; top3Share: number} {
  const top3 = ranks.filter((r) => r >= 1 && r <= 3).length;
  const top10 = ranks.filter((r) => r >= 1 && r <= 10).length;
  return {top3, top10, queries: ranks.length, top3Share: Math.round((top3 / ranks.length) * 1000) / 10};
}
