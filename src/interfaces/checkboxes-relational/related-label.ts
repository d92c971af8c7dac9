import { renderTemplate } from '../render-template.js';

/**
 * How checkboxes-relational names a related item: its `template` (`{{name}}`) rendered on the
 * related item, or, for v8 templates written against the junction row (`{{tag.name}}`), on that
 * row; else the item's key.
 */
export function relatedLabel(
  template: unknown,
  related: Record<string, unknown> | null,
  junctionRow: Record<string, unknown> | null,
  key: unknown,
): string {
  if (typeof template === 'string' && template.trim() !== '') {
    const own = related ? renderTemplate(template, related).trim() : '';
    if (own !== '') return own;
    const throughJunction = junctionRow ? renderTemplate(template, junctionRow).trim() : '';
    if (throughJunction !== '') return throughJunction;
  }
  return key == null ? '' : String(key);
}

/** The `grid` option as a column count: a whole number from 1 to 6, else the default 2. */
export function gridColumns(option: unknown): number {
  const columns = typeof option === 'string' ? Number(option) : option;
  return typeof columns === 'number' && Number.isInteger(columns) && columns >= 1 && columns <= 6
    ? columns
    : 2;
}
