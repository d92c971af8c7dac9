// Shared fixtures of the permission unit tests: a caller in role 3 with a role-mate, a user of
// another role, permission records, collection descriptors, and a small evaluator that applies a
// ReadScope to one item the way the query engine applies it to SQL.

import { isApiError } from '../../../server/errors/api-error.js';
import type { Actor } from '../../../server/http/actor.js';
import type { PermissionRecord } from '../../../server/services/permissions/permission-rows.js';
import {
  type CollectionInfo,
  type Item,
  type PermissionReadScope,
  PermissionService,
} from '../../../server/services/permissions/permission-service.js';

export const ROLE = 3;
export const ME = 10;
export const MATE = 11;
export const STRANGER = 20;

export const USER: Actor = {
  userId: ME,
  roleId: ROLE,
  admin: false,
  public: false,
  enforce2fa: false,
};
export const ADMIN: Actor = { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false };
export const PUBLIC: Actor = {
  userId: 0,
  roleId: 2,
  admin: false,
  public: true,
  enforce2fa: false,
};

/** The users of role 3, as the loader reads them. */
export const ROLE_USERS = [ME, MATE];

export const OWNER_OF = { own: ME, role: MATE, other: STRANGER } as const;
export type OwnerSituation = keyof typeof OWNER_OF;
export const OWNER_SITUATIONS = Object.keys(OWNER_OF) as OwnerSituation[];

let nextId = 1;

/** A permission record of role 3; levels default to `none` like the table's defaults. */
export function record(
  values: Partial<Omit<PermissionRecord, 'id'>> & { collection: string },
): PermissionRecord {
  return {
    id: nextId++,
    role: ROLE,
    status: null,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
    ...values,
  };
}

export function service(records: PermissionRecord[], actor: Actor = USER): PermissionService {
  return new PermissionService(actor, records, ROLE_USERS);
}

/** Owner field, no status field. */
export const ARTICLES: CollectionInfo = {
  name: 'articles',
  ownerField: 'owner',
  softDeleteStatuses: [],
  statuses: [],
};

/** Owner and status fields, with a soft-delete status. */
export const POSTS: CollectionInfo = {
  name: 'posts',
  statusField: 'status',
  ownerField: 'owner',
  softDeleteStatuses: ['deleted'],
  statuses: ['draft', 'published', 'deleted'],
  defaultStatus: 'draft',
};

/** Neither owner nor status field. */
export const NOTES: CollectionInfo = { name: 'notes', softDeleteStatuses: [], statuses: [] };

/** Status field, no owner field. */
export const PAGES: CollectionInfo = {
  name: 'pages',
  statusField: 'status',
  softDeleteStatuses: ['deleted'],
  statuses: ['draft', 'published', 'deleted'],
  defaultStatus: 'draft',
};

export function system(name: string, extra: Partial<CollectionInfo> = {}): CollectionInfo {
  return { name, softDeleteStatuses: [], statuses: [], ...extra };
}

/** 'ok' or the v8 error code the call threw (anything else is re-thrown). */
export function outcome(run: () => unknown): 'ok' | number {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (isApiError(error)) return error.code;
    throw error;
  }
}

/** The thrown ApiError's code, HTTP status and message, for assertions on all three. */
export function failure(run: () => unknown): { code: number; status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (isApiError(error)) {
      return { code: error.code, status: error.status, message: error.message };
    }
    throw error;
  }
  throw new Error('expected the call to throw an ApiError');
}

/**
 * Whether a list read with this scope returns the item: `rows` is 'all' or some rule matches
 * (status equal, owner column value in `ownerIn`).
 */
export function visible(scope: PermissionReadScope, collection: CollectionInfo, item: Item) {
  if (scope.rows === 'all') return true;
  return scope.rows.some((rule) => {
    if (rule.status !== undefined && item[collection.statusField ?? ''] !== rule.status) {
      return false;
    }
    if (rule.ownerIn === undefined) return true;
    if (scope.ownerField === undefined) throw new Error('ownerIn without ownerField');
    return rule.ownerIn.includes(item[scope.ownerField] as number);
  });
}
