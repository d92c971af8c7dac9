// Which collections get a `q` search index, and over which columns. The index covers every column
// `q` can search in the collection (query/filter.ts isSearchableField), whoever asks: a caller's
// permissions only ever narrow the columns searched, and the original LIKE stays in the query, so
// indexing more columns than a caller searches changes no result.
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { SEARCH_INDEX_TABLE } from '../../db/migrations/20261126000000_search_index.js';
import { isSearchableField } from '../query/filter.js';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import { IDENTIFIER_PATTERN } from '../schema-admin/identifier-rules.js';

export { SEARCH_INDEX_TABLE };

export interface IndexTarget {
  collection: string;
  /** SQLite: the INTEGER PRIMARY KEY (the rowid the FTS5 table points at). */
  key: string;
  columns: FieldSchema[];
}

/** Names FTS5 keeps for itself (a column may not use them). */
const FTS5_RESERVED = new Set(['rank', 'rowid', 'oid', '_rowid_']);

/** Collections an admin turned the index off for. */
export async function disabledCollections(db: Knex): Promise<Set<string>> {
  const rows: { collection: string; enabled: unknown }[] = await db(SEARCH_INDEX_TABLE).select(
    'collection',
    'enabled',
  );
  const off = rows.filter((row) => !(row.enabled === true || Number(row.enabled) === 1));
  return new Set(off.map((row) => String(row.collection)));
}

function sqliteKey(collection: CollectionSchema): string | null {
  // FTS5 external content points at an integer rowid; only an INTEGER PRIMARY KEY keeps its
  // values through VACUUM and table rebuilds, so other keys are not indexed (they scan).
  const key = collection.fields.get(collection.primaryKey)?.column;
  if (!key?.primaryKey || !key.autoIncrement || key.dataType !== 'integer') return null;
  const keyCount = [...collection.fields.values()].filter((f) => f.column?.primaryKey).length;
  return keyCount === 1 ? key.name : null;
}

/** Why a collection has no index on this database (null: it can have one). */
export function unindexableReason(
  collection: CollectionSchema,
  dialect: DatabaseType,
): string | null {
  if (dialect === 'mysql') return 'MySQL/MariaDB: q scans (no index keeps substring semantics)';
  if (collection.system || !collection.managed) return 'not a managed user collection';
  if (!IDENTIFIER_PATTERN.test(collection.collection)) return 'collection name not indexable';
  const columns = [...collection.fields.values()].filter(isSearchableField);
  if (columns.length === 0) return 'no searchable columns';
  if (dialect === 'sqlite') {
    if (!sqliteKey(collection)) return 'SQLite: the primary key is not an INTEGER PRIMARY KEY';
    const bad = columns.find(
      (f) => !IDENTIFIER_PATTERN.test(f.field) || FTS5_RESERVED.has(f.field.toLowerCase()),
    );
    if (bad) return `SQLite: column name "${bad.field}" cannot be an FTS5 column`;
  }
  return null;
}

/** The collections to index on this database, by name. */
export function indexTargets(schema: SchemaModel, disabled: Set<string>): Map<string, IndexTarget> {
  const targets = new Map<string, IndexTarget>();
  for (const collection of schema.collections.values()) {
    if (disabled.has(collection.collection)) continue;
    if (unindexableReason(collection, schema.dialect) !== null) continue;
    targets.set(collection.collection, {
      collection: collection.collection,
      key: sqliteKey(collection) ?? collection.primaryKey,
      columns: [...collection.fields.values()].filter(isSearchableField),
    });
  }
  return targets;
}
