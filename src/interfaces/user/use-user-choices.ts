import { useEffect } from 'react';
import { fetchMoreQuery, type QueryKey } from '../../data/query-cache.js';
import { useQuery } from '../../data/use-query.js';
import { PICKER_PAGE, usePickerSearch } from '../relational/use-picker-search.js';
import { listUserChoices, type UserChoice } from './user-choices.js';

interface UserList {
  rows: UserChoice[];
  hasMore: boolean;
}

export interface UserChoices {
  search: string;
  setSearch(text: string): void;
  searching: boolean;
  rows: UserChoice[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
}

/**
 * The users to choose from, searched on the server once typing settles; nothing is asked before
 * `enabled` (the list is opened or the field is editable).
 */
export function useUserChoices(project: string | null, enabled: boolean): UserChoices {
  const { search, setSearch, typed, query } = usePickerSearch();

  const key: QueryKey | null = project && enabled ? ['user-choices', project, query] : null;
  const list = useQuery<UserList>(
    key,
    async (signal) => {
      const rows = await listUserChoices(project ?? '', query, 0, signal);
      return { rows, hasMore: rows.length === PICKER_PAGE };
    },
    { keepPreviousData: true },
  );
  useEffect(() => {
    if (list.status === 'error') console.error('Could not load the users.', list.error);
  }, [list.status, list.error]);

  const loading = list.status === 'loading' || typed !== query;
  return {
    search,
    setSearch,
    searching: typed !== '' || query !== '',
    rows: list.data?.rows ?? [],
    loading,
    failed: list.status === 'error',
    hasMore: list.data?.hasMore ?? false,
    loadMore() {
      if (!key || !project || loading) return;
      fetchMoreQuery<UserList>(key, async (listed, signal) => {
        const rows = await listUserChoices(project, query, listed.rows.length, signal);
        return { rows: [...listed.rows, ...rows], hasMore: rows.length === PICKER_PAGE };
      });
    },
  };
}
