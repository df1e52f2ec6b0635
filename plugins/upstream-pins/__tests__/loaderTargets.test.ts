import {describe, expect, it} from 'vitest';
import {missingTargetMessage, missingTargets} from '../loaderTargets';
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
