// The table of one server.conf section, rendered from data/server-config.json. The server renders
// it into the HTML; the browser only renders it itself after a client-side navigation, when it
// loads this module (and the data) on demand: see ./Table.client.tsx.
import {Fragment, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import serverConfig from '@site/data/server-config.json';
import {envVarName, readableDefault, type ConfigKey} from './filter';
import {DESCRIPTION_ATTRIBUTE, TABLE_ATTRIBUTE} from './dom';
import styles from './styles.module.css';

const KEYS: readonly ConfigKey[] = serverConfig.keys;
const KNOWN_KEYS = new Set(KEYS.map((k) => k.key));

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

/**
 * The table, with what the filter reads (./dom.ts) in data attributes. Each key's row id is
 * registered as an anchor, so the build's broken-anchor check accepts links such as
 * /docs/configuration/#pg.user (in the browser the collector does nothing).
 */
export default function SectionTable({section}: {readonly section: string}): ReactNode {
  const keys = sectionKeys(section);
  const brokenLinks = useBrokenLinks();
  keys.forEach((k) => brokenLinks.collectAnchor(k.key));
  return (
    <table className={styles.table} {...{[TABLE_ATTRIBUTE]: section}}>
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
          <tr key={entry.key} id={entry.key} data-type={entry.type} data-reloadable={entry.reloadable ? 'true' : undefined}>
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
              <span {...{[DESCRIPTION_ATTRIBUTE]: ''}}>
                <Description text={entry.description} />
              </span>
              <span className={styles.meta}>
                {entry.type}
                {entry.reloadable && <span className={styles.badge}>reloadable</span>}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
