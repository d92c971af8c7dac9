// Payload validation on create/update (contract §6.5) and the conversion of JSON values into what
// each column stores:
// - unknown keys → E12 (`Payload fields: "x" does not exist in "c" collection.`);
// - arrays/objects for fields that are not json/array/relational → E213;
// - values that do not fit their column: too long, beyond a decimal's precision/scale or an
//   integer's range → E12; not a number/boolean/date/datetime/time/JSON/UUID → E4;
// - the field's `validation` pattern (PHP regex or a `$name` validator) → E4;
// - required fields (directus_fields.required without a default, NOT NULL columns without a
//   default, status fields without a default) → E4 "field: This value should not be blank.";
//   on update the stored record overlaid with the payload is checked;
// - status values outside the status mapping → E4;
// - when statuses are flagged `required_fields`, items in other statuses skip the required and
//   pattern checks (draft-style statuses). Type and size checks, and NOT NULL columns without a
//   default (the database would refuse the row), always apply.
import type { DatabaseType } from '../../config/project-config.js';
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import { compilePasswordPolicy } from '../auth/password-policy.js';
import { normalizeDateTime } from '../query/format.js';
import { columnClass } from '../schema/field-types.js';
import type { CollectionSchema, FieldSchema } from '../schema/types.js';
import type { Row } from './item-rows.js';

export type WriteMode = 'create' | 'update';

/** The reserved key of nested writes: `{"id": 7, "$delete": true}`. */
export const DELETE_KEY = '$delete';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A payload split by what each key does. */
export interface SplitPayload {
  /** Values for columns, as the client gave them (M2O keys included). */
  columns: Record<string, unknown>;
  /** M2O fields given an object: a related item to create, update, link or delete first. */
  manyToOne: Map<string, { field: FieldSchema; related: string; value: Record<string, unknown> }>;
  /** O2M / M2M alias fields given an array (or null: left alone). */
  toMany: Map<string, { field: FieldSchema; items: unknown[] }>;
}

/** Types that hold structured values (JSON text or a CSV column). */
function takesStructuredValues(field: FieldSchema): boolean {
  if (field.type === 'json' || field.type === 'array') return true;
  return field.column !== null && columnClass(field.column) === 'json';
}

/** The collection an M2O field points at (or a junction field of an M2M, given by the caller). */
function manyToOneTarget(field: FieldSchema, junctionTargets?: ReadonlyMap<string, string>) {
  if (field.relation?.kind === 'm2o' && !field.alias) return field.relation.collection;
  return junctionTargets?.get(field.field);
}

/**
 * Splits a payload into columns, M2O objects and to-many arrays; unknown keys (E12) and arrays
 * for plain fields (E213) are refused here. Non-relational alias fields (dividers…) are ignored.
 * `junctionTargets`: for junction rows written through an M2M alias, the junction field → the
 * collection on the other side, when the schema has no M2O relation for it.
 */
export function splitPayload(
  collection: CollectionSchema,
  payload: Record<string, unknown>,
  junctionTargets?: ReadonlyMap<string, string>,
): SplitPayload {
  const unknown = Object.keys(payload).filter((key) => !collection.fields.has(key));
  if (unknown.length > 0) {
    throw unprocessable(
      `Payload fields: "${unknown.join('", "')}" does not exist in "${collection.collection}" collection.`,
    );
  }
  const split: SplitPayload = { columns: {}, manyToOne: new Map(), toMany: new Map() };
  for (const [key, value] of Object.entries(payload)) {
    const field = collection.fields.get(key) as FieldSchema;
    if (field.alias) {
      const kind = field.relation?.kind;
      if (kind === 'o2m' || kind === 'm2m') {
        if (value === null || value === undefined) continue;
        if (!Array.isArray(value)) {
          throw invalidRequest(`${key}: This value should be of type array.`);
        }
        split.toMany.set(key, { field, items: value });
      }
      continue;
    }
    const related = manyToOneTarget(field, junctionTargets);
    if (related && isPlainObject(value)) {
      split.manyToOne.set(key, { field, related, value });
      continue;
    }
    if (typeof value === 'object' && value !== null && !takesStructuredValues(field)) {
      throw new ApiError(
        'ARRAY_VALUE_NOT_ALLOWED',
        `Array values are only allowed in JSON or array fields: "${key}"`,
      );
    }
    split.columns[key] = value;
  }
  return split;
}

// ---------------------------------------------------------------------------------------------
// Values

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** Signed ranges of integer column types (MySQL unsigned ones double up, from 0). */
const INTEGER_BITS: Record<string, number> = {
  tinyint: 8,
  smallint: 16,
  int2: 16,
  mediumint: 24,
  int: 32,
  integer: 32,
  int4: 32,
  serial: 32,
};

/** MySQL text types, sized in bytes. */
const MYSQL_TEXT_BYTES: Record<string, number> = {
  tinytext: 255,
  text: 65_535,
  mediumtext: 16_777_215,
};

function typeError(field: FieldSchema, what: string): ApiError {
  return invalidRequest(`${field.field}: This value should be of type ${what}.`);
}

function invalidValue(field: FieldSchema, what: string): ApiError {
  return invalidRequest(`${field.field}: This value is not a valid ${what}.`);
}

function checkIntegerRange(field: FieldSchema, text: string, dialect: DatabaseType): void {
  const column = field.column;
  if (!column) return;
  // SQLite integers are 64-bit whatever the declared type; bigints are left to the database.
  const bits = dialect === 'sqlite' ? undefined : INTEGER_BITS[column.dataType];
  const value = BigInt(text);
  if (column.unsigned && value < 0n) {
    throw unprocessable(`${field.field}: The value must not be negative.`);
  }
  if (bits === undefined) return;
  const max = column.unsigned ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n;
  const min = column.unsigned ? 0n : -(2n ** BigInt(bits - 1));
  if (value > max || value < min) {
    throw unprocessable(`${field.field}: The value is out of range (${min} to ${max}).`);
  }
}

function checkDecimal(field: FieldSchema, text: string): void {
  const column = field.column;
  if (!column || column.precision === null || !/^(decimal|numeric)$/.test(column.dataType)) return;
  const plain = text.replace(/^[+-]/, '');
  if (/e/i.test(plain)) return;
  const [whole = '', fraction = ''] = plain.split('.');
  const scale = column.scale ?? 0;
  const wholeDigits = whole.replace(/^0+/, '').length;
  if (wholeDigits > column.precision - scale || fraction.replace(/0+$/, '').length > scale) {
    throw unprocessable(
      `${field.field}: The value does not fit decimal(${column.precision},${scale}).`,
    );
  }
}

function checkLength(field: FieldSchema, text: string, dialect: DatabaseType): void {
  const column = field.column;
  if (!column) return;
  let max: number | null = null;
  let size = [...text].length;
  if (/char/.test(column.dataType) && column.length !== null) {
    max = column.length;
  } else if (dialect === 'mysql' && MYSQL_TEXT_BYTES[column.dataType] !== undefined) {
    max = MYSQL_TEXT_BYTES[column.dataType] as number;
    size = Buffer.byteLength(text, 'utf8');
  }
  if (max !== null && size > max) {
    throw unprocessable(`Data is too large for "${field.field}": the maximum length is ${max}.`);
  }
}

function toBooleanValue(field: FieldSchema, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (lower === '1' || lower === 'true') return true;
    if (lower === '0' || lower === 'false' || lower === '') return false;
  }
  throw typeError(field, 'boolean');
}

/** Scalars become text the way PHP cast them. */
function toText(field: FieldSchema, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  throw typeError(field, 'string');
}

/**
 * One payload value → what its column stores (null stays null). Throws E4/E12 for values that do
 * not fit. Hash fields are returned as given (hashed later, see system-values.ts).
 */
export function convertValue(field: FieldSchema, value: unknown, dialect: DatabaseType): unknown {
  if (value === null || value === undefined) return null;
  const column = field.column;
  if (!column) return value;
  const kind = columnClass(column);

  if (field.type === 'array' || field.cast === 'csv') {
    const list = Array.isArray(value) ? value : [value];
    const parts = list.map((part) => {
      if (part === null || typeof part === 'object') throw typeError(field, 'array of scalars');
      return toText(field, part);
    });
    const text = parts.join(',');
    checkLength(field, text, dialect);
    return text;
  }
  if (field.type === 'json' || kind === 'json') {
    let text: string;
    if (typeof value === 'string') {
      try {
        JSON.parse(value);
      } catch {
        throw invalidValue(field, 'JSON value');
      }
      text = value;
    } else {
      text = JSON.stringify(value);
    }
    checkLength(field, text, dialect);
    return text;
  }
  if (field.type === 'boolean' || kind === 'boolean') {
    const flag = toBooleanValue(field, value);
    return dialect === 'postgres' && column.dataType === 'boolean' ? flag : flag ? 1 : 0;
  }
  switch (field.valueClass) {
    case 'number': {
      if (typeof value === 'boolean') return value ? 1 : 0;
      const text = typeof value === 'number' ? String(value) : toText(field, value).trim();
      if (typeof value === 'number' && !Number.isFinite(value)) throw typeError(field, 'numeric');
      if (kind === 'integer') {
        if (!INTEGER.test(text)) {
          if (!(typeof value === 'number' && Number.isInteger(value))) {
            throw typeError(field, 'integer');
          }
        }
        const normalized = typeof value === 'number' ? BigInt(value).toString() : text;
        checkIntegerRange(field, normalized, dialect);
        const number = Number(normalized);
        return Number.isSafeInteger(number) ? number : normalized;
      }
      if (!NUMBER.test(text)) throw typeError(field, 'numeric');
      checkDecimal(field, text);
      return typeof value === 'number' ? value : text;
    }
    case 'date': {
      const text = toText(field, value).trim();
      const normalized = normalizeDateTime(text);
      if (!normalized) throw invalidValue(field, 'date');
      return normalized.slice(0, 10);
    }
    case 'datetime': {
      const text = toText(field, value).trim();
      const normalized = normalizeDateTime(text);
      if (!normalized) throw invalidValue(field, 'datetime');
      return normalized;
    }
    case 'time': {
      const match = TIME.exec(toText(field, value).trim());
      if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) {
        throw invalidValue(field, 'time');
      }
      return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    }
    default:
      break;
  }
  if (kind === 'binary') {
    if (typeof value !== 'string') throw typeError(field, 'base64 string');
    return Buffer.from(value, 'base64');
  }
  const text = toText(field, value);
  if (kind === 'uuid' && !UUID.test(text.trim())) throw invalidValue(field, 'UUID');
  if (field.type !== 'hash') checkLength(field, text, dialect);
  return text;
}

// ---------------------------------------------------------------------------------------------
// Required fields and patterns

/** Types the server fills itself: never required from the client. */
const SYSTEM_MANAGED_TYPES = new Set([
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
]);

/**
 * Whether a column field must hold a non-blank value (§6.5): `always` for NOT NULL columns
 * without a default (the database would refuse the row), `rule` for directus_fields.required
 * fields and status fields without a default (subject to the status mapping's required_fields).
 */
export function requirement(
  collection: CollectionSchema,
  field: FieldSchema,
): 'always' | 'rule' | null {
  const column = field.column;
  if (!column || field.alias) return null;
  if (column.autoIncrement || SYSTEM_MANAGED_TYPES.has(field.type)) return null;
  const hasDefault = column.defaultValue !== null;
  if (hasDefault) return null;
  if (!column.nullable) return 'always';
  if (field.field === collection.statusField || field.meta?.required) return 'rule';
  return null;
}

export function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function blankError(field: string): ApiError {
  return invalidRequest(`${field}: This value should not be blank.`);
}

/**
 * Whether required/pattern checks apply to an item in this status: always, unless some statuses
 * are flagged `required_fields` and this is not one of them.
 */
export function requiredChecksApply(collection: CollectionSchema, status: unknown): boolean {
  const flagged = collection.statuses.filter((entry) => entry.requiredFields);
  if (flagged.length === 0) return true;
  return flagged.some((entry) => entry.value === String(status ?? ''));
}

const CUSTOM_VALIDATORS: Readonly<Record<string, RegExp>> = {
  $email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  $url: /^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i,
  $alpha: /^[a-z]+$/i,
  $alphanumeric: /^[a-z0-9]+$/i,
  $numeric: /^[+-]?(\d+(\.\d*)?|\.\d+)$/,
  $slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
};

const patternCache = new Map<string, RegExp | null>();

/** A field's `validation` value as a RegExp (PHP `/…/flags` or bare), null when unusable. */
export function validationPattern(validation: string): RegExp | null {
  const text = validation.trim();
  if (text === '') return null;
  if (text.startsWith('$')) return CUSTOM_VALIDATORS[text] ?? null;
  let pattern = patternCache.get(text);
  if (pattern === undefined) {
    pattern = compilePasswordPolicy(text) ?? null;
    patternCache.set(text, pattern);
  }
  return pattern;
}

/**
 * The rule checks of §6.5 on a (converted) record: required fields and `validation` patterns of
 * the payload's fields, and the status value. `record` is what the row will hold (on update the
 * stored row overlaid with the payload), `written` the keys this write sets.
 */
export function checkRules(
  collection: CollectionSchema,
  record: Row,
  written: ReadonlySet<string>,
  mode: WriteMode,
): void {
  const statusField = collection.statusField;
  if (statusField && written.has(statusField) && collection.statuses.length > 0) {
    const status = record[statusField];
    if (
      status !== null &&
      status !== undefined &&
      !collection.statuses.some((entry) => entry.value === String(status))
    ) {
      throw invalidRequest(`${statusField}: "${String(status)}" is not a valid status.`);
    }
  }
  const status = statusField ? record[statusField] : undefined;
  const rulesApply = requiredChecksApply(collection, status);
  const statusWritten = statusField ? written.has(statusField) : false;

  const violations: string[] = [];
  for (const field of collection.fields.values()) {
    if (field.alias) continue;
    const value = record[field.field];
    const required = requirement(collection, field);
    if (required === 'always' || (required === 'rule' && rulesApply)) {
      // On update a required field is checked when this write sets it, or when it sets the
      // status (the item enters a status whose rules may apply): a blank the row already had
      // (an invited user's names) does not block an unrelated change, as in v8.
      const checked = mode === 'create' || written.has(field.field) || statusWritten;
      if (checked && isBlank(value)) {
        violations.push(`${field.field}: This value should not be blank.`);
        continue;
      }
    }
    const validation = field.meta?.validation;
    if (
      rulesApply &&
      validation &&
      written.has(field.field) &&
      typeof value === 'string' &&
      value !== ''
    ) {
      const pattern = validationPattern(validation);
      if (pattern && !pattern.test(value)) {
        violations.push(`${field.field}: This value is not valid.`);
      }
    }
  }
  if (violations.length > 0) throw invalidRequest(violations.join(' '));
}
