/**
 * Which sources make up a built chunk: reads the chunk's source map (build with
 * BUNDLE_SOURCE_MAPS=true) and prints raw and gzip bytes per package or source folder.
 * Usage: BUNDLE_SOURCE_MAPS=true npm run build && tsx bench/analyze-bundle.ts build/assets/js/main.*.js
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {SourceMapConsumer, type RawSourceMap} from 'source-map-js';

function group(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === '@docusaurus/theme-classic' || pkg === '@docusaurus/core' || pkg === '@docusaurus/theme-common') {
      return `${pkg}/${rest.slice(pkg.split('/').length, -1).slice(1, 4).join('/')}`;
    }
    return pkg;
  }
  const parts = source.replace(/^.*?(src|plugins|docs|\.docusaurus)\//, '$1/').split('/');
  return parts.slice(0, 3).join('/');
}

for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const pieces = new Map<string, string[]>();
  let prev: {line: number; col: number; source: string} | null = null;
  const flush = (endLine: number, endCol: number) => {
    if (!prev) return;
    let text = '';
    if (prev.line === endLine) text = lines[prev.line - 1]!.slice(prev.col, endCol);
    else {
      text = lines[prev.line - 1]!.slice(prev.col);
      for (let l = prev.line + 1; l < endLine; l++) text += `\n${lines[l - 1]}`;
      text += `\n${lines[endLine - 1]!.slice(0, endCol)}`;
    }
    const list = pieces.get(prev.source) ?? [];
    list.push(text);
    pieces.set(prev.source, list);
  };
  consumer.eachMapping((m) => {
    flush(m.generatedLine, m.generatedColumn);
    prev = {line: m.generatedLine, col: m.generatedColumn, source: group(m.source ?? '(none)')};
  });
  flush(lines.length, lines[lines.length - 1]!.length);
  const total = gzipSync(code, {level: 9}).length;
  const rows = [...pieces].map(([name, texts]) => {
    const text = texts.join('');
    return {name, raw: text.length, gzip: gzipSync(text, {level: 9}).length};
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`${file}: ${code.length} bytes raw, ${total} gzip (per-group gzip is compressed alone, so the sum is larger)`);
  for (const r of rows.slice(0, 60)) {
    console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${r.name}`);
  }
}
