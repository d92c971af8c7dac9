// Everything a project request needs to know before its route runs, read in one statement
// (contract §1.4, §1.5, §5.5):
//   - the caller: for a static token its user, for a JWT or cookie its unexpired session and that
//     session's user (session ⨝ user ⨝ role), with the user's role;
//   - the public role's IP whitelist (callers left public are checked against it);
//   - whether any session has expired (then, and only then, the expired ones are deleted);
//   - the project state: the schema version and the settings a request needs (auto_sign_out for
//     the sliding session expiry, default_limit and sort_null_last for the item engine).
//
// Nothing is remembered between requests but the statement's SQL text (per database and token
// kind; every value is a bound parameter): sessions, users, roles, settings and the schema version
// are read from the database on every request, so a logout, a deactivated user, a changed role or
// setting, or a schema change made by another process is seen by the next request.
import type { Knex } from 'knex';
import type { ProjectConfig } from '../../config/project-config.js';
import { PUBLIC_ROLE_ID } from '../../db/system-collections.js';
import { toSqlDateTime } from '../../util/datetime.js';
import {
  bindTemplate,
  param,
  type QueryTemplate,
  type Row,
  select,
  template,
} from '../query/runner.js';
import {
  type ProjectState,
  stateColumns,
  stateFromRow,
  withSchemaVersionTable,
} from '../schema/schema-cache.js';
import { decryptSessionToken } from './cookie-crypto.js';
import type { IdentifyFailure, IdentifyResult, IdentityKind, PresentedToken } from './identify.js';
import type { SessionRow, SessionType } from './sessions.js';
import { looksLikeJwt, verifyAuthToken } from './tokens.js';
import { normalizeUser, type RoleRow, roleFromRow } from './users.js';

/** The settings every project request reads with its caller. */
export const REQUEST_SETTING_KEYS = ['auto_sign_out', 'default_limit', 'sort_null_last'] as const;

/** How a presented token is looked up, once its signature or encryption has been checked. */
export type TokenLookup =
  | { by: 'none' }
  /** A token that cannot stand for anyone (bad JWT or cookie): only the housekeeping runs. */
  | { by: 'rejected'; reason: IdentifyFailure }
  | { by: 'static'; token: string }
  | { by: 'session'; kind: 'jwt' | 'cookie'; token: string; userId?: number };

export interface RequestAuth {
  /** The schema version and REQUEST_SETTING_KEYS, read in the same statement. */
  state: ProjectState;
  /** The public role (undefined when it has no row). */
  publicRole: RoleRow | undefined;
  /** Some session is expired (token lookups only; always false for anonymous requests). */
  expiredSessions: boolean;
  /** The caller behind the token (undefined for anonymous requests). */
  identity?: IdentifyResult;
}

/** Prefix of the statement's own columns (the user's columns come as they are, `u.*`). */
const OWN = '__cms_';
const SESSION_COLUMNS = [
  'id',
  'user',
  'token_type',
  'token',
  'ip_address',
  'user_agent',
  'created_on',
  'token_expired_at',
] as const;

const fail = (reason: IdentifyFailure): IdentifyResult => ({ ok: false, reason });
const rejected: TokenLookup = { by: 'rejected', reason: 'invalid' };

/**
 * What a token stands for, before any database read: a JWT must verify (signature, expiry,
 * project and key claims), a cookie must decrypt; anything else is a static token.
 */
export async function tokenLookup(
  config: ProjectConfig,
  projectKey: string,
  token: PresentedToken,
): Promise<TokenLookup> {
  if (token.source === 'cookie') {
    const sessionToken = decryptSessionToken(config.auth.secret_key, token.value);
    return sessionToken ? { by: 'session', kind: 'cookie', token: sessionToken } : rejected;
  }
  if (looksLikeJwt(token.value)) {
    const verified = await verifyAuthToken(config.auth, projectKey, token.value);
    if (!verified.ok) return { by: 'rejected', reason: verified.reason };
    return {
      by: 'session',
      kind: 'jwt',
      token: verified.claims.jti,
      userId: verified.claims.id,
    };
  }
  return token.value ? { by: 'static', token: token.value } : rejected;
}

type StatementKind = TokenLookup['by'];
const statements = new WeakMap<Knex, Map<StatementKind, QueryTemplate>>();

/** The statement of one lookup kind, built by knex once per database (values are parameters). */
function statement(db: Knex, kind: StatementKind): QueryTemplate {
  let byKind = statements.get(db);
  if (!byKind) {
    byKind = new Map();
    statements.set(db, byKind);
  }
  let compiled = byKind.get(kind);
  if (compiled) return compiled;

  const columns: (Knex.QueryBuilder | string)[] = [
    ...stateColumns(db, REQUEST_SETTING_KEYS, OWN),
    db('directus_roles')
      .select('ip_whitelist')
      .where('id', PUBLIC_ROLE_ID)
      .as(`${OWN}public_ip_whitelist`),
    db('directus_roles').select('id').where('id', PUBLIC_ROLE_ID).as(`${OWN}public_role_id`),
  ];
  // One row whatever matches: the joins below add the caller's columns (NULL when no caller).
  const query = db.from(db.raw('(select 1 as ??) as ??', ['one', `${OWN}request`]));
  // Every token-bearing request checks for expired sessions (contract §5.5).
  if (kind !== 'none') {
    columns.push(
      db('directus_user_sessions')
        .select('id')
        .where('token_expired_at', '<', param('now'))
        .limit(1)
        .as(`${OWN}expired_session`),
    );
  }
  if (kind === 'session') {
    for (const column of SESSION_COLUMNS) columns.push(`s.${column} as ${OWN}session_${column}`);
    query
      .leftJoin('directus_user_sessions as s', (join) => {
        join
          .onVal('s.token', '=', param('token'))
          .andOnVal('s.token_type', '=', param('type'))
          .andOn((expiry) => {
            expiry.onNull('s.token_expired_at').orOnVal('s.token_expired_at', '>=', param('now'));
          });
      })
      .leftJoin('directus_users as u', 'u.id', 's.user');
  } else if (kind === 'static') {
    // The token's user is found through the token's unique index in a subquery, then joined by
    // its key. Joined on the token itself, SQLite scanned the users (the statistics of a small
    // table call a scan cheap) and this statement took 37-48 µs instead of 7-11 µs. The index is
    // unique (on MySQL case-insensitively too), so one user at most holds the token; `limit 1`
    // keeps a database without that index from failing the request. identityOf still compares
    // the token exactly.
    const holder = db('directus_users').select('id').where('token', param('token')).limit(1);
    query.leftJoin('directus_users as u', (join) => {
      join.on('u.id', '=', db.raw('?', [holder]));
    });
  }
  if (kind === 'session' || kind === 'static') {
    columns.push('u.*', `r.id as ${OWN}role_id`);
    columns.push(`r.enforce_2fa as ${OWN}role_enforce_2fa`);
    columns.push(`r.ip_whitelist as ${OWN}role_ip_whitelist`);
    query.leftJoin('directus_roles as r', 'r.id', 'u.role');
  }
  compiled = template(query.select(columns));
  byKind.set(kind, compiled);
  return compiled;
}

/** The user's own columns of a result row (the statement's are left out). */
function userColumns(row: Row): Row {
  const user: Row = {};
  for (const key of Object.keys(row)) {
    if (!key.startsWith(OWN)) user[key] = row[key];
  }
  return user;
}

function sessionOf(row: Row): SessionRow {
  const session: Row = {};
  for (const column of SESSION_COLUMNS) session[column] = row[`${OWN}session_${column}`];
  return {
    ...(session as unknown as SessionRow),
    id: Number(session.id),
    user: Number(session.user),
  };
}

/** The caller a result row describes (the checks of identify(), in the same order). */
function identityOf(lookup: TokenLookup, rows: Row[]): IdentifyResult {
  if (lookup.by === 'none') return fail('invalid');
  if (lookup.by === 'rejected') return fail(lookup.reason);
  // Exact matches only: MySQL compares tokens case-insensitively.
  const column = lookup.by === 'static' ? 'token' : `${OWN}session_token`;
  const row = rows.find((candidate) => candidate[column] === lookup.token);
  if (!row) return fail('invalid');
  let kind: IdentityKind = 'static';
  let session: SessionRow | undefined;
  if (lookup.by === 'session') {
    kind = lookup.kind;
    session = sessionOf(row);
    if (lookup.userId !== undefined && session.user !== lookup.userId) return fail('invalid');
  }
  if (row.id === null || row.id === undefined) return fail('invalid');
  const user = normalizeUser(userColumns(row));
  // The cookie's session token embeds the user's static token: rotating it ends the sessions.
  if (kind === 'cookie' && (!user.token || session?.token !== `${user.token}-${session?.id}`)) {
    return fail('invalid');
  }
  if (user.status !== 'active') return fail('inactive');
  const role =
    row[`${OWN}role_id`] === null || row[`${OWN}role_id`] === undefined
      ? undefined
      : roleFromRow({
          id: row[`${OWN}role_id`],
          enforce_2fa: row[`${OWN}role_enforce_2fa`],
          ip_whitelist: row[`${OWN}role_ip_whitelist`],
        });
  return { ok: true, identity: { user, role, kind, session } };
}

/** Reads the request's caller and state in one statement (see the top of this file). */
export async function readRequestAuth(
  db: Knex,
  lookup: TokenLookup,
  now = new Date(),
): Promise<RequestAuth> {
  const values: Record<string, unknown> = {};
  if (lookup.by !== 'none') values.now = toSqlDateTime(now);
  if (lookup.by === 'static' || lookup.by === 'session') values.token = lookup.token;
  if (lookup.by === 'session') values.type = lookup.kind satisfies SessionType;
  const compiled = bindTemplate(statement(db, lookup.by), values);
  const rows = await withSchemaVersionTable(db, () => select(db, compiled));
  const first = rows[0] ?? {};
  const publicRoleId = first[`${OWN}public_role_id`];
  return {
    state: stateFromRow(first, REQUEST_SETTING_KEYS, OWN),
    publicRole:
      publicRoleId === null || publicRoleId === undefined
        ? undefined
        : roleFromRow({
            id: publicRoleId,
            enforce_2fa: false,
            ip_whitelist: first[`${OWN}public_ip_whitelist`],
          }),
    expiredSessions:
      first[`${OWN}expired_session`] !== null && first[`${OWN}expired_session`] !== undefined,
    identity: lookup.by === 'none' ? undefined : identityOf(lookup, rows),
  };
}
