import { useCallback, useMemo } from 'react';
import type { CollectionInfo } from '../api/types.js';
import { listUserRoles } from '../api/user-roles.js';
import { useQuery } from '../data/use-query.js';
import { ownerIdsOf, ownerRolesMatter, withOwnerRole } from './owner-roles.js';
import { useGrants, usePermissionSubject } from './use-grants.js';

type Item = Readonly<Record<string, unknown>>;

const NONE: ReadonlyMap<number, number | null> = new Map();

/**
 * The items' owners' roles, asked for only when a row of the collection grants the `role` level
 * (owner-roles.ts). Returns what to judge an item by: the item with its owner's role when known.
 * Until the roles arrive, or when the role may not read those users, no owner counts as a
 * role-mate, so nothing the server would refuse is offered.
 */
export function useOwnerRoles(
  project: string,
  collection: CollectionInfo,
  items: readonly Item[],
): (item: Item) => Item {
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  // Only recomputed when the items or the rules change, not on every render of the listing.
  const ids = useMemo(
    () => (ownerRolesMatter(grants, subject) ? ownerIdsOf(grants, subject, items) : []),
    [grants, subject, items],
  );
  const query = useQuery(ids.length > 0 ? ['owner-roles', project, ...ids] : null, (signal) =>
    listUserRoles(project, ids, signal),
  );
  const roles = useMemo(
    () =>
      query.data ? new Map(query.data.map((user) => [Number(user.id), user.role ?? null])) : NONE,
    [query.data],
  );
  return useCallback((item: Item) => withOwnerRole(subject, roles, item), [subject, roles]);
}
