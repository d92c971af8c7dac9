// The fields of a collection a non-admin may not read (blacklisted in every readable status): the
// field definitions /fields and /collections hand out leave them out alike.
import { collectionInfo } from '../permissions/index.js';
import type { CollectionSchema } from '../schema/types.js';
import type { SchemaAdminContext } from './context.js';

export function hiddenFields(
  ctx: SchemaAdminContext,
  collection: CollectionSchema,
): ReadonlySet<string> {
  if (ctx.actor.admin) return new Set();
  return new Set(ctx.permissions.readScope(collectionInfo(collection)).fieldBlacklist);
}
