import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { CollectionInfo } from '../api/types.js';
import { listingReadBlacklist } from './field-blacklists.js';
import type { Grants } from './grants.js';
import { $grants } from './store.js';
import { type PermissionSubject, permissionSubject } from './subject.js';

// The hooks screens judge with: the grants, a collection's permission subject, and the fields a
// listing may not ask for.

export function useGrants(): Grants {
  return useStore($grants);
}

export function usePermissionSubject(collection: CollectionInfo): PermissionSubject {
  return useMemo(() => permissionSubject(collection), [collection]);
}

export function useListingReadBlacklist(collection: CollectionInfo): ReadonlySet<string> {
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  return useMemo(() => listingReadBlacklist(grants, subject), [grants, subject]);
}
