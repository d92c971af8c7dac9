import type { FieldInfo } from '../api/types.js';

// A field's `default_value` as the form holds it. The API reports a column default as the database
// does, as text ("0", "1", "{}"): a new item must not send "0" for an integer field, nor "0" for a
// boolean (which a string-typed check reads as set).

const NUMBER_TYPES = new Set(['integer', 'bigInteger', 'decimal', 'float', 'sort']);
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TRUE_TEXT = new Set(['1', 'true', 't', 'yes', 'on']);
const FALSE_TEXT = new Set(['0', 'false', 'f', 'no', 'off', '']);

/** The default cast by the field's type; a text that does not fit the type stays as it is. */
export function fieldDefault(field: FieldInfo): unknown {
  const value = field.default_value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (NUMBER_TYPES.has(field.type)) return NUMERIC_TEXT.test(text) ? Number(text) : value;
  if (field.type === 'boolean') {
    const lower = text.toLowerCase();
    if (TRUE_TEXT.has(lower)) return true;
    if (FALSE_TEXT.has(lower)) return false;
    return value;
  }
  if (field.type === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return value;
}
