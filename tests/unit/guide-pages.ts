// A guide page (docs/guides/) as the tests read it: its SQL examples and its other code blocks.
import fs from 'node:fs';
import path from 'node:path';
import {sqlExamples} from '../../markdown/remark-sql-examples';
import {parseMdx} from '../../plugins/markdown-export/syntax';
import {codeBlocks, parseDoc} from '../../scripts/content/docsFiles';

export const root = path.resolve(import.meta.dirname, '../..');

export type Guide = ReturnType<typeof readGuide>;

export function readGuide(name: string) {
  const file = `docs/guides/${name}.md`;
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return {file, source, sql: sqlExamples(parseMdx(source), root, file), blocks: codeBlocks(parseDoc(file, source))};
}

export function blockWith<T>(items: readonly T[], text: (item: T) => string, match: string, file: string): T {
  const found = items.filter((item) => text(item).includes(match));
  if (found.length !== 1) throw new Error(`${file}: ${found.length} blocks contain "${match}"; the test expects exactly one`);
  return found[0]!;
}

/** The code of a guide's non-SQL block (json, text, bash, ...) that contains `match`. */
export function shownBlock(guide: Guide, lang: string, match: string): string {
  return blockWith(guide.blocks.filter((b) => b.lang === lang), (b) => b.code, match, guide.file).code;
}

