// "Copy page" and its menu ("View as Markdown") in the header of every docs page; the Markdown is
// the page's twin that plugins/markdown-export writes at <route>index.md.
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {canCopy, copyText} from '@site/src/site/clipboard';
import {markdownTwinUrl} from '@site/src/site/links';
import styles from './styles.module.css';

interface Props {
  /** The page's permalink, e.g. /docs/reference/sql/sample-by/ (with or without the last slash). */
  readonly permalink: string;
  readonly className?: string;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'unavailable' | 'failed';

/** How long "Copied" stays on the button. */
const CONFIRMATION_MS = 2000;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function Chevron(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
      <path fill="currentColor" d="M7 10l5 5 5-5z" />
    </svg>
  );
}

export default function PageActions({permalink, className}: Props): ReactNode {
  const markdownUrl = markdownTwinUrl(permalink);
  const [state, setState] = useState<CopyState>('idle');
  const [error, setError] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    firstItemRef.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [menuOpen]);

  const copy = async () => {
    if (!canCopy()) {
      setState('unavailable');
      return;
    }
    setState('copying');
    try {
      await copyText(fetchMarkdown(markdownUrl));
      setState('copied');
    } catch (err) {
      setError((err as Error).message);
      setState('failed');
    }
  };

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const viewLink = (
    <a href={markdownUrl} target="_blank" rel="noopener">
      View as Markdown
    </a>
  );

  return (
    <div
      ref={rootRef}
      className={clsx(styles.actions, className)}
      onBlur={(event) => {
        if (menuOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) setMenuOpen(false);
      }}>
      <div className={styles.group}>
        <button type="button" className={styles.copy} onClick={copy} disabled={state === 'copying'}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
            />
          </svg>
          {state === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}>
          <Chevron />
        </button>
      </div>
      <div id={menuId} role="menu" aria-label="Page actions" className={styles.menu} hidden={!menuOpen} onKeyDown={onMenuKeyDown}>
        <a
          ref={firstItemRef}
          role="menuitem"
          href={markdownUrl}
          target="_blank"
          rel="noopener"
          className={styles.item}
          onClick={() => closeMenu(false)}>
          <span className={styles.itemName}>View as Markdown</span>
          <span className={styles.itemDescription}>This page as plain text for AI assistants</span>
        </a>
      </div>
      <p role="status" className={clsx(styles.status, state === 'copied' && 'visually-hidden')}>
        {state === 'copied' && 'Page copied as Markdown'}
        {state === 'unavailable' && <>This browser does not allow copying from this page. Open the page as Markdown to copy it: {viewLink}</>}
        {state === 'failed' && <>Could not copy the page ({error}). {viewLink}</>}
      </p>
    </div>
  );
}
