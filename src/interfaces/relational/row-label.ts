import { renderTemplate } from '../render-template.js';

/**
 * How a related row is named: the `template` option (`{{tag.name}}`), else the first of the
 * `fields` option's fields that has a value, else its key.
 */
export function rowLabel(
  row: Record<string, unknown>,
  related: Record<string, unknown> | null,
  options: Record<string, unknown>,
  key: unknown,
): string {
  if (typeof options.template === 'string' && options.template !== '') {
    const text = renderTemplate(options.template, row).trim();
    if (text !== '') return text;
  }
  if (typeof options.fields === 'string') {
    for (const name of options.fields.split(',').map((one) => one.trim())) {
      const value = related?.[name];
      if (value != null && typeof value !== 'object' && String(value) !== '') return String(value);
    }
  }
  return key == null ? '' : String(key);
}
