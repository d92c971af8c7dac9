// The directus_settings rows authentication reads (contract §5, §8.3).
import type { Knex } from 'knex';
import type { ProjectConfig } from '../../config/project-config.js';
import { readSettings } from '../settings/read-settings.js';

export interface AuthSettings {
  /** Session lifetime, slid forward on every request; 0 = no limit (10 years). */
  autoSignOutMinutes: number;
  /** Failed sign-ins tolerated since the last success before the user is suspended; 0 = no limit. */
  loginAttemptsAllowed: number;
  /** Lifetime of auth and reset-password JWTs. */
  tokenTtlMinutes: number;
  /** A regular expression new passwords must match; empty = none. */
  passwordPolicy: string;
  /** The admin app's URL (installer setting): its origin may receive password-reset links. */
  appUrl: string;
}

const KEYS = [
  'auto_sign_out',
  'login_attempts_allowed',
  'auth_token_ttl',
  'password_policy',
  'app_url',
];

function nonNegativeInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
}

/** The `auto_sign_out` setting as minutes (0 = no limit). */
export function autoSignOutMinutes(value: string | null | undefined): number {
  return nonNegativeInt(value) ?? 0;
}

export async function readAuthSettings(db: Knex, config: ProjectConfig): Promise<AuthSettings> {
  const settings = await readSettings(db, KEYS);
  const ttl = nonNegativeInt(settings.auth_token_ttl);
  return {
    autoSignOutMinutes: autoSignOutMinutes(settings.auto_sign_out),
    loginAttemptsAllowed: nonNegativeInt(settings.login_attempts_allowed) ?? 0,
    tokenTtlMinutes: ttl && ttl > 0 ? ttl : config.auth.ttl > 0 ? config.auth.ttl : 20,
    passwordPolicy: settings.password_policy ?? '',
    appUrl: settings.app_url ?? '',
  };
}

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/** When a session touched now expires: now + auto_sign_out, or 10 years when that is 0/empty. */
export function sessionExpiry(
  settings: Pick<AuthSettings, 'autoSignOutMinutes'>,
  now = new Date(),
) {
  const span =
    settings.autoSignOutMinutes > 0 ? settings.autoSignOutMinutes * 60_000 : TEN_YEARS_MS;
  // Whole seconds: the stored datetime has no fractions, and the cookie's Expires should match it.
  return new Date(Math.floor((now.getTime() + span) / 1000) * 1000);
}
