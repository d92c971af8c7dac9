// STUB (lead): the wizard helper replaces this file. Props are the contract with the collection
// editor, which opens the wizard for a new field (field null) or an existing one.
import type { CollectionInfo, FieldInfo } from '../../../api/types.js';

export interface FieldWizardProps {
  project: string;
  /** The collection being edited (from the schema store). */
  collection: CollectionInfo;
  /** The field to edit, or null to add one. */
  field: FieldInfo | null;
  open: boolean;
  onClose(): void;
  /** After a successful save (the schema store is already reloaded). */
  onSaved(field: string): void;
}

export function FieldWizard(_props: FieldWizardProps) {
  return null;
}
