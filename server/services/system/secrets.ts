// directus_users credentials on the system endpoints (contract §7.10, like the auth service's
// publicUser in services/auth/users.ts):
//
// - `password`, `token`, `2fa_secret` and `password_reset_token` are read-blacklisted for every
//   caller, admins included, wherever directus_users is read (top level or expanded through a
//   relation): never selected, never searched by `q`, never filtered or sorted on (a filter on a
//   secret would let a caller guess it character by character);
// - on the /users endpoints the admin, and the user for their own row, still learn whether a
//   token, a 2FA secret or a pending reset token exists: those answer as a mask (or null);
// - a non-admin reading another user does not get `email_notifications`, `last_access_on` and
//   `last_page` (v8's read filter); filtering on them stays possible (the admin's "who else is on
//   this page" query filters on last_page and last_access_on).
import type { Knex } from 'knex';
import { USER_SECRET_FIELDS } from '../../db/system-collections.js';
import type { Actor } from '../../http/actor.js';
import { csvList, type Item, type RawParams, type Selection } from '../query/index.js';

export const USERS = 'directus_users';

/** Secrets whose presence the admin and the user themselves may see, masked. */
export const MASKED_USER_FIELDS: readonly string[] = [
  'token',
  '2fa_secret',
  'password_reset_token',
];

/** Fields a non-admin only sees on their own row. */
export const PRIVATE_USER_FIELDS: readonly string[] = [
  'email_notifications',
  'last_access_on',
  'last_page',
];

export const SECRET_MASK = '**********';

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Removes other users' private fields from every directus_users object of a read result, walking
 * the selection tree (M2O objects, O2M/M2M arrays) alongside the items.
 */
export function stripPrivateUserFields(
  selection: Selection,
  items: readonly unknown[],
  actor: Readonly<Actor>,
): void {
  if (actor.admin) return;
  const users = selection.collection.collection === USERS;
  const primaryKey = selection.collection.primaryKey;
  for (const item of items) {
    if (!isItem(item)) continue;
    if (users && !(Object.hasOwn(item, primaryKey) && Number(item[primaryKey]) === actor.userId)) {
      for (const field of PRIVATE_USER_FIELDS) delete item[field];
    }
    for (const entry of selection.output) {
      if (entry.kind === 'm2o' && entry.child) {
        const value = item[entry.field.field];
        if (isItem(value)) stripPrivateUserFields(entry.child, [value], actor);
      } else if (entry.kind === 'many' && !entry.idsOnly) {
        const value = item[entry.field.field];
        if (Array.isArray(value)) stripPrivateUserFields(entry.child, value, actor);
      }
    }
  }
}

/** What a top-level users read asked of the masked secrets. */
export interface SecretRequest {
  /** The parameters to read with: secrets taken out of `fields`, the key added when needed. */
  params: RawParams;
  /** Masked fields to add to each row the caller may see them on. */
  masked: string[];
  /** The primary key was only added to look the secrets up: remove it from the output. */
  dropKey: boolean;
}

/**
 * Takes the secrets out of a top-level users `fields` parameter (they are blacklisted, so naming
 * them would be an E304) and notes which masks to add: every masked field for the default
 * selection or `*` (unless excluded with `-name`), and those named explicitly.
 */
export function requestSecrets(params: RawParams, primaryKey: string): SecretRequest {
  const entries = csvList(params.fields, 'fields');
  if (entries.length === 0) return { params, masked: [...MASKED_USER_FIELDS], dropKey: false };
  const named = new Set(entries);
  // `*` or `*.*`…: every top-level field.
  const wildcard = entries.some((entry) => entry === '*' || entry.startsWith('*.'));
  const rest = entries.filter((entry) => !USER_SECRET_FIELDS.includes(entry));
  const masked = MASKED_USER_FIELDS.filter(
    (field) => named.has(field) || (wildcard && !named.has(`-${field}`)),
  );
  let dropKey = false;
  if (masked.length > 0 && !wildcard && !named.has(primaryKey)) {
    rest.push(primaryKey);
    dropKey = true;
  }
  const changed = rest.length !== entries.length || rest.some((entry, i) => entry !== entries[i]);
  return { params: changed ? { ...params, fields: rest.join(',') } : params, masked, dropKey };
}

/**
 * Adds the masks of a top-level users read: `**********` when the secret is set, else null, on
 * the rows of the caller (or every row for an admin).
 */
export async function addSecretMasks(
  db: Knex,
  actor: Readonly<Actor>,
  items: Item[],
  request: SecretRequest,
  primaryKey = 'id',
): Promise<void> {
  if (request.masked.length > 0 && !actor.public) {
    const visible = items.filter(
      (item) => actor.admin || Number(item[primaryKey]) === actor.userId,
    );
    const ids = visible
      .map((item) => Number(item[primaryKey]))
      .filter((id) => Number.isSafeInteger(id));
    if (ids.length > 0) {
      const rows: Record<string, unknown>[] = await db(USERS)
        .whereIn(primaryKey, ids)
        .select(primaryKey, ...request.masked);
      const byId = new Map(rows.map((row) => [Number(row[primaryKey]), row]));
      for (const item of visible) {
        const row = byId.get(Number(item[primaryKey]));
        if (!row) continue;
        for (const field of request.masked) {
          const value = row[field];
          item[field] = value === null || value === undefined || value === '' ? null : SECRET_MASK;
        }
      }
    }
  }
  if (request.dropKey) for (const item of items) delete item[primaryKey];
}
