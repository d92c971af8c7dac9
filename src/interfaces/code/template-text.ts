// The `template` option: text a user can start an empty field with (v8's "fill with template").
// v8 edits the option with its JSON interface, so it may be stored as text or as JSON.

/** The template as editor text, or null when the field has none. */
export function templateText(template: unknown): string | null {
  if (template == null || template === '') return null;
  if (typeof template === 'string') return template;
  return JSON.stringify(template, null, 2);
}
