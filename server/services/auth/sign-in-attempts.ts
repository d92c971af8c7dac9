// The sign-in lockout, atomic per user (also across server processes): every password check first
// reserves one attempt with a conditional update (`attempts < budget` and the user still active),
// so parallel requests cannot check more passwords than `login_attempts_allowed` allows. The count
// restarts at each reset of the user (a successful sign-in, an update or a status change; v8 counts
// failures since those in directus_activity too).
import type { Knex } from 'knex';
import { SIGN_IN_ATTEMPTS_TABLE } from '../../db/migrations/20251125000200_sign_in_attempts.js';

const RESET_ACTIONS = ['authenticate', 'update', 'status-update'];

export type Reservation =
  /** The password may be checked; `last` when a failure of it suspends the user. */
  | { ok: true; last: boolean }
  /** The allowance is spent or the user is no longer active: no password check. */
  | { ok: false };

/** The directus_activity id of the user's last reset (0: none yet). */
async function lastReset(db: Knex, userId: number): Promise<number> {
  const row: { id?: number | string | null } | undefined = await db('directus_activity')
    .where({ collection: 'directus_users', item: String(userId) })
    .whereIn('action', RESET_ACTIONS)
    .max({ id: 'id' })
    .first();
  return Number(row?.id ?? 0) || 0;
}

/**
 * Reserves one sign-in attempt of `userId`. `allowed` failures are answered as wrong credentials;
 * the next one suspends (v8: more than `allowed` failures since the last success).
 */
export async function reserveAttempt(
  db: Knex,
  userId: number,
  allowed: number,
): Promise<Reservation> {
  const since = await lastReset(db, userId);
  await db(SIGN_IN_ATTEMPTS_TABLE)
    .insert({ user: userId, since, attempts: 0 })
    .onConflict(['user', 'since'])
    .ignore();
  const slot = (sql: Knex.QueryBuilder) =>
    sql
      .where({ user: userId, since })
      .whereExists((sub) =>
        sub.select('id').from('directus_users').where({ id: userId, status: 'active' }),
      );
  // One of the first `allowed` attempts, else the single last one (whose failure suspends): two
  // conditional updates, so exactly one parallel request can take the last.
  const early = await slot(db(SIGN_IN_ATTEMPTS_TABLE))
    .where('attempts', '<', allowed)
    .increment('attempts', 1);
  const last =
    early > 0
      ? false
      : (await slot(db(SIGN_IN_ATTEMPTS_TABLE))
          .where('attempts', allowed)
          .update({ attempts: allowed + 1 })) > 0;
  if (early === 0 && !last) return { ok: false };
  // Older rows belong to earlier resets: nothing reads them any more.
  await db(SIGN_IN_ATTEMPTS_TABLE).where('user', userId).where('since', '<', since).delete();
  return { ok: true, last };
}

/** Suspends the user when still active; true when this call did it. */
export async function suspendUser(db: Knex, userId: number): Promise<boolean> {
  const updated = await db('directus_users')
    .where({ id: userId, status: 'active' })
    .update({ status: 'suspended' });
  return updated > 0;
}
