// Writing directus_activity rows (contract §6.10, §8.1). Used by authentication (`authenticate`,
// `invalid-credentials`) and meant for every other writer (items, files, users, ...):
//
//   const id = await logActivity(db, {
//     action: 'create', actionBy: request.actor.userId, collection: 'articles', item: 12,
//     ...activityClient(request), comment: request.query.comment,
//   });
//
// The returned id is what directus_revisions.activity points at.
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { insertReturningId } from '../../db/insert.js';
import { toSqlDateTime } from '../../util/datetime.js';

/** v8's action names; files created through upload log `upload`. */
export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'soft-delete'
  | 'revert'
  | 'comment'
  | 'upload'
  | 'authenticate'
  | 'invalid-credentials'
  | 'status-update';

export interface ActivityClient {
  ip: string;
  userAgent: string;
}

export interface ActivityEntry extends Partial<ActivityClient> {
  action: ActivityAction;
  /** The acting user's id; 0 for the public role. */
  actionBy: number;
  collection: string;
  item: string | number;
  comment?: string | null;
  /** Defaults to now. */
  actionOn?: Date;
}

/** The caller's IP and user agent, as activity rows record them. */
export function activityClient(request: FastifyRequest): ActivityClient {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: typeof agent === 'string' ? agent : '' };
}

/** Inserts one activity row and returns its id. Columns are cut to their sizes (§8.1). */
export async function logActivity(db: Knex, entry: ActivityEntry): Promise<number> {
  return insertReturningId(db, 'directus_activity', {
    action: entry.action,
    action_by: entry.actionBy,
    action_on: toSqlDateTime(entry.actionOn ?? new Date()),
    ip: (entry.ip ?? '').slice(0, 50),
    user_agent: (entry.userAgent ?? '').slice(0, 255),
    collection: entry.collection.slice(0, 64),
    item: String(entry.item).slice(0, 255),
    comment: entry.comment ?? null,
  });
}
