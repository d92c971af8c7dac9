// directus_user_sessions (contract §5.5): one row per sign-in. Everything lives in the database so
// several server processes can share sessions.
//   jwt    sessions: token = the random session id carried by the JWT's `jti` claim
//   cookie sessions: token = "{directus_users.token}-{row id}", the cookie carries it encrypted
import type { Knex } from 'knex';
import { insertReturningId } from '../../db/insert.js';
import { toSqlDateTime } from '../../util/datetime.js';
import { randomToken } from '../../util/random.js';
import { selectFirst } from '../query/runner.js';

export type SessionType = 'jwt' | 'cookie';

export interface SessionRow {
  id: number;
  user: number;
  token_type: SessionType;
  token: string;
  ip_address: string | null;
  user_agent: string | null;
  created_on: string | null;
  token_expired_at: string | null;
}

export interface SessionClient {
  ip: string;
  userAgent: string;
}

const TABLE = 'directus_user_sessions';

function normalize(row: Record<string, unknown>): SessionRow {
  return { ...(row as unknown as SessionRow), id: Number(row.id), user: Number(row.user) };
}

/**
 * Deletes every expired session. Every token-bearing request purges them (contract §5.5), but
 * only when its statement (services/auth/request-auth.ts) saw one: usually there is none, and an
 * indexed read finds that out without the write lock a DELETE takes, even one deleting nothing.
 */
export async function deleteExpiredSessions(db: Knex, now = new Date()): Promise<number> {
  return db(TABLE).where('token_expired_at', '<', toSqlDateTime(now)).delete();
}

/** The unexpired session with this exact token. */
export async function findSession(
  db: Knex,
  token: string,
  type: SessionType,
  now = new Date(),
): Promise<SessionRow | undefined> {
  if (!token) return undefined;
  const row = await selectFirst(
    db,
    db(TABLE)
      .where({ token, token_type: type })
      .andWhere((q) =>
        q.whereNull('token_expired_at').orWhere('token_expired_at', '>=', toSqlDateTime(now)),
      ),
  );
  // Exact match on every database (MySQL compares case-insensitively).
  return row && row.token === token ? normalize(row) : undefined;
}

export async function createJwtSession(
  db: Knex,
  userId: number,
  client: SessionClient,
  expiresAt: Date,
): Promise<SessionRow> {
  const token = randomToken(24);
  const row = {
    user: userId,
    token_type: 'jwt' as const,
    token,
    ip_address: client.ip.slice(0, 255),
    user_agent: client.userAgent,
    created_on: toSqlDateTime(),
    token_expired_at: toSqlDateTime(expiresAt),
  };
  const id = await insertReturningId(db, TABLE, row);
  return { id, ...row };
}

/** A cookie session: the row id is part of its token, so it is written in two steps. */
export async function createCookieSession(
  db: Knex,
  userId: number,
  staticToken: string,
  client: SessionClient,
  expiresAt: Date,
): Promise<SessionRow> {
  return db.transaction(async (trx) => {
    const row = {
      user: userId,
      token_type: 'cookie' as const,
      // Unique placeholder until the id is known.
      token: `pending-${randomToken(18)}`,
      ip_address: client.ip.slice(0, 255),
      user_agent: client.userAgent,
      created_on: toSqlDateTime(),
      token_expired_at: toSqlDateTime(expiresAt),
    };
    const id = await insertReturningId(trx, TABLE, row);
    const token = `${staticToken}-${id}`;
    await trx(TABLE).where({ id }).update({ token });
    return { ...row, id, token };
  });
}

/** Expiries closer than this to the stored one are not written (a burst of requests = 1 write). */
const TOUCH_GRANULARITY_MS = 30_000;

/**
 * Moves a session's expiry (sliding expiry) and returns the expiry now stored. A move of less
 * than 30 seconds is skipped, so busy clients do not write on every request.
 */
export async function touchSession(db: Knex, session: SessionRow, expiresAt: Date): Promise<Date> {
  const stored = session.token_expired_at
    ? new Date(`${session.token_expired_at.replace(' ', 'T')}Z`)
    : undefined;
  if (
    stored &&
    !Number.isNaN(stored.getTime()) &&
    Math.abs(expiresAt.getTime() - stored.getTime()) < TOUCH_GRANULARITY_MS
  ) {
    return stored;
  }
  const value = toSqlDateTime(expiresAt);
  await db(TABLE).where({ id: session.id }).update({ token_expired_at: value });
  session.token_expired_at = value;
  return expiresAt;
}

export async function deleteSession(db: Knex, id: number): Promise<number> {
  return db(TABLE).where({ id }).delete();
}

export async function deleteUserSessions(
  db: Knex,
  userId: number,
  sessionId?: number,
): Promise<number> {
  const query = db(TABLE).where({ user: userId });
  if (sessionId !== undefined) query.andWhere({ id: sessionId });
  return query.delete();
}

/** A user's sessions, newest first, without their tokens (they are credentials). */
export async function listUserSessions(
  db: Knex,
  userId: number,
): Promise<Omit<SessionRow, 'token'>[]> {
  const rows: Record<string, unknown>[] = await db(TABLE)
    .select(
      'id',
      'user',
      'token_type',
      'ip_address',
      'user_agent',
      'created_on',
      'token_expired_at',
    )
    .where({ user: userId })
    .orderBy('id', 'desc');
  return rows.map((row) => normalize(row));
}
