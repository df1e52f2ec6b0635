import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripRegistryModuleNames.cjs') as (source: string) => string;
const root = path.resolve(import.meta.dirname, '../../..');

const entry = (key: string, file: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('stripRegistryModuleNames', () => {
  it('drops the module name of each entry, shortens its chunk name and keeps its loader and webpack id', () => {
    const source = `export default {\n${entry('000d4dd2', '@site/docs/concept/indexes.md')}\n};\n`;
    expect(strip(source)).toBe(
      'export default {\n  "r0": [() => import(/* webpackChunkName: "r0" */ "@site/docs/concept/indexes.md"), "", require.resolveWeak("@site/docs/concept/indexes.md")],\n};\n',
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

describe('shortenRoutesChunkNames', () => {
  const {shortenRoutesChunkNames} = require('../shortChunkNames.cjs') as {shortenRoutesChunkNames: (source: string, registryFile: string) => string};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-names-'));
  const registry = path.join(dir, 'registry.js');
  fs.writeFileSync(registry, `export default {\n${entry('ffff0000', '@site/docs/b.md')}\n${entry('0000ffff', '@site/docs/a.md')}\n};\n`);

  it('gives the routes the short names the registry got, in sorted order', () => {
    const routes = JSON.stringify({'/docs/a/-abc': {__comp: 'ffff0000', content: '0000ffff'}});
    expect(JSON.parse(shortenRoutesChunkNames(routes, registry))).toEqual({'/docs/a/-abc': {__comp: 'r1', content: 'r0'}});
  });

  it('fails on a chunk name the registry does not have', () => {
    expect(() => shortenRoutesChunkNames(JSON.stringify({'/x/-1': {__comp: '12345678'}}), registry)).toThrow('chunk name 12345678 of routesChunkNames.json is not in registry.js');
  });
});
