// Validating the bodies of the schema endpoints (contract §7.2-7.4) into typed values before any
// SQL runs. Metadata values are checked against the directus_fields / directus_collections column
// types (so nothing a column cannot hold reaches the database) and JSON columns are encoded here.
import { type ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import { type DatatypeInfo, isAliasType, parseDatatype, parseDirectusType } from './datatypes.js';

export type Body = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** v8's message for payload keys the collection does not have (E12). */
export function unknownPayloadField(key: string, collection: string): ApiError {
  return unprocessable(`Payload fields: "${key}" does not exist in "${collection}" collection.`);
}

export function toBoolean(key: string, value: unknown): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw invalidRequest(`${key}: This value should be of type boolean.`);
}

function toNullableString(key: string, value: unknown, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw invalidRequest(`${key}: This value should be of type string.`);
  }
  const text = String(value);
  if (text.length > max) {
    throw invalidRequest(
      `${key}: This value is too long. It should have ${max} characters or less.`,
    );
  }
  return text;
}

function toNullableInteger(key: string, value: unknown, min: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  // The columns are INT on every database: stay within its signed range.
  if (
    typeof number !== 'number' ||
    !Number.isInteger(number) ||
    number < min ||
    number > 2 ** 31 - 1
  ) {
    throw invalidRequest(`${key}: This value should be an integer from ${min} to 2147483647.`);
  }
  return number;
}

/** A JSON column value: objects and arrays are encoded, a string must already be JSON. */
function toJsonText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
    } catch {
      throw invalidRequest(`${key}: This value should be valid JSON.`);
    }
    return value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  throw invalidRequest(`${key}: This value should be an object, an array or null.`);
}

// ---------------------------------------------------------------------------------------------
// Fields

/** directus_fields columns a field payload may set, with their value check. */
const FIELD_META: Record<string, (key: string, value: unknown) => unknown> = {
  interface: (key, value) => toNullableString(key, value, 64),
  options: toJsonText,
  locked: toBoolean,
  validation: (key, value) => toNullableString(key, value, 500),
  required: toBoolean,
  readonly: toBoolean,
  hidden_detail: toBoolean,
  hidden_browse: toBoolean,
  sort: (key, value) => toNullableInteger(key, value, 0),
  width: (key, value) => toNullableString(key, value, 50),
  group: (key, value) => toNullableInteger(key, value, 1),
  note: (key, value) => toNullableString(key, value, 1024),
  translation: toJsonText,
};

/** Column attributes: not stored in directus_fields, applied as DDL. */
export const SCHEMA_ATTRIBUTES = [
  'datatype',
  'length',
  'default_value',
  'primary_key',
  'auto_increment',
  'unique',
  'signed',
  // Extension (field-indexes.ts): a plain index on the column; v8 clients ignore it.
  'indexed',
] as const;

/** Keys a client echoes back from a field object; they never change anything. */
const IGNORED_FIELD_KEYS = new Set(['id', 'collection', 'field', 'relation']);

export interface SchemaAttributes {
  datatype?: DatatypeInfo;
  /** Raw: its meaning depends on the data type (parseLength). */
  length?: unknown;
  hasLength: boolean;
  default_value?: string | number | boolean | null;
  hasDefault: boolean;
  primary_key?: boolean;
  auto_increment?: boolean;
  unique?: boolean;
  signed?: boolean;
  /** A plain index on the column (field-indexes.ts). */
  indexed?: boolean;
}

export interface FieldPayload {
  /** The `field` key (create; a batch element's target). */
  field?: unknown;
  /** Lower-case Directus type, when given. */
  type?: string;
  /** directus_fields values given (encoded; `type` included when given). */
  meta: Record<string, unknown>;
  schema: SchemaAttributes;
}

/**
 * A field object as POST/PATCH send it: unknown keys (E12), value types (E4), the data type's
 * name and the Directus type (E401). Whether a data type is required and the length rules are
 * checked later, once the field's current column is known.
 */
export function parseFieldPayload(body: Body): FieldPayload {
  const meta: Record<string, unknown> = {};
  const schema: SchemaAttributes = { hasLength: false, hasDefault: false };
  for (const [key, value] of Object.entries(body)) {
    if (IGNORED_FIELD_KEYS.has(key) || key === 'type') continue;
    const check = FIELD_META[key];
    if (check) {
      meta[key] = check(key, value);
      continue;
    }
    switch (key) {
      case 'datatype':
        if (value !== null && value !== undefined && value !== '') {
          schema.datatype = parseDatatype(value);
        }
        break;
      case 'length':
        schema.length = value;
        schema.hasLength = true;
        break;
      case 'default_value':
        if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
          throw unprocessable(
            'default_value: This value should be a string, a number or a boolean.',
          );
        }
        if (typeof value === 'number' && !Number.isFinite(value)) {
          throw unprocessable('default_value: This value should be a finite number.');
        }
        schema.default_value = value as string | number | boolean | null;
        schema.hasDefault = true;
        break;
      case 'primary_key':
      case 'auto_increment':
      case 'unique':
      case 'signed':
      case 'indexed':
        schema[key] = toBoolean(key, value);
        break;
      default:
        throw unknownPayloadField(key, 'directus_fields');
    }
  }
  const payload: FieldPayload = { meta, schema };
  if (Object.hasOwn(body, 'field')) payload.field = body.field;
  if (Object.hasOwn(body, 'type') && body.type !== null && body.type !== undefined) {
    payload.type = parseDirectusType(body.type);
    meta.type = payload.type;
  }
  return payload;
}

/** A field that gets a column needs a data type (v8: "datatype is required", E12). */
export function requireDatatype(payload: FieldPayload, type: string): DatatypeInfo {
  if (!payload.schema.datatype || isAliasType(type)) throw unprocessable('datatype is required');
  return payload.schema.datatype;
}

/** Whether the payload touches the column (v8 "shouldUpdateSchema", plus `required`). */
export function touchesSchema(payload: FieldPayload): boolean {
  const { schema } = payload;
  return (
    payload.type !== undefined ||
    schema.datatype !== undefined ||
    schema.hasLength ||
    schema.hasDefault ||
    schema.primary_key !== undefined ||
    schema.auto_increment !== undefined ||
    schema.unique !== undefined ||
    schema.signed !== undefined ||
    payload.meta.required !== undefined
  );
}

/**
 * A complete directus_fields row for a new field (every column given: a multi-row insert on
 * SQLite fills missing columns with NULL rather than the column default).
 */
export function newFieldRow(
  collection: string,
  field: string,
  type: string,
  meta: Record<string, unknown>,
): Record<string, unknown> {
  return {
    collection,
    field,
    type,
    interface: null,
    options: null,
    locked: false,
    validation: null,
    required: false,
    readonly: false,
    hidden_detail: false,
    hidden_browse: false,
    sort: null,
    width: 'full',
    group: null,
    note: null,
    translation: null,
    ...meta,
  };
}

// ---------------------------------------------------------------------------------------------
// Collections

const COLLECTION_META: Record<string, (key: string, value: unknown) => unknown> = {
  managed: toBoolean,
  hidden: toBoolean,
  single: toBoolean,
  icon: (key, value) => toNullableString(key, value, 30),
  note: (key, value) => toNullableString(key, value, 255),
  translation: toJsonText,
};

export interface CollectionPayload {
  /** directus_collections values given (encoded). */
  meta: Record<string, unknown>;
  /** The `fields` array, when given. */
  fields?: Body[];
}

/** A collection body (create or update): E12 for unknown keys, E4 for bad values. */
export function parseCollectionPayload(body: Body): CollectionPayload {
  const meta: Record<string, unknown> = {};
  let fields: Body[] | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'collection') continue;
    if (key === 'fields') {
      if (value === null || value === undefined) continue;
      if (!Array.isArray(value) || !value.every(isPlainObject)) {
        throw unprocessable('fields: This value should be an array of field objects.');
      }
      fields = value;
      continue;
    }
    const check = COLLECTION_META[key];
    if (!check) throw unknownPayloadField(key, 'directus_collections');
    meta[key] = check(key, value);
  }
  return { meta, fields };
}

// ---------------------------------------------------------------------------------------------
// Relations

export const RELATION_COLUMNS = [
  'collection_many',
  'field_many',
  'collection_one',
  'field_one',
  'junction_field',
] as const;

export type RelationColumn = (typeof RELATION_COLUMNS)[number];
export type RelationValues = Partial<Record<RelationColumn, string | null>>;

/** A relation body: E12 for unknown keys, E4 for values that are not names. */
export function parseRelationPayload(body: Body): RelationValues {
  const values: RelationValues = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id') continue;
    if (!(RELATION_COLUMNS as readonly string[]).includes(key)) {
      throw unknownPayloadField(key, 'directus_relations');
    }
    if (value !== null && typeof value !== 'string') {
      throw invalidRequest(`${key}: This value should be of type string.`);
    }
    values[key as RelationColumn] = value === '' ? null : value;
  }
  return values;
}
