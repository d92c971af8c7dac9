// STUB (lead): the relation helper replaces this file. Signatures are the contract with the wizard.
import type { Relation } from '../../../api/types.js';

/** The relation kinds the wizard's relation tab sets up (interfaces' `relation`, minus file/user). */
export type RelationKind = 'm2o' | 'o2m' | 'm2m';

/** What the relation tab edits; opaque to the wizard, which only stores and passes it back. */
export interface RelationDraft {
  kind: RelationKind;
  /** Existing relation rows this field already has (editing), empty for a new field. */
  existing: readonly Relation[];
  [key: string]: unknown;
}

/** The draft a relation tab starts from: a new field's blank one or an existing field's rows. */
export function initialRelationDraft(
  kind: RelationKind,
  collection: string,
  field: string,
  relations: readonly Relation[],
  interfaceId: string,
): RelationDraft {
  void collection;
  void field;
  void relations;
  void interfaceId;
  return { kind, existing: [] };
}

/**
 * What keeps the draft from being saved, as an i18n key under `settings_relations.` (the wizard
 * shows it and disables Save), or null when it is complete.
 */
export function relationProblem(draft: RelationDraft): string | null {
  void draft;
  return 'incomplete';
}
