/** Page size when the project sets no `default_limit` (spec 2 §9). */
export const DEFAULT_PAGE_SIZE = 50;

/** The listing's page size: the project's `default_limit` when it is a positive integer. */
export function pageSize(settings: Readonly<Record<string, unknown>>): number {
  const value = Number(settings.default_limit);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PAGE_SIZE;
}
