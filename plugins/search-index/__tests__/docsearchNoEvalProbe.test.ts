import {describe, expect, it} from 'vitest';
import {withoutEvalProbe} from '../docsearchNoEvalProbe';
import {readPatchedDocSearchModal} from '../docsearchPatches';

describe("zod's eval probe in the DocSearch modal", () => {
  it('is gone from the modal the site bundles, answered "not allowed"', () => {
    const patched = readPatchedDocSearchModal();
    expect(patched).not.toContain('new Function(');
    expect(patched).toMatch(/e\.includes\("Cloudflare"\)\)return!1;return!1\}/);
  });

  it('stops the build, naming the file to update, when the probe is not there once', () => {
    expect(() => withoutEvalProbe('export{}', 'modal.js')).toThrow(
      'search-index: zod\'s eval probe `try{return new Function(""),!0}catch(e){return!1}` matched 0 times in modal.js (expected once); ' +
        'check whether this @docsearch/react version still bundles it and update plugins/search-index/docsearchNoEvalProbe.ts',
    );
  });

  it('stops the build when the probe is there twice', () => {
    const probe = 'try{return new Function(""),!0}catch(e){return!1}';
    expect(() => withoutEvalProbe(`${probe};${probe}`, 'modal.js')).toThrow(/matched 2 times in modal\.js/);
  });
});
