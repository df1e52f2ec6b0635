// Reads the docs sources once for every content check: front matter and body (./readDocs.ts) and fenced code blocks.
import path from 'node:path';
import {fileOf, readExampleFile} from '../../markdown/remark-sql-examples/examples';
import type {DocFile} from './readDocs';

export {isPartialPath, parseDoc, readDocs, type DocFile} from './readDocs';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CodeBlock {
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
  /** 1-based line of the opening fence in the source file. */
  readonly line: number;
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
    const file = fileOf(meta);
    const code = file ? readExampleFile(ROOT, file, `${doc.file}:${line}`) : content.join('\n');
    blocks.push({lang: lang ?? '', meta: meta ?? '', code, line});
  }
  return blocks;
}
