// Reading an item's revisions (contract §6.9, §7.13): `GET /items/{c}/{pk}/revisions` lists the
// directus_revisions rows of the item with the §3 parameters; `/revisions/{offset}` returns one,
// counted from the oldest (offset 0 = the creation revision; quirk 7). Reads go through the query
// engine under the caller's read permissions on directus_revisions, and the item's collection
// must be readable too.
import type { Knex } from 'knex';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
import { requireCollection } from '../items/write-context.js';
import { scopeResolver } from '../items/write-response.js';
import type { PermissionService } from '../permissions/index.js';
import { collectionInfo } from '../permissions/index.js';
import { scopeWithLoggedCollections } from '../permissions/log-scope.js';
import { executeRead, type Item, run } from '../query/execute.js';
import { listMeta, type PageLinkBase } from '../query/meta.js';
import { parseReadQuery, type ReadSettings } from '../query/parse-query.js';
import { applyRowRules } from '../query/scope.js';
import type { ReadQuery } from '../query/types.js';
import type { CollectionSchema, SchemaModel } from '../schema/types.js';

export const REVISIONS_COLLECTION = 'directus_revisions';

export interface RevisionsInput {
  db: Knex;
  schema: SchemaModel;
  permissions: PermissionService;
  /** The item's collection and primary key (as in the URL). */
  collection: string;
  item: string;
  /** The request's query parameters. */
  params: Record<string, unknown>;
  settings: ReadSettings;
  /** The request URL, for `meta=page` links. */
  pageLinks?: PageLinkBase;
}

export interface RevisionsResult {
  data: Item[] | Item;
  meta?: Record<string, unknown>;
  messages: EnvelopeMessage[];
}

async function revisionIds(db: Knex, collection: string, item: string): Promise<number[]> {
  const rows = await run<{ id: unknown }[]>(
    db(REVISIONS_COLLECTION).select('id').where({ collection, item }).orderBy('id', 'asc'),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The caller may read this item and every field of it: its revisions (whole records) are then
 * theirs to read, even where they read only some rows of the collection.
 */
async function readsWholeItem(input: RevisionsInput, collection: CollectionSchema) {
  const scope = input.permissions.readScope(collectionInfo(collection));
  if (scope.fieldBlacklist.length || Object.keys(scope.fieldBlacklistByStatus).length) return false;
  const query = input.db(collection.collection).where(collection.primaryKey, input.item);
  applyRowRules(query, collection, scope);
  try {
    return (await run<unknown[]>(query.select(collection.primaryKey).limit(1))).length > 0;
  } catch {
    // A key the column cannot hold (PostgreSQL refuses the comparison) names no item.
    return false;
  }
}

async function prepare(
  input: RevisionsInput,
  params: Record<string, unknown>,
  messages: EnvelopeMessage[],
) {
  const { schema, permissions } = input;
  const itemCollection = requireCollection(schema, input.collection);
  permissions.assertCanReadAtAll(collectionInfo(itemCollection));
  const revisions = requireCollection(schema, REVISIONS_COLLECTION);
  const info = collectionInfo(revisions);
  permissions.assertCanReadAtAll(info);
  const read = await parseReadQuery({
    schema,
    collection: revisions,
    scope: scopeWithLoggedCollections(
      schema,
      permissions,
      REVISIONS_COLLECTION,
      permissions.readScope(info),
      (await readsWholeItem(input, itemCollection))
        ? [{ collection: input.collection, item: input.item }]
        : [],
    ),
    scopes: scopeResolver(schema, permissions),
    params,
    mode: 'list',
    settings: input.settings,
    messages,
  });
  const ids = await revisionIds(input.db, input.collection, input.item);
  // Counted as a filtered read, so filter_count and page counts stay within the item's revisions.
  return { read: { ...read, ids, filtered: true } satisfies ReadQuery, total: ids.length };
}

/** `GET /items/{c}/{pk}/revisions`. */
export async function listItemRevisions(input: RevisionsInput): Promise<RevisionsResult> {
  const messages: EnvelopeMessage[] = [];
  const { read, total } = await prepare(input, input.params, messages);
  const items = await executeRead(input.db, read);
  if (read.meta.size === 0) return { data: items, messages };
  const meta = await listMeta(input.db, read, items.length, input.pageLinks);
  if (read.meta.has('total_count')) meta.total_count = total;
  return { data: items, messages, meta };
}

/** `GET /items/{c}/{pk}/revisions/{offset}`: E4 for a non-numeric offset, E203 when none. */
export async function itemRevisionAt(
  input: RevisionsInput,
  rawOffset: string,
): Promise<RevisionsResult> {
  if (!/^\d{1,9}$/.test(rawOffset.trim())) {
    throw invalidRequest('offset: This value should be of type integer.');
  }
  const messages: EnvelopeMessage[] = [];
  const read = await prepare(
    input,
    {
      fields: input.params.fields,
      meta: input.params.meta,
      sort: 'id',
      limit: '1',
      offset: rawOffset.trim(),
    },
    messages,
  );
  const [item] = await executeRead(input.db, read.read);
  if (!item) throw new ApiError('ITEM_NOT_FOUND');
  const meta: Record<string, unknown> = {};
  if (read.read.meta.has('collection')) meta.collection = REVISIONS_COLLECTION;
  if (read.read.meta.has('type')) meta.type = 'item';
  return { data: item, messages, ...(Object.keys(meta).length > 0 ? { meta } : {}) };
}
