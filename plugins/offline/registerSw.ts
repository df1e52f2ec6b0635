// Replaces @docusaurus/plugin-pwa's registration (option swRegister). Unlike the plugin's, it
// registers the worker only in offline mode (or to retire an offline copy), so a visit outside
// offline mode downloads nothing for it; and it reloads a page that leaves the offline copy.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';
import type {Workbox} from 'workbox-window';
import {whenIdle} from '@site/src/site/idle';
import './appShellRoot';
import {activeStrategies, type BrowserSignals, type Strategy} from './activationStrategies';
import {isOfflineModeWorker, updateAction, workerUrl} from './workerVersion';

// Set by the plugin's configureWebpack (EnvironmentPlugin).
const SCRIPT_PATH = process.env.PWA_SERVICE_WORKER_URL!;
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as Strategy[];
const DEBUG = Boolean(process.env.PWA_DEBUG);

interface NavigatorExtras {
  connection?: {saveData?: boolean};
  getInstalledRelatedApps?: () => Promise<{platform: string}[]>;
}

// The plugin's storage key; without browser storage the slot reads as empty and ignores writes.
const appInstalledFlag = () => createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

function browserSignals(): BrowserSignals {
  const nav = navigator as Navigator & NavigatorExtras;
  return {
    innerWidth: window.innerWidth,
    saveData: Boolean(nav.connection?.saveData),
    appInstalledFlag: appInstalledFlag().get() === 'true',
    relatedAppInstalled: async () => {
      try {
        return (await nav.getInstalledRelatedApps?.())?.some((app) => app.platform === 'webapp') ?? false;
      } catch {
        // Only allowed in top-level browsing contexts: in an iframe it throws.
        return false;
      }
    },
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    search: window.location.search,
  };
}

function activate(wb: Workbox, reload: boolean): void {
  if (reload) wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

async function registerWorker(): Promise<void> {
  const offlineMode = (await activeStrategies(STRATEGIES, browserSignals())).length > 0;
  const {serviceWorker} = navigator;
  if (!offlineMode) {
    // Outside offline mode a worker is registered only to replace an offline one.
    const registration = await serviceWorker.getRegistration();
    const current = registration?.waiting ?? registration?.installing ?? registration?.active;
    if (!isOfflineModeWorker(current?.scriptURL)) return;
  }
  // Registering fetches the worker script; offline, the worker in place keeps serving.
  if (!navigator.onLine) return;
  const {Workbox} = await import('workbox-window');
  const wb = new Workbox(workerUrl(SCRIPT_PATH, {offlineMode, debug: DEBUG}));
  wb.addEventListener('waiting', () => {
    // Asked now, not at registration: the first worker claims the page once its copy is complete.
    const action = updateAction(offlineMode, isOfflineModeWorker(serviceWorker.controller?.scriptURL));
    if (action !== 'prompt') {
      activate(wb, action === 'activate-and-reload');
      return;
    }
    void import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js').then(({renderReloadPopup}) =>
      renderReloadPopup({onReload: () => activate(wb, true)}),
    );
  });
  await wb.register();
}

function register(): void {
  registerWorker().catch((error: unknown) => console.error('registerSW failed', error));
}

/**
 * Runs `task` once the page has loaded and the browser is idle. Reading the viewport
 * (browserSignals) while the page is still being laid out forces a synchronous layout of the whole
 * document: on a long reference page that was 80 ms of main-thread work at Lighthouse's mobile CPU
 * speed, inside the task that evaluates main.js. Fetching the worker script can wait as well.
 */
function afterLoad(task: () => void): void {
  const idle = () => void whenIdle(task, {timeout: 5000, fallbackDelay: 0});
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  // Chromium's install events: remember the installed app (strategy appInstalled); when the browser
  // offers to install again, the app was uninstalled.
  window.addEventListener('appinstalled', () => {
    appInstalledFlag().set('true');
    register();
  });
  window.addEventListener('beforeinstallprompt', () => appInstalledFlag().del());
  afterLoad(register);
}
