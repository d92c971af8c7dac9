import { useMemo } from 'react';
import type { CollectionInfo, FieldInfo } from '../../api/types.js';
import { readableFields, viewColumns } from '../../layouts/fields.js';
import { DEFAULT_LAYOUT } from '../../layouts/registry.js';
import { ownerField, primaryKeyField, statusField } from '../../schema/collection-meta.js';
import { requestField } from './view-state.js';

interface ListingFieldsInput {
  collection: CollectionInfo;
  blacklist: ReadonlySet<string>;
  layoutId: string;
  viewQuery: Record<string, unknown>;
  viewOptions: Record<string, unknown>;
  isAdmin: boolean;
}

/**
 * What the list call asks for: the primary key, the layout's columns and the fields its options
 * name; non-admins always add the owner and status fields (spec 2 §6), which the row permission
 * checks need.
 */
export function useListingFields({
  collection,
  blacklist,
  layoutId,
  viewQuery,
  viewOptions,
  isAdmin,
}: ListingFieldsInput): string[] {
  return useMemo(() => {
    const primaryKey = primaryKeyField(collection.fields);
    // The tabular layout names its columns; other layouts get every readable field.
    const columns: FieldInfo[] =
      layoutId === DEFAULT_LAYOUT
        ? viewColumns(collection, blacklist, viewQuery.fields)
        : readableFields(collection, blacklist).filter((field) => field.type !== 'alias');
    const named = Object.values(viewOptions)
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => collection.fields[entry])
      .filter((field) => field !== undefined);
    const list = [primaryKey, ...[...columns, ...named].map(requestField)];
    if (!isAdmin) {
      const owner = ownerField(collection);
      const status = statusField(collection);
      if (owner) list.push(owner);
      if (status) list.push(status.field);
    }
    return [...new Set(list)];
  }, [layoutId, collection, blacklist, viewQuery.fields, viewOptions, isAdmin]);
}
