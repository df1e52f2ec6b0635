import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {SHARED_MODULE} from './lazyModules';
import {RecordKatexStylesheet} from './recordKatexStylesheet';

interface CacheGroup {
  test?: RegExp;
}

interface Rule {
  test?: unknown;
  use?: {loader?: string; options?: {limit?: number | boolean}}[];
}

/**
 * Fonts are always emitted as files: a browser fetches a font file only when a glyph needs it,
 * but an inlined font is downloaded with the stylesheet (KaTeX alone would add ~80 KB of CSS).
 */
function neverInlineFonts(rules: Rule[]): void {
  const fontRule = rules.find((rule) => rule.test instanceof RegExp && rule.test.test('x.woff2'));
  const urlLoader = fontRule?.use?.find((use) => use.loader?.includes('url-loader'));
  if (!urlLoader?.options) {
    throw new Error(
      'plugins/bundle-splitting: the Docusaurus font rule (url-loader for .woff2) was not found; ' +
        'review module.rules in @docusaurus/core/lib/webpack/base.js and update this plugin',
    );
  }
  urlLoader.options.limit = false;
}

const requireFrom = createRequire(import.meta.url);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** A file of theme-common's lib/ (the package exports only its entry points). */
const themeCommonFile = (file: string) => path.join(path.dirname(requireFrom.resolve('@docusaurus/theme-common')), file);

/**
 * Modules the browser build replaces: key, the module's file; value, its stand-in.
 * - Docusaurus' client entry, whose start-up runs as a few tasks instead of one (./clientEntry.tsx).
 * - Docusaurus' viewport prefetch of linked pages (./noViewportPrefetch.ts says why).
 * - theme-classic's Prism client module, and the code block that highlights with Prism: the
 *   browser keeps the server's highlighted markup and loads Prism on demand (src/highlight/).
 * - theme-common's MutationObserver hook, used by every code block, without its per-render
 *   `localeCompare` sort (./useMutationObserver.ts).
 * - Docusaurus' "is browser" context and theme-common's window-size hook, whose first update
 *   after hydration becomes a transition (./browserContext.tsx, ./useWindowSize.ts).
 * - The server.conf reference's tables: kept as the HTML they arrive in; the rows and key data
 *   load only after a client-side navigation (src/components/ConfigReference/Table.client.tsx).
 * - The KaTeX stylesheet link of pages with math: the browser reads its address from the HTML
 *   (src/components/KatexStylesheet/index.client.tsx); the server's comes from ./recordKatexStylesheet.ts.
 * - Docusaurus' base-URL issue banner, turned off in docusaurus.config.ts (./noComponent.ts).
 */
export const CLIENT_REPLACEMENTS: Record<string, string> = {
  [requireFrom.resolve('@docusaurus/core/lib/client/clientEntry.js')]: here('./clientEntry.tsx'),
  [requireFrom.resolve('@docusaurus/core/lib/client/prefetch.js')]: here('./noViewportPrefetch.ts'),
  [requireFrom.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: here('./noModule.ts'),
  [themeCommonFile('hooks/useMutationObserver.js')]: here('./useMutationObserver.ts'),
  [requireFrom.resolve('@docusaurus/core/lib/client/browserContext.js')]: here('./browserContext.tsx'),
  [themeCommonFile('hooks/useWindowSize.js')]: here('./useWindowSize.ts'),
  [here('../../src/highlight/Highlighted.tsx')]: here('../../src/highlight/Highlighted.client.tsx'),
  [here('../../src/components/ConfigReference/Table.tsx')]: here('../../src/components/ConfigReference/Table.client.tsx'),
  [here('../../src/components/KatexStylesheet/index.tsx')]: here('../../src/components/KatexStylesheet/index.client.tsx'),
  [requireFrom.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js')]: here('./noComponent.ts'),
  // App.js imports it as a folder.
  [path.dirname(requireFrom.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'))]: here('./noComponent.ts'),
};

/** The site config main.js holds (see ./stripServerConfig.cjs). */
export const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** The routes' chunk names main.js holds (see ./shortChunkNames.cjs). */
export const ROUTES_CHUNK_NAMES = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

/** The global data main.js holds (see ./stripGlobalDocs.cjs). */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** The route chunk registry main.js holds (see ./stripRegistryModuleNames.cjs). */
export const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The docs version metadata every docs page loads (see ./stripVersionDocs.cjs). */
export const DOCS_VERSION_METADATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** Alias entries for a file, with and without its extension (requests often omit it). */
export function aliasesFor(replacements: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(replacements).flatMap(([file, replacement]) => [
      [file, replacement],
      [file.replace(/\.[jt]sx?$/, ''), replacement],
    ]),
  );
}

export default function pluginBundleSplitting(): Plugin {
  return {
    name: 'bundle-splitting',
    getClientModules() {
      return [here('../../src/highlight/preloadOnNavigation.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = (splitChunks ? splitChunks.cacheGroups : undefined) as Record<string, CacheGroup> | undefined;
      if (!groups?.common || !groups.styles) {
        throw new Error(
          'plugins/bundle-splitting: Docusaurus no longer defines the `common` and `styles` cache groups; ' +
            'review optimization.splitChunks in @docusaurus/core/lib/webpack/base.js and update this plugin',
        );
      }
      groups.common.test = SHARED_MODULE;
      groups.styles.test = SHARED_MODULE;
      neverInlineFonts((config.module?.rules ?? []) as Rule[]);
      // Chunk files named by id, not by name: the runtime then needs no id -> name map, one entry per
      // page (about 1.5 KB gzip at 221 pages) that every page loads. Docusaurus still finds a route's
      // chunks by name, through the runtime's name -> id map. The content hash keeps its
      // 8 hex digits: the offline worker's precache treats such files as versioned by their name.
      if (config.output) config.output.chunkFilename = 'assets/js/[id].[contenthash:8].js';
      return {
        resolve: {alias: aliasesFor(CLIENT_REPLACEMENTS)},
        plugins: [new RecordKatexStylesheet()],
        // Byte savers for the production build only: the dev server writes its registry and chunk
        // names in another form (names, not hashes; the debug plugin's routes), and bytes do not matter there.
        module: {
          rules:
            config.mode === 'production'
              ? [
                  {test: DOCS_VERSION_METADATA, use: [here('./stripVersionDocs.cjs')]},
                  {test: ROUTE_REGISTRY, use: [here('./stripRegistryModuleNames.cjs')]},
                  {test: GLOBAL_DATA, use: [here('./stripGlobalDocs.cjs')]},
                  {test: SITE_CONFIG, use: [here('./stripServerConfig.cjs')]},
                  {test: ROUTES_CHUNK_NAMES, use: [here('./shortenRoutesChunkNames.cjs')]},
                ]
              : [],
        },
        // Module path comments for bench/analyze-bundle.ts (what each chunk is made of); off by default.
        ...(process.env.BUNDLE_PATHINFO === 'true' ? {output: {pathinfo: true}} : {}),
      };
    },
  };
}
