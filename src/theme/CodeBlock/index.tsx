// Wrapped to add a "Run on demo" link under `questdb-sql` blocks whose meta has `demo`.
import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {demoQueryUrl, hasDemoFlag} from '@site/src/site/demo';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

/** The block's SQL when it may run on the demo, else null. */
function demoSql({children, className, language, metastring}: Props): string | null {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  if (lang !== 'questdb-sql' || !hasDemoFlag(metastring) || typeof children !== 'string') return null;
  return children;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const sql = demoSql(props);
  if (sql === null) return <CodeBlock {...props} />;
  return (
    <>
      <CodeBlock {...props} />
      <div className={styles.toolbar}>
        <a
          href={demoQueryUrl(sql)}
          target="_blank"
          rel="noopener noreferrer"
          title="Run this query on the public QuestDB demo (opens in a new tab)"
          className={styles.run}>
          Run on demo
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className={styles.icon}>
            <path fill="currentColor" d="M8 5v14l11-7z" />
          </svg>
        </a>
      </div>
    </>
  );
}
