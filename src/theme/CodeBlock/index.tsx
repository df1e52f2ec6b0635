// Swizzled (ejected) for two reasons:
// - a "Run on demo" link under `questdb-sql` blocks whose meta has `demo`;
// - no second mount after hydration. theme-classic's CodeBlock keys its content on
//   useIsBrowser() so that a light/dark Prism theme chosen in the browser replaces the server's;
//   this site has one (dark) theme, so the remount only redid every block's DOM right after
//   hydration: main-thread time on pages with many blocks (bench/NOTES.md).
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {demoQueryUrl, hasDemoFlag} from '@site/src/site/demo';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

/** Plain-string children become one string (copyable, highlightable); elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}

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
