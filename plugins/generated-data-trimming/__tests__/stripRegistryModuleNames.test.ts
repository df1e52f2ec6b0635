import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {generatedRouteFiles} from '../../upstream-pins/generateRouteFiles';

const require = createRequire(import.meta.url);
const strip = require('../stripRegistryModuleNames.cjs') as (source: string) => string;
const excerpt = fs.readFileSync(path.join(import.meta.dirname, '../../chunk-naming/__tests__/fixtures/registry.js'), 'utf8');

describe('stripRegistryModuleNames', () => {
  it('drops the module name of each entry of a real registry and keeps its loader and webpack id', () => {
    const stripped = strip(excerpt);
    expect(stripped).toContain(
      '  "000d4dd2": [() => import(/* webpackChunkName: "000d4dd2" */ "@site/docs/concept/indexes.md"), "", require.resolveWeak("@site/docs/concept/indexes.md")],\n',
    );
    expect(stripped).not.toMatch(/\), "@/);
    expect(stripped.split('\n')).toHaveLength(excerpt.split('\n').length);
  });

  it('strips every entry of the registry the installed Docusaurus generates', async () => {
    const registry = fs.readFileSync(path.join(await generatedRouteFiles(), 'registry.js'), 'utf8');
    const stripped = strip(registry);
    expect(stripped).not.toMatch(/\), "@/);
    expect(stripped.match(/\), "", require\.resolveWeak\(/g)).toHaveLength(5);
  });

  it('fails, naming the loader and the file, when the registry format changes', () => {
    expect(() => strip('export default {\n  "a": {loader: () => import("x"), weak: require.resolveWeak("x")}\n};\n')).toThrow(
      'plugins/generated-data-trimming/stripRegistryModuleNames.cjs: .docusaurus/registry.js has 0 entries and 0 in the form [() => import(...), "moduleName", require.resolveWeak(...)] this loader expects (expected all of them, at least one); update the loader or remove it',
    );
  });

  it('fails when only some entries have the expected form', () => {
    const changed = excerpt.replace(/"@site\/docs\/concept\/indexes\.md", require/, '{name: "@site/docs/concept/indexes.md"}, require');
    expect(() => strip(changed)).toThrow(/registry\.js has 8 entries and 7 in the form/);
  });
});
