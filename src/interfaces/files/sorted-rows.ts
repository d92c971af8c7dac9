// The files interface's order: when the junction collection has a `sort` field, the rows are shown
// by it and each move restamps it 1…n, so saving sends the new positions.

type Row = Record<string, unknown>;

const sortValue = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
};

/** The rows in their saved order: by the sort field (unsorted ones last), else as given. */
export function sortedRows(rows: readonly Row[], sortField: string | null): Row[] {
  if (!sortField) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const sa = sortValue(a.row, sortField);
      const sb = sortValue(b.row, sortField);
      if (Number.isNaN(sa) && Number.isNaN(sb)) return a.index - b.index;
      if (Number.isNaN(sa)) return 1;
      if (Number.isNaN(sb)) return -1;
      return sa - sb || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** `rows` with the one at `from` moved to `to`, each stamped with its new place (1-based). */
export function moveRow(rows: readonly Row[], from: number, to: number, sortField: string): Row[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...rows];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return stampOrder(next, sortField);
}

/** Each row with its place in the list as the sort value; rows already there are kept as they are. */
export function stampOrder(rows: readonly Row[], sortField: string): Row[] {
  return rows.map((row, index) =>
    sortValue(row, sortField) === index + 1 ? row : { ...row, [sortField]: index + 1 },
  );
}
