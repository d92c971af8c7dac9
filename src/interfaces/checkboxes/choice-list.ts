import { tagsOf } from '../tags/tag-value.js';

// The value of the interfaces that pick several choices (checkboxes, multiselect). An `array`
// field holds a list, which the server stores as CSV; a `string` field holds the CSV itself. With
// the wrap option the values sit between delimiters (",a,b,": v8 sends the list with an empty
// first and last entry) so that a `contains ,a,` filter finds whole values only.

/** The chosen values of a stored value: a list, or CSV text (wrapped or not); blanks dropped. */
export function chosenValues(value: unknown): string[] {
  return tagsOf(value);
}

/** What the field stores for `values`: null when none is chosen. */
export function storedChoices(
  values: readonly string[],
  fieldType: string,
  wrap: boolean,
): unknown {
  if (values.length === 0) return null;
  if (fieldType === 'array') return wrap ? ['', ...values, ''] : [...values];
  const csv = values.join(',');
  return wrap ? `,${csv},` : csv;
}

/** Whether two lists hold the same values in the same order. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((one, index) => one === b[index]);
}
