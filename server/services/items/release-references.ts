// What deleting an item does to the rows of user collections that point at it. The contract
// (§6.8) says only "hard delete"; v8 left such rows behind, so an M2M list showed links to
// nothing and O2M children kept a key of a missing parent. Here, in the delete's transaction:
// - junction rows (a relation with a `junction_field`) linking the item are deleted: a link to
//   nothing has no meaning;
// - other rows referencing it (O2M children, any M2O to it) get NULL where the column allows it;
//   a NOT NULL reference is left as it is rather than deleting data the user did not name.
// System tables are not touched (their references, e.g. activity authors, are history).
import type { CollectionSchema } from '../schema/types.js';
import { type Key, runQuery, touch } from './item-rows.js';
import type { WriteTransaction } from './write-context.js';

export async function releaseReferences(
  tx: WriteTransaction,
  collection: CollectionSchema,
  key: Key,
): Promise<void> {
  if (collection.system) return;
  for (const relation of tx.schema.relations) {
    if (relation.collection_one !== collection.collection) continue;
    const many = tx.schema.collections.get(relation.collection_many);
    const field = many?.fields.get(relation.field_many);
    if (!many || many.system || !field?.column || field.alias) continue;
    const rows = tx.trx(many.collection).where(relation.field_many, key);
    touch(tx, many);
    if (relation.junction_field) {
      await runQuery(rows.delete());
    } else if (field.column.nullable) {
      await runQuery(rows.update({ [relation.field_many]: null }));
    }
  }
}
