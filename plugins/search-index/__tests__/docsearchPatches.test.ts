import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {DOCSEARCH_PATCHES, patchDocSearchModal, readPatchedDocSearchModal} from '../docsearchPatches';

const installedModal = fs.readFileSync(createRequire(import.meta.url).resolve('@docsearch/react/modal'), 'utf8');

describe('DocSearch modal patches', () => {
  it('each apply once to the installed @docsearch/react', () => {
    const patched = readPatchedDocSearchModal();
    expect(patched).toContain('getSelection().toString().slice(0,64)');
    expect(patched).toMatch(/maxLength:64\}/);
    expect(patched).not.toContain('maxLength:512');
    expect(patched).toMatch(/searchSuggestions:Object\.keys\(\w+\)\}/);
    expect(patched).not.toMatch(/nbHits:\(null!=/);
    expect(patched).toMatch(/useEffect\(function\(\)\{try\{\w+\(\)\}catch\(_\)\{\}\},\[\]\)/);
    expect(patched).toContain('"No recent searches"');
    expect(patched).not.toMatch(/\(\w+=!1\),\w+\.createElement\("div",\w+\(\{ref:/);
    expect(patched).toMatch(/\.finally\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&/);
    expect(DOCSEARCH_PATCHES).toHaveLength(8);
  });

  it('stop the build, naming the fix, when the code they fix has changed', () => {
    expect(() => patchDocSearchModal('export{}', 'modal.js')).toThrow(
      `search-index: the DocSearch fix "${DOCSEARCH_PATCHES[0]!.why}" matched 0 times in modal.js (expected once); ` +
        'check whether this @docsearch/react version still needs it and update plugins/search-index/docsearchPatches.ts',
    );
  });

  it.each(DOCSEARCH_PATCHES.map((patch) => [patch.why, patch] as const))('"%s" throws when its code is missing or repeated', (_why, patch) => {
    const target = installedModal.match(patch.find)![0];
    const expected = (matches: number) =>
      `search-index: the DocSearch fix "${patch.why}" matched ${matches} times in modal.js (expected once); ` +
      'check whether this @docsearch/react version still needs it and update plugins/search-index/docsearchPatches.ts';
    expect(() => patchDocSearchModal(installedModal.replace(target, ''), 'modal.js')).toThrow(expected(0));
    expect(() => patchDocSearchModal(installedModal.replace(target, `${target};${target}`), 'modal.js')).toThrow(expected(2));
  });
});
