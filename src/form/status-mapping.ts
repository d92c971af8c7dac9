import type { CollectionInfo, FieldInfo } from '../api/types.js';

// A collection's status mapping (spec 2 §3): taken from the status field's options, where it may
// be a JSON string; each status has a name, a background colour and whether it soft-deletes.

export interface StatusEntry {
  value: string;
  name: string;
  background_color?: string;
  text_color?: string;
  soft_delete?: boolean;
}

export function statusField(collection: CollectionInfo): FieldInfo | null {
  return Object.values(collection.fields).find((field) => field.type === 'status') ?? null;
}

/** The mapping of a status field's options, in declaration order; unknown shapes give []. */
export function parseStatusMapping(
  options: Record<string, unknown> | null | undefined,
): StatusEntry[] {
  let mapping = options?.status_mapping;
  if (typeof mapping === 'string') {
    try {
      mapping = JSON.parse(mapping);
    } catch {
      return [];
    }
  }
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping)) return [];
  return Object.entries(mapping as Record<string, Record<string, unknown>>).map(
    ([value, entry]) => ({
      value,
      name: typeof entry?.name === 'string' ? entry.name : value,
      background_color:
        typeof entry?.background_color === 'string' ? entry.background_color : undefined,
      text_color: typeof entry?.text_color === 'string' ? entry.text_color : undefined,
      soft_delete: entry?.soft_delete === true,
    }),
  );
}

/** The status field and the status that soft-deletes, when the collection has one (spec 2 §4). */
export function softDeleteStatus(
  collection: CollectionInfo,
): { field: string; status: string } | null {
  const field = statusField(collection);
  if (!field) return null;
  const entry = parseStatusMapping(field.options).find((one) => one.soft_delete);
  return entry ? { field: field.field, status: entry.value } : null;
}
