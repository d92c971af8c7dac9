import type { Item } from '../../api/items.js';
import { displayText } from '../display-text.js';

// The many-to-one `visible_fields` option: the related item's fields the picker lists beside each
// item's label (a list, or v8's comma-separated text).

/**
 * The fields to list, less the one the template already shows as each item's label (v8 projects
 * often name the same field in both: `{{name}}` and `name`), which would read twice.
 */
export function visibleFieldsOf(options: Record<string, unknown>, template = ''): string[] {
  const labelField = /^\{\{\s*([\w.]+)\s*\}\}$/.exec(template.trim())?.[1];
  const option = options.visible_fields;
  const names = Array.isArray(option)
    ? option
    : typeof option === 'string'
      ? option.split(',')
      : [];
  return names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== labelField);
}

/** The item's values of those fields, as text ('' where unset), in the option's order. */
export function visibleValues(row: Item, fields: readonly string[]): string[] {
  return fields.map((name) => displayText(row[name] ?? null));
}
