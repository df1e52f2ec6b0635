import {describe, expect, it} from 'vitest';
import {DOCSEARCH_PATCHES, patchDocSearchModal, readPatchedDocSearchModal} from '../docsearchPatches';

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
});
