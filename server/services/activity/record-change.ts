// The directus_activity + directus_revisions rows of item writes (contract §6.10, §8.1):
// - one activity row per written item (create, update, delete, soft-delete, revert);
// - one revision row per activity row except deletes: `data` is the full record after the change,
//   `delta` the changed fields; a nested write's revision names its parent (`parent_collection`,
//   `parent_item`, `parent_changed`);
// - nothing for `activity_skip=1`, nor for writes to directus_activity itself or to
//   directus_collection_presets.
//
// The write service collects ChangeRecords while it works and flushes them at the end of the
// request's transaction, so a failed write leaves no activity behind either.
import type { Knex } from 'knex';
import { insertReturningId } from '../../db/insert.js';
import { type ActivityAction, type ActivityClient, logActivity } from './log-activity.js';

/** Collections whose writes never produce activity (contract §6.10, §7.12). */
export const UNLOGGED_COLLECTIONS: ReadonlySet<string> = new Set([
  'directus_activity',
  'directus_collection_presets',
]);

/** The item a nested write happened under; `item` and `changed` are known once it is written. */
export interface ParentRef {
  collection: string;
  item: string | null;
  /** Whether the parent's own columns changed in the same request. */
  changed: boolean;
}

export interface ChangeRecord {
  action: ActivityAction;
  collection: string;
  item: string;
  /** The full record after the change; null: no revision row (deletes). */
  data: Record<string, unknown> | null;
  /** The changed fields. */
  delta: Record<string, unknown> | null;
  parent: ParentRef | null;
  /** `?comment=`, stored on the request's top-level rows only. */
  comment: string | null;
}

export interface ChangeActor {
  /** The acting user id (0 for the public role). */
  userId: number;
}

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Writes the rows of the recorded changes, in order. Returns the activity ids written. */
export async function recordChanges(
  db: Knex,
  actor: ChangeActor,
  client: ActivityClient,
  changes: readonly ChangeRecord[],
  now: Date = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const change of changes) {
    if (UNLOGGED_COLLECTIONS.has(change.collection)) continue;
    const activity = await logActivity(db, {
      action: change.action,
      actionBy: actor.userId,
      actionOn: now,
      ip: client.ip,
      userAgent: client.userAgent,
      collection: change.collection,
      item: change.item,
      comment: change.comment,
    });
    ids.push(activity);
    if (change.data === null) continue;
    await insertReturningId(db, 'directus_revisions', {
      activity,
      collection: change.collection.slice(0, 64),
      item: change.item.slice(0, 255),
      data: json(change.data) ?? '{}',
      delta: json(change.delta),
      parent_collection: change.parent?.collection.slice(0, 64) ?? null,
      parent_item: change.parent?.item?.slice(0, 255) ?? null,
      parent_changed: change.parent ? change.parent.changed : false,
    });
  }
  return ids;
}
