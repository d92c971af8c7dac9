// Values the server fills in on create/update (contract §6.2, §6.7):
// - `datetime_created` (create) and `datetime_updated` (create and update) fields: UTC now;
// - `owner` (user_created) fields: the acting user on create; only admins may reassign later;
// - `user_updated` fields: the acting user (0 for public);
// - `slug` fields: mirrored from their source field (`mirroredField`, or `source`) when the
//   payload gives none, on create (and on update only when the field says so);
// - `hash` fields (directus_users.password): argon2id (server/services/auth/password.ts), after
//   the password_policy check for directus_users;
// - `external_id` of new directus_users / directus_roles rows: a UUIDv4 when absent.
import { randomUUID } from 'node:crypto';
import { invalidRequest } from '../../errors/api-error.js';
import { hashPassword } from '../auth/password.js';
import { assertPasswordPolicy } from '../auth/password-policy.js';
import { sqlDateTime } from '../query/format.js';
import type { CollectionSchema, FieldSchema } from '../schema/types.js';
import type { Row } from './item-rows.js';
import type { WriteMode } from './validate-payload.js';
import { settingValue, type WriteTransaction } from './write-context.js';

const EXTERNAL_ID_COLLECTIONS = new Set(['directus_users', 'directus_roles']);

/** `Hello Wörld!` → `hello-world`. */
export function slugify(text: string, lowercase = true): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, (char) => (char === 'æ' ? 'ae' : 'AE'))
    .replace(/ø/gi, (char) => (char === 'ø' ? 'o' : 'O'));
  const slug = ascii.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return lowercase ? slug.toLowerCase() : slug;
}

function option(field: FieldSchema, ...names: string[]): unknown {
  for (const name of names) {
    const value = field.options?.[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function isSlugField(field: FieldSchema): boolean {
  return !field.alias && (field.type === 'slug' || field.interface === 'slug');
}

/**
 * Fills the system-managed columns of a converted row, before the rule checks. `payloadKeys` are
 * the column keys the client sent.
 */
export function applySystemValues(
  tx: WriteTransaction,
  collection: CollectionSchema,
  row: Row,
  mode: WriteMode,
): void {
  const now = sqlDateTime(tx.now);
  const userId = tx.actor.userId;
  for (const field of collection.fields.values()) {
    if (field.alias) continue;
    const name = field.field;
    switch (field.type) {
      case 'datetime_created':
        if (mode === 'create') row[name] = now;
        else delete row[name];
        break;
      case 'datetime_updated':
        row[name] = now;
        break;
      case 'owner':
        if (mode === 'create') row[name] = userId;
        else if (!tx.actor.admin) delete row[name];
        break;
      case 'user_updated':
        row[name] = userId;
        break;
      default:
        break;
    }
    if (isSlugField(field) && !Object.hasOwn(row, name)) {
      const source = option(field, 'mirroredField', 'mirrored_field', 'source');
      const onlyOnCreate = option(field, 'onlyOnCreate', 'only_on_creation', 'onlyOnCreation');
      const mirrorsOnUpdate = onlyOnCreate === false || onlyOnCreate === 0 || onlyOnCreate === '0';
      if (
        typeof source === 'string' &&
        typeof row[source] === 'string' &&
        (mode === 'create' || mirrorsOnUpdate)
      ) {
        const lowercase = option(field, 'forceLowercase', 'force_lowercase');
        const slug = slugify(row[source] as string, lowercase !== false && lowercase !== 0);
        if (slug !== '') row[name] = slug;
      }
    }
  }
  if (
    mode === 'create' &&
    EXTERNAL_ID_COLLECTIONS.has(collection.collection) &&
    collection.fields.get('external_id')?.alias === false &&
    (row.external_id === undefined || row.external_id === null || row.external_id === '')
  ) {
    row.external_id = randomUUID();
  }
}

/** Hashes the row's `hash` fields (after validation, so patterns see the plain value). */
export async function hashSecrets(
  tx: WriteTransaction,
  collection: CollectionSchema,
  row: Row,
): Promise<void> {
  for (const field of collection.fields.values()) {
    if (field.alias || field.type !== 'hash' || !Object.hasOwn(row, field.field)) continue;
    const value = row[field.field];
    if (value === null) continue;
    if (typeof value !== 'string' || value === '') {
      throw invalidRequest(`${field.field}: This value should not be blank.`);
    }
    if (collection.collection === 'directus_users' && field.field === 'password') {
      const policy = await settingValue(tx, 'password_policy');
      if (policy) assertPasswordPolicy(policy, value);
    }
    row[field.field] = await hashPassword(value);
  }
}
