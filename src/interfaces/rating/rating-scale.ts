// The rating's scale (v8 options `max_stars`, default 5) and a stored value read on it.

/** Stars on the scale: 1 to 20, 5 when the option is unset or not a number. */
export function starCount(option: unknown): number {
  const count = Math.round(Number(option));
  return Number.isFinite(count) && count > 0 ? Math.min(20, count) : 5;
}

/** The stored rating as a number, or null when there is none (decimal fields may hold 3.5). */
export function ratingOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const rating = Number(value);
  return Number.isFinite(rating) ? rating : null;
}
