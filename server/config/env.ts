// The server's environment variables, read and checked once at start-up (main.ts).
import os from 'node:os';
import path from 'node:path';

export type ServerEnvironment = 'production' | 'development';

export interface ServerEnv {
  port: number;
  host: string;
  /** Absolute path of the data folder (config, databases, uploads). */
  dataDir: string;
  adminEmail?: string;
  adminPassword?: string;
  superAdminToken?: string;
  /** Create the `demo` project on first start. */
  demo: boolean;
  /** Server processes sharing the port (1: a single process; `auto`: one per CPU). */
  workers: number;
  env: ServerEnvironment;
  /**
   * Which reverse proxies' X-Forwarded-For/-Proto/-Host to believe (client IP for IP whitelists
   * and activity, https for Secure cookies, host for absolute URLs). Off unless set.
   */
  trustProxy: TrustProxy;
  /**
   * CMS_PUBLIC_URL: the server's public address (scheme://host[:port][/path]) for links in mails
   * when a project's app_url setting is empty; never taken from a request's Host header.
   */
  publicUrl?: string;
}

/** `true`: any proxy; a list: these proxy addresses or CIDR ranges. */
export type TrustProxy = boolean | string[];

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535 (0 = any free port), got "${value}"`);
  }
  return port;
}

/**
 * CMS_TRUST_PROXY: unset, `0` or `false` → off; `true` → every proxy (only when nothing but the
 * proxy can reach the server); otherwise a comma-separated list of proxy addresses or CIDR
 * ranges (e.g. `127.0.0.1,10.0.0.0/8`).
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  const address = /^[0-9a-f:.]+(\/\d{1,3})?$/;
  if (entries.some((entry) => !address.test(entry))) {
    throw new Error(
      `CMS_TRUST_PROXY must be true or a comma-separated list of IP addresses or CIDR ranges, got "${value}"`,
    );
  }
  return entries;
}

function parseEnvironment(value: string | undefined): ServerEnvironment {
  const env = nonEmpty(value) ?? 'production';
  if (env !== 'production' && env !== 'development') {
    throw new Error(`CMS_ENV must be "production" or "development", got "${value}"`);
  }
  return env;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerEnv {
  const adminPassword = source.CMS_ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword !== '' && adminPassword.length < 8) {
    throw new Error('CMS_ADMIN_PASSWORD must be at least 8 characters long');
  }
  return {
    port: parsePort(source.PORT),
    host: nonEmpty(source.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(cwd, nonEmpty(source.CMS_DATA_DIR) ?? './data'),
    adminEmail: nonEmpty(source.CMS_ADMIN_EMAIL),
    adminPassword: adminPassword || undefined,
    superAdminToken: nonEmpty(source.CMS_SUPER_ADMIN_TOKEN),
    demo: nonEmpty(source.CMS_DEMO) !== '0',
    env: parseEnvironment(source.CMS_ENV),
    workers: parseWorkers(source.CMS_WORKERS),
    trustProxy: parseTrustProxy(source.CMS_TRUST_PROXY),
    publicUrl: parsePublicUrl(source.CMS_PUBLIC_URL),
  };
}

function parsePublicUrl(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`CMS_PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return text.replace(/\/+$/, '');
}

function parseWorkers(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 1;
  if (text === 'auto') return Math.max(1, os.availableParallelism());
  const workers = Number(text);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`CMS_WORKERS must be "auto" or an integer from 1 to 64, got "${value}"`);
  }
  return workers;
}
