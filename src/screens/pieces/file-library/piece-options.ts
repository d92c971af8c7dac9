// The attributes of `<cms-file-library>` as the piece reads them. Boolean attributes follow HTML:
// present (`selectable`, `selectable=""`) is on, absent or "false" is off.

/** `accept="image/*, application/pdf"` → `['image/*', 'application/pdf']`; empty means anything. */
export function acceptList(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A boolean attribute's value as the element hands it over ('true' / 'false', or a boolean). */
export function flag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value !== 'false');
}
