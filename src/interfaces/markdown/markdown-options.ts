// The `rows` option: the height of the textarea and the preview, in lines (catalogue: 12; the
// option accepts 5 to 100). Stored numbers may come as text.
export const DEFAULT_ROWS = 12;
export const MIN_ROWS = 5;
export const MAX_ROWS = 100;

export function markdownRows(option: unknown): number {
  const rows = typeof option === 'string' ? Number(option) : option;
  if (typeof rows !== 'number' || !Number.isFinite(rows)) return DEFAULT_ROWS;
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, Math.round(rows)));
}
