import type { CollectionInfo, FieldInfo } from '../api/types.js';
import { primaryKeyField, statusField } from '../schema/collection-meta.js';
import { isFlagSet } from '../schema/flags.js';
import { collectionStatuses } from '../schema/status-mapping.js';
import {
  formFields,
  isFieldReadonly,
  isFieldRequired,
  type ReadonlyContext,
} from './field-rules.js';

// Required fields checked before a save is sent (spec 2 §4), by the server's rule
// (server/services/items/validate-payload.ts): a value is missing when it is null, blank text or an
// empty list; fields the server fills itself are never asked for; when some statuses of the
// mapping are flagged `required_fields`, only items in those statuses must be complete. Only
// fields the user sees and may write are checked: the others they could not fill anyway.

/** Types the server fills (stamps, owner) and relational lists it does not require of a payload. */
const NOT_ASKED = new Set([
  'alias',
  'o2m',
  'm2m',
  'translation',
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
]);

export function isBlankValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The statuses flagged `required_fields` in the collection's mapping (none: every status). */
function statusesRequiringFields(collection: CollectionInfo): string[] | null {
  const flagged = collectionStatuses(collection)
    .filter((entry) => entry.required_fields)
    .map((entry) => entry.value);
  return flagged.length > 0 ? flagged : null;
}

function requiredChecksApply(collection: CollectionInfo, values: Record<string, unknown>) {
  const flagged = statusesRequiringFields(collection);
  if (!flagged) return true;
  const status = statusField(collection);
  return status ? flagged.includes(String(values[status.field] ?? '')) : true;
}

export interface RequiredContext extends ReadonlyContext {
  readBlacklist?: readonly string[];
}

/** The required fields still empty in `values`, in form order. */
export function missingRequiredFields(
  collection: CollectionInfo,
  values: Record<string, unknown>,
  context: RequiredContext,
): FieldInfo[] {
  if (!requiredChecksApply(collection, values)) return [];
  // A saved item's hash (a password) is never read back: blank here, yet set on the server.
  const saved = !isBlankValue(values[primaryKeyField(collection.fields)]);
  return formFields(collection.fields, context.readBlacklist).filter(
    (field) =>
      isFieldRequired(field) &&
      !(saved && field.type === 'hash') &&
      !NOT_ASKED.has(field.type) &&
      !isFlagSet(field.auto_increment) &&
      !isFieldReadonly(field, context) &&
      isBlankValue(values[field.field]),
  );
}
