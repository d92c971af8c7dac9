import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, calls `onDismiss` when a pointer goes down outside `root` (composed path, so it
 * works across shadow roots). The popup is rendered inside `root`, so clicks in it count as inside
 * although the top layer shows it elsewhere.
 */
export function useDismiss(
  root: RefObject<Element | null>,
  open: boolean,
  onDismiss: () => void,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) dismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, open]);
}
