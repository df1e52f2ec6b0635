// Deferring work until the browser is idle, for work a page does not need to show its content.

/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms; in browsers without
 * requestIdleCallback (Safari), after `fallbackDelay` ms. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, {timeout, fallbackDelay}: {timeout: number; fallbackDelay: number}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(id);
}
