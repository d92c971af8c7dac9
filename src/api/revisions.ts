import { commentQuery, ITEM_FIELDS, type Item, keysPath, type WriteOptions } from './items.js';
import { requestJson } from './request.js';

// An item's revisions and revert (spec 2 §7 "Revisions"; contract §6.9, §7.13).

/** The activity row a revision belongs to, as far as the caller may read it. */
export interface RevisionActivity {
  id: number;
  action: string;
  action_on: string;
  action_by: { id: number; first_name: string | null; last_name: string | null } | number | null;
}

/** One `directus_revisions` row of the list: what changed, not the full record. */
export interface RevisionSummary {
  id: number;
  /** Expanded when the caller may read that activity row; else its id or null. */
  activity: RevisionActivity | number | null;
  /** The fields this change set. */
  delta: Record<string, unknown> | null;
}

/** A revision with the full record as it was after that change. */
export interface Revision extends RevisionSummary {
  data: Item | null;
}

export const REVISION_LIST_FIELDS = [
  'id',
  'delta',
  'activity.id',
  'activity.action',
  'activity.action_on',
  'activity.action_by.id',
  'activity.action_by.first_name',
  'activity.action_by.last_name',
] as const;

/** The newest revisions the list loads. */
export const REVISION_LIMIT = 100;

const itemPath = (project: string, collection: string, key: string | number) =>
  keysPath(project, collection, [key]);

/** `GET items/{c}/{pk}/revisions?sort=-id`: newest first, without the full records. */
export async function listItemRevisions(
  project: string,
  collection: string,
  key: string | number,
  signal?: AbortSignal,
): Promise<RevisionSummary[]> {
  const { data } = await requestJson<RevisionSummary[]>(
    `${itemPath(project, collection, key)}/revisions`,
    { query: { fields: REVISION_LIST_FIELDS, sort: '-id', limit: REVISION_LIMIT }, signal },
  );
  return data ?? [];
}

/** `GET revisions/{id}`: one revision with its full `data`. */
export async function getRevision(
  project: string,
  id: number,
  signal?: AbortSignal,
): Promise<Revision> {
  const { data } = await requestJson<Revision>(
    `${encodeURIComponent(project)}/revisions/${encodeURIComponent(id)}`,
    { query: { fields: ['id', 'data', 'delta', 'activity'] }, signal },
  );
  return data;
}

/**
 * `PATCH items/{c}/{pk}/revert/{revision}` (no body): the server applies the revision's data as an
 * update and logs a `revert`. Answers the item, or null when it is no longer readable.
 */
export async function revertItem(
  project: string,
  collection: string,
  key: string | number,
  revision: number,
  options: WriteOptions = {},
): Promise<Item | null> {
  const { data } = await requestJson<Item | null>(
    `${itemPath(project, collection, key)}/revert/${encodeURIComponent(revision)}`,
    {
      method: 'PATCH',
      // `comment=` as on every write: an `explain` permission refuses the revert without it.
      query: { fields: ITEM_FIELDS, ...commentQuery(options.comment) },
      signal: options.signal,
    },
  );
  return data;
}

/** A revision as the activity detail reads it: what the change set, and the whole record after. */
export interface ActivityRevision extends Revision {
  collection: string;
  item: string;
}

const revisionsPath = (project: string) => `${encodeURIComponent(project)}/revisions`;
const ACTIVITY_REVISION_FIELDS = ['id', 'collection', 'item', 'data', 'delta'] as const;

/**
 * `GET revisions?filter[activity][eq]={id}`: the revision an activity row wrote, or null (deletes,
 * comments and sign-ins write none).
 */
export async function getActivityRevision(
  project: string,
  activity: number,
  signal?: AbortSignal,
): Promise<ActivityRevision | null> {
  const { data } = await requestJson<ActivityRevision[]>(revisionsPath(project), {
    query: {
      'filter[activity][eq]': activity,
      fields: ACTIVITY_REVISION_FIELDS,
      sort: 'id',
      limit: 1,
    },
    signal,
  });
  return data?.[0] ?? null;
}

/**
 * `GET revisions?filter[collection][eq]=c&filter[item][eq]=k&filter[id][lt]={id}&sort=-id&limit=1`:
 * the item's revision just before `revision`, whose `data` is the item as it was before that
 * change; null when there is none (the item's first change, or older history is gone).
 */
export async function getRevisionBefore(
  project: string,
  collection: string,
  key: string | number,
  revision: number,
  signal?: AbortSignal,
): Promise<ActivityRevision | null> {
  const { data } = await requestJson<ActivityRevision[]>(revisionsPath(project), {
    query: {
      'filter[collection][eq]': collection,
      'filter[item][eq]': String(key),
      'filter[id][lt]': revision,
      fields: ACTIVITY_REVISION_FIELDS,
      sort: '-id',
      limit: 1,
    },
    signal,
  });
  return data?.[0] ?? null;
}
