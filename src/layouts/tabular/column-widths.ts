import { useState } from 'react';

// Column widths of the tabular layout (spec 2 §9: 200 px by default, a label needs 40 px). A column
// without a saved width shares the room the table has beyond its columns' widths, so the table
// fills its box; a width the user set is kept as set.

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

export interface ColumnWidths {
  /** The column's own width (saved, being dragged, or the default). */
  widthOf(field: string): number;
  /** Whether the column takes a share of the spare room. */
  fills(field: string): boolean;
  /** Sum of the columns' own widths. */
  total: number;
  /** Shows a width while the pointer drags; `save` ends the drag and keeps it. */
  preview(field: string, width: number): void;
  save(field: string, width: number): void;
}

export function useColumnWidths(
  fields: readonly string[],
  viewOptions: Record<string, unknown>,
  onViewOptionsChange: (options: Record<string, unknown>) => void,
): ColumnWidths {
  // Widths being dragged are local until the pointer lets go; then they are saved once.
  const [dragWidths, setDragWidths] = useState<Record<string, number> | null>(null);
  const saved = savedWidths(viewOptions);
  const widths = { ...saved, ...dragWidths };
  const widthOf = (field: string) => widths[field] ?? DEFAULT_COLUMN_WIDTH;
  const flexible = fields.filter((field) => widths[field] === undefined);
  // With every width set, the last column takes the spare room, so the rows still reach the edge.
  const filling = new Set(flexible.length > 0 ? flexible : fields.slice(-1));
  return {
    widthOf,
    fills: (field) => filling.has(field),
    total: fields.reduce((sum, field) => sum + widthOf(field), 0),
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
