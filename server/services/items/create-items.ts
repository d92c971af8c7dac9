// Creating items (contract §6.2, §6.3): one or many, in one transaction. A batch that fails at
// any element leaves nothing behind (project decision overriding v8's "earlier elements stay").
import type { Key } from './item-rows.js';
import {
  requireCollection,
  runWrite,
  type WriteContext,
  type WriteTransaction,
} from './write-context.js';
import { createItemRow } from './write-item.js';

/** Creates one item inside a running write transaction (for composed writes). */
export function createItem(
  tx: WriteTransaction,
  collection: string,
  payload: unknown,
): Promise<Key> {
  return createItemRow(tx, requireCollection(tx.schema, collection), payload);
}

/** Creates the items in order and returns their primary keys. */
export function createItems(
  context: WriteContext,
  collection: string,
  payloads: readonly unknown[],
): Promise<Key[]> {
  const schema = requireCollection(context.schema, collection);
  return runWrite(context, async (tx) => {
    const keys: Key[] = [];
    for (const payload of payloads) keys.push(await createItemRow(tx, schema, payload));
    return keys;
  });
}
