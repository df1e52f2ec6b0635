// Reads the docs sources once for every content check: front matter, body and fenced code blocks.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {fileOf, readExampleFile, SQL_LANGUAGE} from '../../plugins/remark-sql-examples/examples';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CodeBlock {
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
  /** 1-based line of the opening fence in the source file. */
  readonly line: number;
}

export interface DocFile {
  /** Path relative to the repository root, e.g. docs/reference/sql/sample-by.md */
  readonly file: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
  /** Lines of front matter before the body, to report body positions as file lines. */
  readonly bodyOffset: number;
  readonly isPartial: boolean;
}

const DOC_EXTENSIONS = new Set(['.md', '.mdx']);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return DOC_EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
  });
}

export function isPartialPath(file: string): boolean {
  return file.split(/[\\/]/).some((part) => part.startsWith('_'));
}

export function parseDoc(file: string, text: string): DocFile {
  const parsed = matter(text);
  const bodyStart = text.indexOf(parsed.content);
  const bodyOffset = bodyStart > 0 ? text.slice(0, bodyStart).split('\n').length - 1 : 0;
  return {
    file,
    frontMatter: parsed.data,
    body: parsed.content,
    bodyOffset,
    isPartial: isPartialPath(file),
  };
}

export function readDocs(rootDir: string, docsDir = 'docs'): DocFile[] {
  return walk(path.join(rootDir, docsDir))
    .sort()
    .map((full) => parseDoc(path.relative(rootDir, full), fs.readFileSync(full, 'utf8')));
}

/** Fenced code blocks (``` or ~~~, any length, optionally indented) with language and meta. */
export function codeBlocks(doc: DocFile): CodeBlock[] {
  const lines = doc.body.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const start = i;
    const content: string[] = [];
    for (i += 1; i < lines.length; i += 1) {
      const line = lines[i]!;
      if (line.trim().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '') break;
      content.push(line.startsWith(indent!) ? line.slice(indent!.length) : line);
    }
    const line = doc.bodyOffset + start + 1;
    const file = lang === SQL_LANGUAGE ? fileOf(meta) : undefined;
    const code = file ? readExampleFile(ROOT, file, `${doc.file}:${line}`) : content.join('\n');
    blocks.push({lang: lang ?? '', meta: meta ?? '', code, line});
  }
  return blocks;
}
