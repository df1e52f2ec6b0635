// Offline mode: @docusaurus/plugin-pwa with our worker additions, registration and precache list
// (see README.md). A plugin of its own rather than plugin-pwa's options in docusaurus.config.ts:
// Docusaurus bundles the site config, plugin options included, into main.js, and `swCustom` and
// `swRegister` are absolute paths of the build machine.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
// The module itself, not its name: the name's types are the options' declarations (src/plugin-pwa.d.ts).
import pluginPwa, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {Options as PwaOptions, PluginOptions as PwaPluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {precache} from './precache';

/** plugin-pwa's options without those this plugin sets. */
export type Options = Omit<PwaOptions, 'injectManifestConfig' | 'swCustom' | 'swRegister'>;

/** Option swRegister: the client module that registers the worker. */
export const offlineRegistration = fileURLToPath(new URL('./registerSw.ts', import.meta.url));
/** Option swCustom: added to the plugin's service worker. */
export const offlineWorker = fileURLToPath(new URL('./sw/offlineWorker.js', import.meta.url));

// plugin-pwa names its theme folders relative to its own entry; Docusaurus resolves them from ours.
const PWA_PACKAGE = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-pwa/package.json'));

export default function pluginOffline(context: LoadContext, options: PwaPluginOptions): Plugin<void> | null {
  const plugin = pluginPwa(context, {...options, injectManifestConfig: precache, swCustom: offlineWorker, swRegister: offlineRegistration});
  return (
    plugin && {
      ...plugin,
      getThemePath: () => path.join(PWA_PACKAGE, 'lib/theme'),
      getTypeScriptThemePath: () => path.join(PWA_PACKAGE, 'src/theme'),
    }
  );
}

export function validateOptions({validate, options}: OptionValidationContext<Options, PwaPluginOptions>): PwaPluginOptions {
  return validatePwaOptions({validate, options: options as PwaPluginOptions});
}
