// directus_collection_presets rules (contract §7.12, §9.4). A preset is personal (`user` set),
// role-wide (`role` set, `user` null) or global (both null); `title` makes it a bookmark.
// Admins may write any of them. Everyone else, on top of the permission rows (seeded: create
// full, update/delete mine, where "mine" is `user` = me):
// - creates personal presets only: `user` defaults to the caller and must be the caller, `role`
//   may only name the caller's own role (E10/403);
// - cannot move a preset to another user, a role or global (E10/403);
// - cannot delete a role preset: E10/403 "Cannot delete collection presets that belongs to a role".
// Preset writes never create activity rows (services/activity/record-change.ts).
import { forbidden } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { WriteTransaction } from '../items/index.js';
import { rowId } from './ids.js';

export const PRESETS = 'directus_collection_presets';

type Payload = Record<string, unknown>;

function idOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return idOf((value as Payload).id);
  }
  const id = Number(value);
  return Number.isFinite(id) ? id : Number.NaN;
}

function assertOwnScope(actor: Readonly<Actor>, user: unknown, role: unknown): void {
  if (idOf(user) !== actor.userId) {
    throw forbidden('You can only save your own collection presets');
  }
  const roleId = idOf(role);
  if (roleId !== null && roleId !== actor.roleId) {
    throw forbidden('You can only save your own collection presets');
  }
}

/** The payload of a create: non-admins' presets are their own (`user` filled in). */
export function presetForCreate(actor: Readonly<Actor>, payload: Payload): Payload {
  if (actor.admin) return payload;
  if (actor.public) throw forbidden('You can only save your own collection presets');
  const preset = { ...payload };
  if (!Object.hasOwn(preset, 'user')) preset.user = actor.userId;
  assertOwnScope(actor, preset.user, preset.role);
  return preset;
}

async function storedPreset(tx: WriteTransaction, key: unknown): Promise<Payload | undefined> {
  const id = rowId(key);
  if (id === undefined) return undefined;
  return tx.trx(PRESETS).where('id', id).first();
}

/** An update must leave a non-admin's preset theirs (a missing preset is the write's E302). */
export async function assertPresetUpdate(
  tx: WriteTransaction,
  actor: Readonly<Actor>,
  key: unknown,
  payload: Payload,
): Promise<void> {
  if (actor.admin || !(Object.hasOwn(payload, 'user') || Object.hasOwn(payload, 'role'))) return;
  const stored = await storedPreset(tx, key);
  if (!stored) return;
  const user = Object.hasOwn(payload, 'user') ? payload.user : stored.user;
  const role = Object.hasOwn(payload, 'role') ? payload.role : stored.role;
  assertOwnScope(actor, user, role);
}

/** Non-admins cannot delete presets that belong to a role. */
export async function assertPresetDelete(
  tx: WriteTransaction,
  actor: Readonly<Actor>,
  key: unknown,
): Promise<void> {
  if (actor.admin) return;
  const stored = await storedPreset(tx, key);
  if (stored && idOf(stored.role) !== null && idOf(stored.user) === null) {
    throw forbidden('Cannot delete collection presets that belongs to a role');
  }
}
