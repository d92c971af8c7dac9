// Reverting an item to one of its revisions (contract §6.9): the item must exist (E203), the
// revision must belong to this collection and item (E207/404), its data must decode (E208/500).
// The revision's full record is applied as an update (permission-checked, validated, with
// system values) and logged as `revert`.
import { ApiError } from '../../errors/api-error.js';
import type { CollectionSchema } from '../schema/types.js';
import { fetchRow, isSecretField, type Key, keyString, runQuery, toKey } from './item-rows.js';
import { isPlainObject } from './validate-payload.js';
import { requireCollection, runWrite, type WriteContext } from './write-context.js';
import { updateItemRow } from './write-item.js';

/** Types whose values the server manages: a revert leaves them to the server. */
const MANAGED_TYPES = new Set(['datetime_created', 'datetime_updated', 'owner', 'user_updated']);

/** The update a revision's `data` stands for: current columns only, key and secrets left out. */
export function revertPayload(
  collection: CollectionSchema,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const field = collection.fields.get(name);
    if (!field || field.alias || field.primaryKey) continue;
    if (MANAGED_TYPES.has(field.type) || isSecretField(collection, field)) continue;
    payload[name] = value;
  }
  return payload;
}

function decodeData(value: unknown): Record<string, unknown> {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      data = undefined;
    }
  } else if (Buffer.isBuffer(value)) {
    return decodeData(value.toString('utf8'));
  }
  if (!isPlainObject(data)) throw new ApiError('REVISION_INVALID_DATA');
  return data;
}

export function revertItem(
  context: WriteContext,
  collection: string,
  rawKey: unknown,
  rawRevision: unknown,
): Promise<Key> {
  const schema = requireCollection(context.schema, collection);
  return runWrite(context, async (tx) => {
    const key = toKey(schema, rawKey, tx);
    const existing = key === null ? undefined : await fetchRow(tx, schema, key);
    if (!existing || key === null) throw new ApiError('ITEM_NOT_FOUND');

    const revisionId = String(rawRevision ?? '').trim();
    const notFound = () =>
      new ApiError('REVISION_NOT_FOUND', `Revision with id "${revisionId}" not found`);
    if (!/^\d{1,15}$/.test(revisionId)) throw notFound();
    const revision = await runQuery<Record<string, unknown> | undefined>(
      tx.trx('directus_revisions').where('id', Number(revisionId)).first(),
    );
    if (
      !revision ||
      String(revision.collection) !== schema.collection ||
      String(revision.item) !== keyString(key)
    ) {
      throw notFound();
    }
    const payload = revertPayload(schema, decodeData(revision.data));
    return updateItemRow(tx, schema, key, payload, { action: 'revert' });
  });
}
