import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import {RequireLoaderTargets, missingTargetMessage, missingTargets} from '../loaderTargets';
import {TRIMMING_LOADERS} from '../../generated-data-trimming';
import {CHUNK_NAMING_LOADERS} from '../../chunk-naming';

// The files a production build's modules come from, as rspack reports them (nameForCondition).
const BUILD_MODULES = [
  '/site/.docusaurus/registry.js',
  '/site/.docusaurus/routesChunkNames.json',
  '/site/.docusaurus/globalData.json',
  '/site/.docusaurus/docusaurus.config.mjs',
  '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json',
  '/site/node_modules/@docusaurus/core/lib/client/App.js',
];

describe('RequireLoaderTargets', () => {
  it('finds a module for every loader of generated-data-trimming and chunk-naming', () => {
    expect(missingTargets([...TRIMMING_LOADERS, ...CHUNK_NAMING_LOADERS], BUILD_MODULES)).toEqual([]);
  });

  it('reports a loader whose generated file was renamed, naming the loader and the file it expected', () => {
    const renamed = BUILD_MODULES.map((file) => file.replace('globalData.json', 'global-data.json'));
    const missing = missingTargets(TRIMMING_LOADERS, renamed);
    expect(missing.map(missingTargetMessage)).toEqual([
      'plugins/generated-data-trimming/stripGlobalDocs.cjs: no module of the build matches /[\\\\/]\\.docusaurus[\\\\/]globalData\\.json$/ (expected .docusaurus/globalData.json (global data)); ' +
        'Docusaurus renamed or moved the file: find it, check that it still has the shape the loader expects, and update the rule',
    ]);
  });
});

describe('RequireLoaderTargets in an rspack build', () => {
  it('fails the compilation for a target no module matches, and only for that one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-targets-'));
    fs.mkdirSync(path.join(dir, '.docusaurus'));
    fs.writeFileSync(path.join(dir, '.docusaurus/globalData.json'), '{}');
    fs.writeFileSync(path.join(dir, 'entry.js'), "import data from './.docusaurus/globalData.json';\nconsole.log(data);\n");
    const targets = TRIMMING_LOADERS.filter((target) => /globalData|registry/.test(target.expects));
    const compiler = rspack({
      context: dir,
      mode: 'development',
      entry: './entry.js',
      output: {path: path.join(dir, 'out')},
      // rspack's plugin type; the plugin is typed against webpack's API, which rspack implements here.
      plugins: [new RequireLoaderTargets(targets) as never],
    });
    const stats = await new Promise<{errors: string[]}>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve({errors: (result?.toJson({all: false, errors: true}).errors ?? []).map((e) => e.message)}))),
    );
    expect(stats.errors).toHaveLength(1);
    expect(stats.errors[0]).toContain('plugins/generated-data-trimming/stripRegistryModuleNames.cjs: no module of the build matches');
  });
});
