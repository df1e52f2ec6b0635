// Ejected from theme-classic (a wrapper cannot add a button inside the heading without turning the
// `#` link's label into the bare id): headings with an anchor also get a button that copies their link.
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import {canCopy, copyText} from '@site/src/site/clipboard';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'unavailable';

/** Copies the address of the section to the clipboard and says so next to the button. */
function CopyLinkButton({id}: {readonly id: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    if (!canCopy()) {
      setState('unavailable');
      return;
    }
    const url = new URL(window.location.href);
    url.hash = id;
    try {
      await copyText(url.href);
      setState('copied');
    } catch {
      setState('unavailable');
    }
  };

  return (
    <span className={styles.copyLink}>
      <button type="button" className={styles.button} onClick={copy} aria-label="Copy link to this section" title="Copy link to this section">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            fill="currentColor"
            d="M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z"
          />
        </svg>
      </button>
      <span role="status" className={styles.tooltip}>
        {state === 'copied' && 'Link copied'}
        {state === 'unavailable' && 'Copying is not available; use the # link'}
      </span>
    </span>
  );
}

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {
      heading: typeof props.children === 'string' ? props.children : id,
    },
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </Link>
      <CopyLinkButton id={id} />
    </As>
  );
}
