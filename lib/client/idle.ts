// Work that can wait until the browser has nothing else to do: it then stays out of a page's first
// seconds on a phone (decision 025).

/**
 * Runs `work` when the browser is next idle, or after `timeout` ms at the latest; where there is no
 * idle callback (Safari), after `fallback` ms. Answers how to call it off.
 */
export function whenIdle(work: () => void, { timeout, fallback }: { timeout: number; fallback: number }): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallback);
  return () => window.clearTimeout(handle);
}
