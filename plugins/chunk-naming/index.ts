// Short names for route chunks and chunk files named by id (./README.md).
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {RequireLoaderTargets, type LoaderTarget} from '../upstream-pins/loaderTargets';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Each loader, the generated file it rewrites and its rule's test. */
export const CHUNK_NAMING_LOADERS: readonly LoaderTarget[] = [
  {
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: 'plugins/chunk-naming/shortenRegistryChunkNames.cjs',
    expects: '.docusaurus/registry.js (route chunk registry)',
  },
  {
    test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
    loader: 'plugins/chunk-naming/shortenRoutesChunkNames.cjs',
    expects: '.docusaurus/routesChunkNames.json (route chunk names)',
  },
];

export default function pluginChunkNaming(): Plugin {
  return {
    name: 'chunk-naming',
    configureWebpack(config, isServer) {
      // Chunk files named by id, not by name: the runtime then needs no id -> name map, one entry per
      // page (about 1.5 KB gzip at 221 pages) that every page loads. Docusaurus still finds a route's
      // chunks by name, through the runtime's name -> id map. The content hash keeps its
      // 8 hex digits: the offline worker's precache treats such files as versioned by their name.
      if (!isServer && config.output) config.output.chunkFilename = 'assets/js/[id].[contenthash:8].js';
      // The loaders run in the production browser build only: the dev server names chunks differently.
      const loaders = isServer || config.mode !== 'production' ? [] : CHUNK_NAMING_LOADERS;
      return {
        module: {rules: loaders.map(({test, loader}) => ({test, use: [here(`../../${loader}`)]}))},
        plugins: [new RequireLoaderTargets(loaders)],
        // Module path comments for bench/analyze-bundle.ts (what each chunk is made of); off by default.
        ...(!isServer && process.env.BUNDLE_PATHINFO === 'true' ? {output: {pathinfo: true}} : {}),
      };
    },
  };
}
