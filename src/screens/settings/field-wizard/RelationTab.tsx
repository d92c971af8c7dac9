// STUB (lead): the relation helper replaces this file. Props are the contract with the wizard.
import type { DatabaseVendor } from '../../../schema/datatypes.js';
import type { RelationDraft } from './relation-draft.js';

export interface RelationTabProps {
  project: string;
  /** The collection the field is added to. */
  collection: string;
  /** The field's name as typed on the schema tab (may be empty). */
  fieldName: string;
  draft: RelationDraft;
  onChange(draft: RelationDraft): void;
  vendor: DatabaseVendor;
  /** Editing an existing field: the relation is shown, its collections cannot change. */
  existingField: boolean;
}

export function RelationTab(_props: RelationTabProps) {
  return null;
}
