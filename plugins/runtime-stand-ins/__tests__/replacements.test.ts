// Every module the browser build replaces still exists where the alias points (a Docusaurus
// upgrade that moves one would otherwise silently drop the replacement), and every stand-in
// exports what the original exports, so no importer breaks.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {CLIENT_REPLACEMENTS} from '../index';
import {STAND_IN as MERMAID_STAND_IN, THEME_LOADER as MERMAID_LOADER} from '../../mermaid-prebuilt';

/** Names a module file exports, read from its source (ESM `export` statements). */
function exportedNames(file: string): string[] {
  // A key may be a folder, as imported (`./BaseUrlIssueBanner`): its index.js is the module.
  const source = fs.readFileSync(fs.statSync(file).isDirectory() ? `${file}/index.js` : file, 'utf8');
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name && name !== 'type' && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  if (/export\s+default\b/.test(source)) names.add('default');
  return [...names].sort();
}

describe('CLIENT_REPLACEMENTS and the Mermaid loader (plugins/mermaid-prebuilt)', () => {
  const entries = [...Object.entries(CLIENT_REPLACEMENTS), [MERMAID_LOADER, MERMAID_STAND_IN] as const];

  it.each(entries)('%s exists and so does its stand-in', (original, replacement) => {
    expect(fs.existsSync(original), original).toBe(true);
    expect(fs.existsSync(replacement), replacement).toBe(true);
  });

  it.each(entries.filter(([original]) => original.includes('node_modules')))('the stand-in for %s exports the same names', (original, replacement) => {
    const expected = exportedNames(original);
    // Stand-ins that replace a whole module with nothing (noModule.ts) export nothing on purpose.
    if (!replacement.endsWith('noModule.ts')) expect(exportedNames(replacement)).toEqual(expect.arrayContaining(expected));
  });
});
