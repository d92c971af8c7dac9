import type { CollectionInfo } from '../api/types.js';
import { ownerField, statusField } from '../schema/collection-meta.js';
import { collectionStatuses } from '../schema/status-mapping.js';
import { DEFAULT_OWNER_FIELDS, statusValue } from './shared-rules.js';

// What the permission rules need to know about a collection, read from its metadata: the same
// facts the server's CollectionInfo carries (server/services/permissions/permission-service.ts).

export interface PermissionSubject {
  name: string;
  statusField: string | undefined;
  ownerField: string | undefined;
  /** Every mapped status value; non-admins cannot write others. */
  statuses: readonly string[];
  softDeleteStatuses: readonly string[];
  /** The status field's default value: the status of a new item nobody set. */
  defaultStatus: string | undefined;
}

export function permissionSubject(collection: CollectionInfo): PermissionSubject {
  const status = statusField(collection);
  const statuses = status ? collectionStatuses(collection) : [];
  return {
    name: collection.collection,
    statusField: status?.field,
    ownerField: ownerField(collection) ?? DEFAULT_OWNER_FIELDS[collection.collection],
    statuses: statuses.map((entry) => entry.value),
    softDeleteStatuses: statuses.filter((entry) => entry.soft_delete).map((entry) => entry.value),
    defaultStatus: statusValue(status?.default_value),
  };
}

/** The item's status, as the server reads it (an empty value is no status). */
export function statusOf(
  subject: PermissionSubject,
  item: Readonly<Record<string, unknown>>,
): string | undefined {
  return subject.statusField ? statusValue(item[subject.statusField]) : undefined;
}
