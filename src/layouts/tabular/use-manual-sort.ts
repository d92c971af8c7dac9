import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { updateItemList } from '../../api/items.js';
import type { CollectionInfo, FieldInfo } from '../../api/types.js';
import { itemsChanged } from '../../data/item.js';
import { useT } from '../../i18n/use-t.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { notify } from '../../state/notifications.js';
import { bySortValue, moveSortValues } from './manual-sort.js';

// The tabular layout's manual-sort mode (spec 2 §4 "Table"): on at start when the view is sorted
// ascending by the collection's sort field; turning it on forces that sort. Moved rows show their
// new place at once; the new values are saved, and put back when the server refuses them.

type Row = Record<string, unknown>;

export function manualSortField(collection: CollectionInfo): FieldInfo | null {
  return Object.values(collection.fields ?? {}).find((field) => field.type === 'sort') ?? null;
}

export interface ManualSort {
  /** The collection's sort field; null when it has none (no manual mode then). */
  field: FieldInfo | null;
  on: boolean;
  /** The rows in display order (by their current sort values while the mode is on). */
  rows: readonly Row[];
  toggle(): void;
  /** Leaves the mode (another column was chosen to sort by). */
  off(): void;
  move(from: number, to: number): void;
}

export function useManualSort(
  collection: CollectionInfo,
  items: readonly Row[],
  sort: string,
  primaryKey: string,
  onSortChange: (sort: string) => void,
): ManualSort {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const field = manualSortField(collection);
  const [on, setOn] = useState(() => field !== null && sort === field.field);
  const [overrides, setOverrides] = useState<ReadonlyMap<string, number>>(new Map());
  const latest = useRef(overrides);
  latest.current = overrides;

  const rows = useMemo(() => {
    if (!on || !field) return items;
    const effective =
      overrides.size === 0
        ? items
        : items.map((row) => {
            const value = overrides.get(String(row[primaryKey]));
            return value === undefined ? row : { ...row, [field.field]: value };
          });
    return bySortValue(effective, field.field);
  }, [on, field, items, overrides, primaryKey]);

  const move = (from: number, to: number) => {
    if (!on || !field || !project) return;
    const changes = moveSortValues(rows, primaryKey, field.field, from, to);
    if (changes.length === 0) return;
    const before = latest.current;
    const next = new Map(before);
    for (const change of changes) next.set(String(change.key), change.sort);
    setOverrides(next);
    updateItemList(
      project,
      collection.collection,
      changes.map((change) => ({ [primaryKey]: change.key, [field.field]: change.sort })),
    )
      // Cached reads of these items (an item form, a related picker) are out of date.
      .then(() => itemsChanged(project, collection.collection))
      .catch((error) => {
        setOverrides(before);
        notify({
          title: t('layouts.sort_failed'),
          details: toApiErrorShape(error).message,
          color: 'danger',
        });
      });
  };

  return {
    field,
    on: on && field !== null,
    rows,
    toggle() {
      if (!field) return;
      if (on) {
        setOn(false);
        return;
      }
      setOn(true);
      if (sort !== field.field) onSortChange(field.field);
    },
    off: () => setOn(false),
    move,
  };
}
