// Serves Mermaid from its own pre-built ES modules instead of bundling it (./README.md).
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {aliasesFor} from '../runtime-stand-ins';
import {EmitPrebuiltFiles} from './emitPrebuiltFiles';
import {prebuiltMermaid, type PrebuiltMermaid} from './prebuiltFiles';

const requireFrom = createRequire(import.meta.url);

/** theme-mermaid's loader module, which both builds replace with ./loadMermaid.ts. */
export const THEME_LOADER = requireFrom.resolve('@docusaurus/theme-mermaid/lib/client/loadMermaid.js');
export const STAND_IN = fileURLToPath(new URL('./loadMermaid.ts', import.meta.url));

export default function pluginMermaidPrebuilt(): Plugin {
  let mermaid: PrebuiltMermaid | undefined;
  return {
    name: 'mermaid-prebuilt',
    configureWebpack(_config, isServer) {
      mermaid ??= prebuiltMermaid();
      return {
        resolve: {alias: aliasesFor({[THEME_LOADER]: STAND_IN})},
        plugins: [new EmitPrebuiltFiles(mermaid, !isServer)],
      };
    },
  };
}
