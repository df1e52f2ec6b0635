// Modules the browser build replaces by resolved file path (./README.md; upstream files pinned in
// plugins/upstream-pins/pins.ts).
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

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
 *   (src/components/KatexStylesheet/index.client.tsx); the server's comes from plugins/katex-handoff.
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

/** Alias entries for a file, with and without its extension (requests often omit it). */
export function aliasesFor(replacements: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(replacements).flatMap(([file, replacement]) => [
      [file, replacement],
      [file.replace(/\.[jt]sx?$/, ''), replacement],
    ]),
  );
}

export default function pluginRuntimeStandIns(): Plugin {
  return {
    name: 'runtime-stand-ins',
    getClientModules() {
      // Highlighted.client.tsx keeps the server's markup; this loads Prism ahead of a navigation.
      return [here('../../src/highlight/preloadOnNavigation.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: aliasesFor(CLIENT_REPLACEMENTS)}};
    },
  };
}
