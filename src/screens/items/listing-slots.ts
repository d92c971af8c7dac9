import type { ReactNode } from 'react';
import type { ItemFilter } from '../../api/items.js';
import type { Crumb } from '../../shell/PageHeader.js';

/**
 * What a screen built on the generic listing changes about it: the users directory adds an invite
 * button, the activity log is read-only, the file library keeps to one folder.
 */
export interface ListingSlots {
  /** Extra header buttons, placed before New. */
  actions?: ReactNode;
  /** The New button's target; null hides it. Default: the collection's create form. */
  createTo?: string | null;
  /** No New, no delete, no batch edit: a log nobody edits. */
  readOnly?: boolean;
  /** Filters always applied and not shown in the filter bar. */
  fixedFilters?: readonly ItemFilter[];
  /** Replaces the header's breadcrumb. */
  breadcrumb?: readonly Crumb[];
}
