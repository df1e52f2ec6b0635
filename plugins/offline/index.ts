// Offline mode: options and code for @docusaurus/plugin-pwa (see README.md).
import {fileURLToPath} from 'node:url';

export {precache} from './precache';

/** Option swRegister: the client module that registers the worker. */
export const offlineRegistration = fileURLToPath(new URL('./registerSw.ts', import.meta.url));
/** Option swCustom: added to the plugin's service worker. */
export const offlineWorker = fileURLToPath(new URL('./sw/offlineWorker.js', import.meta.url));
