// The fields of a collection the signed-in user may read (their read permission's field
// blacklist applied), for the layouts and their options panels.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { CollectionInfo, FieldInfo } from '../api/types.js';
import { $permissions } from '../state/permissions.js';
import { $isAdmin } from '../state/user.js';
import { readableFields, readBlacklist } from './fields.js';

export function useReadableFields(collection: CollectionInfo): FieldInfo[] {
  const permissions = useStore($permissions);
  const isAdmin = useStore($isAdmin);
  return useMemo(
    () => readableFields(collection, readBlacklist(permissions, isAdmin, collection.collection)),
    [collection, permissions, isAdmin],
  );
}
