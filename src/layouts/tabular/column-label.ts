import type { FieldInfo } from '../../api/types.js';
import { titleCase } from '../../shell/collection-title.js';

/** A column's header text: the field's name if it has one, else its key in title case. */
export function columnLabel(column: FieldInfo): string {
  return column.name && typeof column.name === 'string' ? column.name : titleCase(column.field);
}
