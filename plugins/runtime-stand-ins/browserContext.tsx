// Stand-in for @docusaurus/core/lib/client/browserContext.js in the browser build: the same
// context, flipped to true after hydration inside a transition. Every `useIsBrowser()` consumer
// (sidebar categories, tabs, details, the announcement bar...) re-renders when it flips; as an
// urgent update that re-render was one long task right after hydration, as a transition React
// renders it in slices that leave the main thread free in between.
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
