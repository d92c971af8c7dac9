// Deleting items (contract §6.8): always a hard delete, in order, in one transaction. Each
// produces a `delete` activity row and no revision. (Soft delete is an update to a soft-delete
// status, see update-items.ts.)

import {
  requireCollection,
  runWrite,
  type WriteContext,
  type WriteTransaction,
} from './write-context.js';
import { deleteItemRow } from './write-item.js';

/** Deletes one item inside a running write transaction (for composed writes). */
export function deleteItem(tx: WriteTransaction, collection: string, key: unknown): Promise<void> {
  return deleteItemRow(tx, requireCollection(tx.schema, collection), key);
}

export function deleteItems(
  context: WriteContext,
  collection: string,
  keys: readonly unknown[],
): Promise<void> {
  const schema = requireCollection(context.schema, collection);
  return runWrite(context, async (tx) => {
    for (const key of keys) await deleteItemRow(tx, schema, key);
  });
}
