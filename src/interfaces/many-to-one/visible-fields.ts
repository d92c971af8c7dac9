import type { Item } from '../../api/items.js';
import { displayText } from '../display-text.js';

// The many-to-one `visible_fields` option: the related item's fields the picker lists beside each
// item's label (a list, or v8's comma-separated text).

export function visibleFieldsOf(options: Record<string, unknown>): string[] {
  const option = options.visible_fields;
  const names = Array.isArray(option)
    ? option
    : typeof option === 'string'
      ? option.split(',')
      : [];
  return names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The item's values of those fields, as text ('' where unset), in the option's order. */
export function visibleValues(row: Item, fields: readonly string[]): string[] {
  return fields.map((name) => displayText(row[name] ?? null));
}
