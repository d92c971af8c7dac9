// Database connections: one knex instance (and pool) per project, opened on first use and closed
// when the app closes. The same knex code drives SQLite (better-sqlite3), MySQL/MariaDB (mysql2)
// and PostgreSQL (pg).
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { DatabaseConfig, ProjectConfig } from '../config/project-config.js';
import { ApiError } from '../errors/api-error.js';
import { ensureSearchIndexes, stopStartupBuild } from '../services/search-index/index.js';
import { resolveInside } from '../util/safe-path.js';
import { migrateToLatest } from './migrations/index.js';
import { CachingBetterSqlite3Client } from './sqlite-client.js';

// node-postgres turns `timestamp` and `date` columns into JS Dates in the server's local zone.
// Datetimes are UTC strings everywhere else (SQLite stores them, mysql2 has dateStrings), so pg
// hands back its text form too: 'YYYY-MM-DD HH:MM:SS' and 'YYYY-MM-DD' (contract §6.6).
// The parsers are global to the pg module, which is the one knex loads.
const pg = createRequire(import.meta.url)('pg') as {
  types: { setTypeParser(oid: number, parse: (value: string) => unknown): void };
};
const PG_TIMESTAMP = 1114;
const PG_DATE = 1082;
pg.types.setTypeParser(PG_TIMESTAMP, (value) => value);
pg.types.setTypeParser(PG_DATE, (value) => value);

interface SqliteConnection {
  pragma(source: string): unknown;
}

export interface KnexOptions {
  /** SQLite only: create the file when it does not exist (installing); otherwise it must exist. */
  createSqliteFile?: boolean;
}

/** Absolute path of a SQLite project's database file, checked to stay inside the data folder. */
export function sqliteFilePath(dataDir: string, filename: string): string {
  return resolveInside(dataDir, filename);
}

export function knexConfig(
  dataDir: string,
  database: DatabaseConfig,
  options: KnexOptions = {},
): Knex.Config {
  if (database.type === 'sqlite') {
    const filename = sqliteFilePath(dataDir, database.filename);
    if (options.createSqliteFile) {
      mkdirSync(path.dirname(filename), { recursive: true, mode: 0o700 });
    } else if (!existsSync(filename)) {
      // better-sqlite3 would silently create an empty database; a missing file is an error.
      throw new ApiError(
        'DATABASE_CONNECTION_FAILED',
        `The database file of this project is missing (${database.filename})`,
      );
    }
    return {
      client: CachingBetterSqlite3Client as unknown as typeof Knex.Client,
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(connection: SqliteConnection, done: (error: Error | null) => void) {
          // WAL lets readers run while a write is in progress (and other processes read the file);
          // foreign keys are off by default in SQLite; busy_timeout waits out another writer.
          try {
            connection.pragma('journal_mode = WAL');
            connection.pragma('foreign_keys = ON');
            connection.pragma('busy_timeout = 5000');
            done(null);
          } catch (error) {
            done(error as Error);
          }
        },
      },
    };
  }
  if (database.type === 'mysql') {
    return {
      client: 'mysql2',
      connection: {
        ...(database.socket
          ? { socketPath: database.socket }
          : { host: database.host, port: database.port }),
        user: database.username,
        password: database.password,
        database: database.name,
        charset: 'utf8mb4',
        // Datetimes are exchanged as UTC strings (see util/datetime.ts).
        timezone: 'Z',
        dateStrings: true,
        supportBigNumbers: true,
        connectTimeout: 10_000,
      },
      pool: { min: 0, max: 10 },
    };
  }
  return {
    client: 'pg',
    connection: {
      host: database.host,
      port: database.port,
      user: database.username,
      password: database.password,
      database: database.name,
      connectionTimeoutMillis: 10_000,
    },
    pool: { min: 0, max: 10 },
  };
}

export function createKnex(dataDir: string, database: DatabaseConfig, options?: KnexOptions): Knex {
  return knex(knexConfig(dataDir, database, options));
}

/** Opens a connection and runs a trivial query; throws the driver's error when it cannot. */
export async function checkConnection(db: Knex): Promise<void> {
  await db.raw('select 1 as ok');
}

interface PoolEntry {
  fingerprint: string;
  db: Knex;
  /** Pending system migrations, run once per process and project before first use. */
  ready: Promise<void>;
}

/**
 * Runs the project's pending system migrations (contract §1.2.5), then builds the `q` search
 * indexes that are missing (never fatal: without one, `q` scans; PostgreSQL builds them in the
 * background, stopped before its pool closes).
 */
async function upgrade(db: Knex): Promise<void> {
  await migrateToLatest(db);
  await ensureSearchIndexes(db);
}

/** The per-project knex instances of one server. */
export class ConnectionManager {
  readonly #pools = new Map<string, PoolEntry>();
  #closed = false;

  constructor(readonly dataDir: string) {}

  /**
   * The project's knex instance, created on first use. If the project's database settings
   * changed on disk (another process rewrote the config), the old pool is replaced.
   */
  async get(key: string, config: ProjectConfig): Promise<Knex> {
    if (this.#closed) throw new Error('The connection manager is closed');
    const fingerprint = JSON.stringify(config.database);
    const existing = this.#pools.get(key);
    let entry: PoolEntry;
    if (existing?.fingerprint === fingerprint) {
      entry = existing;
    } else {
      // Replace synchronously (no await before set) so concurrent callers share one pool.
      const db = createKnex(this.dataDir, config.database);
      entry = { fingerprint, db, ready: upgrade(db) };
      this.#pools.set(key, entry);
      if (existing) {
        await stopStartupBuild(existing.db);
        await existing.db.destroy();
      }
    }
    try {
      await entry.ready;
    } catch (error) {
      // A database that was down gets another try on the next request.
      if (this.#pools.get(key) === entry) entry.ready = upgrade(entry.db);
      entry.ready.catch(() => {});
      throw error;
    }
    return entry.db;
  }

  /** Closes one project's pool (e.g. before its database file is deleted). */
  async release(key: string): Promise<void> {
    const entry = this.#pools.get(key);
    if (!entry) return;
    this.#pools.delete(key);
    await stopStartupBuild(entry.db);
    await entry.db.destroy();
  }

  async destroyAll(): Promise<void> {
    this.#closed = true;
    const entries = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.allSettled(
      entries.map(async (entry) => {
        await stopStartupBuild(entry.db);
        await entry.db.destroy();
      }),
    );
  }
}
