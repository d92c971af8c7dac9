/** A CSS hex colour as v8's color interface stores it: `#rgb` or `#rrggbb`, any case. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The value as the browser's colour picker takes it (`#rrggbb`, lower case), else null. */
export function pickerValue(value: unknown): string | null {
  if (typeof value !== 'string' || !HEX_COLOR.test(value)) return null;
  const hex = value.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((digit) => digit + digit).join('')}` : `#${hex}`;
}
