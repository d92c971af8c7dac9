import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Item } from '../../api/items.js';
import { useRelatedItems } from '../../data/related-items.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { PICKER_PAGE, usePickerSearch } from './use-picker-search.js';

export interface RelatedPicker {
  /** The search text as typed. */
  search: string;
  setSearch(text: string): void;
  /** A search is typed or applied: the rows are its results. */
  searching: boolean;
  /** The rows loaded so far (the previous search's while the next one loads); null before any. */
  rows: Item[] | null;
  /** Results are on their way (typing not yet settled, a request, a further page). */
  loading: boolean;
  failed: boolean;
  /** The last page was full: the next one may hold more. */
  hasMore: boolean;
  loadMore(): void;
  /** How many items the collection offers without a search (pages loaded so far); null before. */
  unfilteredCount: number | null;
}

/**
 * A relational picker's items (spec 2 §9: many-to-one and the to-many add list): the related collection's items, 200 a page, narrowed
 * on the server by the search text (`q`) once typing has stopped for 550 ms.
 */
export function useRelatedPicker(related: string | null): RelatedPicker {
  const project = useStore($currentProjectKey);
  const { search, setSearch, typed, query } = usePickerSearch();

  const list = useRelatedItems(project, related, query, PICKER_PAGE);
  // Counted on the unfiltered list, so narrowing the search does not swap the control.
  const [unfilteredCount, setUnfilteredCount] = useState<number | null>(null);
  const unfiltered = list.status === 'ready' && query === '' ? list.data : undefined;
  useEffect(() => {
    if (unfiltered) setUnfilteredCount(unfiltered.rows.length);
  }, [unfiltered]);
  useEffect(() => {
    if (list.status === 'error') console.error('Could not load the related items.', list.error);
  }, [list.status, list.error]);

  const loading = list.status === 'loading' || typed !== query;
  return {
    search,
    setSearch,
    searching: typed !== '' || query !== '',
    rows: list.data?.rows ?? null,
    loading,
    failed: list.status === 'error',
    hasMore: list.data?.hasMore ?? false,
    loadMore: () => {
      if (!loading) list.loadMore();
    },
    unfilteredCount,
  };
}
