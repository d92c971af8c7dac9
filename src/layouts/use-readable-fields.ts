// The fields of a collection the signed-in user may read (their read permission's field
// blacklist applied), for the layouts and their options panels.
import { useMemo } from 'react';
import type { CollectionInfo, FieldInfo } from '../api/types.js';
import { useListingReadBlacklist } from '../permissions/use-grants.js';
import { readableFields } from './fields.js';

export function useReadableFields(collection: CollectionInfo): FieldInfo[] {
  const blacklist = useListingReadBlacklist(collection);
  return useMemo(() => readableFields(collection, blacklist), [collection, blacklist]);
}
