// STUB (lead): the relation helper replaces this file. The signature is the contract with the wizard.
import type { FieldDefinition } from '../../../api/schema-admin.js';
import type { DatabaseVendor } from '../../../schema/datatypes.js';
import type { RelationDraft } from './relation-draft.js';

export interface SaveRelationalFieldInput {
  project: string;
  collection: string;
  /** The field as the schema and options tabs made it. */
  field: FieldDefinition;
  draft: RelationDraft;
  vendor: DatabaseVendor;
  /** True for a new field (create), false for an existing one (update). */
  isNew: boolean;
}

/**
 * Saves a relational field: the junction collection when one is generated, the field, the field
 * on the other side when asked for, and the relation rows, then reloads the schema store. Throws
 * the first failure (an ApiError) after undoing nothing it cannot undo safely.
 */
export async function saveRelationalField(input: SaveRelationalFieldInput): Promise<void> {
  void input;
  throw new Error('not built yet');
}
