// Reading system collections for the system endpoints (contract §7 intro, §3): the item engine
// (services/query) under the caller's permissions, with what the system tables need on top:
//
// - the users' secrets (secrets.ts): blacklisted everywhere, masked on the /users endpoints;
//   admins read through the same scopes (UNRESTRICTED plus that blacklist), which is why this
//   does not go through services/items/read-items.ts, whose admins skip the scope provider;
// - the `mine` scoping of directus_roles (`id`) and directus_permissions (`role`): their read
//   scopes name that column (ReadScope.ownerField), which the engine applies.
//
// Otherwise this follows readItems: one schema/settings query per request (done by the caller),
// the rows, one query per expanded relation, meta counts on demand; E3 for a public caller and
// E300 for a signed-in one who may not read the collection, E203 for a single unreadable id.
import type { Knex } from 'knex';
import { ApiError, unauthorized } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
import { collectionInfo, type Key, requireCollection } from '../items/index.js';
import type { PermissionService, ReadScope } from '../permissions/index.js';
import {
  csvList,
  executeRead,
  type Item,
  itemMeta,
  itemNotFound,
  listMeta,
  type PageLinkBase,
  parseReadQuery,
  type RawParams,
  type ReadQuery,
  type ReadSettings,
  type ScopeResolver,
} from '../query/index.js';
import type { SchemaModel } from '../schema/index.js';
import {
  addSecretMasks,
  requestSecrets,
  type SecretRequest,
  stripPrivateUserFields,
  USERS,
  withUserSecrets,
} from './secrets.js';

/** The caller's read scope of every collection a read reaches, users' secrets blacklisted. */
export function systemScopes(schema: SchemaModel, permissions: PermissionService): ScopeResolver {
  const cache = new Map<string, Promise<ReadScope | null>>();
  return (name) => {
    let scope = cache.get(name);
    if (!scope) {
      const collection = schema.collections.get(name);
      let result: ReadScope | null = null;
      if (collection) {
        const info = collectionInfo(collection);
        if (permissions.canReadAtAll(info)) {
          result = withUserSecrets(name, permissions.readScope(info));
        }
      }
      scope = Promise.resolve(result);
      cache.set(name, scope);
    }
    return scope;
  };
}

export interface SystemReadInput {
  db: Knex;
  /** The current schema model (the view is applied here). */
  schema: SchemaModel;
  settings: ReadSettings;
  actor: Readonly<Actor>;
  permissions: PermissionService;
  collection: string;
  /** The request's query parameters. */
  params: RawParams;
  /** The `{id}` path segment: one key (→ object) or a CSV of keys (→ array). */
  ids?: string;
  /** Answer an array even for one key (a CSV whose other keys were dropped). */
  list?: boolean;
  /** A list read limited to these primary keys (counted as a filtered read). */
  within?: readonly (string | number)[];
  /** The request URL, for `meta=page` links. */
  pageLinks?: PageLinkBase;
}

export interface SystemReadResult {
  data: Item | Item[];
  meta?: Record<string, unknown>;
  messages?: EnvelopeMessage[];
}

/** What the system reads do after the engine: users' private fields and secrets. */
async function finishItems(
  db: Knex,
  actor: Readonly<Actor>,
  read: ReadQuery,
  items: Item[],
  secrets: SecretRequest | undefined,
): Promise<void> {
  stripPrivateUserFields(read.selection, items, actor);
  if (secrets) await addSecretMasks(db, actor, items, secrets, read.collection.primaryKey);
}

function secretRequest(collection: string, params: RawParams, primaryKey: string) {
  return collection === USERS ? requestSecrets(params, primaryKey) : undefined;
}

function splitIds(ids: string): string[] {
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** GET of a system collection: a list, one item (`ids` with one key) or several. */
export async function readSystem(input: SystemReadInput): Promise<SystemReadResult> {
  const { db, actor, permissions } = input;
  const { schema } = input;
  const collection = requireCollection(schema, input.collection);
  const scopes = systemScopes(schema, permissions);
  const ids = input.ids === undefined ? undefined : splitIds(input.ids);
  const oneId = ids !== undefined && ids.length === 1 && !input.list;

  const scope = await scopes(collection.collection);
  if (!scope) {
    if (ids !== undefined) {
      if (oneId || ids.length === 0) throw itemNotFound(ids[0]);
      throw new ApiError('READ_ITEMS_DENIED');
    }
    if (actor.public) throw unauthorized();
    throw new ApiError(
      'READ_ITEMS_DENIED',
      `Reading items from "${collection.collection}" collection was denied`,
    );
  }

  const secrets = secretRequest(collection.collection, input.params, collection.primaryKey);
  const messages: EnvelopeMessage[] = [];
  let read = await parseReadQuery({
    schema,
    collection,
    scope,
    scopes,
    params: secrets?.params ?? input.params,
    mode: ids === undefined ? 'list' : 'item',
    ids,
    settings: input.settings,
    messages,
  });
  if (input.within) read = { ...read, ids: [...input.within], filtered: true };
  const items = await executeRead(db, read);
  await finishItems(db, actor, read, items, secrets);

  const wantsMeta = csvList(input.params.meta, 'meta').length > 0;
  const result: SystemReadResult = { data: items };
  if (oneId || read.single) {
    const [first] = items;
    if (!first) throw itemNotFound(oneId ? ids[0] : undefined);
    result.data = first;
    if (wantsMeta) result.meta = itemMeta(read);
  } else {
    if (ids !== undefined && ids.length === 0) throw itemNotFound();
    if (wantsMeta) {
      result.meta = await listMeta(db, read, items.length, input.pageLinks);
      if (input.within && read.meta.has('total_count'))
        result.meta.total_count = input.within.length;
    }
  }
  if (messages.length > 0) result.messages = messages;
  return result;
}

export interface SystemWritten {
  /** The item (single), the items (batch), or null when nothing is readable. */
  data: Item | Item[] | null;
  meta?: Record<string, unknown>;
  messages?: EnvelopeMessage[];
}

export type SystemReadBack = (keys: readonly Key[]) => Promise<SystemWritten>;

export interface ReadBackInput {
  db: Knex;
  schema: SchemaModel;
  actor: Readonly<Actor>;
  permissions: PermissionService;
  collection: string;
  params: RawParams;
  single: boolean;
}

/**
 * The response of a system write: the written keys re-read with the request's `fields`/`meta`
 * under the caller's permissions (nothing readable → null/[]). Parsed before the write, so a bad
 * `fields` value refuses the request before anything is stored.
 */
export async function prepareSystemReadBack(input: ReadBackInput): Promise<SystemReadBack> {
  const { db, actor, permissions, single } = input;
  const { schema } = input;
  const collection = requireCollection(schema, input.collection);
  const scopes = systemScopes(schema, permissions);
  const empty: SystemWritten = { data: single ? null : [] };
  const scope = await scopes(collection.collection);
  if (!scope) return async () => empty;

  const params = { fields: input.params.fields, meta: input.params.meta, lang: input.params.lang };
  const secrets = secretRequest(collection.collection, params, collection.primaryKey);
  const messages: EnvelopeMessage[] = [];
  const read = await parseReadQuery({
    schema,
    collection,
    scope,
    scopes,
    params: secrets?.params ?? params,
    mode: 'item',
    ids: [],
    // Item reads use neither; the parser wants them.
    settings: { defaultLimit: 200, sortNullLast: true },
    messages,
  });

  return async (keys) => {
    if (keys.length === 0) return empty;
    const items = await executeRead(db, { ...read, ids: [...keys] });
    if (items.length === 0) return empty;
    await finishItems(db, actor, read, items, secrets);
    const result: SystemWritten = { data: single ? (items[0] as Item) : items };
    const meta: Record<string, unknown> = {};
    if (read.meta.has('collection')) meta.collection = collection.collection;
    if (read.meta.has('type')) meta.type = single ? 'item' : 'collection';
    if (!single && read.meta.has('result_count')) meta.result_count = items.length;
    if (Object.keys(meta).length > 0) result.meta = meta;
    if (messages.length > 0) result.messages = messages;
    return result;
  };
}
