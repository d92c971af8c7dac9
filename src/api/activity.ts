import { requestJson } from './request.js';
import type { UserAvatar } from './types.js';

// An item's activity and its comments (spec 2 §7 "Activity", "Comment"; contract §7.1).

/** The acting user as an activity row names them (`action_by.*`); null for Public (id 0). */
export interface ActivityUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  avatar?: UserAvatar | null;
}

/** One `directus_activity` row as the item's feed asks for it. */
export interface ActivityEntry {
  id: number;
  /** create, update, delete, soft-delete, revert, comment, upload, … (contract §7.1). */
  action: string;
  /** `YYYY-MM-DD HH:MM:SS` in UTC (system collections store UTC). */
  action_on: string;
  /** An expanded user; an id or null when the server could not (or may not) expand it. */
  action_by: ActivityUser | number | null;
  comment: string | null;
  edited_on?: string | null;
  comment_deleted_on?: string | null;
}

/** What the feed shows of each row. */
export const ACTIVITY_FIELDS = [
  'id',
  'action',
  'action_on',
  'comment',
  'edited_on',
  'comment_deleted_on',
  'action_by.id',
  'action_by.first_name',
  'action_by.last_name',
  'action_by.avatar.*',
] as const;

/** The newest rows the feed loads. */
export const ACTIVITY_LIMIT = 100;

const activityPath = (project: string, rest = '') =>
  `${encodeURIComponent(project)}/activity${rest}`;

/**
 * `GET activity?filter[collection][eq]=c&filter[item][eq]=pk&sort=-action_on`: the item's
 * activity, newest first, comments included.
 */
export async function listItemActivity(
  project: string,
  collection: string,
  item: string | number,
  signal?: AbortSignal,
): Promise<ActivityEntry[]> {
  const { data } = await requestJson<ActivityEntry[]>(activityPath(project), {
    query: {
      'filter[collection][eq]': collection,
      'filter[item][eq]': String(item),
      fields: ACTIVITY_FIELDS,
      sort: '-action_on,-id',
      limit: ACTIVITY_LIMIT,
    },
    signal,
  });
  return data ?? [];
}

/** `POST activity/comment {collection, item, comment}`: the new comment's activity row. */
export async function createComment(
  project: string,
  collection: string,
  item: string | number,
  comment: string,
  signal?: AbortSignal,
): Promise<ActivityEntry | null> {
  const { data } = await requestJson<ActivityEntry | null>(activityPath(project, '/comment'), {
    method: 'POST',
    body: { collection, item: String(item), comment },
    signal,
  });
  return data;
}

/** `PATCH activity/comment/{id} {comment}`. */
export async function updateComment(
  project: string,
  id: number,
  comment: string,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(activityPath(project, `/comment/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    body: { comment },
    signal,
  });
}

/** `DELETE activity/comment/{id}`: the server keeps the row and stamps `comment_deleted_on`. */
export async function deleteComment(
  project: string,
  id: number,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(activityPath(project, `/comment/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    signal,
  });
}

/** One `directus_activity` row in full, as the activity detail shows it. */
export interface ActivityRecord extends ActivityEntry {
  collection: string | null;
  /** The touched item's key, as text (activity stores every key as a string). */
  item: string | null;
  ip?: string | null;
  user_agent?: string | null;
}

/** The activity detail's fields: the row, and who acted with their email and avatar. */
export const ACTIVITY_RECORD_FIELDS = [
  '*',
  'action_by.id',
  'action_by.first_name',
  'action_by.last_name',
  'action_by.email',
  'action_by.avatar.*',
] as const;

/** `GET activity/{id}`: one activity row; E203 when it is not there (or not readable). */
export async function getActivity(
  project: string,
  id: number | string,
  signal?: AbortSignal,
): Promise<ActivityRecord> {
  const { data } = await requestJson<ActivityRecord>(
    activityPath(project, `/${encodeURIComponent(String(id))}`),
    { query: { fields: ACTIVITY_RECORD_FIELDS }, signal },
  );
  return data;
}
