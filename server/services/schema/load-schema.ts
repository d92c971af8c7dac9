// Builds a project's schema model from the live tables (introspect.ts) and the Directus metadata
// in directus_collections, directus_fields and directus_relations (contract §7.2-7.4, §8):
// - every base table is a collection; tables without a directus_collections row are "unmanaged"
//   (readable by admins, as in v8), system tables are described by their §8.2 metadata;
// - columns without a directus_fields row get a type derived from their database type;
// - directus_fields rows without a column are alias fields (o2m, m2m, dividers …);
// - relations come from directus_relations only, as v8 guessed them: a non-alias field named by
//   collection_many/field_many is M2O; an alias named by collection_one/field_one is O2M, or M2M
//   when the row has a junction_field.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { SCHEMA_VERSION_TABLE } from '../../db/migrations/20250601000000_schema_version.js';
import { OTP_USES_TABLE } from '../../db/migrations/20251121000000_otp_uses.js';
import { SIGN_IN_ATTEMPTS_TABLE } from '../../db/migrations/20251125000200_sign_in_attempts.js';
import { SEARCH_INDEX_TABLE } from '../../db/migrations/20261126000000_search_index.js';
import {
  MIGRATIONS_LOCK_TABLE,
  MIGRATIONS_TABLE,
  WRITE_COUNTERS_TABLE,
} from '../../db/system-collections.js';
import { type FieldSeed, systemFieldSeeds } from '../../db/system-fields.js';
// The `q` search index's FTS5 tables (and their shadow tables) are never collections.
import { FTS_PREFIX } from '../search-index/sqlite.js';
import { ALIAS_TYPES, castKind, derivedType, valueClass } from './field-types.js';
import { introspectColumns } from './introspect.js';
import type {
  CollectionSchema,
  ColumnSchema,
  FieldMeta,
  FieldSchema,
  RelationRow,
  SchemaModel,
  StatusInfo,
} from './types.js';

/** This server's own bookkeeping tables: never collections. */
const INTERNAL_TABLES = new Set([
  MIGRATIONS_TABLE,
  MIGRATIONS_LOCK_TABLE,
  SCHEMA_VERSION_TABLE,
  OTP_USES_TABLE,
  SIGN_IN_ATTEMPTS_TABLE,
  SEARCH_INDEX_TABLE,
  WRITE_COUNTERS_TABLE,
]);

/**
 * Names knex cannot address safely are left out of the model (so they can never reach SQL):
 * a dot splits an identifier into schema.table, and a `?` is taken for a binding placeholder by
 * the MySQL and PostgreSQL drivers. NUL never belongs in an identifier.
 */
export function isAddressableName(name: string): boolean {
  return name.length > 0 && !name.includes('.') && !name.includes('?') && !name.includes('\0');
}

type Row = Record<string, unknown>;

const flag = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 't' || value === 'true';

const nullableString = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

function parseJson(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function asObject(value: unknown): Record<string, unknown> | null {
  const parsed = parseJson(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** A directus_fields row, or a built-in system seed, reduced to what the model needs. */
interface FieldDefinition {
  id: number | null;
  type: string;
  interface: string | null;
  options: Record<string, unknown> | null;
  meta: FieldMeta;
}

function definitionFromRow(row: Row): FieldDefinition {
  return {
    id: nullableNumber(row.id),
    type: String(row.type ?? '').toLowerCase(),
    interface: nullableString(row.interface),
    options: asObject(row.options),
    meta: {
      locked: flag(row.locked),
      validation: nullableString(row.validation),
      required: flag(row.required),
      readonly: flag(row.readonly),
      hidden_detail: flag(row.hidden_detail),
      hidden_browse: flag(row.hidden_browse),
      sort: nullableNumber(row.sort),
      width: nullableString(row.width),
      group: nullableNumber(row.group),
      note: nullableString(row.note),
      translation: parseJson(row.translation),
    },
  };
}

function definitionFromSeed(seed: FieldSeed): FieldDefinition {
  return {
    id: null,
    type: seed.type.toLowerCase(),
    interface: seed.interface,
    options: seed.options ?? null,
    meta: {
      locked: seed.locked ?? true,
      validation: seed.validation ?? null,
      required: seed.required ?? false,
      readonly: seed.readonly ?? false,
      hidden_detail: seed.hidden_detail ?? false,
      hidden_browse: seed.hidden_browse ?? false,
      sort: seed.sort ?? null,
      width: seed.width ?? 'full',
      group: null,
      note: seed.note ?? null,
      translation: null,
    },
  };
}

let seedIndex: Map<string, Map<string, FieldSeed>> | undefined;

/** The built-in §8.2 metadata, for system fields whose directus_fields row is missing. */
function systemSeeds(collection: string): Map<string, FieldSeed> | undefined {
  if (!seedIndex) {
    seedIndex = new Map();
    for (const seed of systemFieldSeeds()) {
      let fields = seedIndex.get(seed.collection);
      if (!fields) {
        fields = new Map();
        seedIndex.set(seed.collection, fields);
      }
      fields.set(seed.field, seed);
    }
  }
  return seedIndex.get(collection);
}

function makeField(
  collection: string,
  name: string,
  column: ColumnSchema | null,
  definition: FieldDefinition | null,
  managed: boolean,
): FieldSchema {
  const type = definition?.type || (column ? derivedType(column) : 'alias');
  return {
    collection,
    field: name,
    type,
    interface: definition?.interface ?? null,
    options: definition?.options ?? null,
    id: definition?.id ?? null,
    managed,
    meta: definition?.meta ?? null,
    alias: column === null,
    column,
    primaryKey: column?.primaryKey ?? false,
    relation: null,
    cast: castKind(type, column),
    valueClass: valueClass(type, column),
  };
}

/** `status_mapping` option → ordered status list (unknown shapes give an empty list). */
export function parseStatusMapping(mapping: unknown): StatusInfo[] {
  const object = asObject(mapping);
  if (!object) return [];
  return Object.entries(object).map(([value, entry]) => {
    const options = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    return {
      value,
      name: nullableString(options.name),
      softDelete: flag(options.soft_delete),
      published: options.published === undefined ? true : flag(options.published),
      requiredFields: flag(options.required_fields),
      options,
    };
  });
}

/** The first field of a given Directus type. */
function fieldOfType(fields: Map<string, FieldSchema>, type: string): string | null {
  for (const field of fields.values()) if (field.type === type && !field.alias) return field.field;
  return null;
}

/** v8's owner columns of system tables without an `owner` typed field (contract §9.4). */
const SYSTEM_OWNER_FIELDS: Record<string, string> = {
  directus_users: 'id',
  directus_activity: 'action_by',
  directus_collection_presets: 'user',
  directus_user_sessions: 'user',
};

function buildCollection(
  name: string,
  columns: ColumnSchema[],
  collectionRow: Row | undefined,
  fieldRows: Map<string, Row>,
  globalStatusMapping: unknown,
): CollectionSchema {
  const system = name.startsWith('directus_');
  const seeds = system ? systemSeeds(name) : undefined;
  const fields = new Map<string, FieldSchema>();

  const sortedColumns = [...columns].sort((a, b) => a.position - b.position);
  for (const column of sortedColumns) {
    if (!isAddressableName(column.name)) continue;
    const row = fieldRows.get(column.name);
    const seed = seeds?.get(column.name);
    const definition = row ? definitionFromRow(row) : seed ? definitionFromSeed(seed) : null;
    // A column whose row claims an alias type is still a column.
    if (definition && ALIAS_TYPES.has(definition.type)) definition.type = derivedType(column);
    fields.set(column.name, makeField(name, column.name, column, definition, definition !== null));
  }

  // Aliases: rows (or seeds) naming no column. directus_settings rows describe settings keys
  // (the settings form), not columns, so they are not fields of the table.
  if (name !== 'directus_settings') {
    const aliases: { name: string; definition: FieldDefinition }[] = [];
    for (const [field, row] of fieldRows) {
      if (!fields.has(field) && isAddressableName(field)) {
        aliases.push({ name: field, definition: definitionFromRow(row) });
      }
    }
    for (const [field, seed] of seeds ?? []) {
      if (!fields.has(field) && !fieldRows.has(field)) {
        aliases.push({ name: field, definition: definitionFromSeed(seed) });
      }
    }
    aliases.sort(
      (a, b) =>
        (a.definition.meta.sort ?? Number.MAX_SAFE_INTEGER) -
          (b.definition.meta.sort ?? Number.MAX_SAFE_INTEGER) ||
        (a.definition.id ?? 0) - (b.definition.id ?? 0),
    );
    for (const alias of aliases) {
      fields.set(alias.name, makeField(name, alias.name, null, alias.definition, true));
    }
  }

  const primary =
    sortedColumns.find((column) => column.primaryKey && fields.has(column.name))?.name ??
    (fields.get('id')?.alias === false ? 'id' : undefined) ??
    [...fields.values()].find((field) => !field.alias)?.field ??
    'id';
  const primaryField = fields.get(primary);
  if (primaryField) primaryField.primaryKey = true;

  const statusField = fieldOfType(fields, 'status');
  const statusOptions = statusField ? fields.get(statusField)?.options : null;
  const statuses = statusField
    ? parseStatusMapping(statusOptions?.status_mapping ?? globalStatusMapping)
    : [];

  const ownerCandidate = fieldOfType(fields, 'owner') ?? SYSTEM_OWNER_FIELDS[name] ?? null;
  const ownerField = ownerCandidate && fields.has(ownerCandidate) ? ownerCandidate : null;

  return {
    collection: name,
    system,
    managed: system || (collectionRow !== undefined && flag(collectionRow.managed ?? 1)),
    hidden: collectionRow ? flag(collectionRow.hidden) : false,
    single: collectionRow ? flag(collectionRow.single) : false,
    icon: nullableString(collectionRow?.icon),
    note: nullableString(collectionRow?.note),
    translation: parseJson(collectionRow?.translation),
    fields,
    primaryKey: primary,
    statusField,
    ownerField,
    sortField: fieldOfType(fields, 'sort'),
    userUpdatedField: fieldOfType(fields, 'user_updated'),
    createdOnField: fieldOfType(fields, 'datetime_created'),
    updatedOnField: fieldOfType(fields, 'datetime_updated'),
    langField: fieldOfType(fields, 'lang'),
    statuses,
    defaultStatuses: statuses.filter((status) => !status.softDelete).map((status) => status.value),
    softDeleteStatuses: statuses.filter((status) => status.softDelete).map((s) => s.value),
  };
}

function linkRelations(collections: Map<string, CollectionSchema>, relations: RelationRow[]) {
  for (const relation of relations) {
    const many = collections.get(relation.collection_many);
    const manyField = many?.fields.get(relation.field_many);
    const oneName = relation.collection_one;
    if (
      manyField &&
      !manyField.alias &&
      !manyField.relation &&
      oneName &&
      collections.has(oneName)
    ) {
      manyField.relation = {
        kind: 'm2o',
        collection: oneName,
        field: null,
        junctionField: null,
        otherCollection: null,
        relationId: relation.id,
      };
    }
    const one = oneName ? collections.get(oneName) : undefined;
    const oneField = relation.field_one ? one?.fields.get(relation.field_one) : undefined;
    if (!oneField?.alias || oneField.relation || !manyField || manyField.alias) continue;
    if (relation.junction_field) {
      const junctionField = many?.fields.get(relation.junction_field);
      if (!junctionField || junctionField.alias) continue;
      const other = relations.find(
        (row) =>
          row.collection_many === relation.collection_many &&
          row.field_many === relation.junction_field,
      );
      oneField.relation = {
        kind: 'm2m',
        collection: relation.collection_many,
        field: relation.field_many,
        junctionField: relation.junction_field,
        otherCollection: other?.collection_one ?? null,
        relationId: relation.id,
      };
    } else {
      oneField.relation = {
        kind: 'o2m',
        collection: relation.collection_many,
        field: relation.field_many,
        junctionField: null,
        otherCollection: null,
        relationId: relation.id,
      };
    }
  }
}

async function readRows(db: Knex, table: string, tables: Set<string>): Promise<Row[]> {
  if (!tables.has(table)) return [];
  return db(table).select('*');
}

/** Loads the whole model. `version` is the cms_schema_version value read before loading. */
export async function loadSchema(db: Knex, version: number): Promise<SchemaModel> {
  const tables = await introspectColumns(db);
  const names = new Set(tables.keys());
  const reads = [
    () => readRows(db, 'directus_collections', names),
    () => readRows(db, 'directus_fields', names),
    () => readRows(db, 'directus_relations', names),
    () =>
      names.has('directus_settings')
        ? db('directus_settings').where('key', 'status_mapping').first('value')
        : undefined,
  ] as const;
  // A transaction is one connection, which answers one query at a time (pg warns of queued
  // queries and will refuse them): read one after the other there, in parallel otherwise.
  const [collectionRows, fieldRows, relationRows, statusSetting] = db.isTransaction
    ? [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
    : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()]);
  const globalStatusMapping = parseJson((statusSetting as Row | undefined)?.value);

  const collectionRowByName = new Map(collectionRows.map((row) => [String(row.collection), row]));
  const fieldRowsByCollection = new Map<string, Map<string, Row>>();
  for (const row of fieldRows) {
    const collection = String(row.collection);
    let map = fieldRowsByCollection.get(collection);
    if (!map) {
      map = new Map();
      fieldRowsByCollection.set(collection, map);
    }
    // The first row wins if a (collection, field) pair is somehow duplicated.
    if (!map.has(String(row.field))) map.set(String(row.field), row);
  }

  const collections = new Map<string, CollectionSchema>();
  for (const [table, columns] of [...tables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (INTERNAL_TABLES.has(table) || table.startsWith(FTS_PREFIX)) continue;
    if (!isAddressableName(table)) continue;
    const collection = buildCollection(
      table,
      columns,
      collectionRowByName.get(table),
      fieldRowsByCollection.get(table) ?? new Map(),
      globalStatusMapping,
    );
    if (collection.fields.size > 0) collections.set(table, collection);
  }

  const relations: RelationRow[] = relationRows
    .map((row) => ({
      id: Number(row.id),
      collection_many: String(row.collection_many),
      field_many: String(row.field_many),
      collection_one: nullableString(row.collection_one),
      field_one: nullableString(row.field_one),
      junction_field: nullableString(row.junction_field),
    }))
    .sort((a, b) => a.id - b.id);
  linkRelations(collections, relations);

  return { version, dialect: dialectOf(db), collections, relations };
}
