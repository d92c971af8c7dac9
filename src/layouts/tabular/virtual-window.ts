// Which rows a virtualised list renders: those in the viewport plus a margin either side. With a
// fixed row height this is arithmetic, so 100,000 rows cost no more DOM than 50.

export interface RowWindow {
  /** First rendered index (inclusive). */
  start: number;
  /** Last rendered index (exclusive). */
  end: number;
}

export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  margin = 10,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  const start = Math.max(0, first - margin);
  const end = Math.min(count, first + visible + margin);
  return { start, end: Math.max(start, end) };
}

/** The end is near enough to fetch the next page (spec 2 §9: within 500 px). */
export function nearEnd(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold = 500,
): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold;
}
