import type { CollectionInfo } from '../api/types.js';
import { statusField } from './collection-meta.js';
import { isFlagSet } from './flags.js';

// A collection's status mapping (spec 2 §3): taken from the status field's options, where it may
// be a JSON string; each status has a name, colours and whether it soft-deletes. When the field
// has none, a collection-level `status_mapping` (should the API send one) is used, as the server
// falls back to the project-wide mapping.

export interface StatusEntry {
  value: string;
  name: string;
  background_color?: string;
  text_color?: string;
  soft_delete: boolean;
  /** Items in this status must have their required fields (when any status says so). */
  required_fields: boolean;
}

function parsed(mapping: unknown): unknown {
  if (typeof mapping !== 'string') return mapping;
  try {
    return JSON.parse(mapping);
  } catch {
    return null;
  }
}

/** A `status_mapping` value (object or JSON string) in declaration order; other shapes give []. */
export function parseStatusMapping(mapping: unknown): StatusEntry[] {
  const object = parsed(mapping);
  if (!object || typeof object !== 'object' || Array.isArray(object)) return [];
  return Object.entries(object as Record<string, unknown>).map(([value, raw]) => {
    const entry = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return {
      value,
      name: typeof entry.name === 'string' ? entry.name : value,
      background_color:
        typeof entry.background_color === 'string' ? entry.background_color : undefined,
      text_color: typeof entry.text_color === 'string' ? entry.text_color : undefined,
      soft_delete: isFlagSet(entry.soft_delete),
      required_fields: isFlagSet(entry.required_fields),
    };
  });
}

/** The mapping of an interface's options (the status field's own `status_mapping`). */
export function statusesOfOptions(options: Record<string, unknown> | null | undefined) {
  return parseStatusMapping(options?.status_mapping);
}

/** The collection's statuses: its status field's mapping, else the collection-level one. */
export function collectionStatuses(collection: CollectionInfo): StatusEntry[] {
  const field = statusField(collection);
  if (!field) return [];
  const own = statusesOfOptions(field.options);
  return own.length > 0 ? own : parseStatusMapping(collection.status_mapping);
}

export interface SoftDelete {
  /** The status field's name. */
  field: string;
  /** The status value a delete sets. */
  status: string;
  /** Its display name. */
  name: string;
}

/** Where a delete moves items, when the mapping has a soft-delete status (spec 2 §4). */
export function softDeleteOf(collection: CollectionInfo): SoftDelete | null {
  const field = statusField(collection);
  if (!field) return null;
  const entry = collectionStatuses(collection).find((one) => one.soft_delete);
  return entry ? { field: field.field, status: entry.value, name: entry.name } : null;
}
