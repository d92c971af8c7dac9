// Which of the three supported databases a knex instance (or transaction) talks to.
import type { Knex } from 'knex';
import type { DatabaseType } from '../config/project-config.js';

/** By the client's dialect, not its configured name: SQLite projects use a client class. */
export function dialectOf(db: Knex): DatabaseType {
  const dialect = (db.client as { dialect?: string }).dialect;
  switch (dialect) {
    case 'sqlite3':
      return 'sqlite';
    case 'mysql':
      return 'mysql';
    case 'postgresql':
      return 'postgres';
    default:
      throw new Error(`Unsupported database dialect: ${String(dialect)}`);
  }
}
