// The public demo console: which code blocks may run there, and the address that runs one.
import {externalLinks} from './links';

/** The word in a code block's meta that marks a `questdb-sql` example as runnable on the demo. */
export const DEMO_FLAG = 'demo';

/** Words of a code block's meta outside quoted values: `title="A demo" demo` -> ['title=', 'demo']. */
export function metaWords(meta: string | null | undefined): string[] {
  return (meta ?? '')
    .replace(/"[^"]*"|'[^']*'/g, '')
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function hasDemoFlag(meta: string | null | undefined): boolean {
  return metaWords(meta).includes(DEMO_FLAG);
}

/** Opens the demo console with the query filled in and run. */
export function demoQueryUrl(sql: string): string {
  return `${externalLinks.demo}?query=${encodeURIComponent(sql.trim())}&executeQuery=true`;
}
