// Page-level content rules: front matter, no unfinished text, no empty sections, labelled code.
import {codeBlocks, type DocFile} from './docsFiles';

export interface PageProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

const UNFINISHED = /\b(TODO|TBD|FIXME|lorem ipsum|lorem|coming soon|placeholder)\b/i;

function frontMatterProblems(doc: DocFile): PageProblem[] {
  if (doc.isPartial) return [];
  return (['title', 'description'] as const).flatMap((key) => {
    const value = doc.frontMatter[key];
    return typeof value === 'string' && value.trim() !== ''
      ? []
      : [{file: doc.file, line: 1, message: `front matter \`${key}\` missing or empty; add a ${key === 'title' ? 'page title' : 'one-sentence description'}`}];
  });
}

const CODE_MARKER = '\u0000code';

/** Body lines with every line of fenced code replaced by a marker, so `#` inside code is not a heading. */
function proseLines(doc: DocFile): string[] {
  let fence: string | null = null;
  return doc.body.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
    } else if (fence !== null && marker?.startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
      fence = null;
      return CODE_MARKER;
    }
    return fence === null ? line : CODE_MARKER;
  });
}

function unfinishedTextProblems(doc: DocFile): PageProblem[] {
  return doc.body.split('\n').flatMap((line, i) => {
    const hit = UNFINISHED.exec(line);
    return hit
      ? [{file: doc.file, line: doc.bodyOffset + i + 1, message: `unfinished text "${hit[0]}"; finish the sentence or remove it`}]
      : [];
  });
}

function emptySectionProblems(doc: DocFile): PageProblem[] {
  const lines = proseLines(doc);
  return lines.flatMap((line, i) => {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!heading) return [];
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    const nextLevel = next ? /^(#{1,6})\s/.exec(next)?.[1]?.length : undefined;
    const empty = next === undefined || (nextLevel !== undefined && nextLevel <= heading[1]!.length);
    return empty
      ? [{file: doc.file, line: doc.bodyOffset + i + 1, message: `section "${heading[2]}" is empty; write its content or remove the heading`}]
      : [];
  });
}

function codeLanguageProblems(doc: DocFile): PageProblem[] {
  return codeBlocks(doc).flatMap((block) => {
    if (block.lang === '') {
      return [{file: doc.file, line: block.line, message: 'code block has no language; name it (questdb-sql, bash, ini, ...)'}];
    }
    if (block.lang.toLowerCase() === 'sql') {
      return [{file: doc.file, line: block.line, message: 'SQL block uses `sql`; use `questdb-sql` so it is highlighted and parsed'}];
    }
    return [];
  });
}

/**
 * QuestDB 9.0 names an unaliased call's result column after the call (`count()`, `min(timestamp)`);
 * 8.3.3, which the pages document, names it after the function (`count`, `min`). The checker compares
 * the tables it runs; this also catches the ones it skips (Enterprise, environment).
 */
const CALL_HEADER = /^\|(?:[^|\n]*\|)*?\s*`?[a-z_][a-z0-9_]*\([^|\n]*\)`?\s*\|/;
function resultHeaderProblems(doc: DocFile): PageProblem[] {
  const lines = proseLines(doc);
  return lines.flatMap((line, i) => {
    const previous = lines.slice(0, i).reverse().find((l) => l.trim() !== '');
    const afterCode = previous === CODE_MARKER && /^\s*\|/.test(lines[i + 1] ?? '') && /^\s*\|\s*:?-{3}/.test(lines[i + 1] ?? '');
    return afterCode && CALL_HEADER.test(line.trim()) && lastFenceIsSql(doc, i)
      ? [{file: doc.file, line: doc.bodyOffset + i + 1, message: `result column named like a call (${line.trim()}); QuestDB 8.3.3 names an unaliased function's column after the function (count, min, sum)`}]
      : [];
  });
}

/** Whether the code block that ends right before body line `index` is a questdb-sql block. */
function lastFenceIsSql(doc: DocFile, index: number): boolean {
  const block = codeBlocks(doc).filter((b) => b.line - doc.bodyOffset - 1 < index).at(-1);
  return block?.lang === 'questdb-sql';
}

export function checkPages(docs: readonly DocFile[]): PageProblem[] {
  return docs.flatMap((doc) => [
    ...frontMatterProblems(doc),
    ...unfinishedTextProblems(doc),
    ...emptySectionProblems(doc),
    ...codeLanguageProblems(doc),
    ...resultHeaderProblems(doc),
  ]);
}
