// v8 renamed the boolean interface `toggle` to `switch` (its migration 20200121134200_rename_toggle);
// the 8.x admin app knows only `switch` and cannot show a field whose interface it does not have.
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db('directus_fields').where({ interface: 'toggle' }).update({ interface: 'switch' });
}

export async function down(db: Knex): Promise<void> {
  await db('directus_fields').where({ interface: 'switch' }).update({ interface: 'toggle' });
}
