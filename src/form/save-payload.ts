import type { CollectionInfo, FieldInfo, Relation } from '../api/types.js';
import { toManyInfo, toManyPayload } from '../interfaces/relational/to-many.js';

// What a save sends: the staged values, except that to-many fields hold the list of related rows
// in the form and are sent as the changes against the saved rows (attach, detach, new junction
// rows, junction deletes); a to-many field without changes is left out.

const TO_MANY_TYPES = new Set(['o2m', 'm2m', 'translation']);

export function savePayload(
  body: Record<string, unknown>,
  saved: Record<string, unknown>,
  fields: Readonly<Record<string, FieldInfo>>,
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = fields[name];
    if (field && TO_MANY_TYPES.has(field.type)) {
      const info = toManyInfo(field, relations, collections);
      if (!info) continue;
      const changes = toManyPayload(saved[name], value, info);
      if (changes.length > 0) payload[name] = changes;
      continue;
    }
    payload[name] = value;
  }
  return payload;
}
