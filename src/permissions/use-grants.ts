import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { CollectionInfo } from '../api/types.js';
import { $collections, $relations } from '../state/schema.js';
import { listingReadBlacklist } from './field-blacklists.js';
import type { Grants } from './grants.js';
import { $grants } from './grants-store.js';
import { unreadableRelationalFields } from './related-access.js';
import { type PermissionSubject, permissionSubject } from './subject.js';

// The hooks screens judge with: the grants, a collection's permission subject, the relational
// fields the user may not follow, and the fields a listing may not ask for.

export function useGrants(): Grants {
  return useStore($grants);
}

export function usePermissionSubject(collection: CollectionInfo): PermissionSubject {
  return useMemo(() => permissionSubject(collection), [collection]);
}

/** Relational fields whose related collection the user may not read (related-access.ts). */
export function useUnreadableRelations(collection: CollectionInfo): readonly string[] {
  const grants = useGrants();
  const relations = useStore($relations);
  const collections = useStore($collections);
  return useMemo(
    () => unreadableRelationalFields(grants, collection, relations, collections),
    [grants, collection, relations, collections],
  );
}

/** The fields a listing may not show or ask for: read-blacklisted or unreadable relations. */
export function useListingReadBlacklist(collection: CollectionInfo): ReadonlySet<string> {
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const unreadable = useUnreadableRelations(collection);
  return useMemo(
    () => new Set([...listingReadBlacklist(grants, subject), ...unreadable]),
    [grants, subject, unreadable],
  );
}
