import { useEffect, useRef } from 'react';

/** mod+s: Ctrl on Windows/Linux, ⌘ on macOS. */
export function isSaveShortcut(
  event: Pick<KeyboardEvent, 'metaKey' | 'ctrlKey' | 'altKey' | 'key'>,
) {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/** mod+s saves and stays; the browser's "save page" is kept away. */
export function useSaveShortcut(onSave: (() => void) | null): void {
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event) || !saveRef.current) return;
      event.preventDefault();
      saveRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
