import type { RepeaterSubField } from './repeater-fields.js';

const NUMERIC_TYPES = new Set(['integer', 'decimal', 'float', 'bigint']);

/**
 * What a sub-field edited with the plain fallback input stores: that input stages text, so a number
 * sub-field (a thumbnail's `quality` edited as text while its slider is not bundled) stores the
 * number typed rather than its digits as text. Anything not a plain number stays as typed.
 */
export function fallbackSubFieldValue(sub: RepeaterSubField, value: unknown): unknown {
  if (!NUMERIC_TYPES.has(sub.type.toLowerCase()) || typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return value;
  return Number(trimmed);
}
