import { useStore } from '@nanostores/react';
import type { ActivityRecord } from '../../api/activity.js';
import { useItemQuery } from '../../data/item.js';
import { itemDisplayText } from '../../layouts/display-template.js';
import { useGrants } from '../../permissions/index.js';
import { isSystemCollection } from '../../schema/system-collection.js';
import { $collections } from '../../state/schema.js';
import { activityItemPath } from './activity-target.js';

export interface ActivityItem {
  /** The item's page, when the user may read it and it can still be there; else null. */
  to: string | null;
  /** The item's name by its collection's template; '' while (or when) it is not known. */
  title: string;
}

/**
 * The item an activity row touched, named: by the record its revision holds when there is one,
 * else (a comment) by the item itself, asked for only when the user may open it anyway.
 */
export function useActivityItem(
  project: string,
  record: ActivityRecord | undefined,
  recorded: Readonly<Record<string, unknown>> | null | undefined,
): ActivityItem {
  const grants = useGrants();
  const collections = useStore($collections);
  const to = record ? activityItemPath(project, record, collections, grants) : null;
  const collection = record?.collection ? collections[record.collection] : undefined;
  // System collections' rows come through their own routes, not the items one.
  const ask =
    to !== null &&
    !recorded &&
    collection !== undefined &&
    !isSystemCollection(collection.collection);
  const current = useItemQuery(
    project,
    collection?.collection ?? '',
    ask ? (record?.item ?? null) : null,
  );
  const source = recorded ?? (ask ? current.data : undefined);
  return { to, title: collection && source ? itemDisplayText(collection, source) : '' };
}
