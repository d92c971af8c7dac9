// Directus field types and the SQL data types behind them (contract §7.3; spec 3 "Field types",
// "Database types per field type", "Column length rules", "Fallback interface by database type").
//
// Clients speak MySQL type names (v8 knew only MySQL): `INT`, `VARCHAR`, `DECIMAL`, `DATETIME` …
// Each is mapped to a column type on SQLite, MariaDB/MySQL and PostgreSQL here, and live columns
// are reported back in the same vocabulary, so a field read and sent back unchanged asks for no
// DDL. Every SQL type string built here comes from this whitelist and validated integers only.
import type { DatabaseType } from '../../config/project-config.js';
import { ApiError } from '../../errors/api-error.js';
import { ALIAS_TYPES, columnClass } from '../schema/field-types.js';
import {
  DATATYPE_ALIASES,
  DATATYPES_BY_NAME,
  type DatatypeInfo,
  fallbackInterfaceForDatatype,
  MAX_PRECISION,
} from './datatype-catalogue.js';

export {
  type DatatypeInfo,
  datatypeInfo,
  SINGLE_PER_COLLECTION_TYPES,
} from './datatype-catalogue.js';

import type { ColumnSchema } from '../schema/types.js';

/** Every Directus field type (contract §7.3). Many-to-many fields are `o2m` as in v8. */
export const DIRECTUS_TYPES = new Set([
  'alias',
  'array',
  'binary',
  'boolean',
  'datetime',
  'date',
  'time',
  'file',
  'hash',
  'group',
  'integer',
  'decimal',
  'json',
  'lang',
  'm2o',
  'o2m',
  'slug',
  'sort',
  'status',
  'string',
  'translation',
  'uuid',
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
  'user',
]);

/** Types that never have a column. */
export function isAliasType(type: string): boolean {
  return ALIAS_TYPES.has(type);
}

/** Older names still accepted on write, stored as v8's type. */
const TYPE_ALIASES: Readonly<Record<string, string>> = { m2m: 'o2m' };

/** Directus type → lower-case canonical name, or E401. */
export function parseDirectusType(value: unknown): string {
  const given = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const type = TYPE_ALIASES[given] ?? given;
  if (!DIRECTUS_TYPES.has(type)) {
    throw new ApiError('UNKNOWN_DATA_TYPE', `Unknown type: ${String(value)}`);
  }
  return type;
}

/** A data type name as clients send it → its catalogue entry, or E401. */
export function parseDatatype(value: unknown): DatatypeInfo {
  const raw = typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, ' ') : '';
  const info = DATATYPES_BY_NAME.get(DATATYPE_ALIASES[raw] ?? raw);
  if (!info) throw new ApiError('UNKNOWN_DATA_TYPE', `Unknown data type: ${String(value)}`);
  return info;
}

export function isIntegerDatatype(name: string): boolean {
  return DATATYPES_BY_NAME.get(name)?.family === 'integer';
}

export function isNumericDatatype(name: string): boolean {
  const family = DATATYPES_BY_NAME.get(name)?.family;
  return family === 'integer' || family === 'decimal' || family === 'float';
}

export interface ColumnSize {
  length: number | null;
  precision: number | null;
  scale: number | null;
}

export const NO_SIZE: ColumnSize = { length: null, precision: null, scale: null };

/** No length given: null, undefined, '', 0 (v8 tested `!$length`). */
export function isLengthGiven(value: unknown): boolean {
  return !(value === null || value === undefined || value === '' || value === 0 || value === '0');
}

function lengthError(field: string, info: DatatypeInfo, detail: string): ApiError {
  return new ApiError(
    'FIELD_TYPE_REQUIRES_LENGTH',
    `Invalid length for: ${field} (${info.name} ${detail})`,
  );
}

function positiveInteger(text: string): number | null {
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The length of a data type: defaults for CHAR (50), VARCHAR (255), DECIMAL (10,10); E402 for a
 * missing required length or one out of range (CHAR ≤ 255, VARCHAR ≤ 65535, DECIMAL ≤ 65,30,
 * scale ≤ precision); E403 for a length on a type that takes none (TEXT, DATE, JSON …).
 */
export function parseLength(field: string, info: DatatypeInfo, value: unknown): ColumnSize {
  const given = isLengthGiven(value);
  if (info.lengthKind === 'none') {
    if (given) {
      throw new ApiError(
        'FIELD_TYPE_NO_LENGTH',
        `Length is not supported for: ${field} (${info.name})`,
      );
    }
    return NO_SIZE;
  }
  if (!given) {
    if (info.lengthRequired) {
      throw new ApiError('FIELD_TYPE_REQUIRES_LENGTH', `Missing length for: ${field}`);
    }
    if (info.defaultPrecision) {
      const [precision, scale] = info.defaultPrecision;
      return { length: null, precision, scale };
    }
    return { length: info.defaultLength ?? null, precision: null, scale: null };
  }
  const text = String(value).trim();
  if (info.lengthKind === 'precision') {
    const match = text.match(/^(\d+)\s*(?:,\s*(\d+))?$/);
    const precision = match ? Number(match[1]) : Number.NaN;
    const scale = match?.[2] === undefined ? 0 : Number(match[2]);
    const max = MAX_PRECISION;
    if (
      !(precision >= 1 && precision <= max.digits && scale <= max.decimals && scale <= precision)
    ) {
      throw lengthError(field, info, `takes "digits,decimals" up to ${max.digits},${max.decimals}`);
    }
    return { length: null, precision, scale };
  }
  const length = positiveInteger(text);
  const max = info.maxLength ?? 255;
  if (length === null || length > max) throw lengthError(field, info, `takes 1 to ${max}`);
  return { length, precision: null, scale: null };
}

/** What a column is made of, in catalogue terms. */
export interface PhysicalSpec extends ColumnSize {
  datatype: string;
  /** MySQL only. */
  unsigned: boolean;
  /** A Directus `boolean` field: a real boolean column whatever integer type was named. */
  booleanField: boolean;
}

/**
 * The SQL type a spec is created as, per database. Only catalogue names and integers end up in
 * the string.
 */
export function sqlType(spec: PhysicalSpec, dialect: DatabaseType): string {
  const info = DATATYPES_BY_NAME.get(spec.datatype);
  if (!info) throw new ApiError('UNKNOWN_DATA_TYPE', `Unknown data type: ${spec.datatype}`);
  const size = spec.length ?? 0;
  // A size type without a size (PostgreSQL `character varying`, a bare SQLite `varchar`).
  const sized = (name: string) =>
    size
      ? `${name}(${size})`
      : dialect === 'mysql'
        ? `${name}(${info.defaultLength ?? 255})`
        : name;
  const numeric = spec.precision !== null ? `(${spec.precision},${spec.scale ?? 0})` : '';
  if (spec.booleanField && (info.family === 'integer' || info.family === 'boolean')) {
    return dialect === 'mysql' ? 'tinyint(1)' : 'boolean';
  }
  if (dialect === 'mysql') {
    const unsigned = spec.unsigned ? ' unsigned' : '';
    switch (info.family) {
      case 'integer':
        return `${info.name.toLowerCase()}${size ? `(${size})` : ''}${unsigned}`;
      case 'decimal':
      case 'float':
        return `${info.name.toLowerCase()}${numeric}${unsigned}`;
      case 'char':
      case 'varchar':
      case 'binary':
        return sized(info.name.toLowerCase());
      case 'json':
        // MariaDB's JSON is LONGTEXT with a validity check; LONGTEXT is what it reports.
        return 'longtext';
      case 'boolean':
        return 'tinyint(1)';
      case 'uuid':
        return 'char(36)';
      default:
        return info.name.toLowerCase();
    }
  }
  if (dialect === 'postgres') {
    switch (info.name) {
      case 'TINYINT':
      case 'SMALLINT':
      case 'YEAR':
        return info.name === 'YEAR' ? 'integer' : 'smallint';
      case 'MEDIUMINT':
      case 'INT':
        return 'integer';
      case 'BIGINT':
        return 'bigint';
      case 'DECIMAL':
        return `numeric${numeric}`;
      case 'FLOAT':
        return 'real';
      case 'DOUBLE':
        return 'double precision';
      case 'CHAR':
        return sized('character');
      case 'VARCHAR':
        return sized('character varying');
      case 'DATE':
        return 'date';
      case 'DATETIME':
      case 'TIMESTAMP':
        return 'timestamp without time zone';
      case 'TIME':
        return 'time without time zone';
      case 'JSON':
        return 'json';
      case 'BOOLEAN':
        return 'boolean';
      case 'UUID':
        return 'uuid';
      default:
        return info.family === 'binary' || info.family === 'blob' ? 'bytea' : 'text';
    }
  }
  // SQLite keeps the declared name (its affinity rules read it), so the type reads back as sent.
  switch (info.family) {
    case 'integer':
      return info.name === 'INT' ? 'integer' : info.name.toLowerCase();
    case 'decimal':
    case 'float':
      return `${info.name.toLowerCase()}${numeric}`;
    case 'char':
    case 'varchar':
    case 'binary':
      return sized(info.name.toLowerCase());
    case 'uuid':
      return 'char(36)';
    default:
      return info.name.toLowerCase();
  }
}

const POSTGRES_NAMES: Record<string, string> = {
  integer: 'INT',
  int4: 'INT',
  smallint: 'SMALLINT',
  int2: 'SMALLINT',
  bigint: 'BIGINT',
  int8: 'BIGINT',
  numeric: 'DECIMAL',
  real: 'FLOAT',
  float4: 'FLOAT',
  'double precision': 'DOUBLE',
  float8: 'DOUBLE',
  'character varying': 'VARCHAR',
  character: 'CHAR',
  text: 'TEXT',
  boolean: 'BOOLEAN',
  date: 'DATE',
  'timestamp without time zone': 'DATETIME',
  'timestamp with time zone': 'TIMESTAMP',
  'time without time zone': 'TIME',
  'time with time zone': 'TIME',
  json: 'JSON',
  jsonb: 'JSON',
  uuid: 'UUID',
  bytea: 'BLOB',
};

/** The data type a live column is reported as (`datatype` of a field object). */
export function reportedDatatype(column: ColumnSchema, dialect: DatabaseType): string {
  const type = column.dataType.toLowerCase();
  if (dialect === 'postgres') return POSTGRES_NAMES[type] ?? type.toUpperCase();
  if (type === 'integer') return 'INT';
  if (type === 'numeric') return 'DECIMAL';
  return type.toUpperCase();
}

/** The `length` of a field object: a size, a display width, or "p,s" for decimals. */
export function reportedLength(column: ColumnSchema, datatype: string): number | string | null {
  const info = DATATYPES_BY_NAME.get(datatype);
  if (!info || info.lengthKind === 'none') return null;
  if (info.lengthKind === 'precision') {
    if (column.precision !== null) return `${column.precision},${column.scale ?? 0}`;
    const args = column.fullType.match(/\((\d+)\s*,\s*(\d+)\)/);
    return args ? `${args[1]},${args[2]}` : null;
  }
  return column.length;
}

/** The size of a live column in catalogue terms. */
export function columnSize(column: ColumnSchema, datatype: string): ColumnSize {
  const info = DATATYPES_BY_NAME.get(datatype);
  if (!info || info.lengthKind === 'none') return NO_SIZE;
  if (info.lengthKind === 'precision') {
    const length = reportedLength(column, datatype);
    if (typeof length !== 'string') return NO_SIZE;
    const [precision, scale] = length.split(',').map(Number);
    return { length: null, precision, scale };
  }
  return { length: column.length, precision: null, scale: null };
}

/**
 * The interface a column gets when it is put under management without one (spec 3 "Fallback
 * interface by database type"); a primary key gets `primary-key`.
 */
export function fallbackInterface(
  column: ColumnSchema,
  dialect: DatabaseType,
  primaryKey: boolean,
) {
  if (primaryKey) return 'primary-key';
  if (columnClass(column) === 'boolean') return 'switch';
  return fallbackInterfaceForDatatype(reportedDatatype(column, dialect));
}
