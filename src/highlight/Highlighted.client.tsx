// Browser build of ./Highlighted (swapped in by plugins/runtime-stand-ins).
//
// Hydrating a page from its HTML: the block's highlighted markup is already in the document, so it
// is kept as it is (same markup, so hydration matches) and Prism is never downloaded.
// A block rendered later, on a page opened by client-side navigation: plain text first, then
// highlighted once the Prism chunk has loaded (it is requested as soon as a navigation starts, see
// ./preloadOnNavigation, so it is usually there before the new page renders).
import {useEffect, useState, type ComponentType, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props as ContentProps} from '@theme/CodeBlock/Content';
import {ISLAND_ATTRIBUTE, islandKey, type HighlightedProps} from './types';
import styles from './island.module.css';

let PrismContent: ComponentType<ContentProps> | undefined;
let loading: Promise<ComponentType<ContentProps>> | undefined;

/** Loads the Prism chunk once; later calls share the same promise. */
export function loadHighlighter(): Promise<ComponentType<ContentProps>> {
  loading ??= import('./PrismContent').then(
    (module) => (PrismContent = module.default),
    (error: unknown) => {
      loading = undefined; // A later block or navigation tries again.
      throw error;
    },
  );
  return loading;
}

/**
 * The markup the server rendered for this block, while it is in the document: when the page is
 * hydrated from HTML, and when theme-classic mounts the block again just after hydration.
 */
function serverMarkup(key: string): string | null {
  const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="${key}"]`);
  return island ? island.innerHTML : null;
}

export default function Highlighted(props: HighlightedProps): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const key = islandKey(metadata);
  const [html] = useState(() => serverMarkup(key));
  const [Content, setContent] = useState(() => PrismContent);
  const codeBlockRef = wordWrap.codeBlockRef as RefObject<HTMLPreElement | null>;

  useEffect(() => {
    if (html !== null || Content) return;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setContent(() => loaded),
      () => {
        // Offline without the chunk, or a failed request: the code stays readable as plain text.
      },
    );
    return () => {
      current = false;
    };
  }, [html, Content]);

  const island = {[ISLAND_ATTRIBUTE]: key, className: styles.island};
  if (html !== null) {
    return (
      <div
        {...island}
        // The word-wrap button and its scroll check work on the <pre> the server rendered.
        ref={(element) => {
          codeBlockRef.current = element?.querySelector('pre') ?? null;
        }}
        dangerouslySetInnerHTML={{__html: html}}
      />
    );
  }
  if (Content) {
    return (
      <div {...island}>
        <Content {...props} />
      </div>
    );
  }
  return (
    <div {...island}>
      <pre ref={codeBlockRef} tabIndex={0} className={clsx(props.className, 'prism-code', 'thin-scrollbar')}>
        <code>{metadata.code}</code>
      </pre>
    </div>
  );
}
