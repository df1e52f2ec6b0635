// Every `questdb-sql` block must parse with QuestDB's own parser, unless it is a listed parser gap.
import fs from 'node:fs';
import path from 'node:path';
import {parseToAst} from '@questdb/sql-parser';
import {codeBlocks, type DocFile} from './docsFiles';
import {SQL_LANGUAGE} from '../../markdown/remark-sql-examples/examples';

export const PARSER_GAPS_FILE = 'tests/fixtures/sql-parser-gaps.json';

export interface ParserGap {
  /** Docs file the block lives in. */
  readonly file: string;
  /** A piece of the block's SQL that identifies it. */
  readonly match: string;
  /** Why QuestDB 8.3 accepts this SQL although the parser rejects it. */
  readonly reason: string;
}

export interface SqlProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface SqlCheckResult {
  readonly checked: number;
  readonly allowed: number;
  readonly problems: SqlProblem[];
  /** Allowlist entries that no failing block uses: the list must stay short and true. */
  readonly unusedGaps: ParserGap[];
}

export function readParserGaps(rootDir: string): ParserGap[] {
  const file = path.join(rootDir, PARSER_GAPS_FILE);
  const gaps = JSON.parse(fs.readFileSync(file, 'utf8')) as ParserGap[];
  gaps.forEach((gap, i) => {
    for (const key of ['file', 'match', 'reason'] as const) {
      if (typeof gap[key] !== 'string' || gap[key].trim() === '') {
        throw new Error(`${PARSER_GAPS_FILE}: entry ${i} has no \`${key}\`; give the file, a piece of the SQL and the reason`);
      }
    }
  });
  return gaps;
}

export {SQL_LANGUAGE};

export function checkSql(docs: readonly DocFile[], gaps: readonly ParserGap[]): SqlCheckResult {
  const problems: SqlProblem[] = [];
  const usedGaps = new Set<ParserGap>();
  let checked = 0;
  let allowed = 0;
  for (const doc of docs) {
    for (const block of codeBlocks(doc)) {
      if (block.lang !== SQL_LANGUAGE) continue;
      checked += 1;
      const {errors} = parseToAst(block.code);
      if (errors.length === 0) continue;
      const gap = gaps.find((g) => g.file === doc.file && block.code.includes(g.match));
      if (gap) {
        usedGaps.add(gap);
        allowed += 1;
        continue;
      }
      const first = errors[0]!;
      const line = block.line + (first.line ?? 1);
      problems.push({file: doc.file, line, message: first.message});
    }
  }
  return {checked, allowed, problems, unusedGaps: gaps.filter((g) => !usedGaps.has(g))};
}
