// Which of the three supported databases a knex instance (or transaction) talks to.
import type { Knex } from 'knex';
import type { DatabaseType } from '../config/project-config.js';

export function dialectOf(db: Knex): DatabaseType {
  const client = db.client.config.client;
  switch (client) {
    case 'better-sqlite3':
    case 'sqlite3':
      return 'sqlite';
    case 'mysql2':
    case 'mysql':
      return 'mysql';
    case 'pg':
      return 'postgres';
    default:
      throw new Error(`Unsupported database client: ${String(client)}`);
  }
}
