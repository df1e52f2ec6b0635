// Reads the docs sources: front matter and body of every page and partial. Plain fs and gray-matter
// only, so Playwright's loader can import it too (it cannot take named imports from the CommonJS
// plugins/); ./docsFiles.ts adds the fenced code blocks.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

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
