// Column definitions and the DDL that realises them with knex's schema builder, the same code on
// SQLite, MariaDB/MySQL and PostgreSQL:
// - a new column is defined from a field payload (definitionForNew);
// - an existing column is read back into the same shape (definitionFromColumn) and merged with a
//   payload (mergeDefinition); only real differences from the live column produce DDL;
// - column types are built from the data type whitelist (datatypes.ts), names were validated
//   against the identifier pattern, and knex quotes both; defaults are checked against the data
//   type before knex writes them as literals (DDL takes no bindings).
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { ApiError, unprocessable } from '../../errors/api-error.js';
import type { ColumnSchema } from '../schema/types.js';
import {
  type ColumnSize,
  columnSize,
  datatypeInfo,
  isLengthGiven,
  isNumericDatatype,
  type PhysicalSpec,
  parseLength,
  reportedDatatype,
  sqlType,
} from './datatypes.js';
import type { SchemaAttributes } from './payload.js';
import { type UniqueIndex, uniqueIndexName } from './unique-indexes.js';

export type DefaultValue = string | number | boolean | null;

/** `CURRENT_TIMESTAMP` as a default (date/time columns). */
export const NOW = 'CURRENT_TIMESTAMP';
const NOW_PATTERN = /^(current_timestamp(\(\))?|now(\(\))?)$/i;

export interface ColumnDefinition extends PhysicalSpec {
  primaryKey: boolean;
  autoIncrement: boolean;
  unique: boolean;
  nullable: boolean;
  defaultValue: DefaultValue;
}

/** A DDL failure (always wrapped as E404 by the field routes). */
export function fieldError(message: string): ApiError {
  return new ApiError('FIELD_DDL_FAILED', message);
}

function family(datatype: string) {
  return datatypeInfo(datatype)?.family;
}

/** Checks a default against the column it goes to (E12); returns the value knex should write. */
export function checkDefault(field: string, spec: PhysicalSpec, value: DefaultValue): DefaultValue {
  if (value === null) return null;
  const text = typeof value === 'string' ? value.trim() : String(value);
  const fail = (detail: string) =>
    unprocessable(
      `default_value: "${String(value)}" is not a valid default for ${field} (${detail})`,
    );
  if (spec.booleanField || family(spec.datatype) === 'boolean') {
    if ([true, 1, '1', 'true'].includes(value)) return true;
    if ([false, 0, '0', 'false'].includes(value)) return false;
    throw fail('boolean expected');
  }
  switch (family(spec.datatype)) {
    case 'integer':
    case 'year':
      if (!/^-?\d{1,19}$/.test(text)) throw fail('integer expected');
      return text;
    case 'decimal':
    case 'float':
      if (!/^-?\d{1,65}(\.\d{1,30})?$/.test(text)) throw fail('number expected');
      return text;
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw fail('YYYY-MM-DD expected');
      return text;
    case 'datetime':
    case 'timestamp':
      if (NOW_PATTERN.test(text)) return NOW;
      if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text)) {
        throw fail('YYYY-MM-DD HH:MM:SS expected');
      }
      return text.replace('T', ' ');
    case 'time':
      if (NOW_PATTERN.test(text)) return NOW;
      if (!/^\d{2}:\d{2}(:\d{2})?$/.test(text)) throw fail('HH:MM:SS expected');
      return text;
    case 'binary':
    case 'blob':
      throw fail('binary columns take no default');
    case 'uuid':
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
        throw fail('UUID expected');
      }
      return text;
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') throw fail('text expected');
      const max = spec.length ?? 65535;
      if (String(value).length > max) throw fail(`at most ${max} characters`);
      return String(value);
    }
  }
}

/**
 * A new column from a payload (create collection, add field, alias → column). The data type was
 * required by the caller; lengths follow parseLength (defaults, E402, E403).
 */
export function definitionForNew(
  field: string,
  type: string,
  schema: SchemaAttributes,
  required: boolean,
): ColumnDefinition {
  const datatype = schema.datatype;
  if (!datatype) throw unprocessable('datatype is required');
  const size = parseLength(field, datatype, schema.length);
  const primaryKey = schema.primary_key ?? false;
  const autoIncrement = schema.auto_increment ?? false;
  if (autoIncrement && datatype.family !== 'integer') {
    throw unprocessable(`auto_increment requires an integer data type (${field})`);
  }
  if (autoIncrement && !primaryKey) {
    throw unprocessable(`auto_increment is only supported on the primary key (${field})`);
  }
  const spec: PhysicalSpec = {
    datatype: datatype.name,
    ...size,
    unsigned: schema.signed === false && isNumericDatatype(datatype.name),
    booleanField: type === 'boolean',
  };
  return {
    ...spec,
    primaryKey,
    autoIncrement,
    unique: (schema.unique ?? false) && !primaryKey,
    nullable: !(required || primaryKey),
    defaultValue: autoIncrement ? null : checkDefault(field, spec, schema.default_value ?? null),
  };
}

/** A live column in definition terms (null data type: not in the catalogue). */
export function definitionFromColumn(
  column: ColumnSchema,
  type: string,
  dialect: DatabaseType,
  unique: boolean,
): ColumnDefinition & { known: boolean } {
  const datatype = reportedDatatype(column, dialect);
  const known = datatypeInfo(datatype) !== undefined;
  const defaultValue = column.defaultValue;
  return {
    datatype,
    known,
    ...(known ? columnSize(column, datatype) : { length: null, precision: null, scale: null }),
    unsigned: column.unsigned === true,
    booleanField: type === 'boolean',
    primaryKey: column.primaryKey,
    autoIncrement: column.autoIncrement,
    unique,
    nullable: column.nullable,
    defaultValue: defaultValue !== null && NOW_PATTERN.test(defaultValue) ? NOW : defaultValue,
  };
}

/** Keeps a size that still fits the new data type, else the type's default (or E402). */
function sizeFor(field: string, datatype: string, current: ColumnDefinition): ColumnSize {
  const info = datatypeInfo(datatype);
  if (!info) throw new ApiError('UNKNOWN_DATA_TYPE', `Unknown data type: ${datatype}`);
  const currentInfo = datatypeInfo(current.datatype);
  if (currentInfo && currentInfo.lengthKind === info.lengthKind && info.lengthKind !== 'none') {
    const value =
      info.lengthKind === 'precision'
        ? current.precision === null
          ? null
          : `${current.precision},${current.scale ?? 0}`
        : current.length;
    try {
      return parseLength(field, info, value);
    } catch {
      // The current size does not fit the new type: fall back to its default.
    }
  }
  return parseLength(field, info, null);
}

/**
 * The column a payload asks for, starting from the current one. Primary keys and
 * auto-increments cannot be moved or re-typed (E404, as every field DDL failure).
 */
export function mergeDefinition(
  field: string,
  type: string,
  current: ColumnDefinition & { known: boolean },
  schema: SchemaAttributes,
  required: boolean | undefined,
): ColumnDefinition {
  if (schema.primary_key !== undefined && schema.primary_key !== current.primaryKey) {
    throw fieldError(
      current.primaryKey
        ? `The primary key cannot be removed from: ${field}`
        : 'A collection can only have one primary key field',
    );
  }
  if (schema.auto_increment !== undefined && schema.auto_increment !== current.autoIncrement) {
    throw fieldError(`auto_increment cannot be changed on: ${field}`);
  }
  const datatype = schema.datatype?.name ?? current.datatype;
  if (!datatypeInfo(datatype)) {
    throw new ApiError('UNKNOWN_DATA_TYPE', `Unknown data type: ${datatype}`);
  }
  const info = datatypeInfo(datatype)!;
  let size: ColumnSize;
  if (schema.hasLength && isLengthGiven(schema.length)) {
    size = parseLength(field, info, schema.length);
  } else if (schema.hasLength && info.lengthKind !== 'none') {
    size = parseLength(field, info, null);
  } else if (datatype !== current.datatype) {
    size = sizeFor(field, datatype, current);
  } else {
    size = { length: current.length, precision: current.precision, scale: current.scale };
  }
  const spec: PhysicalSpec = {
    datatype,
    ...size,
    unsigned:
      isNumericDatatype(datatype) &&
      (schema.signed === undefined ? current.unsigned : !schema.signed),
    booleanField: type === 'boolean',
  };
  if (current.primaryKey) {
    return { ...current, ...spec, unique: false, nullable: false };
  }
  const defaultValue = schema.hasDefault
    ? checkDefault(field, spec, schema.default_value ?? null)
    : current.defaultValue;
  return {
    ...spec,
    primaryKey: false,
    autoIncrement: false,
    unique: schema.unique ?? current.unique,
    nullable: required === undefined ? current.nullable : !required,
    defaultValue,
  };
}

const squash = (type: string) => type.toLowerCase().replace(/\s+/g, '');

function canonicalDefault(value: DefaultValue, spec: PhysicalSpec): string | null {
  if (value === null) return null;
  if (value === NOW) return NOW;
  if (spec.booleanField || family(spec.datatype) === 'boolean') {
    return [true, 1, '1', 'true', 't'].includes(value) ? '1' : '0';
  }
  if (isNumericDatatype(spec.datatype) && Number.isFinite(Number(value))) {
    return String(Number(value));
  }
  return String(value);
}

/** What differs between a live column and the definition asked for. */
export interface ColumnDiff {
  /** Type, nullability or default: the column is redefined (ALTER … MODIFY / ALTER COLUMN). */
  redefine: boolean;
  typeChanged: boolean;
  becomesRequired: boolean;
  unique: 'add' | 'drop' | null;
}

export function diffColumn(
  column: ColumnSchema,
  desired: ColumnDefinition,
  currentlyUnique: boolean,
  dialect: DatabaseType,
): ColumnDiff {
  const typeChanged = squash(sqlType(desired, dialect)) !== squash(column.fullType);
  const nullableChanged = !desired.primaryKey && desired.nullable !== column.nullable;
  const defaultChanged =
    !desired.primaryKey &&
    canonicalDefault(desired.defaultValue, desired) !==
      canonicalDefault(
        column.defaultValue !== null && NOW_PATTERN.test(column.defaultValue)
          ? NOW
          : column.defaultValue,
        desired,
      );
  return {
    redefine: typeChanged || nullableChanged || defaultChanged,
    typeChanged,
    becomesRequired: nullableChanged && !desired.nullable,
    unique:
      desired.unique === currentlyUnique || desired.primaryKey
        ? null
        : desired.unique
          ? 'add'
          : 'drop',
  };
}

// ---------------------------------------------------------------------------------------------
// DDL

function knexDefault(
  conn: Knex,
  def: ColumnDefinition,
  dialect: DatabaseType,
): string | number | Knex.Raw {
  const value = def.defaultValue;
  if (value === NOW) return conn.raw('CURRENT_TIMESTAMP');
  if (typeof value === 'boolean' || def.booleanField) {
    const truthy = [true, 1, '1', 'true', 't'].includes(value as string | number | boolean);
    return dialect === 'postgres' ? (truthy ? 'true' : 'false') : truthy ? 1 : 0;
  }
  return value ?? '';
}

/** Adds one column definition to a table builder (create, add or alter). */
export function buildColumn(
  conn: Knex,
  t: Knex.CreateTableBuilder | Knex.AlterTableBuilder,
  name: string,
  def: ColumnDefinition,
  dialect: DatabaseType,
): Knex.ColumnBuilder {
  if (def.autoIncrement) {
    return def.datatype === 'BIGINT'
      ? t.bigIncrements(name, { primaryKey: true })
      : t.increments(name, { primaryKey: true });
  }
  let column = t.specificType(name, sqlType(def, dialect));
  column = def.nullable ? column.nullable() : column.notNullable();
  if (def.defaultValue !== null) column = column.defaultTo(knexDefault(conn, def, dialect));
  if (def.primaryKey) column = column.primary();
  return column;
}

/** CREATE TABLE with its columns and unique indexes. */
export async function createTable(
  conn: Knex,
  table: string,
  columns: [string, ColumnDefinition][],
  dialect: DatabaseType,
): Promise<void> {
  await conn.schema.createTable(table, (t) => {
    if (dialect === 'mysql') {
      t.engine('InnoDB');
      t.charset('utf8mb4');
    }
    for (const [name, def] of columns) buildColumn(conn, t, name, def, dialect);
    for (const [name, def] of columns) {
      if (def.unique && !def.primaryKey) {
        t.unique([name], { indexName: uniqueIndexName(table, name) });
      }
    }
  });
}

export async function addUnique(conn: Knex, table: string, column: string): Promise<void> {
  await conn.schema.alterTable(table, (t) => {
    t.unique([column], { indexName: uniqueIndexName(table, column) });
  });
}

export async function dropUnique(
  conn: Knex,
  index: UniqueIndex,
  dialect: DatabaseType,
): Promise<void> {
  if (dialect === 'mysql') {
    await conn.raw('alter table ?? drop index ??', [index.table, index.name]);
  } else if (dialect === 'postgres' && index.constraint) {
    await conn.raw('alter table ?? drop constraint ??', [index.table, index.name]);
  } else {
    await conn.raw('drop index ??', [index.name]);
  }
}

/** ALTER TABLE … ADD COLUMN (SQLite cannot add a NOT NULL column without default directly). */
export async function addColumn(
  conn: Knex,
  table: string,
  name: string,
  def: ColumnDefinition,
  dialect: DatabaseType,
): Promise<void> {
  const twoSteps = dialect === 'sqlite' && !def.nullable && def.defaultValue === null;
  await conn.schema.alterTable(table, (t) => {
    buildColumn(conn, t, name, twoSteps ? { ...def, nullable: true } : def, dialect);
  });
  if (twoSteps) await alterColumn(conn, table, name, def, dialect);
  if (def.unique && !def.primaryKey) await addUnique(conn, table, name);
}

/** Redefines a column: type, nullability and default (MySQL MODIFY, PostgreSQL ALTER COLUMN). */
export async function alterColumn(
  conn: Knex,
  table: string,
  name: string,
  def: ColumnDefinition,
  dialect: DatabaseType,
): Promise<void> {
  await conn.schema.alterTable(table, (t) => {
    buildColumn(conn, t, name, { ...def, primaryKey: false }, dialect).alter();
  });
}

export async function dropColumn(
  conn: Knex,
  table: string,
  name: string,
  unique: UniqueIndex | undefined,
  dialect: DatabaseType,
): Promise<void> {
  // SQLite refuses to drop a column an index still uses.
  if (unique && dialect === 'sqlite') await dropUnique(conn, unique, dialect);
  await conn.schema.alterTable(table, (t) => {
    t.dropColumn(name);
  });
}

/** Rows whose column is NULL (making a field required needs none). */
export async function countNulls(db: Knex, table: string, column: string): Promise<number> {
  const row = await db(table).whereNull(column).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function countRows(db: Knex, table: string): Promise<number> {
  const row = await db(table).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** Whether two rows share a non-null value (a unique index would fail). */
export async function hasDuplicates(db: Knex, table: string, column: string): Promise<boolean> {
  const row = await db(table)
    .select(column)
    .whereNotNull(column)
    .groupBy(column)
    .havingRaw('count(*) > 1')
    .first();
  return row !== undefined;
}
