// The database matrix of the server tests: SQLite always; MariaDB/MySQL when CMS_TEST_MYSQL_URL is
// set (e.g. mysql://root@127.0.0.1:3306); PostgreSQL when CMS_TEST_PG_URL is set
// (e.g. postgres://postgres@127.0.0.1:5432). Each test gets its own freshly created, uniquely
// named database and drops it afterwards.
import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import type { ServerDatabaseConfig } from '../../server/config/project-config.js';
import { createKnex } from '../../server/db/connection.js';
import type { DatabaseInput } from '../../server/services/projects/create-project.js';

export type DatabaseKind = 'sqlite' | 'mysql' | 'postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  /** What createProject takes to install into this database. */
  input: DatabaseInput;
  /** A direct connection for assertions (server databases only; SQLite files belong to a data folder). */
  connect?(): Knex;
  /** Drops the database (no-op for SQLite: the file lives in the test's data folder). */
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  kind: DatabaseKind;
  /** For test names: "sqlite", "mysql (127.0.0.1:3306)", ... */
  label: string;
  /** A new empty database. */
  create(): Promise<TestDatabase>;
  /** Settings that point at a database that does not exist (connection must fail). */
  unreachable(): DatabaseInput;
}

interface ServerUrl {
  host: string;
  port: number;
  username: string;
  password: string;
  adminDatabase?: string;
}

function parseUrl(value: string, defaultPort: number): ServerUrl {
  const url = new URL(value);
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port ? Number(url.port) : defaultPort,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    adminDatabase: url.pathname.replace(/^\//, '') || undefined,
  };
}

function uniqueName(): string {
  return `cms_test_${randomBytes(6).toString('hex')}`;
}

export const sqliteTarget: DatabaseTarget = {
  kind: 'sqlite',
  label: 'sqlite',
  async create() {
    return { kind: 'sqlite', input: { type: 'sqlite' }, drop: async () => {} };
  },
  unreachable: () => ({ type: 'sqlite' }),
};

function serverTarget(kind: 'mysql' | 'postgres', server: ServerUrl): DatabaseTarget {
  const adminConnection = (): Knex =>
    kind === 'mysql'
      ? knex({
          client: 'mysql2',
          connection: {
            host: server.host,
            port: server.port,
            user: server.username,
            password: server.password,
          },
          pool: { min: 0, max: 1 },
        })
      : knex({
          client: 'pg',
          connection: {
            host: server.host,
            port: server.port,
            user: server.username,
            password: server.password,
            database: server.adminDatabase ?? 'postgres',
          },
          pool: { min: 0, max: 1 },
        });

  const input = (name: string): DatabaseInput => ({
    type: kind,
    host: server.host,
    port: server.port,
    name,
    username: server.username,
    password: server.password,
  });

  return {
    kind,
    label: `${kind} (${server.host}:${server.port})`,
    async create() {
      const name = uniqueName();
      const admin = adminConnection();
      try {
        await admin.raw(
          kind === 'mysql' ? 'create database ?? character set utf8mb4' : 'create database ??',
          [name],
        );
      } finally {
        await admin.destroy();
      }
      return {
        kind,
        input: input(name),
        connect: () => createKnex('/', input(name) as ServerDatabaseConfig),
        async drop() {
          const dropper = adminConnection();
          try {
            await dropper.raw(
              kind === 'mysql'
                ? 'drop database if exists ??'
                : 'drop database if exists ?? with (force)',
              [name],
            );
          } finally {
            await dropper.destroy();
          }
        },
      };
    },
    unreachable: () => input(`${uniqueName()}_missing`),
  };
}

/** The databases this run tests against. */
export function databaseMatrix(env: NodeJS.ProcessEnv = process.env): DatabaseTarget[] {
  const targets = [sqliteTarget];
  if (env.CMS_TEST_MYSQL_URL)
    targets.push(serverTarget('mysql', parseUrl(env.CMS_TEST_MYSQL_URL, 3306)));
  if (env.CMS_TEST_PG_URL)
    targets.push(serverTarget('postgres', parseUrl(env.CMS_TEST_PG_URL, 5432)));
  return targets;
}
