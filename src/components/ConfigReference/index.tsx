// The server.conf reference: one server-rendered table per section, and a filter box that hides
// rows in the browser. The filter reads and hides the rows in the document (./dom.ts); the tables
// themselves are HTML the browser keeps (./Table.client.tsx).
import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {applyFilter, onTablesRendered, SECTION_ATTRIBUTE, type FilterResult} from './dom';
import Table from './Table';
import styles from './styles.module.css';

interface FilterProps {
  readonly className?: string;
}

/** The search box above the tables; rendered only in the browser, where it can work. */
export function ConfigFilter({className}: FilterProps): ReactNode {
  const [query, setQuery] = useState('');
  // Counted after mount: the server renders nothing here, so the box never shows without JavaScript.
  const [result, setResult] = useState<FilterResult | null>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    const apply = () => setResult(applyFilter(document, query));
    apply();
    return onTablesRendered(apply);
  }, [query]);
  // Leaving the page (or unmounting the box) shows every row again.
  useEffect(() => () => void applyFilter(document, ''), []);

  if (!result) return null;
  return (
    <div role="search" className={clsx(styles.filter, className)}>
      <div className={styles.filterHeader}>
        <label htmlFor={inputId} className={styles.label}>
          Filter configuration keys
        </label>
        <output htmlFor={inputId} aria-live="polite" className={styles.count}>
          {result.shown} of {result.total} keys
        </output>
      </div>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
      />
      <p id={hintId} className={styles.hint}>
        Matches a key (<code>cairo.wal</code>), an environment variable (<code>QDB_PG_USER</code>) or words
        of a description (<code>timeout</code>); <code>reloadable</code> lists the keys that{' '}
        <code>reload_config()</code> can change.
      </p>
    </div>
  );
}

interface Props {
  /** A section name from data/server-config.json, e.g. "HTTP". */
  readonly section: string;
  /** The section's heading and introduction, written in MDX so the table of contents sees them. */
  readonly children?: ReactNode;
  readonly className?: string;
}

export default function ConfigReference({section, children, className}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, className)} {...{[SECTION_ATTRIBUTE]: section}}>
      {children}
      <Table section={section} />
    </section>
  );
}
