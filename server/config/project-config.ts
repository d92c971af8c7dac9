// One project's configuration: the groups and keys of a v8 config file (contract §10), stored as
// JSON in {dataDir}/config/{key}.json. Paths in it are relative to the data folder so a data folder
// can be moved as a whole.
import { randomUUID } from 'node:crypto';
import { randomAlphanumeric } from '../util/random.js';
import { DATABASE_TYPES, type DatabaseType } from './database-type.js';
import { MAX_UPLOAD_SIZE } from './limits.js';

export { DATABASE_TYPES, type DatabaseType };

export interface SqliteDatabaseConfig {
  type: 'sqlite';
  /** The database file, relative to the data folder (e.g. `db/demo.sqlite`). */
  filename: string;
}

export interface ServerDatabaseConfig {
  type: 'mysql' | 'postgres';
  host: string;
  port: number;
  /** Database name. */
  name: string;
  username: string;
  password: string;
  /** MySQL unix socket, used instead of host/port when set. */
  socket?: string;
}

export type DatabaseConfig = SqliteDatabaseConfig | ServerDatabaseConfig;

export interface AuthConfig {
  /** HS256 key of the project's JWTs and of the cookie encryption. */
  secret_key: string;
  /** Bound into every JWT (`key` claim) so tokens of another project or install are refused. */
  public_key: string;
  /** JWT lifetime in minutes when the `auth_token_ttl` setting is empty. */
  ttl: number;
  /** Single sign-on providers by name (contract §5.8); checked when used (services/sso). */
  social_providers: Record<string, SocialProviderConfig>;
}

/**
 * One OpenID Connect provider. Everything is optional at this level because config files are
 * hand-written: services/sso/providers.ts says what is missing.
 */
export interface SocialProviderConfig {
  /** The issuer identifier; its /.well-known/openid-configuration is discovered. */
  issuer?: string;
  /** The discovery document's URL, for providers whose issuer differs from where it is served. */
  discovery_url?: string;
  client_id?: string;
  client_secret?: string;
  /** Space-separated scopes (default `openid email profile`; `openid` is always asked for). */
  scope?: string;
  /** Shown by the sign-in screen: an http(s) URL, a path on this server, or an icon name. */
  icon?: string | null;
  /** The callback URL registered at the provider, when it differs from this server's own. */
  redirect_uri?: string;
  /** How the client authenticates at the token endpoint (default `client_secret_basic`). */
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
  [key: string]: unknown;
}

export interface CorsConfig {
  enabled: boolean;
  origin: string[];
  methods: string[];
  headers: string[];
  exposed_headers: string[];
  max_age: number | null;
  credentials: boolean;
}

export interface CookieConfig {
  same_site: 'Lax' | 'Strict' | 'None';
  secure: boolean;
}

export interface RateLimitConfig {
  enabled: boolean;
  /** Requests allowed per interval. */
  limit: number;
  /** Interval in seconds. */
  interval: number;
}

export type StorageAdapterName = 'local' | 's3';

export const STORAGE_ADAPTERS: readonly StorageAdapterName[] = ['local', 's3'];

/**
 * Where uploaded files live (contract §7.6, §10). `local` keeps them in folders of the data folder;
 * `s3` in a bucket of any S3-compatible object store, `root` and `thumb_root` then being key
 * prefixes inside the bucket (v8's flat S3 keys: key, secret, region, bucket, endpoint).
 */
export interface StorageConfig {
  adapter: StorageAdapterName;
  /** Originals: a folder relative to the data folder (local) or a key prefix (s3). */
  root: string;
  /** Public URL of the originals (a path served by this server, or an absolute URL). */
  root_url: string;
  /** Generated thumbnails: a folder relative to the data folder (local) or a key prefix (s3). */
  thumb_root: string;
  proxy_downloads: boolean;
  /** Largest file an upload or URL import may store, in bytes (E601 beyond). */
  upload_max_size: number;
  /**
   * URL imports may reach loopback, private and link-local addresses (off by default; the
   * CMS_OUTBOUND_ALLOW_PRIVATE=1 environment variable allows them for every project).
   */
  allow_private_imports: boolean;
  /** S3: the service's base URL, e.g. https://s3.eu-west-1.amazonaws.com (path-style requests). */
  endpoint?: string;
  bucket?: string;
  /** S3: signing region (default us-east-1). */
  region?: string;
  /** S3: access key id. */
  key?: string;
  /** S3: secret access key. */
  secret?: string;
}

/**
 * `outbox` writes messages to {dataDir}/outbox/{project}/ (local use and tests, the default for
 * new projects); `smtp` and `sendmail` deliver them (services/mail). Checked when mail is sent:
 * E500 for an unknown transport, E501 for an unusable option.
 */
export interface MailTransportConfig {
  transport: 'outbox' | 'sendmail' | 'smtp';
  from: string;
  /** SMTP server. */
  host?: string;
  /** SMTP port (default 465 with `ssl`/`secure`, else 587 with `tls`, else 25). */
  port?: number;
  /** SMTP user (v8 key; `auth.user` is the same). */
  username?: string;
  password?: string;
  /** v8 key: `ssl` = TLS from the start, `tls` = STARTTLS required, '' = STARTTLS when offered. */
  encryption?: '' | 'ssl' | 'tls';
  /** nodemailer-style aliases: `secure` = TLS from the start; `auth` = user and password. */
  secure?: boolean;
  auth?: { user: string; pass: string };
  /** The sendmail program (default `sendmail` on the PATH). */
  path?: string;
}

export interface MailConfig {
  default: MailTransportConfig;
}

export interface CacheConfig {
  enabled: boolean;
  /** Seconds a cached GET response stays valid. */
  response_ttl: number;
}

export type ProjectEnvironment = 'production' | 'development' | 'staging';

// v8's `hooks` (PHP callables) and `logger.path` have no JSON equivalent: hooks become webhooks and
// extensions, and the server logs to stdout.
export interface WebhooksConfig {
  /**
   * Webhooks may call loopback, private and link-local addresses (off by default; the
   * CMS_OUTBOUND_ALLOW_PRIVATE=1 environment variable allows them for every project).
   */
  allow_private?: boolean;
}

export interface ProjectConfig {
  database: DatabaseConfig;
  auth: AuthConfig;
  cors: CorsConfig;
  cookie: CookieConfig;
  rate_limit: RateLimitConfig;
  storage: StorageConfig;
  mail: MailConfig;
  cache: CacheConfig;
  /** Webhook delivery; absent in most config files. */
  webhooks?: WebhooksConfig;
  /** Tables hidden from the API. */
  tableBlacklist: string[];
  env: ProjectEnvironment;
}

/** The groups an installer may override (contract §4.3: objects merged into the template). */
export type ProjectConfigOverrides = {
  [G in Exclude<keyof ProjectConfig, 'database' | 'env' | 'tableBlacklist'>]?: Partial<
    ProjectConfig[G]
  >;
} & { env?: ProjectEnvironment; tableBlacklist?: string[] };

function defaultGroups(key: string): Omit<ProjectConfig, 'database' | 'auth'> {
  return {
    cors: {
      enabled: true,
      origin: ['*'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'],
      headers: [],
      exposed_headers: [],
      max_age: null,
      credentials: false,
    },
    cookie: { same_site: 'Lax', secure: false },
    rate_limit: { enabled: false, limit: 100, interval: 60 },
    storage: {
      adapter: 'local',
      root: `uploads/${key}/originals`,
      root_url: `/uploads/${key}/originals`,
      thumb_root: `uploads/${key}/generated`,
      proxy_downloads: false,
      upload_max_size: MAX_UPLOAD_SIZE,
      allow_private_imports: false,
    },
    mail: { default: { transport: 'outbox', from: 'admin@example.com' } },
    cache: { enabled: false, response_ttl: 3600 },
    tableBlacklist: [],
    env: 'production',
  };
}

/** A fresh config with new secrets: random 32-char auth secret, UUIDv4 public key, ttl 20. */
export function newProjectConfig(
  key: string,
  database: DatabaseConfig,
  overrides: ProjectConfigOverrides = {},
): ProjectConfig {
  const base: ProjectConfig = {
    database,
    auth: {
      secret_key: randomAlphanumeric(32),
      public_key: randomUUID(),
      ttl: 20,
      social_providers: {},
    },
    ...defaultGroups(key),
  };
  return applyOverrides(base, overrides);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function applyOverrides(config: ProjectConfig, overrides: ProjectConfigOverrides): ProjectConfig {
  const merged: Record<string, unknown> = { ...config };
  for (const [group, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = merged[group];
    merged[group] = isRecord(current) && isRecord(value) ? { ...current, ...value } : value;
  }
  return merged as unknown as ProjectConfig;
}

function fail(source: string, problem: string): never {
  throw new Error(`Invalid project config ${source}: ${problem}`);
}

function requireString(source: string, value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') fail(source, `${name} must be a non-empty string`);
  return value;
}

function parseDatabase(source: string, value: unknown): DatabaseConfig {
  if (!isRecord(value)) fail(source, 'database must be an object');
  if (value.type === 'sqlite') {
    return { type: 'sqlite', filename: requireString(source, value.filename, 'database.filename') };
  }
  if (value.type === 'mysql' || value.type === 'postgres') {
    const port = Number(value.port ?? (value.type === 'mysql' ? 3306 : 5432));
    if (!Number.isInteger(port) || port <= 0) fail(source, 'database.port must be a port number');
    const database: ServerDatabaseConfig = {
      type: value.type,
      host: typeof value.host === 'string' && value.host ? value.host : 'localhost',
      port,
      name: requireString(source, value.name, 'database.name'),
      username: requireString(source, value.username, 'database.username'),
      password: typeof value.password === 'string' ? value.password : '',
    };
    if (typeof value.socket === 'string' && value.socket) database.socket = value.socket;
    return database;
  }
  return fail(source, `database.type must be one of ${DATABASE_TYPES.join(', ')}`);
}

/**
 * Checks a parsed config file. The database and auth groups are required; the other groups fall
 * back to the defaults, so a hand-written config only needs what differs.
 */
export function parseProjectConfig(key: string, value: unknown, source = key): ProjectConfig {
  if (!isRecord(value)) fail(source, 'the file must hold a JSON object');
  const database = parseDatabase(source, value.database);
  if (!isRecord(value.auth)) fail(source, 'auth must be an object');
  const auth: AuthConfig = {
    secret_key: requireString(source, value.auth.secret_key, 'auth.secret_key'),
    public_key: requireString(source, value.auth.public_key, 'auth.public_key'),
    ttl: Number(value.auth.ttl ?? 20) || 20,
    social_providers: isRecord(value.auth.social_providers)
      ? (value.auth.social_providers as AuthConfig['social_providers'])
      : {},
  };
  const overrides: Record<string, unknown> = {};
  for (const [group, groupValue] of Object.entries(value)) {
    if (group !== 'database' && group !== 'auth') overrides[group] = groupValue;
  }
  const config = applyOverrides({ database, auth, ...defaultGroups(key) }, overrides);
  config.storage = checkStorage(source, config.storage);
  return config;
}

function optionalString(source: string, value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') fail(source, `${name} must be a string`);
  return value;
}

/** The storage group with its types checked (missing keys were filled from the defaults). */
function checkStorage(source: string, value: unknown): StorageConfig {
  if (!isRecord(value)) fail(source, 'storage must be an object');
  const adapter = value.adapter ?? 'local';
  if (!STORAGE_ADAPTERS.includes(adapter as StorageAdapterName)) {
    fail(source, `storage.adapter must be one of ${STORAGE_ADAPTERS.join(', ')}`);
  }
  const maxSize = Number(value.upload_max_size ?? MAX_UPLOAD_SIZE);
  if (!Number.isSafeInteger(maxSize) || maxSize <= 0) {
    fail(source, 'storage.upload_max_size must be a positive number of bytes');
  }
  const storage: StorageConfig = {
    adapter: adapter as StorageAdapterName,
    root: requireString(source, value.root, 'storage.root'),
    root_url: typeof value.root_url === 'string' ? value.root_url : '',
    thumb_root: requireString(source, value.thumb_root, 'storage.thumb_root'),
    proxy_downloads: value.proxy_downloads === true,
    upload_max_size: maxSize,
    allow_private_imports: value.allow_private_imports === true,
  };
  for (const name of ['endpoint', 'bucket', 'region', 'key', 'secret'] as const) {
    const text = optionalString(source, value[name], `storage.${name}`);
    if (text !== undefined) storage[name] = text;
  }
  if (storage.adapter === 's3') {
    for (const name of ['endpoint', 'bucket', 'key', 'secret'] as const) {
      if (!storage[name]) fail(source, `storage.${name} is required by the s3 adapter`);
    }
    let protocol = '';
    try {
      protocol = new URL(storage.endpoint as string).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      fail(source, 'storage.endpoint must be an http or https URL');
    }
  }
  return storage;
}
