// Sign-in attempts per user, counted in the database so the lockout holds under parallel requests
// and across server processes: an attempt is reserved by a conditional update before its password
// is checked. `since` is the directus_activity id of the user's last reset (a successful sign-in or
// an update of the user), so each reset starts a new row with a fresh allowance.
import type { Knex } from 'knex';

export const SIGN_IN_ATTEMPTS_TABLE = 'cms_sign_in_attempts';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable(SIGN_IN_ATTEMPTS_TABLE)) return;
  await db.schema.createTable(SIGN_IN_ATTEMPTS_TABLE, (t) => {
    t.integer('user').notNullable();
    t.bigInteger('since').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.primary(['user', 'since']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(SIGN_IN_ATTEMPTS_TABLE);
}
