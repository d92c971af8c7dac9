// directus_users rules (contract §7.10, §9.4), applied inside the write service's transaction
// around each create/update/delete of the /users endpoints:
//
// - `me` stands for the caller (public → E3/401);
// - emails are stored trimmed and lower-case (unique on every database whatever its collation,
//   as the installer stores the first admin); `password` is hashed and checked against the
//   `password_policy` setting by the write service (E4/422);
// - the last active admin (role 1, status active) cannot be deleted, deactivated or moved to
//   another role: E216/403;
// - a status change is also logged as a `status-update` activity row;
// - `password_reset_token` is the server's (E305; clearing it is fine), a 2FA secret is set
//   through activate_2fa only (here it can only be cleared: E4), masks sent back are ignored, and non-admins, whatever their permission rows,
//   cannot touch admin accounts (E302/E303), give the admin role, change their own role or
//   status, or set static tokens (E305): those would let a role with `update` on users raise
//   itself to admin.
import { ADMIN_ROLE_ID } from '../../db/system-collections.js';
import { ApiError, invalidRequest, unauthorized } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import { toSqlDateTime } from '../../util/datetime.js';
import type { Key, WriteTransaction } from '../items/index.js';
import { rowId } from './ids.js';
import { MASKED_USER_FIELDS, SECRET_MASK, USERS } from './secrets.js';

export { USERS };

type Payload = Record<string, unknown>;
type Row = Record<string, unknown>;

/** The `{id}` of a users route: `me` is the caller. */
export function userKey(actor: Readonly<Actor>, raw: string): string {
  if (raw.trim().toLowerCase() !== 'me') return raw;
  if (actor.public) throw unauthorized();
  return String(actor.userId);
}

/** A numeric user id, or undefined for keys that cannot name a user row. */
export function userId(key: unknown): number | undefined {
  return rowId(key);
}

/** An M2O value as sent (`3`, `"3"`, `{id: 3}`) → its id; null for null/empty. */
function referencedId(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return referencedId((value as Payload).id);
  }
  const id = Number(value);
  return Number.isFinite(id) ? id : undefined;
}

function isActiveAdmin(row: { role?: unknown; status?: unknown }): boolean {
  return Number(row.role) === ADMIN_ROLE_ID && row.status === 'active';
}

function writeDenied(field: string): ApiError {
  return new ApiError(
    'WRITE_FIELD_DENIED',
    `Write access to "${field}" field in "${USERS}" collection was denied`,
  );
}

/**
 * A users payload as stored: the email lower-case, and secrets sent back as the mask the reads
 * answer (a client saving a whole user object it read) left out rather than stored.
 */
export function normalizeUserPayload(payload: Payload): Payload {
  const data = { ...payload };
  if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase();
  for (const field of MASKED_USER_FIELDS) {
    if (data[field] === SECRET_MASK) delete data[field];
  }
  return data;
}

/**
 * The checks of a create (`existing` undefined) or an update of one users row, before the write
 * service's own permission checks.
 */
export function assertUserPayload(
  actor: Readonly<Actor>,
  existing: Row | undefined,
  payload: Payload,
): void {
  if (Object.hasOwn(payload, 'password_reset_token') && payload.password_reset_token !== null) {
    throw writeDenied('password_reset_token');
  }
  if (Object.hasOwn(payload, '2fa_secret') && payload['2fa_secret'] !== null) {
    throw invalidRequest(
      '2fa_secret: A 2FA secret is set with POST /users/{id}/activate_2fa; it can only be cleared here.',
    );
  }
  if (actor.admin) return;
  if (existing && Number(existing.role) === ADMIN_ROLE_ID) {
    throw new ApiError('UPDATE_ITEMS_DENIED', 'Only admins may change administrator accounts');
  }
  const self = existing !== undefined && Number(existing.id) === actor.userId;
  if (Object.hasOwn(payload, 'role')) {
    const role = referencedId(payload.role);
    const changes = !existing || role !== referencedId(existing.role);
    if (role === ADMIN_ROLE_ID || (self && changes)) throw writeDenied('role');
  }
  if (self && Object.hasOwn(payload, 'status') && payload.status !== existing.status) {
    throw writeDenied('status');
  }
  if (Object.hasOwn(payload, 'token') && payload.token !== null) throw writeDenied('token');
}

/** The stored row of a users key inside the transaction (undefined when there is none). */
export async function storedUser(tx: WriteTransaction, key: unknown): Promise<Row | undefined> {
  const id = userId(key);
  if (id === undefined) return undefined;
  return tx.trx(USERS).where('id', id).first();
}

/** E216 when the write would leave the project without an active admin. */
export async function assertKeepsAnAdmin(
  tx: WriteTransaction,
  existing: Row | undefined,
  change: Payload | 'delete',
): Promise<void> {
  if (!existing || !isActiveAdmin(existing)) return;
  if (change !== 'delete') {
    const next = {
      role: Object.hasOwn(change, 'role') ? referencedId(change.role) : existing.role,
      status: Object.hasOwn(change, 'status') ? change.status : existing.status,
    };
    if (isActiveAdmin(next)) return;
  }
  const others = tx
    .trx(USERS)
    .select('id')
    .where({ role: ADMIN_ROLE_ID, status: 'active' })
    .whereNot('id', Number(existing.id));
  if (tx.dialect !== 'sqlite') others.forUpdate();
  const rows: unknown[] = await others;
  if (rows.length === 0) {
    throw new ApiError(
      'LAST_ADMIN',
      change === 'delete'
        ? 'You cannot delete the last active admin'
        : 'You cannot deactivate the last active admin',
    );
  }
}

/** Logs the extra `status-update` activity row of a status change (no revision). */
export function recordStatusChange(
  tx: WriteTransaction,
  key: Key,
  existing: Row | undefined,
  payload: Payload,
): void {
  if (!existing || !Object.hasOwn(payload, 'status')) return;
  if (String(payload.status ?? '') === String(existing.status ?? '')) return;
  tx.changes.push({
    action: 'status-update',
    collection: USERS,
    item: String(key),
    data: null,
    delta: null,
    parent: null,
    comment: tx.comment,
  });
}

/** What PATCH /users/{id}/tracking/page stores. */
export function trackingValues(body: unknown, now = new Date()): Row {
  const lastPage =
    typeof body === 'object' && body !== null ? (body as Payload).last_page : undefined;
  if (typeof lastPage !== 'string' || lastPage.trim() === '') {
    throw invalidRequest('last_page: This value should not be blank.');
  }
  if (lastPage.length > 192) {
    throw invalidRequest(
      'last_page: This value is too long. It should have 192 characters or less.',
    );
  }
  return { last_page: lastPage, last_access_on: toSqlDateTime(now) };
}

/** Only the user themselves (or an admin) reports where they are in the admin. */
export function assertCanTrack(actor: Readonly<Actor>, id: number): void {
  if (actor.public) throw unauthorized();
  if (!actor.admin && id !== actor.userId) {
    throw new ApiError(
      'UPDATE_ITEMS_DENIED',
      `Updating item from "${USERS}" collection was denied`,
    );
  }
}
