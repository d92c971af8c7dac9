import type { FieldInfo } from '../../../api/types.js';

// The field list's order: fields by their sort value (fields without one last, by name as the
// server lists them), and the `[{field, sort}]` a reorder saves (spec 3 §4 "Field-list operations").

export function sortedFields(fields: Iterable<FieldInfo>): FieldInfo[] {
  const list = [...fields];
  const sortOf = (field: FieldInfo) =>
    typeof field.sort === 'number' && Number.isFinite(field.sort) ? field.sort : null;
  return list
    .map((field, index) => ({ field, index }))
    .sort((a, b) => {
      const left = sortOf(a.field);
      const right = sortOf(b.field);
      if (left === null && right === null) return a.index - b.index;
      if (left === null) return 1;
      if (right === null) return -1;
      return left - right || a.index - b.index;
    })
    .map(({ field }) => field);
}

/** The list with the item at `from` moved to `to` (both indexes in the list before the move). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** The body of the sort call: each field's new position, 1-based. */
export function sortPayload(fields: readonly FieldInfo[]): { field: string; sort: number }[] {
  return fields.map((field, index) => ({ field: field.field, sort: index + 1 }));
}
