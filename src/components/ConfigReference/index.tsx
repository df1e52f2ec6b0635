// The server.conf reference: one server-rendered table per section, and a filter box that hides rows in the browser.
import {Fragment, useEffect, useId, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import serverConfig from '@site/data/server-config.json';
import {envVarName, filterConfigKeys, readableDefault, type ConfigKey} from './filter';
import styles from './styles.module.css';

const KEYS: readonly ConfigKey[] = serverConfig.keys;
const KNOWN_KEYS = new Set(KEYS.map((k) => k.key));

// The filter box and the section tables are separate MDX elements, so the query lives in a tiny
// module-level store rather than a provider that would have to wrap the whole page.
let currentQuery = '';
const listeners = new Set<() => void>();

function setQuery(query: string): void {
  currentQuery = query;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useQuery(): string {
  // The server snapshot is always empty: without JavaScript every row stays visible.
  return useSyncExternalStore(subscribe, () => currentQuery, () => '');
}

let cached: {query: string; keys: ReadonlySet<string>} = {query: '', keys: KNOWN_KEYS};

function matchingKeys(query: string): ReadonlySet<string> {
  if (cached.query !== query) {
    cached = {query, keys: new Set(filterConfigKeys(KEYS, query).map((k) => k.key))};
  }
  return cached.keys;
}

function sectionKeys(section: string): readonly ConfigKey[] {
  const keys = KEYS.filter((k) => k.section === section);
  if (keys.length === 0) {
    throw new Error(
      `ConfigReference: section "${section}" has no keys in data/server-config.json; use one of: ${serverConfig.sections.join(', ')}`,
    );
  }
  return keys;
}

/** "cairo.wal.max.lag.size" with line-break opportunities after each dot or underscore. */
function Breakable({text}: {readonly text: string}): ReactNode {
  return text.replace(/[._]/g, '$&\n').split('\n').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Backquoted names in a description become code; names of other keys link to their rows. */
function Description({text}: {readonly text: string}): ReactNode {
  return text.split(/`([^`]+)`/).map((part, i) => {
    if (i % 2 === 0) return part;
    return KNOWN_KEYS.has(part) ? (
      <a key={i} href={`#${part}`}>
        <code>{part}</code>
      </a>
    ) : (
      <code key={i}>{part}</code>
    );
  });
}

function DefaultValue({entry}: {readonly entry: ConfigKey}): ReactNode {
  if (entry.default === '') return <span className={styles.muted}>unset</span>;
  const readable = readableDefault(entry);
  return (
    <>
      <code>{entry.default}</code>
      {readable && <span className={styles.muted}> ({readable})</span>}
    </>
  );
}

interface FilterProps {
  readonly className?: string;
}

/** The search box above the tables; rendered only in the browser, where it can work. */
export function ConfigFilter({className}: FilterProps): ReactNode {
  const isBrowser = useIsBrowser();
  const query = useQuery();
  const inputId = useId();
  const hintId = useId();
  // Leaving the page clears the query, so coming back shows every key again.
  useEffect(() => () => setQuery(''), []);
  if (!isBrowser) return null;
  const shown = matchingKeys(query).size;
  return (
    <div role="search" className={clsx(styles.filter, className)}>
      <div className={styles.filterHeader}>
        <label htmlFor={inputId} className={styles.label}>
          Filter configuration keys
        </label>
        <output htmlFor={inputId} aria-live="polite" className={styles.count}>
          {shown} of {KEYS.length} keys
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
  const keys = sectionKeys(section);
  const matches = matchingKeys(useQuery());
  const brokenLinks = useBrokenLinks();
  keys.forEach((k) => brokenLinks.collectAnchor(k.key));
  const visible = keys.filter((k) => matches.has(k.key)).length;
  return (
    <section className={clsx(styles.section, className)} hidden={visible === 0} data-config-section={section}>
      {children}
      <table className={styles.table}>
        <caption className="visually-hidden">
          {section}: {keys.length} keys
        </caption>
        <thead>
          <tr>
            <th scope="col">Key and environment variable</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((entry) => (
            <tr key={entry.key} id={entry.key} hidden={!matches.has(entry.key)}>
              <th scope="row" className={styles.keyCell}>
                <code className={styles.key}>
                  <Breakable text={entry.key} />
                </code>
                <a href={`#${entry.key}`} className={styles.anchor} aria-label={`Link to ${entry.key}`}>
                  #
                </a>
                <code className={styles.env}>
                  <Breakable text={envVarName(entry.key)} />
                </code>
              </th>
              <td className={styles.defaultCell}>
                <DefaultValue entry={entry} />
              </td>
              <td>
                <Description text={entry.description} />
                <span className={styles.meta}>
                  {entry.type}
                  {entry.reloadable && <span className={styles.badge}>reloadable</span>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
