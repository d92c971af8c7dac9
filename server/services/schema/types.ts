// The schema model of one project: every readable collection (user tables, system tables, and
// tables Directus does not manage), its fields with their Directus type, live column details and
// relations (contract §7.2-7.4, §8). Built by load-schema.ts, cached by schema-cache.ts, read by
// the query engine and (later) by the collections/fields/relations endpoints and the DDL code.
import type { DatabaseType } from '../../config/database-type.js';

/** How a stored value is turned into its JSON form on read (contract §6.6, quirk 17). */
export type CastKind =
  | 'none'
  | 'integer'
  | 'float'
  | 'boolean'
  | 'json'
  | 'csv'
  | 'date'
  | 'datetime'
  | 'time'
  /** datetime_created / datetime_updated: ISO 8601 UTC. */
  | 'iso-datetime'
  | 'binary';

/** What a column holds, for value checks in filters and for `q` (string/numeric columns only). */
export type ValueClass = 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'other';

/** Live column details (introspected on every database the same way). */
export interface ColumnSchema {
  name: string;
  /** Lower-case base type without length: `int`, `varchar`, `integer`, `timestamp`, `text` … */
  dataType: string;
  /** The full declared type: `int(10) unsigned`, `character varying(200)`, `varchar(255)` … */
  fullType: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  /** The default as a plain value (quotes and casts removed), null when none. */
  defaultValue: string | null;
  primaryKey: boolean;
  autoIncrement: boolean;
  /** MySQL only; null elsewhere. */
  unsigned: boolean | null;
  /** 1-based position in the table. */
  position: number;
}

/** The directus_fields columns that are pure metadata (null for fields without a row). */
export interface FieldMeta {
  locked: boolean;
  validation: string | null;
  required: boolean;
  readonly: boolean;
  hidden_detail: boolean;
  hidden_browse: boolean;
  sort: number | null;
  width: string | null;
  group: number | null;
  note: string | null;
  translation: unknown;
}

export type RelationKind = 'm2o' | 'o2m' | 'm2m';

/**
 * A field's relation, from directus_relations (contract §7.4):
 * - m2o: a column holding the primary key of `collection`;
 * - o2m: an alias; rows of `collection` whose `field` holds this item's primary key;
 * - m2m: an alias; rows of the junction `collection` whose `field` holds this item's primary key,
 *   and whose `junctionField` points to `otherCollection`. Reading and filtering go through the
 *   junction rows, as in v8 (`tags.*.*` = junction rows with the related item expanded).
 */
export interface FieldRelation {
  kind: RelationKind;
  /** m2o: the related collection; o2m: the child collection; m2m: the junction collection. */
  collection: string;
  /** o2m/m2m: the foreign key field in `collection`; m2o: null. */
  field: string | null;
  /** m2m: the junction's foreign key to the other side. */
  junctionField: string | null;
  /** m2m: the collection on the other side of the junction. */
  otherCollection: string | null;
  /** The directus_relations row id. */
  relationId: number | null;
}

export interface FieldSchema {
  collection: string;
  field: string;
  /** Directus type, lower-case (`integer`, `string`, `status`, `m2o`, `o2m`, `json` …). */
  type: string;
  interface: string | null;
  options: Record<string, unknown> | null;
  /** directus_fields.id, null when the field has no row (unmanaged column). */
  id: number | null;
  /** A directus_fields row (or, for system collections, the built-in §8.2 metadata) exists. */
  managed: boolean;
  meta: FieldMeta | null;
  /** No database column: o2m/m2m/translation aliases, dividers, `directus_files.data` … */
  alias: boolean;
  column: ColumnSchema | null;
  primaryKey: boolean;
  relation: FieldRelation | null;
  cast: CastKind;
  valueClass: ValueClass;
}

/** One entry of a status field's `status_mapping` option. */
export interface StatusInfo {
  value: string;
  name: string | null;
  softDelete: boolean;
  published: boolean;
  requiredFields: boolean;
  /** The entry as stored (colours, browse flags …). */
  options: Record<string, unknown>;
}

export interface CollectionSchema {
  collection: string;
  /** `directus_*`. */
  system: boolean;
  /**
   * Has a directus_collections row with `managed` true (system collections count as managed);
   * other tables are "unmanaged" and readable by admins only unless permissions say otherwise.
   */
  managed: boolean;
  hidden: boolean;
  single: boolean;
  icon: string | null;
  note: string | null;
  translation: unknown;
  /** Fields by name, in display order: columns by position, then aliases. */
  fields: Map<string, FieldSchema>;
  primaryKey: string;
  /** Role fields (null when the collection has none). */
  statusField: string | null;
  ownerField: string | null;
  sortField: string | null;
  userUpdatedField: string | null;
  createdOnField: string | null;
  updatedOnField: string | null;
  langField: string | null;
  /** The status field's mapping, in declaration order (empty without a status field). */
  statuses: StatusInfo[];
  /** Statuses read by default (every mapped status not flagged soft_delete). */
  defaultStatuses: string[];
  softDeleteStatuses: string[];
}

/** A directus_relations row. */
export interface RelationRow {
  id: number;
  collection_many: string;
  field_many: string;
  collection_one: string | null;
  field_one: string | null;
  junction_field: string | null;
}

export interface SchemaModel {
  /** The cms_schema_version value this model was built at. */
  version: number;
  dialect: DatabaseType;
  collections: Map<string, CollectionSchema>;
  relations: RelationRow[];
}
