// directus_roles rules (contract §7.9, §8.3):
// - a new role gets the default permission rows of §8.3, in the same transaction;
// - roles 1 (Administrator) and 2 (Public) cannot be deleted: E3/401;
// - each ip_whitelist entry is one IP address or a CIDR range (E4/422 naming the first bad entry),
//   given as the contract's array or as the CSV it is stored as;
// - deleting a role also deletes its permission rows and its role presets, and leaves its users
//   without a role (role NULL: they keep their account but get no permissions until an admin
//   gives them a role). The contract leaves this open; v8 left dangling role ids behind, which a
//   later role reusing the id would silently take over.
import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID } from '../../db/system-collections.js';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { isIpWhitelistEntry } from '../auth/ip-whitelist.js';
import { whitelistEntries } from '../auth/users.js';
import type { Key, WriteTransaction } from '../items/index.js';

type Levels = [create: string, read: string, update: string, del: string, comment: string];

/** §8.3: the rows every role created through the API starts with (explain `none`). */
const DEFAULT_PERMISSIONS: readonly [collection: string, levels: Levels, status?: string][] = [
  ['directus_activity', ['full', 'mine', 'none', 'none', 'update']],
  ['directus_collection_presets', ['full', 'full', 'mine', 'mine', 'none']],
  ['directus_collections', ['none', 'full', 'none', 'none', 'none']],
  ['directus_fields', ['none', 'full', 'none', 'none', 'none']],
  ['directus_files', ['full', 'full', 'full', 'full', 'none']],
  ['directus_folders', ['full', 'full', 'full', 'full', 'none']],
  ['directus_permissions', ['none', 'mine', 'none', 'none', 'none']],
  ['directus_relations', ['none', 'full', 'none', 'none', 'none']],
  ['directus_revisions', ['full', 'full', 'none', 'none', 'none']],
  ['directus_roles', ['none', 'mine', 'none', 'none', 'none']],
  ['directus_settings', ['none', 'full', 'none', 'none', 'none']],
  ['directus_users', ['none', 'full', 'mine', 'mine', 'none'], 'active'],
  ['directus_users', ['none', 'none', 'none', 'none', 'none'], 'deleted'],
  ['directus_users', ['none', 'none', 'none', 'none', 'none'], 'draft'],
  ['directus_users', ['none', 'none', 'none', 'none', 'none'], 'invited'],
  ['directus_users', ['none', 'none', 'none', 'none', 'none'], 'suspended'],
];

export function defaultPermissionRows(role: number): Record<string, unknown>[] {
  return DEFAULT_PERMISSIONS.map(([collection, [create, read, update, del, comment], status]) => ({
    collection,
    role,
    status: status ?? null,
    create,
    read,
    update,
    delete: del,
    comment,
    explain: 'none',
    read_field_blacklist: null,
    write_field_blacklist: null,
    status_blacklist: null,
  }));
}

/** Inserts the default rows of a role just created (no activity, as v8's hook did). */
export async function insertDefaultPermissions(tx: WriteTransaction, role: Key): Promise<void> {
  await tx.trx('directus_permissions').insert(defaultPermissionRows(Number(role)));
}

export function isSystemRole(key: string): boolean {
  const id = Number(key.trim());
  return id === ADMIN_ROLE_ID || id === PUBLIC_ROLE_ID;
}

/** E3/401 for roles 1 and 2, whoever asks. */
export function assertDeletableRole(key: string): void {
  if (isSystemRole(key)) {
    throw new ApiError('UNAUTHORIZED', `You are not allowed to delete group [${key.trim()}]`);
  }
}

/** After a role row is deleted: its permissions and role presets go, its users lose the role. */
export async function cleanUpDeletedRole(tx: WriteTransaction, key: string): Promise<void> {
  const id = Number(key.trim());
  if (!Number.isSafeInteger(id)) return;
  await tx.trx('directus_permissions').where('role', id).delete();
  await tx.trx('directus_collection_presets').where('role', id).whereNull('user').delete();
  await tx.trx('directus_users').where('role', id).update({ role: null });
}

/** The entries of a payload's ip_whitelist (array or CSV), or null when it is neither. */
function payloadWhitelistEntries(value: unknown): string[] | null {
  if (typeof value === 'string') return whitelistEntries(value);
  if (!Array.isArray(value)) return null;
  const entries: string[] = [];
  for (const part of value) {
    if (typeof part !== 'string') return null;
    // An array is stored joined by commas: an element holding one would become two entries.
    entries.push(...whitelistEntries(part));
  }
  return entries;
}

/** E4/422 unless every ip_whitelist entry of a role payload is an address or a CIDR range. */
export function assertRolePayload(payload: Readonly<Record<string, unknown>>): void {
  if (!Object.hasOwn(payload, 'ip_whitelist')) return;
  const value = payload.ip_whitelist;
  if (value === null) return;
  const entries = payloadWhitelistEntries(value);
  if (entries === null) {
    throw invalidRequest(
      'ip_whitelist: This value should be a list of IP addresses or CIDR ranges.',
    );
  }
  const bad = entries.find((entry) => !isIpWhitelistEntry(entry));
  if (bad !== undefined) {
    throw invalidRequest(
      `ip_whitelist: "${bad}" is not an IP address or a CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8).`,
    );
  }
}
