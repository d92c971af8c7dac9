// Where rows stand while one is being moved (manual sort): the moved row sits at its target and
// the rows between slide by one, so the gap shows where it will land.

export interface RowMove {
  /** The moved row's index in display order. */
  from: number;
  /** Where it would land if dropped now. */
  to: number;
}

/** The place the row at `index` is shown at during a move. */
export function previewIndex(index: number, move: RowMove | null): number {
  if (!move || move.from === move.to) return index;
  if (index === move.from) return move.to;
  if (move.from < move.to && index > move.from && index <= move.to) return index - 1;
  if (move.to < move.from && index >= move.to && index < move.from) return index + 1;
  return index;
}

/** The target of a pointer drag `offset` px away from the row's place, within the list. */
export function dropIndex(from: number, offset: number, rowHeight: number, count: number): number {
  return Math.max(0, Math.min(count - 1, from + Math.round(offset / rowHeight)));
}
