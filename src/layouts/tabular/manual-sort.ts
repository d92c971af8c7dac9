// Manual sort (spec 2 §4 "Table"): rows of a collection with a sort field are dragged into order,
// and the new order is saved as that field's values. Only rows whose value changes are written.

type Key = string | number;
type Row = Record<string, unknown>;

/** The rows in the order of their sort values, nulls last; equal values keep their order. */
export function bySortValue(rows: readonly Row[], sortField: string): Row[] {
  const value = (row: Row) => {
    const saved = row[sortField];
    const number = typeof saved === 'number' ? saved : saved == null ? null : Number(saved);
    return number === null || Number.isNaN(number) ? null : number;
  };
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return a.value - b.value;
    })
    .map((entry) => entry.row);
}

/**
 * The sort values after moving the row at `from` to `to` (indexes in `ordered`). The moved range
 * reuses its own values in the new order when they are distinct numbers; otherwise every row is
 * numbered 1…n, as v8 does. Returns only the rows whose value changes.
 */
export function moveSortValues(
  ordered: readonly Row[],
  primaryKey: string,
  sortField: string,
  from: number,
  to: number,
): { key: Key; sort: number }[] {
  if (from === to || from < 0 || to < 0 || from >= ordered.length || to >= ordered.length) {
    return [];
  }
  const next = [...ordered];
  const [moved] = next.splice(from, 1);
  if (!moved) return [];
  next.splice(to, 0, moved);

  const values = ordered.map((row) => row[sortField]);
  const numeric = values.every((value) => typeof value === 'number');
  const distinct = new Set(values).size === values.length;
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const assigned = new Map<Row, number>();
  if (numeric && distinct) {
    for (let index = low; index <= high; index += 1) {
      assigned.set(next[index] as Row, values[index] as number);
    }
  } else {
    next.forEach((row, index) => {
      assigned.set(row, index + 1);
    });
  }
  const changes: { key: Key; sort: number }[] = [];
  for (const [row, sort] of assigned) {
    if (row[sortField] !== sort) changes.push({ key: row[primaryKey] as Key, sort });
  }
  return changes;
}
