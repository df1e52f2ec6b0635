// Stand-in for @docusaurus/theme-mermaid's lib/client/loadMermaid.js (same export): imports the
// pre-built Mermaid files this plugin adds to the build output, instead of a bundled copy.
import siteConfig from '@generated/docusaurus.config';
import type {Mermaid} from 'mermaid';

/** The entry module's path under the base URL, and those of the modules it imports, set at build time (./emitPrebuiltFiles.ts). */
declare const __QDB_MERMAID_ENTRY__: string;
declare const __QDB_MERMAID_ENTRY_IMPORTS__: string[];

let loading: Promise<Mermaid> | null = null;

/**
 * Asks for the entry's imports at once, alongside the entry: otherwise the browser discovers them
 * only once the entry has arrived, one more round trip before the first diagram.
 */
function preloadEntryImports(): void {
  for (const file of __QDB_MERMAID_ENTRY_IMPORTS__) {
    const href = `${siteConfig.baseUrl}${file}`;
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

export function loadMermaid(): Promise<Mermaid> {
  if (!loading) {
    preloadEntryImports();
    loading = (import(/* webpackIgnore: true */ `${siteConfig.baseUrl}${__QDB_MERMAID_ENTRY__}`) as Promise<{default: Mermaid}>).then(
      (module) => module.default,
      (error: unknown) => {
        // A failed download (offline before the copy was saved, a flaky network) is not remembered:
        // the next diagram, or the next visit to the page, tries again.
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}
