// What the offline copy holds: workbox-build injectManifest options for @docusaurus/plugin-pwa.
// The plugin globs every .js, .json, .css, .html, image and font file of the build (its patterns
// cannot be changed); these options leave out what a reader never needs offline.
import type {PluginOptions} from '@docusaurus/plugin-pwa';

type InjectManifestConfig = PluginOptions['injectManifestConfig'];

export const precache = {
  globIgnores: [
    // Page HTML: offline, every page renders from the app shell (404.html) and its route chunk,
    // which holds the same content; precaching both would double the copy.
    '**/index.html',
    // The search index is saved by the worker at install, from the address the pages carry
    // (sw/offlineWorker.js): it is written by a postBuild running alongside this plugin's.
    '**/search-index*.json',
    // KaTeX ships woff2, woff and ttf; every browser with service workers uses woff2.
    '**/*.{woff,ttf}',
    // Read only by link previews on social sites, and by iOS when adding to the home screen.
    'img/social-card.png',
    'img/apple-touch-icon.png',
  ],
  // Content-hashed names are their own version: no revision needed in the manifest.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
  // The default (2 MiB) would silently drop a larger file.
  maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
  // The plugin sets swSrc, swDest and globDirectory itself, but its option type requires them.
} satisfies Partial<InjectManifestConfig> as InjectManifestConfig;
