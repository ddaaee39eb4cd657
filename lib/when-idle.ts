// Runs `fn` once the browser is idle after the page's first work (hydration), at the latest after
// `timeoutMs`; returns the cancel function (an effect's cleanup). For parts of the shell that are
// not needed for the first view but soon after (the live notification bell).
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(id);
}
