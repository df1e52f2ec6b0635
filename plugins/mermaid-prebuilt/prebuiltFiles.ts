// Mermaid's own minified ES-module build (the package's dist/mermaid.esm.min.mjs and its chunks), as
// files for our build output: renamed from .mjs to .js, so the offline copy's file patterns include
// them, with their relative imports renamed to match.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export interface PrebuiltFile {
  /** Path in the build output, relative to its root. */
  path: string;
  contents: string;
}

export interface PrebuiltMermaid {
  version: string;
  /** Path of the entry module in the build output (relative to the site's base URL). */
  entry: string;
  /** Every module the entry imports statically, directly or not: fetched alongside it. */
  entryImports: string[];
  files: PrebuiltFile[];
}

const ENTRY = 'mermaid.esm.min.mjs';
const CHUNKS = 'chunks/mermaid.esm.min';
/** A quoted relative module specifier ending in .mjs, as it appears in import statements and import(). */
const RELATIVE_MJS = /(["'`])(\.{1,2}\/[^"'`\s]*?)\.mjs\1/g;

/** A quoted relative specifier after `from` or a bare `import` (static imports and re-exports, not `import()`). */
const STATIC_IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The files a module imports statically, as paths beside `file`'s own. */
export function staticImports(file: PrebuiltFile): string[] {
  return [...file.contents.matchAll(STATIC_IMPORT)].map((match) => path.posix.join(path.posix.dirname(file.path), match[1]!));
}

/** Every file `entry` needs before it runs: its static imports, theirs, and so on. */
function staticClosure(entry: string, files: PrebuiltFile[]): string[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const seen = new Set<string>();
  const visit = (filePath: string) => {
    const file = byPath.get(filePath);
    if (!file) throw new Error(`plugins/mermaid-prebuilt: ${filePath} is imported but is not among mermaid's files; update prebuiltFiles.ts`);
    for (const dependency of staticImports(file)) {
      if (!seen.has(dependency)) {
        seen.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** Renames the relative `.mjs` imports of one module to `.js`. */
export function renameImports(source: string): string {
  return source.replace(RELATIVE_MJS, '$1$2.js$1');
}

/** Reads Mermaid's pre-built ESM files from the installed package (`distDir` for tests). */
export function prebuiltMermaid(distDir = mermaidDist()): PrebuiltMermaid {
  for (const expected of [ENTRY, CHUNKS]) {
    if (!fs.existsSync(path.join(distDir, expected))) {
      throw new Error(`plugins/mermaid-prebuilt: ${path.join(distDir, expected)} is missing; mermaid's package layout changed, update ENTRY and CHUNKS in prebuiltFiles.ts`);
    }
  }
  const {version} = JSON.parse(fs.readFileSync(path.join(distDir, '..', 'package.json'), 'utf8')) as {version: string};
  const sources = [ENTRY, ...fs.readdirSync(path.join(distDir, CHUNKS)).filter((f) => f.endsWith('.mjs')).map((f) => `${CHUNKS}/${f}`)];
  const dir = `assets/mermaid-${version}`;
  const toJs = (file: string) => `${dir}/${file.replace(/\.mjs$/, '.js')}`;
  const files = sources.map((file) => ({path: toJs(file), contents: renameImports(fs.readFileSync(path.join(distDir, file), 'utf8'))}));
  return {version, entry: toJs(ENTRY), entryImports: staticClosure(toJs(ENTRY), files), files};
}

function mermaidDist(): string {
  // The package exports only its entry points; its main file sits in dist/.
  return path.dirname(createRequire(import.meta.url).resolve('mermaid'));
}
