import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripGlobalDocs.cjs') as (source: string) => string;
// An excerpt of .docusaurus/globalData.json from a production build (three of the docs).
const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/globalData.json'), 'utf8');
type GlobalData = Record<string, Record<string, {versions: {mainDocId: string; docs: {id: string}[]}[]}>>;

describe('stripGlobalDocs', () => {
  it("keeps only each version's main doc in the docs plugin's global data, and the rest as it is", () => {
    const before = JSON.parse(fixture) as GlobalData;
    const after = JSON.parse(strip(fixture)) as GlobalData;
    const [version] = after['docusaurus-plugin-content-docs']!.default!.versions;
    expect(version!.docs).toEqual([{id: 'introduction', path: '/docs/', sidebar: 'docs'}]);
    version!.docs = before['docusaurus-plugin-content-docs']!.default!.versions[0]!.docs;
    expect(after).toEqual(before);
  });

  const withDocsPlugin = (plugin: unknown) => JSON.stringify({...JSON.parse(fixture), 'docusaurus-plugin-content-docs': plugin});
  const FIX = '; the docs plugin changed its global data, update the loader or remove it';

  it.each([
    ['no docs plugin', withDocsPlugin(undefined), 'no `docusaurus-plugin-content-docs` entry with a docs plugin'],
    ['a renamed versions field', withDocsPlugin({default: {path: '/docs/', loadedVersions: []}}), '`docusaurus-plugin-content-docs.default.versions` is not a non-empty list'],
    ['a renamed docs field', withDocsPlugin({default: {versions: [{mainDocId: 'introduction', items: []}]}}), '`docusaurus-plugin-content-docs.default.versions[0]` has no `mainDocId` and `docs` list'],
    ['a main doc not in the list', withDocsPlugin({default: {versions: [{mainDocId: 'intro', docs: [{id: 'introduction'}]}]}}), '`docusaurus-plugin-content-docs.default.versions[0].docs` does not list its main doc `intro` once'],
  ])('fails, naming the file and the field, on %s', (_case, source, message) => {
    expect(() => strip(source)).toThrow(`plugins/generated-data-trimming/stripGlobalDocs.cjs: .docusaurus/globalData.json: ${message}${FIX}`);
  });
});
