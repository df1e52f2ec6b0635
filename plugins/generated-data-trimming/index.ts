// Loaders that keep out of the browser's copy of Docusaurus' generated files what the browser
// never reads (./README.md; the generators are pinned in plugins/upstream-pins/pins.ts).
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {RequireLoaderTargets, type LoaderTarget} from '../upstream-pins/loaderTargets';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Each loader, the generated file it rewrites and its rule's test. */
export const TRIMMING_LOADERS: readonly LoaderTarget[] = [
  {
    test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    loader: 'plugins/generated-data-trimming/stripVersionDocs.cjs',
    expects: '.docusaurus/docusaurus-plugin-content-docs/<id>/p/<name>.json (docs version metadata)',
  },
  {
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: 'plugins/generated-data-trimming/stripRegistryModuleNames.cjs',
    expects: '.docusaurus/registry.js (route chunk registry)',
  },
  {
    test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
    loader: 'plugins/generated-data-trimming/stripGlobalDocs.cjs',
    expects: '.docusaurus/globalData.json (global data)',
  },
  {
    test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
    loader: 'plugins/generated-data-trimming/stripServerConfig.cjs',
    expects: '.docusaurus/docusaurus.config.mjs (site config)',
  },
];

export default function pluginGeneratedDataTrimming(): Plugin {
  return {
    name: 'generated-data-trimming',
    configureWebpack(config, isServer) {
      // Production browser build only: the dev server writes its registry in another form (names,
      // not hashes; the debug plugin's routes), and bytes do not matter there.
      const loaders = isServer || config.mode !== 'production' ? [] : TRIMMING_LOADERS;
      return {
        module: {rules: loaders.map(({test, loader}) => ({test, use: [here(`../../${loader}`)]}))},
        plugins: [new RequireLoaderTargets(loaders)],
      };
    },
  };
}
