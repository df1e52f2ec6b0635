// Wrapped: a code block's copy and word-wrap buttons mount when the browser is idle, one block per
// idle callback, instead of all at once in the render that follows hydration. The buttons are
// invisible until the block is hovered or focused; on a page with 30 blocks, mounting them (with
// their SVG icons) together was one of the long tasks Lighthouse counts as blocking time.
// Interacting with a block before that mounts its buttons at once.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {whenIdle} from '@site/src/site/idle';

export default function DeferredButtons(props: Props): ReactNode {
  const [ready, setReady] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (ready) return undefined;
    const block = anchor.current?.parentElement;
    const now = () => setReady(true);
    block?.addEventListener('pointerenter', now, {once: true});
    block?.addEventListener('focusin', now, {once: true});
    block?.addEventListener('touchstart', now, {once: true, passive: true});
    const cancel = whenIdle(now, {timeout: 3000, fallbackDelay: 200});
    return () => {
      cancel();
      block?.removeEventListener('pointerenter', now);
      block?.removeEventListener('focusin', now);
      block?.removeEventListener('touchstart', now);
    };
  }, [ready]);

  return ready ? <Buttons {...props} /> : <span ref={anchor} hidden />;
}
