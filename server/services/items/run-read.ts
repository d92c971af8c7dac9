// The part of a GET that /items and the system endpoints share: refuse an unreadable collection
// the v8 way, parse the §3 parameters under the caller's scopes, run the read, and shape the
// answer (one object for one key or `single`, else an array; `meta` on request).
import type { Knex } from 'knex';
import { ApiError, unauthorized } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
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
import type { CollectionSchema, SchemaModel } from '../schema/types.js';

export interface RunReadInput {
  db: Knex;
  actor: Readonly<Actor>;
  schema: SchemaModel;
  collection: CollectionSchema;
  scopes: ScopeResolver;
  /** The parameters parsed (possibly rewritten by the caller); `meta` is read from them too. */
  params: RawParams;
  /** Primary keys from the path: one (→ object, unless `list`) or several (→ array). */
  ids?: string[];
  /** Answer an array even for one key. */
  list?: boolean;
  /** A list read limited to these primary keys (counted as a filtered read). */
  within?: readonly (string | number)[];
  settings: ReadSettings;
  pageLinks?: PageLinkBase;
  /** The E300 message of a denied list read (default: the catalogue's). */
  deniedMessage?: string;
  /** Post-processing of the rows read (system endpoints: masks, private fields). */
  afterRead?(read: ReadQuery, items: Item[]): Promise<void>;
}

export interface RunReadResult {
  data: Item | Item[];
  meta?: Record<string, unknown>;
  messages?: EnvelopeMessage[];
}

export async function runRead(input: RunReadInput): Promise<RunReadResult> {
  const { db, actor, collection, ids, params } = input;
  const oneId = ids !== undefined && ids.length === 1 && !input.list;

  const scope = await input.scopes(collection.collection);
  if (!scope) {
    // Single keys hide whether the item exists (E203); lists say they are denied.
    if (ids !== undefined) {
      if (oneId || ids.length === 0) throw itemNotFound(ids[0]);
      throw new ApiError('READ_ITEMS_DENIED');
    }
    if (actor.public) throw unauthorized();
    throw new ApiError('READ_ITEMS_DENIED', input.deniedMessage);
  }

  const messages: EnvelopeMessage[] = [];
  let read = await parseReadQuery({
    schema: input.schema,
    collection,
    scope,
    scopes: input.scopes,
    params,
    mode: ids === undefined ? 'list' : 'item',
    ids,
    settings: input.settings,
    messages,
  });
  if (input.within) read = { ...read, ids: [...input.within], filtered: true };
  const items = await executeRead(db, read);
  await input.afterRead?.(read, items);

  // A `meta` parameter always gives a meta object, even when none of its keys is known.
  const wantsMeta = csvList(params.meta, 'meta').length > 0;
  const result: RunReadResult = { data: items };
  if (oneId || read.single) {
    if (items.length === 0) throw itemNotFound(oneId ? ids[0] : undefined);
    result.data = items[0];
    if (wantsMeta) result.meta = itemMeta(read);
  } else {
    if (ids !== undefined && ids.length === 0) throw itemNotFound();
    if (wantsMeta) {
      result.meta = await listMeta(db, read, items.length, input.pageLinks);
      if (input.within && read.meta.has('total_count')) {
        result.meta.total_count = input.within.length;
      }
    }
  }
  if (messages.length > 0) result.messages = messages;
  return result;
}
