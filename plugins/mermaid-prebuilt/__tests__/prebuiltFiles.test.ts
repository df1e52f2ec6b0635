import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {prebuiltMermaid, renameImports, staticImports} from '../prebuiltFiles';

describe('renameImports', () => {
  it('renames relative .mjs imports of every form and nothing else', () => {
    const source = [
      'import{a as b}from"./chunks/x/chunk-A.mjs";',
      'import"./chunk-B.mjs";',
      'let c=await import("../d/flow-C.mjs");',
      "export*from'./e.mjs';",
      '/*! dompurify/dist/purify.es.mjs: */',
      'import z from"zod.mjs";',
      'const s="see ./f.mjs later";',
    ].join('\n');
    expect(renameImports(source)).toBe(
      [
        'import{a as b}from"./chunks/x/chunk-A.js";',
        'import"./chunk-B.js";',
        'let c=await import("../d/flow-C.js");',
        "export*from'./e.js';",
        '/*! dompurify/dist/purify.es.mjs: */',
        'import z from"zod.mjs";',
        'const s="see ./f.mjs later";',
      ].join('\n'),
    );
  });
});

describe('prebuiltMermaid (the installed package)', () => {
  const mermaid = prebuiltMermaid();
  const paths = new Set(mermaid.files.map((f) => f.path));

  it('puts the entry and its chunks in one versioned folder of .js files', () => {
    expect(mermaid.entry).toBe(`assets/mermaid-${mermaid.version}/mermaid.esm.min.js`);
    expect(paths.has(mermaid.entry)).toBe(true);
    expect(mermaid.files.length).toBeGreaterThan(20);
    for (const file of paths) expect(file).toMatch(new RegExp(`^assets/mermaid-${mermaid.version.replace(/\./g, '\\.')}/.+\\.js$`));
  });

  it('lists every module the entry needs before it runs, and only those', () => {
    const byPath = new Map(mermaid.files.map((f) => [f.path, f]));
    const entryImports = new Set(mermaid.entryImports);
    expect(staticImports(byPath.get(mermaid.entry)!).every((file) => entryImports.has(file))).toBe(true);
    for (const file of mermaid.entryImports) {
      expect(staticImports(byPath.get(file)!).every((dependency) => entryImports.has(dependency)), file).toBe(true);
    }
    expect(entryImports.has(mermaid.entry)).toBe(false);
    // Diagram modules load with import() only when a diagram of their kind is drawn.
    expect(mermaid.entryImports.some((file) => /flowDiagram/.test(file))).toBe(false);
    expect(mermaid.entryImports.length).toBeGreaterThan(5);
  });

  it('every relative import of every file names a file that is emitted', () => {
    let imports = 0;
    for (const file of mermaid.files) {
      for (const match of file.contents.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        imports += 1;
        const target = path.posix.join(path.posix.dirname(file.path), match[1]!);
        expect(paths.has(target), `${file.path} imports ${match[1]}`).toBe(true);
      }
      expect(file.contents).not.toMatch(/["']\.{1,2}\/[^"']+\.mjs["']/);
    }
    expect(imports).toBeGreaterThan(500);
  });

  it('names the missing file when the package layout changes', () => {
    expect(() => prebuiltMermaid('/nonexistent/dist')).toThrow(
      "plugins/mermaid-prebuilt: /nonexistent/dist/mermaid.esm.min.mjs is missing; mermaid's package layout changed, update ENTRY and CHUNKS in prebuiltFiles.ts",
    );
  });
});
