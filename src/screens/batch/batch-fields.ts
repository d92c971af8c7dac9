import type { FieldInfo } from '../../api/types.js';
import { isFlagSet } from '../../schema/flags.js';

// Which fields batch edit may change (spec 2 §4 "Batch mode in forms", §7 "batch update with
// comma-separated keys"): one value is written to every selected item, so a field whose value must
// differ per item (primary key, unique), that the server fills itself (created/updated dates,
// owner, user_updated) or that holds related rows rather than a value (alias, to-many) stays
// blocked.

/** Field types that carry no single column value, or whose value the server sets. */
const NOT_BATCH_TYPES: ReadonlySet<string> = new Set([
  'alias',
  'group',
  'o2m',
  'm2m',
  'translation',
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
  'sort',
]);

/** Why a field cannot be batch-edited, or null when it can. */
export type BatchBlockReason = 'primary_key' | 'unique' | 'relational' | 'system' | null;

export function batchBlockReason(field: FieldInfo): BatchBlockReason {
  if (isFlagSet(field.primary_key) || field.interface === 'primary-key') return 'primary_key';
  if (isFlagSet(field.unique)) return 'unique';
  if (['alias', 'group', 'o2m', 'm2m', 'translation'].includes(field.type)) return 'relational';
  if (NOT_BATCH_TYPES.has(field.type)) return 'system';
  return null;
}

/** The value a field starts with when switched on: its default, else empty. */
export function initialBatchValue(field: FieldInfo): unknown {
  return field.default_value ?? null;
}

/**
 * The body of the batch PATCH: every switched-on field with the value the form shows, nothing
 * else. Fields that may not be batch-edited are never sent, whatever the caller passes.
 */
export function batchPayload(
  fields: Readonly<Record<string, FieldInfo>>,
  active: ReadonlySet<string>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of active) {
    const field = fields[name];
    if (!field || batchBlockReason(field) !== null) continue;
    payload[name] = name in values ? values[name] : initialBatchValue(field);
  }
  return payload;
}

/**
 * The primary keys of a batch route (`1,2,3`; the router has decoded the segment already): blanks
 * dropped, duplicates kept once, in the order given.
 */
export function batchKeys(param: string): string[] {
  const keys: string[] = [];
  for (const part of param.split(',')) {
    const key = part.trim();
    if (key !== '' && !keys.includes(key)) keys.push(key);
  }
  return keys;
}
