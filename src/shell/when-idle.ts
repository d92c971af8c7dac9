/**
 * Runs `task` once the browser has nothing else to do (at the latest after `timeoutMs`); returns
 * the function that cancels it. Safari has no requestIdleCallback: there it waits a second.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}
