// Idle detection for the automatic sign-out (spec 1 §4). Activity only stamps a time; one timer
// checks the stamp when the idle time could have run out and re-arms itself for the rest, so a
// busy user costs no timer churn. Date.now and setTimeout are the clock, so tests can control it.

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls `onIdle` once after `idleMs` without activity on `target`; returns the stopper. */
export function watchIdle(target: EventTarget, idleMs: number, onIdle: () => void): () => void {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const markActive = () => {
    lastActivity = Date.now();
  };
  const check = () => {
    if (stopped) return;
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= idleMs) {
      stop();
      onIdle();
    } else {
      timer = setTimeout(check, idleMs - idleFor);
    }
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS)
      target.removeEventListener(name, markActive, { capture: true });
  };

  for (const name of ACTIVITY_EVENTS) {
    target.addEventListener(name, markActive, { passive: true, capture: true });
  }
  timer = setTimeout(check, idleMs);
  return stop;
}
