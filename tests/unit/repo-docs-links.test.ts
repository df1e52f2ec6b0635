// The repository's own Markdown (README, handbook, bench notes, conventions, plugin READMEs) links
// only to files inside the repository that exist, and to headings those files have.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function markdownFiles(): string[] {
  const files = ['README.md', 'CONVENTIONS.md', 'factcheck/README.md', 'bench/README.md', 'bench/NOTES.md'];
  for (const dir of ['handbook', 'plugins', 'markdown', 'src']) {
    for (const entry of fs.readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})) {
      if (entry.isFile() && entry.name.endsWith('.md')) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.filter((f) => fs.existsSync(path.join(root, f)));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const line of markdown.split('\n')) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (m) out.add(m[1].trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-'));
  }
  return out;
}

export function brokenLinks(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const problems: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
    const [file2, anchor] = target.split('#');
    const resolved = file2 ? path.resolve(root, path.dirname(file), file2) : path.join(root, file);
    if (!resolved.startsWith(root + path.sep)) problems.push(`${file}: ${target} points outside the repository`);
    else if (!fs.existsSync(resolved)) problems.push(`${file}: ${target} does not exist`);
    else if (anchor && resolved.endsWith('.md') && !anchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) problems.push(`${file}: ${target} has no heading #${anchor}`);
  }
  return problems;
}

describe("the repository's own Markdown links", () => {
  it('reads the README, the handbook and the bench notes', () => {
    const files = markdownFiles();
    for (const f of ['README.md', 'CONVENTIONS.md', 'handbook/checker.md', 'bench/NOTES.md']) expect(files).toContain(f);
  });

  it('points only at files and headings inside the repository', () => {
    expect(markdownFiles().flatMap(brokenLinks)).toEqual([]);
  });
});
