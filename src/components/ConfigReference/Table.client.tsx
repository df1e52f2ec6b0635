// Browser build of ./Table (swapped in by plugins/runtime-stand-ins).
//
// Hydrating the page from its HTML: the table is already in the document, so its markup is kept
// as one HTML string and React never walks its 525 rows; neither the rows nor the key data are in
// the page's JavaScript. After a client-side navigation the table is not in the document: the
// rows and the data load as a separate chunk, the first time they are needed.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {TABLE_ATTRIBUTE, tablesRendered} from './dom';
import styles from './styles.module.css';

const SectionTable = lazy(() => import('./SectionTable'));

function serverMarkup(section: string): string | null {
  const table = document.querySelector(`table[${TABLE_ATTRIBUTE}="${CSS.escape(section)}"]`);
  return table ? table.innerHTML : null;
}

function Rendered({section}: {readonly section: string}): ReactNode {
  useEffect(tablesRendered, []);
  return <SectionTable section={section} />;
}

export default function Table({section}: {readonly section: string}): ReactNode {
  const [html] = useState(() => serverMarkup(section));
  if (html !== null) {
    return <table className={styles.table} {...{[TABLE_ATTRIBUTE]: section}} dangerouslySetInnerHTML={{__html: html}} />;
  }
  return (
    <Suspense fallback={<p className={styles.loading}>Loading the {section} keys…</p>}>
      <Rendered section={section} />
    </Suspense>
  );
}
