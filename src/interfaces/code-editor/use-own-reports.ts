import { useEffect, useRef } from 'react';

/**
 * Tells an outside change of `value` (undo in the field menu, a revision restored, a reset) from
 * the owner handing back what the input itself reported. Typing can outrun rendering, so an older
 * report may come back after newer ones: it is an echo, not a change, and must not replace what
 * was typed since. Call the returned function with each value before reporting it.
 */
export function useOwnReports(value: unknown, onOutsideChange: (value: unknown) => void) {
  const reported = useRef<unknown[]>([]);
  const latest = useRef(onOutsideChange);
  latest.current = onOutsideChange;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const echo = reported.current.indexOf(value);
    if (echo !== -1) {
      reported.current.splice(0, echo + 1);
      return;
    }
    reported.current = [];
    latest.current(value);
  }, [value]);

  return (next: unknown) => {
    reported.current.push(next);
  };
}
