// A code block written as ```lang file=samples/... shows that file: the build fills it from the file
// (markdown/remark-sql-examples), so the program a page shows is the one the tests run (samples/pgwire,
// samples/rest, samples/java-embedded). A body left empty (docs/partials/) is filled; a body written out
// must equal the file, so the source reads the same. Line endings and trailing blank lines do not count. questdb-sql blocks are left to the SQL example checker, which fills them from their file.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function pages(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pages(rel);
    return /\.mdx?$/.test(entry.name) ? [rel] : [];
  });
}

interface FileBlock {
  readonly page: string;
  readonly file: string;
  readonly body: string;
}

/** Fenced blocks (``` or ````) whose info string names a file=, other than questdb-sql. */
function fileBlocks(page: string): FileBlock[] {
  const text = fs.readFileSync(path.join(root, page), 'utf8');
  const blocks: FileBlock[] = [];
  const fence = /^(`{3,})(\S*)([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  for (const match of text.matchAll(fence)) {
    const [, , lang, meta, body] = match;
    const file = /(?:^|\s)file=(\S+)/.exec(meta!)?.[1];
    if (file && lang !== 'questdb-sql') blocks.push({page, file, body: body!});
  }
  return blocks;
}

const blocks = pages('docs').flatMap(fileBlocks);

describe('code blocks that name a sample file show that file', () => {
  it('finds such blocks', () => expect(blocks.length).toBeGreaterThan(0));

  it.each(blocks.map((b) => [`${b.page} -> ${b.file}`, b] as const))('%s', (_name, block) => {
    const file = path.join(root, block.file);
    expect(fs.existsSync(file), `${block.page}: file=${block.file} does not exist`).toBe(true);
    // Server answers end lines with CRLF (CSV, the import report); a page's lines end with LF.
    const normalise = (text: string) => text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
    const content = fs.readFileSync(file, 'utf8');
    if (normalise(block.body) === '') return;
    expect(normalise(block.body), `${block.page}: the block differs from ${block.file}; copy the file into it again`).toBe(normalise(content));
  });
});
