import type { FieldDefinition } from '../../../api/schema-admin.js';
import type { FieldInfo } from '../../../api/types.js';
import { SINGLE_PER_COLLECTION_TYPES } from '../../../schema/datatypes.js';

// Duplicating a field (spec 3 §4 "Duplicate field", §5): the copy keeps what the field is (type,
// column, interface and its options, flags) under a new name, last in the target's order.

/** Interfaces whose field only works with its relation or its place as the key or the order. */
const NOT_COPIED_INTERFACES = new Set([
  'primary-key',
  'many-to-many',
  'one-to-many',
  'many-to-one',
  'sort',
]);
/** Types that need a relation row (or are the order): a copy would point at nothing. */
const NOT_COPIED_TYPES = new Set(['m2o', 'o2m', 'm2m', 'sort', 'file', 'translation']);

/** Whether the field list offers Duplicate for this field. */
export function mayDuplicateField(field: FieldInfo): boolean {
  if (field.primary_key === true) return false;
  if (field.interface && NOT_COPIED_INTERFACES.has(field.interface)) return false;
  return !NOT_COPIED_TYPES.has(field.type);
}

/** The attributes a copy keeps, as the field record has them. */
const COPIED = [
  'type',
  'datatype',
  'length',
  'interface',
  'options',
  'default_value',
  'required',
  'readonly',
  'unique',
  'signed',
  'note',
  'validation',
  'width',
  'hidden_detail',
  'hidden_browse',
  'translation',
  'locked',
] as const;

/**
 * The create-field body of the copy: `name` in a collection that has `targetFieldCount` fields, so
 * its sort is that count plus one (spec 3 §4). A group only means something in its own collection.
 */
export function duplicateFieldDefinition(
  field: FieldInfo,
  name: string,
  targetFieldCount: number,
  sameCollection: boolean,
): FieldDefinition {
  const copy: Record<string, unknown> = { field: name };
  for (const key of COPIED) {
    if (field[key] !== undefined) copy[key] = structuredCloneValue(field[key]);
  }
  if (sameCollection && field.group != null) copy.group = field.group;
  copy.sort = targetFieldCount + 1;
  return copy as unknown as FieldDefinition;
}

function structuredCloneValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}

export type DuplicateProblem = 'empty' | 'exists' | 'once_per_collection';

/**
 * Why the copy of `field` cannot be created as `name` in a collection holding `targetFields`, or
 * null: no name, the name is taken there, or the target already has its one field of this type.
 */
export function duplicateProblem(
  field: FieldInfo,
  name: string,
  targetFields: Iterable<FieldInfo>,
): DuplicateProblem | null {
  if (name === '') return 'empty';
  const fields = [...targetFields];
  if (fields.some((other) => other.field.toLowerCase() === name)) return 'exists';
  if (
    SINGLE_PER_COLLECTION_TYPES.has(field.type) &&
    fields.some((other) => other.type === field.type)
  ) {
    return 'once_per_collection';
  }
  return null;
}
