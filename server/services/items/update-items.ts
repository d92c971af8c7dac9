// Updating items (contract §6.3, §6.7): by key, by a list of keys with one patch, or a batch of
// objects carrying their keys; always in one transaction. Batch updates check *update*
// permission (project decision fixing v8 quirk 11, which checked create).
import { unprocessable } from '../../errors/api-error.js';
import type { Key } from './item-rows.js';
import { isPlainObject } from './validate-payload.js';
import {
  requireCollection,
  runWrite,
  type WriteContext,
  type WriteTransaction,
} from './write-context.js';
import { updateItemRow } from './write-item.js';

export interface ItemUpdate {
  /** The primary key as the client gave it (URL segment or payload value). */
  key: unknown;
  payload: unknown;
}

/** Updates one item inside a running write transaction (for composed writes). */
export function updateItem(
  tx: WriteTransaction,
  collection: string,
  key: unknown,
  payload: unknown,
): Promise<Key> {
  return updateItemRow(tx, requireCollection(tx.schema, collection), key, payload);
}

/** Applies the updates in order and returns the keys. */
export function updateItems(
  context: WriteContext,
  collection: string,
  updates: readonly ItemUpdate[],
): Promise<Key[]> {
  const schema = requireCollection(context.schema, collection);
  return runWrite(context, async (tx) => {
    const keys: Key[] = [];
    for (const update of updates) {
      keys.push(await updateItemRow(tx, schema, update.key, update.payload));
    }
    return keys;
  });
}

/**
 * `PATCH /items/c` with `[{pk: …, …}, …]`: every element must be an object carrying a truthy
 * primary key (E12 "Payload must include the primary key").
 */
export function updatesFromBatch(
  context: WriteContext,
  collection: string,
  items: readonly unknown[],
): ItemUpdate[] {
  const primaryKey = requireCollection(context.schema, collection).primaryKey;
  return items.map((item) => {
    if (!isPlainObject(item)) throw unprocessable('Payload must include the primary key');
    const key = item[primaryKey];
    if (key === null || key === undefined || key === '' || key === 0 || key === false) {
      throw unprocessable('Payload must include the primary key');
    }
    return { key, payload: item };
  });
}

/** The same patch for each key (`PATCH /items/c/1,2,3`). */
export function updatesForKeys(keys: readonly unknown[], payload: unknown): ItemUpdate[] {
  return keys.map((key) => ({ key, payload }));
}
