// Stand-in for theme-common's hooks/useWindowSize.js in the browser build: the same hook, with the
// first update after hydration ('ssr' to 'mobile' or 'desktop') inside a transition. On a phone
// that update removes the desktop sidebar and table of contents and mounts the mobile ones; as an
// urgent update it was one long task right after hydration, as a transition React renders it in
// slices. Later updates, on resize, stay urgent.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// The same breakpoint as theme-common's (and Infima's CSS).
const DESKTOP_BREAKPOINT = 996;

function currentWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, as the server rendered it, so hydration matches.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(currentWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
