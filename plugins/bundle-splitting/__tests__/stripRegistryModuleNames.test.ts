import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripRegistryModuleNames.cjs') as (source: string) => string;
const root = path.resolve(import.meta.dirname, '../../..');

const entry = (key: string, file: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('stripRegistryModuleNames', () => {
  it('drops the module name of each entry and keeps its loader and webpack id', () => {
    const source = `export default {\n${entry('000d4dd2', '@site/docs/concept/indexes.md')}\n};\n`;
    expect(strip(source)).toBe(
      'export default {\n  "000d4dd2": [() => import(/* webpackChunkName: "000d4dd2" */ "@site/docs/concept/indexes.md"), "", require.resolveWeak("@site/docs/concept/indexes.md")],\n};\n',
    );
  });

  it('fails, naming the loader, when the registry format changes', () => {
    expect(() => strip('export default {\n  "a": {loader: () => import("x"), weak: require.resolveWeak("x")}\n};\n')).toThrow(
      'plugins/bundle-splitting/stripRegistryModuleNames.cjs: .docusaurus/registry.js no longer has',
    );
  });

  const generated = path.join(root, '.docusaurus/registry.js');
  // After a build or `npm start`; `npm test` runs the unit tests before its build.
  it.skipIf(!fs.existsSync(generated))('matches the registry Docusaurus generates for this site', () => {
    const source = fs.readFileSync(generated, 'utf8');
    expect(strip(source)).not.toMatch(/\), "@site\//);
  });
});
