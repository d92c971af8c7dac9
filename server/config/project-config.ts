// One project's configuration: the groups and keys of a v8 config file (contract §10), stored as
// JSON in {dataDir}/config/{key}.json. Paths in it are relative to the data folder so a data folder
// can be moved as a whole.
import { randomUUID } from 'node:crypto';
import { randomAlphanumeric } from '../util/random.js';

export type DatabaseType = 'sqlite' | 'mysql' | 'postgres';

export const DATABASE_TYPES: readonly DatabaseType[] = ['sqlite', 'mysql', 'postgres'];

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
  social_providers: Record<string, Record<string, unknown>>;
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

export interface StorageConfig {
  adapter: 'local';
  /** Originals folder, relative to the data folder. */
  root: string;
  /** Public URL path of the originals. */
  root_url: string;
  /** Generated thumbnails folder, relative to the data folder. */
  thumb_root: string;
  proxy_downloads: boolean;
}

export interface MailTransportConfig {
  transport: 'sendmail' | 'smtp';
  from: string;
  host?: string;
  port?: number;
  username?: string;
  password?: string;
  encryption?: '' | 'ssl' | 'tls';
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
export interface ProjectConfig {
  database: DatabaseConfig;
  auth: AuthConfig;
  cors: CorsConfig;
  cookie: CookieConfig;
  rate_limit: RateLimitConfig;
  storage: StorageConfig;
  mail: MailConfig;
  cache: CacheConfig;
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
    },
    mail: { default: { transport: 'sendmail', from: 'admin@example.com' } },
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
  return applyOverrides({ database, auth, ...defaultGroups(key) }, overrides);
}
