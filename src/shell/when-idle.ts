/**
 * Runs `task` once `delayMs` have passed and the browser then has nothing else to do (at the
 * latest 5 s later); returns the function that cancels it. The delay keeps the task off a first
 * screen that is only waiting on the network, which counts as idle. Safari has no
 * requestIdleCallback: there it runs after the delay.
 */
export function whenIdle(task: () => void, delayMs: number): () => void {
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: 5000 });
    } else {
      task();
    }
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
