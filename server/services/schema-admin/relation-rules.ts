// What deleting a field does to the relations that name it. The server applies it when a field is
// deleted (fields.ts); the admin imports it (src/schema/relation-rules.ts) to say beforehand why a
// delete is refused instead of offering it. It must stay free of Node imports.

import type { RelationRow } from '../schema/types.js';

export type { RelationRow };

/** A field that still needs the one being deleted. */
export interface FieldRef {
  collection: string;
  field: string;
}

/**
 * The field that keeps `collection.field` from being deleted, or null. A foreign key column
 * cannot go while a field on the other side reads through it: the one-to-many alias of a
 * many-to-one, or the many-to-many alias of a junction's key. Delete that field first.
 */
export function fieldDeleteBlocker(
  collection: string,
  field: string,
  relations: readonly RelationRow[],
): FieldRef | null {
  for (const row of relations) {
    if (row.collection_many !== collection || row.field_many !== field) continue;
    if (row.collection_one && row.field_one) {
      return { collection: row.collection_one, field: row.field_one };
    }
    if (row.junction_field) {
      // A junction key: the other half of the pair carries the alias of the other side.
      const other = relations.find(
        (candidate) =>
          candidate !== row &&
          candidate.collection_many === collection &&
          candidate.field_many === row.junction_field,
      );
      if (other?.collection_one && other.field_one) {
        return { collection: other.collection_one, field: other.field_one };
      }
    }
  }
  return null;
}

/** What happens to relation rows when a field goes (after fieldDeleteBlocker said yes). */
export interface RelationCleanup {
  /** Rows whose foreign key is the deleted column: they describe nothing any more. */
  remove: number[];
  /** Rows whose alias (`field_one`) is the deleted field: the relation stays, without the alias. */
  clearAlias: number[];
}

export function relationCleanupForField(
  collection: string,
  field: string,
  relations: readonly RelationRow[],
): RelationCleanup {
  const remove: number[] = [];
  const clearAlias: number[] = [];
  for (const row of relations) {
    if (row.collection_many === collection && row.field_many === field) remove.push(row.id);
    else if (row.collection_one === collection && row.field_one === field) clearAlias.push(row.id);
  }
  return { remove, clearAlias };
}
