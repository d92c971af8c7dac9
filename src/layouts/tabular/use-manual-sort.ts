import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { updateItemList } from '../../api/items.js';
import type { CollectionInfo, FieldInfo } from '../../api/types.js';
import { itemsChanged } from '../../data/item.js';
import { useT } from '../../i18n/use-t.js';
import { updateNeedsComment } from '../../permissions/explain-rights.js';
import { useGrants, usePermissionSubject } from '../../permissions/use-grants.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { notify } from '../../state/notifications.js';
import { bySortValue, moveSortValues } from './manual-sort.js';

// The tabular layout's manual-sort mode (spec 2 §4 "Table"): on at start when the view is sorted
// ascending by the collection's sort field; turning it on forces that sort. Moved rows show their
// new place at once; the new values are saved, and put back when the server refuses them. When the
// role must say why it updates those rows (`explain`), the move waits for that comment (a cancel
// puts the rows back).

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
  /** A move waiting for the comment the role's `explain` permission asks for; null when none. */
  explaining: { count: number } | null;
  /** Saves the waiting move with that comment. */
  explain(comment: string): void;
  /** Drops the waiting move: the rows go back. */
  cancelExplaining(): void;
}

interface WaitingMove {
  changes: readonly { key: string | number; sort: number }[];
  before: ReadonlyMap<string, number>;
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
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const field = manualSortField(collection);
  const [waiting, setWaiting] = useState<WaitingMove | null>(null);
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

  const save = (
    changes: WaitingMove['changes'],
    before: WaitingMove['before'],
    comment?: string,
  ) => {
    if (!field || !project) return;
    updateItemList(
      project,
      collection.collection,
      changes.map((change) => ({ [primaryKey]: change.key, [field.field]: change.sort })),
      { comment },
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

  const move = (from: number, to: number) => {
    if (!on || !field || !project || waiting) return;
    const changes = moveSortValues(rows, primaryKey, field.field, from, to);
    if (changes.length === 0) return;
    const before = latest.current;
    const next = new Map(before);
    for (const change of changes) next.set(String(change.key), change.sort);
    setOverrides(next);
    // The server judges each updated row on its own status rows (explain-rights.ts).
    const moved = new Set(changes.map((change) => String(change.key)));
    const needsComment = rows.some(
      (row) => moved.has(String(row[primaryKey])) && updateNeedsComment(grants, subject, row),
    );
    if (needsComment) setWaiting({ changes, before });
    else save(changes, before);
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
    explaining: waiting ? { count: waiting.changes.length } : null,
    explain(comment) {
      if (!waiting) return;
      setWaiting(null);
      save(waiting.changes, waiting.before, comment);
    },
    cancelExplaining() {
      if (!waiting) return;
      setOverrides(waiting.before);
      setWaiting(null);
    },
  };
}
