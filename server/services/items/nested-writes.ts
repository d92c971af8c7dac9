// Nested relational writes (contract §6.4), inside the parent's transaction:
// - M2O field given an object: with non-key fields it is created (no key) or updated (key) in the
//   related collection first and the foreign key set to its key; a bare `{key}` just links it;
//   `{key, "$delete": true}` deletes the related row and clears the foreign key (0 when NOT NULL).
//   `file` fields take `{id}` and keep the id (files are uploaded and deleted through /files).
// - Non-admins may link system rows but not write them through a relation (E201): the system
//   endpoints have rules of their own.
// - O2M alias given an array: elements without key are created with the foreign key to the
//   parent; with a key they are updated (and attached to the parent unless they name another
//   foreign key, `null` detaching them); a bare key attaches; `"$delete": true` deletes.
// - M2M alias: the same over the junction collection, whose row's other foreign key may itself be
//   an object (an M2O write into the related collection): `[{"tag": {"name": "x"}}, {"id": 7,
//   "$delete": true}]`.
// - Required O2M/M2M fields cannot end up empty (E12).
// Children are written through the same item writer (permissions, validation, system values) and
// record their activity/revision with the parent's collection and key.
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { ParentRef } from '../activity/record-change.js';
import type { CollectionSchema, FieldSchema } from '../schema/types.js';
import { fetchRow, type Key, runQuery, toKey } from './item-rows.js';
import { DELETE_KEY, isPlainObject } from './validate-payload.js';
import { requireCollection, type WriteTransaction } from './write-context.js';

export interface NestedOptions {
  /** The item this write happens under (null for the request's own items). */
  parent: ParentRef | null;
  /** Junction rows of an M2M: junction field → the collection on the other side. */
  junctionTargets?: ReadonlyMap<string, string>;
}

/** What nested writes call back into (write-item.ts), so both sides stay in one recursion. */
export interface ItemWriter {
  create(
    tx: WriteTransaction,
    collection: CollectionSchema,
    payload: unknown,
    options: NestedOptions,
  ): Promise<Key>;
  update(
    tx: WriteTransaction,
    collection: CollectionSchema,
    key: unknown,
    payload: unknown,
    options: NestedOptions,
  ): Promise<Key>;
  remove(
    tx: WriteTransaction,
    collection: CollectionSchema,
    key: unknown,
    options: NestedOptions,
  ): Promise<void>;
}

function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * Non-admins may link system rows (a user, a file) but not write them through another item: the
 * system endpoints enforce rules of their own (users, roles, files) that a nested write would
 * bypass.
 */
function assertNestedWriteAllowed(tx: WriteTransaction, collection: CollectionSchema): void {
  if (collection.system && !tx.actor.admin) {
    throw new ApiError(
      'SYSTEM_COLLECTION_ACCESS',
      `Writing "${collection.collection}" items through a relation is not allowed`,
    );
  }
}

/** A nested object's key, or E203 when it cannot name any row. */
function nestedKey(tx: WriteTransaction, collection: CollectionSchema, value: unknown): Key {
  const key = toKey(collection, value, tx);
  if (key === null) {
    throw new ApiError('ITEM_NOT_FOUND', `Item with id "${String(value)}" not found`);
  }
  return key;
}

/**
 * Writes an M2O field's object and returns the foreign key value to store.
 */
export async function writeManyToOne(
  tx: WriteTransaction,
  writer: ItemWriter,
  field: FieldSchema,
  relatedName: string,
  value: Record<string, unknown>,
  parent: ParentRef,
): Promise<Key | null> {
  const related = requireCollection(tx.schema, relatedName);
  const payload = { ...value };
  const remove = isTruthyFlag(payload[DELETE_KEY]);
  delete payload[DELETE_KEY];
  const pk = related.primaryKey;
  const hasKey = hasValue(payload[pk]);

  if (field.type === 'file' || related.collection === 'directus_files') {
    // Files are stored data as well as rows: only the files endpoint creates and deletes them.
    if (!hasKey || remove) {
      throw invalidRequest(
        `${field.field}: Files are uploaded and deleted through the files endpoint.`,
      );
    }
    return nestedKey(tx, related, payload[pk]);
  }
  const linkOnly = hasKey && !remove && Object.keys(payload).every((name) => name === pk);
  if (!linkOnly) assertNestedWriteAllowed(tx, related);
  if (remove) {
    if (!hasKey) throw invalidRequest(`${field.field}: "$delete" needs the primary key.`);
    await writer.remove(tx, related, payload[pk], { parent });
    return field.column?.nullable === false ? 0 : null;
  }
  if (hasKey) {
    const key = nestedKey(tx, related, payload[pk]);
    if (Object.keys(payload).some((name) => name !== pk)) {
      await writer.update(tx, related, key, payload, { parent });
    }
    return key;
  }
  return writer.create(tx, related, payload, { parent });
}

/** Writes an O2M/M2M alias's array for the parent item `parentKey`. */
export async function writeToMany(
  tx: WriteTransaction,
  writer: ItemWriter,
  field: FieldSchema,
  items: unknown[],
  parentKey: Key,
  parent: ParentRef,
): Promise<void> {
  const relation = field.relation;
  if (!relation?.field) return;
  const child = requireCollection(tx.schema, relation.collection);
  const foreignKey = relation.field;
  const junctionTargets =
    relation.kind === 'm2m' && relation.junctionField && relation.otherCollection
      ? new Map([[relation.junctionField, relation.otherCollection]])
      : undefined;
  const options: NestedOptions = { parent, junctionTargets };
  const pk = child.primaryKey;
  if (items.length > 0) assertNestedWriteAllowed(tx, child);

  for (const item of items) {
    if (isPlainObject(item)) {
      const payload = { ...item };
      const remove = isTruthyFlag(payload[DELETE_KEY]);
      delete payload[DELETE_KEY];
      const hasKey = hasValue(payload[pk]);
      if (remove) {
        if (!hasKey) throw invalidRequest(`${field.field}: "$delete" needs the primary key.`);
        await writer.remove(tx, child, payload[pk], options);
        continue;
      }
      if (!hasKey) {
        await writer.create(tx, child, { ...payload, [foreignKey]: parentKey }, options);
        continue;
      }
      const key = nestedKey(tx, child, payload[pk]);
      delete payload[pk];
      if (
        Object.keys(payload).length === 0 &&
        (await isAttached(tx, child, key, foreignKey, parentKey))
      ) {
        continue;
      }
      if (!Object.hasOwn(payload, foreignKey)) payload[foreignKey] = parentKey;
      await writer.update(tx, child, key, payload, options);
      continue;
    }
    if (relation.kind === 'o2m' && (typeof item === 'number' || typeof item === 'string')) {
      const key = nestedKey(tx, child, item);
      if (await isAttached(tx, child, key, foreignKey, parentKey)) continue;
      await writer.update(tx, child, key, { [foreignKey]: parentKey }, options);
      continue;
    }
    throw invalidRequest(`${field.field}: Each item must be an object.`);
  }

  if (field.meta?.required) {
    const rows = await runQuery<Record<string, unknown>[]>(
      tx.trx(child.collection).where(foreignKey, parentKey).count({ count: '*' }),
    );
    if (Number(rows[0]?.count ?? 0) === 0) {
      throw unprocessable(`${field.field}: This value should not be blank.`);
    }
  }
}

async function isAttached(
  tx: WriteTransaction,
  child: CollectionSchema,
  key: Key,
  foreignKey: string,
  parentKey: Key,
): Promise<boolean> {
  const row = await fetchRow(tx, child, key);
  return (
    row !== undefined && row[foreignKey] !== null && String(row[foreignKey]) === String(parentKey)
  );
}
