// Many-to-many fields were stored with the type `m2m`, which v8 does not have: v8 stores `o2m` with
// the `many-to-many` interface (the relation's junction field is what makes it many-to-many), and
// its admin app builds relations only for m2o, o2m and translation fields.
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db('directus_fields').whereIn('type', ['m2m', 'M2M']).update({ type: 'o2m' });
}

/** Back to `m2m` for the o2m fields whose relation has a junction (the ones `up` could have made). */
export async function down(db: Knex): Promise<void> {
  const junctions = await db('directus_relations')
    .whereNotNull('junction_field')
    .whereNotNull('field_one')
    .select('collection_one', 'field_one');
  for (const { collection_one: collection, field_one: field } of junctions) {
    await db('directus_fields').where({ collection, field, type: 'o2m' }).update({ type: 'm2m' });
  }
}
