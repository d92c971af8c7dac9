// Writing one item (and, through nested-writes.ts, its related items) inside the request's
// transaction. Every row write is permission-checked first (admins pass), then validated, then
// written, then recorded for the activity/revision rows:
//
//   create: permission (E301/E305/E10) → M2O children → convert + system values + rules → insert
//           → O2M/M2M children
//   update: stored row (E203 / E302) → permission (soft-delete status = delete permission) →
//           M2O children → convert + system values + rules on stored ⊕ payload → update →
//           O2M/M2M children. Nothing but relations sent: the row itself is not touched.
//   delete: stored row (E203) → permission (E303/E10) → hard delete → activity, no revision.
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { ActivityAction } from '../activity/log-activity.js';
import type { ChangeRecord, ParentRef } from '../activity/record-change.js';
import { collectionInfo } from '../permissions/index.js';
import type { CollectionSchema } from '../schema/types.js';
import {
  deleteRow,
  fetchRow,
  insertRow,
  type Key,
  keyString,
  type Row,
  snapshot,
  toKey,
  updateRow,
} from './item-rows.js';
import {
  type ItemWriter,
  type NestedOptions,
  writeManyToOne,
  writeToMany,
} from './nested-writes.js';
import { releaseReferences } from './release-references.js';
import { applySystemValues, hashSecrets } from './system-values.js';
import {
  checkRules,
  convertValue,
  DELETE_KEY,
  isPlainObject,
  type SplitPayload,
  splitPayload,
  type WriteMode,
} from './validate-payload.js';
import type { WriteTransaction } from './write-context.js';

export interface WriteItemOptions extends Partial<NestedOptions> {
  /** The activity action to log instead of the default (`revert`). */
  action?: ActivityAction;
}

function payloadObject(payload: unknown, collection: CollectionSchema): Record<string, unknown> {
  if (!isPlainObject(payload)) {
    throw invalidRequest(`Expected an item of "${collection.collection}" collection (an object).`);
  }
  const copy = { ...payload };
  delete copy[DELETE_KEY];
  return copy;
}

/** Converts the split payload's column values (after M2O children set their keys). */
function convertColumns(
  tx: WriteTransaction,
  collection: CollectionSchema,
  columns: Record<string, unknown>,
): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(columns)) {
    const field = collection.fields.get(name);
    if (!field || field.alias) continue;
    row[name] = convertValue(field, value, tx.dialect);
  }
  return row;
}

async function writeManyToOnes(
  tx: WriteTransaction,
  split: SplitPayload,
  self: ParentRef,
): Promise<void> {
  for (const [name, entry] of split.manyToOne) {
    split.columns[name] = await writeManyToOne(
      tx,
      itemWriter,
      entry.field,
      entry.related,
      entry.value,
      self,
    );
  }
}

async function writeToManys(
  tx: WriteTransaction,
  collection: CollectionSchema,
  split: SplitPayload,
  key: Key,
  self: ParentRef,
  mode: WriteMode,
): Promise<void> {
  for (const entry of split.toMany.values()) {
    await writeToMany(tx, itemWriter, entry.field, entry.items, key, self);
  }
  if (mode !== 'create') return;
  // Required O2M/M2M fields left out of a create are empty.
  for (const field of collection.fields.values()) {
    const kind = field.relation?.kind;
    if (field.alias && (kind === 'o2m' || kind === 'm2m') && field.meta?.required) {
      if (!split.toMany.has(field.field)) {
        throw unprocessable(`${field.field}: This value should not be blank.`);
      }
    }
  }
}

function pick(data: Record<string, unknown>, keys: Iterable<string>): Record<string, unknown> {
  const delta: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(data, key)) delta[key] = data[key];
  return delta;
}

function record(tx: WriteTransaction, change: Omit<ChangeRecord, 'comment'>): void {
  // The request's comment belongs to its own items, not to nested children.
  tx.changes.push({ ...change, comment: change.parent ? null : tx.comment });
}

export async function createItemRow(
  tx: WriteTransaction,
  collection: CollectionSchema,
  input: unknown,
  options: WriteItemOptions = {},
): Promise<Key> {
  const payload = payloadObject(input, collection);
  tx.permissions.assertCanCreate(collectionInfo(collection), payload, tx.comment);
  const split = splitPayload(collection, payload, options.junctionTargets);
  const self: ParentRef = { collection: collection.collection, item: null, changed: true };

  await writeManyToOnes(tx, split, self);
  const row = convertColumns(tx, collection, split.columns);
  applySystemValues(tx, collection, row, 'create');
  checkRules(collection, row, new Set(Object.keys(row)), 'create');
  await hashSecrets(tx, collection, row);

  const key = await insertRow(tx, collection, row);
  self.item = keyString(key);
  const stored = await fetchRow(tx, collection, key);
  const data = stored ? snapshot(collection, stored) : {};
  record(tx, {
    action: options.action ?? 'create',
    collection: collection.collection,
    item: keyString(key),
    data,
    delta: pick(data, Object.keys(row)),
    parent: options.parent ?? null,
  });
  await writeToManys(tx, collection, split, key, self, 'create');
  return key;
}

export async function updateItemRow(
  tx: WriteTransaction,
  collection: CollectionSchema,
  rawKey: unknown,
  input: unknown,
  options: WriteItemOptions = {},
): Promise<Key> {
  const payload = payloadObject(input, collection);
  const key = toKey(collection, rawKey, tx);
  const existing = key === null ? undefined : await fetchRow(tx, collection, key);
  const info = collectionInfo(collection);

  const pk = collection.primaryKey;
  if (Object.hasOwn(payload, pk)) {
    const given = toKey(collection, payload[pk], tx);
    if (existing && given !== null && String(given) !== String(key)) {
      throw unprocessable(`${pk}: The primary key of an item cannot be changed.`);
    }
    delete payload[pk];
  }
  tx.permissions.assertCanUpdate(info, existing, payload, tx.comment);
  if (!existing || key === null) throw new ApiError('ITEM_NOT_FOUND');

  const split = splitPayload(collection, payload, options.junctionTargets);
  const self: ParentRef = {
    collection: collection.collection,
    item: keyString(key),
    changed: false,
  };
  await writeManyToOnes(tx, split, self);

  const row = convertColumns(tx, collection, split.columns);
  if (Object.keys(row).length > 0) {
    applySystemValues(tx, collection, row, 'update');
    checkRules(collection, { ...existing, ...row }, new Set(Object.keys(row)), 'update');
    await hashSecrets(tx, collection, row);
    await updateRow(tx, collection, key, row);
    self.changed = true;

    const stored = await fetchRow(tx, collection, key);
    const data = stored ? snapshot(collection, stored) : {};
    record(tx, {
      action: options.action ?? updateAction(collection, existing, row),
      collection: collection.collection,
      item: keyString(key),
      data,
      delta: pick(data, Object.keys(row)),
      parent: options.parent ?? null,
    });
  }
  await writeToManys(tx, collection, split, key, self, 'update');
  return key;
}

/** `soft-delete` when the item moves into a soft-delete status, else `update`. */
function updateAction(collection: CollectionSchema, existing: Row, row: Row): ActivityAction {
  const statusField = collection.statusField;
  if (!statusField || !Object.hasOwn(row, statusField)) return 'update';
  const target = String(row[statusField] ?? '');
  const current = String(existing[statusField] ?? '');
  return target !== current && collection.softDeleteStatuses.includes(target)
    ? 'soft-delete'
    : 'update';
}

export async function deleteItemRow(
  tx: WriteTransaction,
  collection: CollectionSchema,
  rawKey: unknown,
  options: WriteItemOptions = {},
): Promise<void> {
  const key = toKey(collection, rawKey, tx);
  const existing = key === null ? undefined : await fetchRow(tx, collection, key);
  tx.permissions.assertCanDelete(collectionInfo(collection), existing, tx.comment);
  if (!existing || key === null) throw new ApiError('ITEM_NOT_FOUND');
  await deleteRow(tx, collection, key);
  await releaseReferences(tx, collection, key);
  record(tx, {
    action: options.action ?? 'delete',
    collection: collection.collection,
    item: keyString(key),
    data: null,
    delta: null,
    parent: options.parent ?? null,
  });
}

/** The writer nested writes recurse through. */
export const itemWriter: ItemWriter = {
  create: (tx, collection, payload, options) => createItemRow(tx, collection, payload, options),
  update: (tx, collection, key, payload, options) =>
    updateItemRow(tx, collection, key, payload, options),
  remove: (tx, collection, key, options) => deleteItemRow(tx, collection, key, options),
};
