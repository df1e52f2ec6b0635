// Stand-in for @docusaurus/theme-mermaid's lib/client/loadMermaid.js (same export): imports the
// pre-built Mermaid files this plugin adds to the build output, instead of a bundled copy.
import siteConfig from '@generated/docusaurus.config';
import type {Mermaid} from 'mermaid';

/** The entry module's path under the base URL, set by this plugin's index.ts at build time. */
declare const __QDB_MERMAID_ENTRY__: string;

let loading: Promise<Mermaid> | null = null;

export function loadMermaid(): Promise<Mermaid> {
  loading ??= (import(/* webpackIgnore: true */ `${siteConfig.baseUrl}${__QDB_MERMAID_ENTRY__}`) as Promise<{default: Mermaid}>).then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download (offline before the copy was saved, a flaky network) is not remembered:
      // the next diagram, or the next visit to the page, tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}
