import type { CollectionInfo, FieldInfo } from '../api/types.js';
import { isFlagSet } from './flags.js';

// What the admin reads from a collection's metadata (spec 2 §3): its primary key, its field of a
// given type, its owner and status fields. One home, so the listing, the form, batch edit, the
// layouts and the permission rules name the same fields.

type Fields = Readonly<Record<string, FieldInfo>>;

/** The collection's first field of a given type (`status`, `owner`, `sort`, ...), if any. */
export function fieldOfType(collection: CollectionInfo, type: string): FieldInfo | null {
  return Object.values(collection.fields ?? {}).find((field) => field.type === type) ?? null;
}

/** The primary key field's name among a collection's fields (`id` when none is marked). */
export function primaryKeyField(fields: Fields | null | undefined): string {
  const field = Object.values(fields ?? {}).find((one) => isFlagSet(one.primary_key));
  return field?.field ?? 'id';
}

/** The status field (type `status`), if the collection has one. */
export function statusField(collection: CollectionInfo): FieldInfo | null {
  return fieldOfType(collection, 'status');
}

/**
 * Owner columns of system collections that have no `owner`-typed field (contract §9.4), as the
 * server's schema loader names them.
 */
const SYSTEM_OWNER_FIELDS: Readonly<Record<string, string>> = {
  directus_files: 'uploaded_by',
  directus_activity: 'action_by',
  directus_collection_presets: 'user',
  directus_user_sessions: 'user',
};

/** The field naming the item's owner: the `owner`-typed field, else a system owner column. */
export function ownerField(collection: CollectionInfo): string | null {
  const typed = fieldOfType(collection, 'owner');
  if (typed) return typed.field;
  const system = SYSTEM_OWNER_FIELDS[collection.collection];
  return system && collection.fields?.[system] ? system : null;
}
