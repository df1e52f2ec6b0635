// The pages to export and their sidebar sections, read from the docs plugin's loaded content.
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {PageSection, PageSource} from './types';

interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
}

export interface CollectedPages {
  /** Every page, unlisted ones included: each gets a Markdown twin. */
  readonly pages: readonly PageSource[];
  /** Every listed page once, in sidebar order; pages outside the sidebar come last, under "Other pages". */
  readonly sections: readonly PageSection[];
}

function docIds(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
  if (item.type !== 'category') return [];
  const linked = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...linked, ...(item.items ?? []).flatMap(docIds)];
}

/** Docs metadata spells permalinks without the trailing slash that the site's URLs end with. */
const pageUrl = (permalink: string): string => (permalink.endsWith('/') ? permalink : `${permalink}/`);

export function collectPages(
  content: LoadedContent,
  {siteDir, siteUrl, baseUrl, sidebar}: {siteDir: string; siteUrl: string; baseUrl: string; sidebar: string},
): CollectedPages {
  const version = content.loadedVersions[0];
  if (!version) throw new Error('markdown-export: the docs plugin loaded no version; nothing to export');
  // Unlisted pages (the fragments of docs/partials/) get a twin, for their "Copy page", but no llms.txt entry.
  const docs = version.docs.filter((doc) => !doc.draft);
  const byId = new Map(
    docs.map((doc): [string, PageSource] => [
      doc.id,
      {
        file: path.join(siteDir, doc.source.replace(/^@site\//, '')),
        title: doc.title,
        description: doc.description,
        url: `${siteUrl}${pageUrl(doc.permalink)}`,
        outputDir: pageUrl(doc.permalink).slice(baseUrl.length),
      },
    ]),
  );
  const items = (version.sidebars[sidebar] ?? []) as readonly SidebarItem[];
  if (items.length === 0) {
    throw new Error(`markdown-export: sidebar "${sidebar}" is missing or empty; set the plugin's \`sidebar\` option to a sidebar id of sidebars.ts`);
  }
  const placed = new Set<string>();
  const sections: PageSection[] = items.map((item) => {
    const ids = docIds(item).filter((id) => byId.has(id) && !placed.has(id));
    ids.forEach((id) => placed.add(id));
    const label = item.label ?? (item.id ? byId.get(item.id)?.title : undefined) ?? 'Pages';
    return {label, pages: ids.map((id) => byId.get(id)!)};
  });
  const others = docs.filter((doc) => !placed.has(doc.id) && !doc.unlisted).map((doc) => byId.get(doc.id)!);
  return {
    pages: [...byId.values()],
    sections: [...sections, ...(others.length > 0 ? [{label: 'Other pages', pages: others}] : [])].filter((s) => s.pages.length > 0),
  };
}
