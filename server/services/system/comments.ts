// Comments on items (contract §7.1, §9.6): directus_activity rows with action `comment`.
//
// create {collection, item, comment}: all three required (E4/422); unknown collection E200/404;
// a collection the caller cannot read at all: E210/403 (before looking for the item); the item
// must exist and be readable by the caller (E203/404 either way, so the answer does not tell an
// unreadable item from a missing one); the caller needs comment level ≥ `create` on the item's
// collection and status (E210/403) and create permission on directus_activity (E301/403).
// update {comment}: only `comment` rows that are not deleted (E203 "Comment "x" not found");
// judged by the commented item's owner: own items (or collections without owner field) need
// ≥ `update`, others' items `full` (E211/403). Stores `comment` and `edited_on`.
// delete: same rule (E212/403); the row stays, `comment_deleted_on` is set.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import { toSqlDateTime } from '../../util/datetime.js';
import { type ActivityClient, logActivity } from '../activity/log-activity.js';
import { collectionInfo, requireCollection } from '../items/index.js';
import type { PermissionService } from '../permissions/index.js';
import type { ReadScope } from '../permissions/read-scope.js';
import { applyRowRules, readsNothing } from '../query/scope.js';
import { coerceKey } from '../query/values.js';
import type { CollectionSchema, SchemaModel } from '../schema/index.js';
import { rowId } from './ids.js';

export const ACTIVITY = 'directus_activity';

type Row = Record<string, unknown>;

export interface CommentContext {
  db: Knex;
  schema: SchemaModel;
  actor: Readonly<Actor>;
  permissions: PermissionService;
}

function text(body: Row, field: string): string {
  const value = body[field];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidRequest(`${field}: This value should not be blank.`);
  }
  return value;
}

/** directus_activity.comment is a TEXT column: 65,535 bytes on MySQL. */
const MAX_COMMENT_BYTES = 65_535;

function commentText(body: Row): string {
  const comment = text(body, 'comment');
  if (Buffer.byteLength(comment, 'utf8') > MAX_COMMENT_BYTES) {
    throw unprocessable('Data is too large for "comment"');
  }
  return comment;
}

/**
 * The commented item's stored row (undefined when it is gone or its key cannot match); with a
 * read scope, only when the caller may read it.
 */
async function itemRow(
  db: Knex,
  collection: CollectionSchema,
  item: string,
  scope?: ReadScope,
): Promise<Row | undefined> {
  const pk = collection.fields.get(collection.primaryKey);
  if (!pk || pk.alias) return undefined;
  const key = coerceKey(pk, item, dialectOf(db));
  if (key === null) return undefined;
  try {
    const query = db(collection.collection).where(collection.primaryKey, key);
    if (scope) {
      if (readsNothing(scope)) return undefined;
      applyRowRules(query, collection, scope);
    }
    return await query.first();
  } catch {
    // A key the column cannot hold (out of range …) names no item.
    return undefined;
  }
}

export async function createComment(
  ctx: CommentContext,
  body: Row,
  client: ActivityClient,
): Promise<number> {
  const name = text(body, 'collection');
  const item = text(body, 'item').trim();
  const comment = commentText(body);
  const collection = requireCollection(ctx.schema, name);
  const info = collectionInfo(collection);
  if (!ctx.permissions.canReadAtAll(info)) {
    throw new ApiError(
      'COMMENT_CREATE_DENIED',
      `Adding a comment to "${collection.collection}" collection was denied`,
    );
  }
  const row = await itemRow(ctx.db, collection, item, ctx.permissions.readScope(info));
  if (!row) throw new ApiError('ITEM_NOT_FOUND', `Item with id "${item}" not found`);
  ctx.permissions.assertCanComment(info, row);
  const activity = collectionInfo(requireCollection(ctx.schema, ACTIVITY));
  ctx.permissions.assertCanCreate(activity, { action: 'comment', collection: name, item, comment });
  return logActivity(ctx.db, {
    action: 'comment',
    actionBy: ctx.actor.userId,
    collection: name,
    item,
    comment,
    ...client,
  });
}

/** The comment row and the item it is on, or E203. */
async function findComment(ctx: CommentContext, rawId: string) {
  const id = rowId(rawId);
  const notFound = () => new ApiError('ITEM_NOT_FOUND', `Comment "${rawId}" not found`);
  if (id === undefined) throw notFound();
  const row: Row | undefined = await ctx
    .db(ACTIVITY)
    .where({ id, action: 'comment' })
    .whereNull('comment_deleted_on')
    .first();
  if (!row) throw notFound();
  const collection = ctx.schema.collections.get(String(row.collection));
  // A comment on a dropped collection is judged like one on an item of someone else.
  const info = collection
    ? collectionInfo(collection)
    : { name: String(row.collection), softDeleteStatuses: [], statuses: [] };
  const item = collection ? ((await itemRow(ctx.db, collection, String(row.item))) ?? {}) : {};
  return { id, info, item };
}

export async function updateComment(
  ctx: CommentContext,
  rawId: string,
  body: Row,
): Promise<number> {
  const comment = commentText(body);
  const found = await findComment(ctx, rawId);
  ctx.permissions.assertCanEditComment(found.info, found.item);
  await ctx.db(ACTIVITY).where('id', found.id).update({ comment, edited_on: toSqlDateTime() });
  return found.id;
}

export async function deleteComment(ctx: CommentContext, rawId: string): Promise<void> {
  const found = await findComment(ctx, rawId);
  ctx.permissions.assertCanDeleteComment(found.info, found.item);
  await ctx.db(ACTIVITY).where('id', found.id).update({ comment_deleted_on: toSqlDateTime() });
}
