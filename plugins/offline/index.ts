// Offline mode: the options @docusaurus/plugin-pwa takes from this folder (README.md): our precache
// list, the code added to its service worker and the registration that replaces its own.
// docusaurus.config.ts spreads them into the plugin's options; their absolute paths stay out of
// main.js because plugins/generated-data-trimming/stripServerConfig.cjs drops `plugins` from the
// browser's copy of the site config.
import {fileURLToPath} from 'node:url';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import {precache} from './precache';

export const offlinePwaOptions = {
  injectManifestConfig: precache,
  swCustom: fileURLToPath(new URL('./sw/offlineWorker.js', import.meta.url)),
  swRegister: fileURLToPath(new URL('./registerSw.ts', import.meta.url)),
} satisfies PwaOptions;
