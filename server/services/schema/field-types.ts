// Directus types derived from database column types (for columns without a directus_fields row,
// as v8 synthesised them), and how each field's values are cast on read (contract §6.6).
import type { CastKind, ColumnSchema, ValueClass } from './types.js';

/** The kind of data a column stores, independent of the database. */
export type ColumnClass =
  | 'integer'
  | 'float'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'json'
  | 'binary'
  | 'uuid'
  | 'string';

const INTEGER = new Set([
  'int',
  'integer',
  'tinyint',
  'smallint',
  'mediumint',
  'bigint',
  'int2',
  'int4',
  'int8',
  'serial',
  'bigserial',
  'smallserial',
  'year',
]);
const FLOAT = new Set([
  'decimal',
  'numeric',
  'float',
  'double',
  'double precision',
  'real',
  'float4',
  'float8',
  'money',
]);
const BOOLEAN = new Set(['boolean', 'bool']);
const DATE = new Set(['date']);
const DATETIME = new Set([
  'datetime',
  'timestamp',
  'timestamp without time zone',
  'timestamp with time zone',
  'timestamptz',
]);
const TIME = new Set(['time', 'time without time zone', 'time with time zone', 'timetz']);
const JSON_TYPES = new Set(['json', 'jsonb']);
const BINARY = new Set([
  'blob',
  'tinyblob',
  'mediumblob',
  'longblob',
  'binary',
  'varbinary',
  'bytea',
]);

/** Classifies a column by its base type (SQLite declared types follow its affinity rules). */
export function columnClass(column: Pick<ColumnSchema, 'dataType' | 'fullType'>): ColumnClass {
  const type = column.dataType;
  // MySQL/MariaDB booleans are TINYINT(1) (what knex's boolean() creates there).
  if (type === 'tinyint' && /^tinyint\(1\)/.test(column.fullType)) return 'boolean';
  if (BOOLEAN.has(type)) return 'boolean';
  if (INTEGER.has(type)) return 'integer';
  if (FLOAT.has(type)) return 'float';
  if (DATE.has(type)) return 'date';
  if (DATETIME.has(type)) return 'datetime';
  if (TIME.has(type)) return 'time';
  if (JSON_TYPES.has(type)) return 'json';
  if (BINARY.has(type)) return 'binary';
  if (type === 'uuid') return 'uuid';
  // SQLite affinity for any other declared type.
  if (type.includes('int')) return 'integer';
  if (/char|clob|text/.test(type)) return 'string';
  if (type.includes('blob')) return 'binary';
  if (/real|floa|doub/.test(type)) return 'float';
  return 'string';
}

/** The Directus type v8 reports for a column that has no directus_fields row. */
export function derivedType(column: ColumnSchema): string {
  switch (columnClass(column)) {
    case 'integer':
      return 'integer';
    case 'float':
      return 'decimal';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'json':
      return 'json';
    case 'binary':
      return 'binary';
    case 'uuid':
      return 'uuid';
    default:
      return 'string';
  }
}

/** Directus types that never have a column (their fields are aliases). */
export const ALIAS_TYPES = new Set(['alias', 'o2m', 'm2m', 'translation', 'group']);

/** How a field's values are turned into JSON on read. */
export function castKind(type: string, column: ColumnSchema | null): CastKind {
  if (!column) return 'none';
  switch (type) {
    case 'boolean':
      return 'boolean';
    case 'json':
      return 'json';
    case 'array':
      return 'csv';
    case 'datetime_created':
    case 'datetime_updated':
      return 'iso-datetime';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
  }
  switch (columnClass(column)) {
    case 'integer':
      return 'integer';
    case 'float':
      return 'float';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'json':
      return 'json';
    case 'binary':
      return 'binary';
    default:
      return 'none';
  }
}

/** What a filter value must look like for this column, and whether `q` searches it. */
export function valueClass(type: string, column: ColumnSchema | null): ValueClass {
  if (!column) return 'other';
  const kind = columnClass(column);
  switch (kind) {
    case 'integer':
    case 'float':
      return type === 'boolean' ? 'boolean' : 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
    case 'time':
      return kind;
    case 'json':
    case 'binary':
      return 'other';
    default:
      // Strings (and uuids, compared as text); a `datetime` typed text column (SQLite) still
      // holds date strings.
      if (type === 'date' || type === 'time') return type;
      if (type === 'datetime' || type === 'datetime_created' || type === 'datetime_updated') {
        return 'datetime';
      }
      return 'string';
  }
}
