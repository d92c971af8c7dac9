import { useEffect, useState } from 'react';

/** Spec 2 §9: the item picker's search waits this long after typing stops. */
export const PICKER_SEARCH_DEBOUNCE_MS = 550;

/** Spec 2 §9: the item picker loads 200 items a page. */
export const PICKER_PAGE = 200;

export interface PickerSearch {
  /** What the box shows. */
  search: string;
  setSearch(text: string): void;
  /** The trimmed text, as typed. */
  typed: string;
  /** What the server is asked for: the typed text once typing has settled. */
  query: string;
}

/**
 * A picker's search box (spec 2 §9): the server is asked once typing has stopped for 550 ms; an
 * emptied box needs no wait, the whole list comes back at once.
 */
export function usePickerSearch(): PickerSearch {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const typed = search.trim();

  useEffect(() => {
    if (typed === query) return undefined;
    if (typed === '') {
      setQuery('');
      return undefined;
    }
    const timer = setTimeout(() => setQuery(typed), PICKER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query]);

  return { search, setSearch, typed, query };
}
