/**
 * What a built chunk is made of, by package or source folder.
 * Build unminified with module path comments, then point this at the chunks:
 *   BUNDLE_PATHINFO=true npx docusaurus build --no-minify --out-dir /tmp/build-analyze
 *   tsx bench/analyze-bundle.ts /tmp/build-analyze/assets/js/main.*.js
 * Sizes are of the unminified code (gzip of each group compressed alone): use them to rank, not
 * as the shipped size. The findings are written up in bench/NOTES.md.
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';

const MARKER = /^\s*!\*\*\* (.+?) \*\*\*!$|^;?\/\/ CONCATENATED MODULE: (.+)$/;

export function groupOf(path: string): string {
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg.startsWith('@docusaurus/')) {
      const inner = rest.slice(pkg.split('/').length);
      return `${pkg}/${inner.slice(0, Math.min(3, inner.length - 1)).join('/')}`;
    }
    return pkg;
  }
  const clean = path.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
  return clean.split('/').slice(0, 3).join('/');
}

export function analyze(code: string): {name: string; raw: number; gzip: number}[] {
  const pieces = new Map<string, string[]>();
  let current = '(runtime and wrappers)';
  for (const line of code.split('\n')) {
    const m = MARKER.exec(line);
    if (m) current = groupOf((m[1] ?? m[2])!.trim());
    const list = pieces.get(current) ?? [];
    list.push(line);
    pieces.set(current, list);
  }
  return [...pieces]
    .map(([name, lines]) => {
      const text = lines.join('\n');
      return {name, raw: text.length, gzip: gzipSync(text, {level: 9}).length};
    })
    .sort((a, b) => b.gzip - a.gzip);
}

if (process.argv[1]?.endsWith('analyze-bundle.ts')) {
  for (const file of process.argv.slice(2)) {
    const code = readFileSync(file, 'utf8');
    console.log(`${file}: ${(code.length / 1024).toFixed(0)} KB unminified, ${(gzipSync(code, {level: 9}).length / 1024).toFixed(1)} KB gzip`);
    for (const r of analyze(code).slice(0, Number(process.env.TOP ?? 45))) {
      console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${r.name}`);
    }
  }
}
