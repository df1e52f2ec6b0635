// Stand-in for theme-common's hooks/useMutationObserver.js in the browser build: the same hook,
// with the options memoized by their values without sorting the keys by `localeCompare`. The
// original sorts on every render, and every code block renders it (theme-common's word-wrap
// hook watches for a hidden tab panel); each `localeCompare` call sets up an ICU collator, which
// cost about 1 ms per code block at Lighthouse's mobile CPU speed, 30 ms on a long reference page.
import {useEffect, useMemo} from 'react';
import {useEvent} from '@docusaurus/theme-common';

const DEFAULT_OPTIONS: MutationObserverInit = {attributes: true, characterData: true, childList: true, subtree: true};

/** The options as a string that changes only when one of their values does (order-insensitive). */
function optionsKey(options: MutationObserverInit): string {
  return Object.entries(options)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join('&');
}

export function useMutationObserver(
  target: Element | undefined | null,
  callback: MutationCallback,
  options: MutationObserverInit = DEFAULT_OPTIONS,
): void {
  const stableCallback = useEvent(callback);
  const key = optionsKey(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the options' values
  const stableOptions = useMemo(() => options, [key]);
  useEffect(() => {
    const observer = new MutationObserver(stableCallback);
    if (target) observer.observe(target, stableOptions);
    return () => observer.disconnect();
  }, [target, stableCallback, stableOptions]);
}
