// The configuration filter works on the tables in the document, not on the data: the tables are
// server-rendered HTML that the browser never re-renders (./Table.client.tsx), so the key data
// stays out of the page's JavaScript. Each row carries what the filter matches against.
import {matchesQuery, type ConfigKey} from './filter';

/** On each <table>: its section name. */
export const TABLE_ATTRIBUTE = 'data-config-table';
/** On the element holding a row's description text. */
export const DESCRIPTION_ATTRIBUTE = 'data-config-description';
/** On each section element wrapping a heading, introduction and table. */
export const SECTION_ATTRIBUTE = 'data-config-section';

const entries = new WeakMap<HTMLTableRowElement, ConfigKey>();

/** A row's key as the filter sees it, read once from the row's markup. */
function rowEntry(row: HTMLTableRowElement): ConfigKey {
  let entry = entries.get(row);
  if (!entry) {
    entry = {
      key: row.id,
      type: row.dataset.type ?? '',
      default: '',
      section: '',
      description: row.querySelector(`[${DESCRIPTION_ATTRIBUTE}]`)?.textContent ?? '',
      reloadable: row.dataset.reloadable === 'true',
    };
    entries.set(row, entry);
  }
  return entry;
}

export interface FilterResult {
  readonly shown: number;
  readonly total: number;
}

/**
 * Hides the rows under `root` that do not match `query`, and each section left without a visible
 * row (its heading and introduction too). An empty query shows everything.
 */
export function applyFilter(root: ParentNode, query: string): FilterResult {
  let shown = 0;
  let total = 0;
  for (const section of Array.from(root.querySelectorAll<HTMLElement>(`[${SECTION_ATTRIBUTE}]`))) {
    let visible = 0;
    for (const row of Array.from(section.querySelectorAll<HTMLTableRowElement>(`table[${TABLE_ATTRIBUTE}] tbody tr[id]`))) {
      const match = matchesQuery(rowEntry(row), query);
      row.hidden = !match;
      if (match) visible += 1;
      total += 1;
    }
    section.hidden = visible === 0 && query.trim() !== '';
    shown += visible;
  }
  return {shown, total};
}

// Tables rendered after the filter (a client-side navigation loads them on demand) say so here,
// so the filter can count them and apply the current query.
const listeners = new Set<() => void>();

export function onTablesRendered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tablesRendered(): void {
  listeners.forEach((listener) => listener());
}
