import { useState } from 'react';
import type { FieldInfo } from '../../api/types.js';

// Column widths of the tabular layout (spec 2 §9: 200 px by default, a label needs 40 px). A column
// without a saved width shares the room the table has beyond its columns' widths, so the table
// fills its box; text takes the larger shares (the first column, the item's link, most), short
// values like a status or a number keep their 200 px; a width the user set is kept as set.

export const DEFAULT_COLUMN_WIDTH = 200;
export const MIN_COLUMN_WIDTH = 40;

export function savedWidths(options: Record<string, unknown>): Record<string, number> {
  const widths = options.widths;
  if (!widths || typeof widths !== 'object') return {};
  return Object.fromEntries(
    Object.entries(widths as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** Types whose values are short: their column does not grow. */
const SHORT_TYPES = new Set([
  'status',
  'boolean',
  'integer',
  'decimal',
  'float',
  'bigInteger',
  'sort',
  'time',
  'uuid',
  'lang',
]);

/** A growing column's share of the spare room (flex-grow): text more than dates, short none. */
export function growShare(field: FieldInfo, first: boolean): number {
  if (SHORT_TYPES.has(field.type)) return 0;
  if (field.type === 'string' || field.type === 'text') return first ? 4 : 3;
  return first ? 2 : 1;
}

export interface ColumnWidths {
  /** The column's own width (saved, being dragged, or the default). */
  widthOf(field: string): number;
  /** The column's share of the spare room; 0 when it keeps its own width. */
  growOf(field: string): number;
  /** Sum of the columns' own widths. */
  total: number;
  /** Shows a width while the pointer drags; `save` ends the drag and keeps it. */
  preview(field: string, width: number): void;
  save(field: string, width: number): void;
}

export function useColumnWidths(
  columns: readonly FieldInfo[],
  viewOptions: Record<string, unknown>,
  onViewOptionsChange: (options: Record<string, unknown>) => void,
): ColumnWidths {
  // Widths being dragged are local until the pointer lets go; then they are saved once.
  const [dragWidths, setDragWidths] = useState<Record<string, number> | null>(null);
  const saved = savedWidths(viewOptions);
  const widths = { ...saved, ...dragWidths };
  const widthOf = (field: string) => widths[field] ?? DEFAULT_COLUMN_WIDTH;
  const shares = new Map(
    columns.map((column, index) => [
      column.field,
      widths[column.field] === undefined ? growShare(column, index === 0) : 0,
    ]),
  );
  // When no column grows, the last one takes the spare room, so the rows still reach the edge.
  const last = columns.at(-1);
  if (last && [...shares.values()].every((share) => share === 0)) shares.set(last.field, 1);
  return {
    widthOf,
    growOf: (field) => shares.get(field) ?? 0,
    total: columns.reduce((sum, column) => sum + widthOf(column.field), 0),
    preview: (field, width) =>
      setDragWidths((current) => ({ ...current, [field]: Math.max(MIN_COLUMN_WIDTH, width) })),
    save(field, width) {
      setDragWidths(null);
      onViewOptionsChange({
        ...viewOptions,
        widths: { ...saved, [field]: Math.max(MIN_COLUMN_WIDTH, Math.round(width)) },
      });
    },
  };
}

/** A value cell's width and its share of the spare room, the same in the header and the rows. */
export function cellStyle(widths: ColumnWidths, field: string) {
  return { width: widths.widthOf(field), flexGrow: widths.growOf(field) };
}
