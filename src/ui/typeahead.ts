import { useRef } from 'react';

/** Keys typed within this long of each other form one search ("ne" finds "Neptune"). */
const TYPEAHEAD_RESET_MS = 500;

/** A printable character that should search a list, not a shortcut. */
export function isTypeaheadKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}) {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Typeahead of listboxes and menus (WAI-ARIA APG): returns a function that, given the key just
 * typed, the entries' labels (null for entries that cannot be chosen) and the current index, gives
 * the index of the next entry whose label starts with what was typed, or -1. Repeating one letter
 * cycles through the entries starting with it.
 */
export function useTypeahead() {
  const typed = useRef({ text: '', at: 0 });
  return (key: string, labels: readonly (string | null)[], current: number): number => {
    const now = Date.now();
    const previous = now - typed.current.at > TYPEAHEAD_RESET_MS ? '' : typed.current.text;
    const text = `${previous}${key.toLowerCase()}`;
    typed.current = { text, at: now };
    const repeated = [...text].every((char) => char === text[0]);
    const search = repeated ? text[0]! : text;
    // A new letter moves on from the current entry; a longer search may stay on it.
    const start = repeated || text.length === 1 ? current + 1 : Math.max(current, 0);
    for (let step = 0; step < labels.length; step += 1) {
      const index = (start + step) % labels.length;
      if (labels[index]?.toLowerCase().startsWith(search)) return index;
    }
    return -1;
  };
}
