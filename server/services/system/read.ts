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
import type { Actor } from '../../http/actor.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
import { type Key, requireCollection } from '../items/index.js';
import { splitIds } from '../items/read-items.js';
import { runRead } from '../items/run-read.js';
import { metaOf, scopeResolver } from '../items/write-response.js';
import type { PermissionService, ReadScope } from '../permissions/index.js';
import {
  executeRead,
  type Item,
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
} from './secrets.js';

/** The caller's read scope of every collection a read reaches, users' secrets blacklisted. */
export function systemScopes(schema: SchemaModel, permissions: PermissionService): ScopeResolver {
  // The engine blacklists the users' credentials itself (query/scope.ts): this only caches.
  const resolve = scopeResolver(schema, permissions);
  const cache = new Map<string, Promise<ReadScope | null>>();
  return (name) => {
    let scope = cache.get(name);
    if (!scope) {
      scope = resolve(name);
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

/** GET of a system collection: a list, one item (`ids` with one key) or several. */
export async function readSystem(input: SystemReadInput): Promise<SystemReadResult> {
  const { db, actor, permissions } = input;
  const { schema } = input;
  const collection = requireCollection(schema, input.collection);
  const scopes = systemScopes(schema, permissions);
  const ids = input.ids === undefined ? undefined : splitIds(input.ids);

  const secrets = secretRequest(collection.collection, input.params, collection.primaryKey);
  return runRead({
    db,
    actor,
    schema,
    collection,
    scopes,
    params: secrets?.params ?? input.params,
    ids,
    list: input.list,
    within: input.within,
    settings: input.settings,
    pageLinks: input.pageLinks,
    deniedMessage: `Reading items from "${collection.collection}" collection was denied`,
    afterRead: (read, items) => finishItems(db, actor, read, items, secrets),
  });
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
    const meta = metaOf(read, single, items.length);
    if (meta) result.meta = meta;
    if (messages.length > 0) result.messages = messages;
    return result;
  };
}
