// Displays show values as text; React escapes every character, so HTML-looking data stays text.

/** A value as one line of text: objects as JSON, nothing as an empty string. */
export function displayText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
