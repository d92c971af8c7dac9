// Creating a project (what POST /server/projects runs, contract §4.3): check the database, create
// the system schema, seed it, add the first admin, then publish the config file. All or nothing:
// on any failure the tables this install created, a SQLite file it created, its upload folder and
// its install lock are removed, and no config file is left behind.
import { existsSync } from 'node:fs';
import { mkdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { dataLayout } from '../../config/paths.js';
import {
  type DatabaseConfig,
  newProjectConfig,
  type ProjectConfig,
  type ProjectConfigOverrides,
} from '../../config/project-config.js';
import { projectKeyProblem } from '../../config/project-key.js';
import { ProjectExistsError, type ProjectRegistry } from '../../config/project-registry.js';
import { checkConnection, createKnex, sqliteFilePath } from '../../db/connection.js';
import { insertReturningId } from '../../db/insert.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { existingSystemTables, listTables } from '../../db/schema-inspector.js';
import { putSetting, seedSystemData } from '../../db/seed-system.js';
import { ADMIN_ROLE_ID } from '../../db/system-collections.js';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { resolveInside } from '../../util/safe-path.js';
import { hashPassword } from '../auth/password.js';
import { dropInstalledTables } from './system-tables.js';

export type DatabaseInput =
  | { type: 'sqlite' }
  | {
      type: 'mysql' | 'postgres';
      host?: string;
      port?: number;
      name: string;
      username: string;
      password?: string;
      socket?: string;
    };

export interface InstalledProject {
  key: string;
  config: ProjectConfig;
  db: Knex;
  dataDir: string;
  adminUserId: number;
}

export interface CreateProjectInput {
  key: string;
  /** Write config/private.{key}.json: usable by key, never listed. */
  private?: boolean;
  /** Setting project_name (default "Directus"). */
  projectName?: string;
  /** Setting app_url. */
  appUrl?: string;
  database: DatabaseInput;
  admin: { email: string; password: string; token?: string | null; locale?: string };
  /** Groups merged into the config template (cors, mail, storage, ...). */
  config?: ProjectConfigOverrides;
  /**
   * Drop the system tables the database already has, then install (contract §4.3 `force`).
   * Destructive by request: a failure after the drop cannot bring the old tables back.
   */
  force?: boolean;
  /**
   * Attach to the system tables the database already has (contract §4.3 `existing`; wins over
   * `force`): nothing is dropped or seeded, missing tables and this server's migrations are
   * added, and the admin account is created only when no user has its email (an existing
   * account is kept as it is, password included).
   */
  existing?: boolean;
  /** Extra set-up (the demo content) run inside the all-or-nothing boundary. */
  afterInstall?: (project: InstalledProject) => Promise<void>;
}

export interface CreatedProject {
  key: string;
  configFile: string;
  adminUserId: number;
  database: DatabaseConfig;
}

export interface CreateProjectDeps {
  dataDir: string;
  registry: ProjectRegistry;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** An install lock older than this is left over from a crash and may be taken over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

function validate(input: CreateProjectInput): void {
  const keyProblem = projectKeyProblem(input.key);
  if (keyProblem) throw invalidRequest(`project: ${keyProblem}`);
  const { email, password } = input.admin;
  if (typeof email !== 'string' || !EMAIL.test(email.trim()) || email.trim().length > 128) {
    throw invalidRequest('user_email: This value is not a valid email address.');
  }
  if (typeof password !== 'string' || password.length === 0) {
    throw invalidRequest('user_password: This value should not be blank.');
  }
  const db = input.database;
  if (db.type === 'mysql' || db.type === 'postgres') {
    if (!db.name) throw invalidRequest('db_name: This value should not be blank.');
    if (!db.username) throw invalidRequest('db_user: This value should not be blank.');
    if (db.port !== undefined && (!Number.isInteger(db.port) || db.port <= 0 || db.port > 65535)) {
      throw invalidRequest('db_port: This value is not a valid port.');
    }
  } else if (db.type !== 'sqlite') {
    throw invalidRequest('db_type: must be one of sqlite, mysql, postgres.');
  }
}

function databaseConfig(key: string, input: DatabaseInput): DatabaseConfig {
  if (input.type === 'sqlite') {
    return { type: 'sqlite', filename: `${dataLayout.db}/${key}.sqlite` };
  }
  const config: DatabaseConfig = {
    type: input.type,
    host: input.host || 'localhost',
    port: input.port ?? (input.type === 'mysql' ? 3306 : 5432),
    name: input.name,
    username: input.username,
    password: input.password ?? '',
  };
  if (input.socket) config.socket = input.socket;
  return config;
}

function describeDatabase(database: DatabaseConfig): string {
  return database.type === 'sqlite' ? database.filename : database.name;
}

/** Takes {config}/.{key}.installing so two installs of one key cannot run at once. */
async function acquireInstallLock(configDir: string, key: string): Promise<() => Promise<void>> {
  await mkdir(configDir, { recursive: true, mode: 0o700 });
  const lock = path.join(configDir, `.${key}.installing`);
  const release = () => unlink(lock).catch(() => {});
  try {
    await writeFile(lock, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
    return release;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const age = Date.now() - (await stat(lock)).mtimeMs;
  if (age < STALE_LOCK_MS) {
    throw new ApiError('PROJECT_ALREADY_EXISTS', `Project "${key}" is being created`);
  }
  await unlink(lock).catch(() => {});
  await writeFile(lock, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
  return release;
}

async function removeSqliteFile(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    await rm(`${file}${suffix}`, { force: true });
  }
}

function isMigrationLockError(error: unknown): boolean {
  return error instanceof Error && error.name === 'MigrationLocked';
}

export async function createProject(
  deps: CreateProjectDeps,
  input: CreateProjectInput,
): Promise<CreatedProject> {
  validate(input);
  const { key } = input;
  const { dataDir, registry } = deps;
  if (await registry.exists(key)) {
    throw new ApiError('PROJECT_ALREADY_EXISTS', `Project "${key}" already exists`);
  }
  const releaseLock = await acquireInstallLock(registry.configDir, key);

  const database = databaseConfig(key, input.database);
  const sqliteFile =
    database.type === 'sqlite' ? sqliteFilePath(dataDir, database.filename) : undefined;
  const sqliteExisted = sqliteFile !== undefined && existsSync(sqliteFile);
  const uploadsDir = resolveInside(dataDir, path.join(dataLayout.uploads, key));
  const uploadsExisted = existsSync(uploadsDir);

  let db: Knex | undefined;
  let tablesBefore: string[] | undefined;
  try {
    try {
      db = createKnex(dataDir, database, { createSqliteFile: true });
      await checkConnection(db);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError('INVALID_DATABASE_CONNECTION', `Invalid database connection: ${reason}`, {
        cause: error,
      });
    }

    const attaching = input.existing === true && (await existingSystemTables(db)).length > 0;
    if (input.force && !input.existing) await dropInstalledTables(db);
    if (!attaching && (await existingSystemTables(db)).length > 0) {
      throw new ApiError(
        'INTERNAL_ERROR',
        `The "${describeDatabase(database)}" database already contains Directus system tables.`,
      );
    }
    tablesBefore = await listTables(db);

    const config = newProjectConfig(key, database, input.config);
    await migrateToLatest(db);
    if (attaching) {
      // Only what the installer was explicitly given replaces the project's settings.
      if (input.projectName?.trim()) await putSetting(db, 'project_name', input.projectName.trim());
      if (input.appUrl?.trim()) await putSetting(db, 'app_url', input.appUrl.trim());
    } else {
      await seedSystemData(db);
      await putSetting(db, 'project_name', input.projectName?.trim() || 'Directus');
      await putSetting(db, 'app_url', input.appUrl?.trim() ?? '');
    }
    const email = input.admin.email.trim().toLowerCase();
    const known = attaching
      ? await db('directus_users').where({ email }).first<{ id: unknown } | undefined>('id')
      : undefined;
    const adminUserId = known
      ? Number(known.id)
      : await insertReturningId(db, 'directus_users', {
          status: 'active',
          role: ADMIN_ROLE_ID,
          first_name: 'Admin',
          last_name: 'User',
          // Stored lower-case: unique on every database, whatever its collation.
          email,
          password: await hashPassword(input.admin.password),
          token: input.admin.token || null,
          locale: input.admin.locale ?? 'en-US',
        });
    for (const folder of [config.storage.root, config.storage.thumb_root]) {
      await mkdir(resolveInside(dataDir, folder), { recursive: true, mode: 0o755 });
    }
    await input.afterInstall?.({ key, config, db, dataDir, adminUserId });

    // Last step: until the config exists, nothing else can see the project.
    const configFile = await registry.create(key, config, { private: input.private });
    return { key, configFile, adminUserId, database };
  } catch (error) {
    await rollback(error);
    if (error instanceof ProjectExistsError) {
      throw new ApiError('PROJECT_ALREADY_EXISTS', error.message, { cause: error });
    }
    throw error;
  } finally {
    await db?.destroy().catch(() => {});
    await releaseLock();
  }

  async function rollback(error: unknown): Promise<void> {
    if (sqliteFile && !sqliteExisted) {
      await db?.destroy().catch(() => {});
      db = undefined;
      await removeSqliteFile(sqliteFile);
    } else if (db && tablesBefore && !isMigrationLockError(error)) {
      // Drop what this install added (another install holding the migration lock added nothing
      // of ours, and its tables must stay).
      const before = new Set(tablesBefore);
      for (const table of await listTables(db).catch(() => [])) {
        if (!before.has(table)) await db.schema.dropTableIfExists(table).catch(() => {});
      }
    }
    if (!uploadsExisted) await rm(uploadsDir, { recursive: true, force: true });
  }
}
