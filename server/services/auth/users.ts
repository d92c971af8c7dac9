// Reading directus_users and directus_roles rows for authentication.
import type { Knex } from 'knex';
import { selectFirst } from '../query/runner.js';
import { ipWhitelistAllows } from './ip-whitelist.js';

export interface UserRow {
  id: number;
  status: string;
  role: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  password: string | null;
  token: string | null;
  timezone: string | null;
  locale: string | null;
  locale_options: string | null;
  avatar: number | null;
  company: string | null;
  title: string | null;
  email_notifications: number | null;
  last_access_on: string | null;
  last_page: string | null;
  external_id: string | null;
  theme: string | null;
  '2fa_secret': string | null;
  password_reset_token: string | null;
}

export interface RoleRow {
  id: number;
  enforce2fa: boolean;
  /** Client IPs allowed to act with this role; empty = anywhere. */
  ipWhitelist: string[];
}

type RawRow = Record<string, unknown>;

function toInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A directus_users row as UserRow (ids as numbers whatever the driver returns). */
export function normalizeUser(row: RawRow): UserRow {
  return {
    ...(row as unknown as UserRow),
    id: Number(row.id),
    role: toInt(row.role),
    avatar: toInt(row.avatar),
    email_notifications: toInt(row.email_notifications),
  };
}

export async function findUserById(db: Knex, id: number): Promise<UserRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = (await selectFirst(db, db('directus_users').where({ id }))) as RawRow | undefined;
  return row ? normalizeUser(row) : undefined;
}

/** Emails are matched case-insensitively on every database (MySQL's default collation does). */
export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  const row: RawRow | undefined = await db('directus_users')
    .whereRaw('lower(??) = ?', ['email', email.trim().toLowerCase()])
    .orderBy('id')
    .first();
  return row ? normalizeUser(row) : undefined;
}

/** A stored ip_whitelist (CSV, or a JSON array left by older installs) as its entries. */
export function whitelistEntries(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list))
        return list
          .map(String)
          .map((ip) => ip.trim())
          .filter(Boolean);
    } catch {
      // fall through to CSV
    }
  }
  return text
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
}

/** A directus_roles row's id, enforce_2fa and ip_whitelist as RoleRow. */
export function roleFromRow(row: RawRow): RoleRow {
  return {
    id: Number(row.id),
    enforce2fa: row.enforce_2fa === true || Number(row.enforce_2fa) === 1,
    ipWhitelist: whitelistEntries(row.ip_whitelist),
  };
}

export async function findRole(db: Knex, id: number | null): Promise<RoleRow | undefined> {
  if (id === null) return undefined;
  const row = (await selectFirst(
    db,
    db('directus_roles').select('id', 'enforce_2fa', 'ip_whitelist').where({ id }),
  )) as RawRow | undefined;
  return row ? roleFromRow(row) : undefined;
}

/** Whether the role lets a client at `ip` act: no whitelist, or an entry (address or range) holds it. */
export function ipAllowed(role: RoleRow | undefined, ip: string): boolean {
  if (!role || role.ipWhitelist.length === 0) return true;
  return ipWhitelistAllows(role.ipWhitelist, ip);
}

const MASK = '**********';

/**
 * The user object of authentication responses (contract §5.1): the row without password, token,
 * email_notifications, last_access_on and last_page. Unlike v8, the 2FA secret and a pending
 * reset token are masked: a response that leaks the TOTP secret turns one phished code into
 * permanent access. Clients only test them for presence.
 */
export function publicUser(user: UserRow): Record<string, unknown> {
  const {
    password: _password,
    token: _token,
    email_notifications: _notifications,
    last_access_on: _lastAccess,
    last_page: _lastPage,
    ...rest
  } = user;
  let localeOptions: unknown = rest.locale_options;
  if (typeof localeOptions === 'string' && localeOptions !== '') {
    try {
      localeOptions = JSON.parse(localeOptions);
    } catch {
      // keep the raw string
    }
  }
  return {
    ...rest,
    locale_options: localeOptions ?? null,
    '2fa_secret': rest['2fa_secret'] ? MASK : null,
    password_reset_token: rest.password_reset_token ? MASK : null,
  };
}
