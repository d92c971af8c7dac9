// The response of a create/update (contract §6.2, §6.7): the written items re-read with the
// request's `fields`/`meta` (and `lang`), under the caller's read permissions and the default
// status filter, so an item moved to a soft-delete status, or one the caller may create but not
// read, comes back as nothing (→ 204, or 200 {"public": true} for the public role).
//
// The read query is parsed *before* the write, so a bad `fields` value (E202/E304) refuses the
// request instead of failing after the data was committed. The read itself runs after commit,
// on the project's connection.
import type { Knex } from 'knex';
import type { EnvelopeMessage } from '../../http/envelope.js';
import type { PermissionService } from '../permissions/index.js';
import { collectionInfo } from '../permissions/index.js';
import { scopeWithLoggedCollections } from '../permissions/log-scope.js';
import { executeRead } from '../query/execute.js';
import { parseReadQuery, type ReadSettings } from '../query/parse-query.js';
import type { MetaKey, ReadQuery, ScopeResolver } from '../query/types.js';
import type { SchemaModel } from '../schema/types.js';
import type { Key } from './item-rows.js';
import { requireCollection } from './write-context.js';

export interface WrittenItems {
  /** The item (single), the items (batch), or null when nothing is readable. */
  data: Record<string, unknown> | Record<string, unknown>[] | null;
  meta?: Record<string, unknown>;
  messages: EnvelopeMessage[];
}

export interface ReadBackInput {
  db: Knex;
  schema: SchemaModel;
  permissions: PermissionService;
  collection: string;
  /** The request's query parameters (`fields`, `meta`, `lang` are used). */
  params: Record<string, unknown>;
  /** One item (object response) or a batch (array response). */
  single: boolean;
}

/** Item reads ignore limit and sorting settings; these only satisfy the parser. */
const ITEM_READ_SETTINGS: ReadSettings = { defaultLimit: 200, sortNullLast: true };

/** The caller's read scope of any collection, or null when it may not read it at all. */
export function scopeResolver(schema: SchemaModel, permissions: PermissionService): ScopeResolver {
  return async (name) => {
    const collection = schema.collections.get(name);
    if (!collection) return null;
    const info = collectionInfo(collection);
    if (!permissions.canReadAtAll(info)) return null;
    return scopeWithLoggedCollections(schema, permissions, name, permissions.readScope(info));
  };
}

/** The meta of a write's answer: collection, type and (for batches) result_count. */
export function metaOf(
  read: ReadQuery,
  single: boolean,
  count: number,
): Record<string, unknown> | undefined {
  const wanted = (key: MetaKey) => read.meta.has(key);
  const meta: Record<string, unknown> = {};
  if (wanted('collection')) meta.collection = read.collection.collection;
  if (wanted('type')) meta.type = single ? 'item' : 'collection';
  if (!single && wanted('result_count')) meta.result_count = count;
  return Object.keys(meta).length > 0 ? meta : undefined;
}

/**
 * Validates the read parameters now and returns the function that reads the written keys later.
 */
export async function prepareReadBack(
  input: ReadBackInput,
): Promise<(keys: readonly Key[]) => Promise<WrittenItems>> {
  const { db, schema, permissions, params, single } = input;
  const collection = requireCollection(schema, input.collection);
  const info = collectionInfo(collection);
  const empty: WrittenItems = { data: single ? null : [], messages: [] };
  if (!permissions.canReadAtAll(info)) return async () => empty;

  const messages: EnvelopeMessage[] = [];
  const read = await parseReadQuery({
    schema,
    collection,
    scope: scopeWithLoggedCollections(
      schema,
      permissions,
      collection.collection,
      permissions.readScope(info),
    ),
    scopes: scopeResolver(schema, permissions),
    params: { fields: params.fields, meta: params.meta, lang: params.lang },
    mode: 'item',
    ids: [],
    settings: ITEM_READ_SETTINGS,
    messages,
  });

  return async (keys) => {
    if (keys.length === 0) return empty;
    const items = await executeRead(db, { ...read, ids: [...keys] });
    const data = single ? (items[0] ?? null) : items;
    if (data === null || (Array.isArray(data) && data.length === 0)) return empty;
    const meta = metaOf(read, single, items.length);
    return { data, messages, ...(meta ? { meta } : {}) };
  };
}
