// The collection and field objects of contract §7.2/§7.3, built from the schema model (live
// columns merged with directus_collections / directus_fields rows and the built-in system
// metadata) and the database's unique indexes.
import type { DatabaseType } from '../../config/project-config.js';
import { columnClass } from '../schema/field-types.js';
import type { CollectionSchema, ColumnSchema, FieldMeta, FieldSchema } from '../schema/types.js';
import { reportedDatatype, reportedLength } from './datatypes.js';
import { type FieldIndexes, indexesOf } from './field-indexes.js';
import type { UniqueIndexes } from './unique-indexes.js';

/** A directus_fields row's metadata, plus what the live column says. */
export interface FieldObject extends FieldMeta {
  id: number | null;
  collection: string;
  field: string;
  type: string;
  interface: string | null;
  options: Record<string, unknown> | null;
  datatype: string | null;
  length: number | string | null;
  default_value: string | null;
  primary_key: boolean;
  auto_increment: boolean;
  unique: boolean;
  signed: boolean;
  /** Extension: the column has a plain index (field-indexes.ts). */
  indexed: boolean;
}

export interface CollectionRowObject {
  collection: string;
  managed: boolean;
  hidden: boolean;
  single: boolean;
  icon: string | null;
  note: string | null;
  translation: unknown;
}

export interface CollectionObject extends CollectionRowObject {
  fields: Record<string, FieldObject>;
}

/** A column without metadata is required when it is NOT NULL and gets no value by itself. */
export function columnNeedsValue(column: ColumnSchema): boolean {
  return !column.nullable && !column.autoIncrement && column.defaultValue === null;
}

const NO_INDEXES: FieldIndexes = new Map();

export function fieldObject(
  field: FieldSchema,
  uniques: UniqueIndexes,
  dialect: DatabaseType,
  indexes: FieldIndexes = NO_INDEXES,
): FieldObject {
  const { column, meta } = field;
  // v8 knew only MySQL, where a boolean is tinyint(1); its app has no BOOLEAN in its type map.
  // Sent back unchanged, TINYINT on a boolean field still asks for a boolean column (no DDL).
  const booleanColumn = field.type === 'boolean' && column && columnClass(column) === 'boolean';
  const datatype = booleanColumn ? 'TINYINT' : column ? reportedDatatype(column, dialect) : null;
  const numeric = column ? ['integer', 'float'].includes(columnClass(column)) : false;
  return {
    id: field.id,
    collection: field.collection,
    field: field.field,
    type: field.type,
    interface: field.interface,
    options: field.options,
    locked: meta?.locked ?? false,
    validation: meta?.validation ?? null,
    required: meta ? meta.required : column ? columnNeedsValue(column) : false,
    readonly: meta?.readonly ?? false,
    hidden_detail: meta?.hidden_detail ?? false,
    hidden_browse: meta?.hidden_browse ?? false,
    sort: meta?.sort ?? null,
    width: meta ? meta.width : 'full',
    group: meta?.group ?? null,
    note: meta?.note ?? null,
    translation: meta?.translation ?? null,
    datatype,
    length: booleanColumn ? 1 : column && datatype ? reportedLength(column, datatype) : null,
    default_value: column?.defaultValue ?? null,
    primary_key: field.primaryKey,
    auto_increment: column?.autoIncrement ?? false,
    unique: column ? (uniques.get(field.collection)?.has(field.field) ?? false) : false,
    signed: numeric ? column?.unsigned !== true : false,
    indexed: column ? indexesOf(indexes, field.collection, field.field).length > 0 : false,
  };
}

export function collectionRowObject(collection: CollectionSchema): CollectionRowObject {
  return {
    collection: collection.collection,
    managed: collection.managed,
    hidden: collection.hidden,
    single: collection.single,
    icon: collection.icon,
    note: collection.note,
    translation: collection.translation ?? null,
  };
}

/** `hidden`: fields the caller may not read, left out (schema-admin/hidden-fields.ts). */
export function collectionObject(
  collection: CollectionSchema,
  uniques: UniqueIndexes,
  dialect: DatabaseType,
  hidden: ReadonlySet<string> = new Set(),
  indexes: FieldIndexes = NO_INDEXES,
): CollectionObject {
  const fields: Record<string, FieldObject> = {};
  for (const field of collection.fields.values()) {
    if (hidden.has(field.field)) continue;
    fields[field.field] = fieldObject(field, uniques, dialect, indexes);
  }
  return { ...collectionRowObject(collection), fields };
}
