import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {generatedRouteFiles} from '../../upstream-pins/generateRouteFiles';

const require = createRequire(import.meta.url);
const {shortenRegistry, shortenRoutesChunkNames} = require('../shortChunkNames.cjs') as {
  shortenRegistry: (source: string) => string;
  shortenRoutesChunkNames: (source: string, registryFile: string) => string;
};
const stripModuleNames = require('../../generated-data-trimming/stripRegistryModuleNames.cjs') as (source: string) => string;

// Excerpts of .docusaurus/registry.js and routesChunkNames.json from a production build: the
// entries of two routes (with their plugin context) and a few more.
const fixtures = path.join(import.meta.dirname, 'fixtures');
const registryFile = path.join(fixtures, 'registry.js');
const registry = fs.readFileSync(registryFile, 'utf8');
const routes = fs.readFileSync(path.join(fixtures, 'routesChunkNames.json'), 'utf8');

describe('shortenRegistry', () => {
  it('gives each entry of a real registry a short name, in sorted order, as key and chunk name', () => {
    const short = shortenRegistry(registry);
    expect(short).toContain('  "r0": [() => import(/* webpackChunkName: "r0" */ "@site/docs/concept/indexes.md"), "@site/docs/concept/indexes.md", ');
    expect(short).not.toMatch(/[0-9a-f]{8}/);
    expect(short.match(/^ {2}"r[0-9a-z]+": \[/gm)).toHaveLength(8);
  });

  it('gives the same result before or after the module names are stripped (the two loaders run on one file)', () => {
    expect(stripModuleNames(shortenRegistry(registry))).toBe(shortenRegistry(stripModuleNames(registry)));
  });

  it('fails, naming the loader and the file, when the keys are not 8-digit hashes', () => {
    expect(() => shortenRegistry('export default {\n  "docs-intro": [() => import("x"), "x", require.resolveWeak("x")],};\n')).toThrow(
      'plugins/chunk-naming/shortChunkNames.cjs: .docusaurus/registry.js has no `  "<8 hex>": [` entries any more; update the loader or remove it',
    );
  });

  it('fails when an entry has no webpackChunkName comment with its key', () => {
    expect(() => shortenRegistry(registry.replace('webpackChunkName: "000d4dd2"', 'webpackChunkName: "indexes"'))).toThrow(
      'plugins/chunk-naming/shortChunkNames.cjs: .docusaurus/registry.js has 8 entries and 7 `webpackChunkName: "<its key>"` comments (expected one per entry); update the loader or remove it',
    );
  });
});

describe('shortenRoutesChunkNames', () => {
  it('gives the routes of a real routesChunkNames.json the short names the registry got', () => {
    expect(JSON.parse(shortenRoutesChunkNames(routes, registryFile))).toEqual({
      '/docs/search/-1c3': {__comp: 'r4', __context: {plugin: 'r6'}},
      '/docs/-d28': {__comp: 'r5', __context: {plugin: 'r7'}},
    });
  });

  it('renames every chunk of the files the installed Docusaurus generates', async () => {
    const dir = await generatedRouteFiles();
    const short = shortenRoutesChunkNames(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8'), path.join(dir, 'registry.js'));
    expect(JSON.parse(short)).toEqual({
      '/docs/-0ba': {__comp: 'r2', __context: {plugin: 'r4'}},
      '/docs/-06f': {__comp: 'r1', content: 'r3'},
      '/docs/concept/indexes/-c44': {__comp: 'r1', content: 'r0'},
    });
    expect(shortenRegistry(fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'))).not.toMatch(/[0-9a-f]{8}/);
  });

  it('fails on a chunk name the registry does not have', () => {
    expect(() => shortenRoutesChunkNames(JSON.stringify({'/x/-1': {__comp: '12345678'}}), registryFile)).toThrow(
      'plugins/chunk-naming/shortChunkNames.cjs: chunk name 12345678 of routesChunkNames.json is not in registry.js',
    );
  });

  it.each([
    ['a list', JSON.stringify({'/x/-1': {__comp: ['000d4dd2']}}), 'has ["000d4dd2"] at $./x/-1.__comp (expected a chunk name or an object of them)'],
    ['an empty file', '{}', 'is not a non-empty object of routes'],
  ])('fails, naming the file, on %s', (_case, source, message) => {
    expect(() => shortenRoutesChunkNames(source, registryFile)).toThrow(`plugins/chunk-naming/shortChunkNames.cjs: routesChunkNames.json ${message}; update the loader or remove it`);
  });

  it('reads the registry beside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-names-'));
    fs.writeFileSync(path.join(dir, 'registry.js'), registry);
    expect(shortenRoutesChunkNames(routes, path.join(dir, 'registry.js'))).toBe(shortenRoutesChunkNames(routes, registryFile));
  });
});
