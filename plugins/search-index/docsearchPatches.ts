// Fixes for @docsearch/react 4.7.1's modal, applied to a copy of its bundle that the site aliases
// in place of `@docsearch/react/modal`. Each patch must match exactly once: a DocSearch upgrade that
// changes the code stops the build here, so each fix is re-checked (and dropped once upstream has it).
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {withoutEvalProbe} from './docsearchNoEvalProbe';

interface Patch {
  why: string;
  /** The browser test that shows the fixed behaviour. */
  checkedBy: string;
  find: RegExp;
  replace: string;
}

const SEARCH_SPEC = 'tests/e2e/search.spec.ts';

export const DOCSEARCH_PATCHES: readonly Patch[] = [
  {
    why: '"Try searching for" never shows: the suggestions are spread into an object that has no length',
    checkedBy: `${SEARCH_SPEC}, "no hits: the query, up to 3 suggestions, and a link to report it"`,
    find: /searchSuggestions:(\w+)\(\1\(\{\},null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\((\w+)\)\)/g,
    replace: 'searchSuggestions:Object.keys($4)',
  },
  {
    why: '"See all N results" adds up the counts of every query typed so far instead of the current one',
    checkedBy: `${SEARCH_SPEC}, "hits grouped by section, at most 5 a group and 20 in all…"`,
    find: /(\w+)\(\{nbHits:\(null!=(\w+)\?\2:0\)\+(\w+)\}\)/g,
    replace: '$1({nbHits:$3})',
  },
  {
    why: 'the query taken from the selected text and the input are limited to 64 characters, not 512',
    checkedBy: `${SEARCH_SPEC}, "placeholder…, at most 64 characters, and the selected text as the first query"`,
    find: /getSelection\(\)\.toString\(\)\.slice\(0,512\)/g,
    replace: 'getSelection().toString().slice(0,64)',
  },
  {
    why: 'the input accepts at most 64 characters',
    checkedBy: `${SEARCH_SPEC}, "placeholder…, at most 64 characters, and the selected text as the first query"`,
    find: /(getInputProps\(\{inputElement:\w+\.inputRef\.current,autoFocus:\w+\.autoFocus,)maxLength:512\}/g,
    replace: '$1maxLength:64}',
  },
  {
    why: 'with no recent or favourite searches the panel is hidden instead of saying "No recent searches"',
    checkedBy: `${SEARCH_SPEC}, "recent and favourite searches"`,
    find: /\|\|(\w+)\|\|\((\w+)=!1\),(\w+)\.createElement\("div",(\w+)\(\{ref:(\w+)\},(\w+)\(\{"aria-expanded":!0\}\)/g,
    replace: '||$1||($2=!0),$3.createElement("div",$4({ref:$5},$6({"aria-expanded":!0})',
  },
  {
    why: 'the start screen has no "No recent searches" text (DocSearch 3 had it)',
    checkedBy: `${SEARCH_SPEC}, "recent and favourite searches"; tests/e2e/reader-details.spec.ts`,
    find: /:(\w+)\.createElement\((\w+),(\w+)\(\{\},(\w+),\{hasCollections:\4\.hasCollections,translations:/g,
    replace:
      ':!$4.hasCollections?$1.createElement("div",{className:"DocSearch-StartScreen"},$1.createElement("p",{className:"DocSearch-Help"},"No recent searches"))' +
      ':$1.createElement($2,$3({},$4,{hasCollections:$4.hasCollections,translations:',
  },
  {
    why: 'a failed search sets the error status, then the request\'s finally step sets it back to idle, so "Unable to fetch results" never shows',
    checkedBy: `${SEARCH_SPEC}, "when the index cannot be loaded"`,
    find: /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests/g,
    replace: '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)});return $4.pendingRequests',
  },
  {
    why: 'the storage size check reads window.localStorage outside try, so blocked storage crashes the modal',
    checkedBy: `${SEARCH_SPEC}, "without browser storage"`,
    find: /useEffect\(function\(\)\{(\w+)\(\)\},\[\]\)/g,
    replace: 'useEffect(function(){try{$1()}catch(_){}},[])',
  },
];

/** Applies every patch to the modal's source; throws naming the first patch that did not match once. */
export function patchDocSearchModal(source: string, file = '@docsearch/react/modal'): string {
  return DOCSEARCH_PATCHES.reduce((code, patch) => {
    const matches = code.match(patch.find)?.length ?? 0;
    if (matches !== 1) {
      throw new Error(
        `search-index: the DocSearch fix "${patch.why}" matched ${matches} times in ${file} (expected once); ` +
          'check whether this @docsearch/react version still needs it and update plugins/search-index/docsearchPatches.ts',
      );
    }
    return code.replace(patch.find, patch.replace);
  }, source);
}

/** The patched modal source, read from the installed package, without zod's eval probe (docsearchNoEvalProbe.ts). */
export function readPatchedDocSearchModal(): string {
  const file = createRequire(import.meta.url).resolve('@docsearch/react/modal');
  return withoutEvalProbe(patchDocSearchModal(fs.readFileSync(file, 'utf8'), file), file);
}
