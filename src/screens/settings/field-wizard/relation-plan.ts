// A relational field's save as an ordered list of calls (contract §7.2-7.4): the junction
// collection when one is generated, the field, the fields created on the other side, then the
// relation rows (PATCH by id when a row for that foreign key exists, so none is duplicated).
// Pure, so the order and payloads are tested without a server; save-relational-field.ts runs it.
import type {
  FieldDefinition,
  NewCollection,
  RelationDraft as RelationRow,
} from '../../../api/schema-admin.js';
import type { CollectionInfo, Relation } from '../../../api/types.js';
import {
  addsReverse,
  isLocked,
  type KeyColumn,
  keyColumnFor,
  type RelationDraft,
} from './relation-draft.js';

export type RelationStep =
  | { kind: 'create-collection'; collection: NewCollection }
  | { kind: 'create-field'; collection: string; field: FieldDefinition }
  | { kind: 'update-field'; collection: string; field: string; changes: Partial<FieldDefinition> }
  | { kind: 'save-relation'; relation: RelationRow };

export interface RelationPlanInput {
  collection: string;
  field: FieldDefinition;
  draft: RelationDraft;
  isNew: boolean;
  /** The schema store's collections (key types of both sides). */
  collections: Readonly<Record<string, CollectionInfo>>;
  /** The schema store's relation rows (a foreign key's existing row is updated, not repeated). */
  relations: readonly Relation[];
  /** The generated junction's note. */
  junctionNote: string;
}

/** Whether fields can be added to a collection from the admin (not to system collections). */
export function acceptsNewFields(collection: string): boolean {
  return !collection.startsWith('directus_');
}

/** A field that holds `key` (a junction key or a foreign key created on the other side). */
export function keyField(
  name: string,
  key: KeyColumn,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  return {
    field: name,
    type: key.type,
    datatype: key.datatype,
    length: key.length,
    signed: key.signed,
    interface: key.type === 'integer' ? 'numeric' : 'text-input',
    ...extra,
  };
}

/** The id of a generated junction: INT, auto increment, unsigned, primary key (spec 3 §9). */
export const JUNCTION_ID_FIELD: FieldDefinition = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  length: 10,
  signed: false,
  primary_key: true,
  auto_increment: true,
  interface: 'primary-key',
  hidden_detail: true,
  hidden_browse: true,
};

/** The alias a relation adds on the other side (one-to-many for a many-to-one, else many-to-many). */
function reverseAlias(draft: RelationDraft): FieldDefinition {
  return {
    field: draft.reverseField,
    type: 'o2m',
    interface: draft.kind === 'm2o' ? 'one-to-many' : 'many-to-many',
  };
}

/** The row for `collection_many.field_many` if one exists (its id makes the save a PATCH). */
function rowFor(relations: readonly Relation[], many: string, field: string): Relation | undefined {
  return relations.find((row) => row.collection_many === many && row.field_many === field);
}

/** The field as sent: a many-to-one's column matches the related primary key. */
export function fieldWithKeyColumn(field: FieldDefinition, key: KeyColumn | null): FieldDefinition {
  if (!key) return field;
  const current = String(field.datatype ?? '').toUpperCase();
  const fits =
    key.type === 'integer'
      ? ['TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'BIGINT'].includes(current)
      : current === key.datatype && String(field.length ?? '') === String(key.length ?? '');
  if (fits) return field;
  return { ...field, datatype: key.datatype, length: key.length, signed: key.signed };
}

function fieldStep(input: RelationPlanInput, field: FieldDefinition): RelationStep {
  if (input.isNew) return { kind: 'create-field', collection: input.collection, field };
  const { field: name, ...changes } = field;
  return { kind: 'update-field', collection: input.collection, field: name, changes };
}

export function planRelationalSave(input: RelationPlanInput): RelationStep[] {
  const { draft, collection, collections, relations } = input;
  const name = input.field.field;
  const steps: RelationStep[] = [];
  const reverse = addsReverse(draft) && acceptsNewFields(draft.related);
  const locked = !input.isNew && isLocked(draft);

  if (draft.kind === 'm2o') {
    const key = locked ? null : (draft.keyColumn ?? keyColumnFor(collections[draft.related]));
    steps.push(fieldStep(input, input.isNew ? fieldWithKeyColumn(input.field, key) : input.field));
    if (reverse)
      steps.push({ kind: 'create-field', collection: draft.related, field: reverseAlias(draft) });
    const existing = locked ? draft.existing[0] : rowFor(relations, collection, name);
    if (!locked || reverse) {
      steps.push({
        kind: 'save-relation',
        relation: {
          ...(existing ? { id: existing.id } : {}),
          collection_many: collection,
          field_many: name,
          collection_one: draft.related,
          field_one: reverse ? draft.reverseField : (existing?.field_one ?? null),
          junction_field: null,
        },
      });
    }
    return steps;
  }

  if (draft.kind === 'o2m') {
    steps.push(fieldStep(input, input.field));
    if (locked) return steps;
    if (draft.createBackField) {
      const key = keyColumnFor(collections[collection]);
      if (!key) throw new Error(`No primary key known for ${collection}`);
      steps.push({
        kind: 'create-field',
        collection: draft.related,
        field: { ...keyField(draft.backField, key), type: 'm2o', interface: 'many-to-one' },
      });
    }
    const existing = rowFor(relations, draft.related, draft.backField);
    steps.push({
      kind: 'save-relation',
      relation: {
        ...(existing ? { id: existing.id } : {}),
        collection_many: draft.related,
        field_many: draft.backField,
        collection_one: collection,
        field_one: name,
        junction_field: null,
      },
    });
    return steps;
  }

  // Many-to-many: the junction, the alias here, the alias there, the two rows.
  if (!locked && draft.junctionSource === 'auto') {
    const thisKey = keyColumnFor(collections[collection]);
    const relatedKey = keyColumnFor(collections[draft.related]);
    if (!thisKey || !relatedKey) throw new Error(`No primary key known for ${draft.related}`);
    steps.push({
      kind: 'create-collection',
      collection: {
        collection: draft.junction,
        hidden: true,
        note: input.junctionNote,
        fields: [
          JUNCTION_ID_FIELD,
          keyField(draft.junctionThisField, thisKey),
          keyField(draft.junctionRelatedField, relatedKey),
        ],
      },
    });
  }
  steps.push(fieldStep(input, input.field));
  if (reverse)
    steps.push({ kind: 'create-field', collection: draft.related, field: reverseAlias(draft) });
  if (locked) {
    const other = draft.existing[1];
    if (reverse && other) {
      steps.push({ kind: 'save-relation', relation: { ...other, field_one: draft.reverseField } });
    }
    return steps;
  }
  // A generated junction is new: rows left over under its name (a dropped table) are not it.
  const reuse = draft.junctionSource === 'existing';
  const thisRow = reuse ? rowFor(relations, draft.junction, draft.junctionThisField) : undefined;
  const relatedRow = reuse
    ? rowFor(relations, draft.junction, draft.junctionRelatedField)
    : undefined;
  steps.push(
    {
      kind: 'save-relation',
      relation: {
        ...(thisRow ? { id: thisRow.id } : {}),
        collection_many: draft.junction,
        field_many: draft.junctionThisField,
        collection_one: collection,
        field_one: name,
        junction_field: draft.junctionRelatedField,
      },
    },
    {
      kind: 'save-relation',
      relation: {
        ...(relatedRow ? { id: relatedRow.id } : {}),
        collection_many: draft.junction,
        field_many: draft.junctionRelatedField,
        collection_one: draft.related,
        field_one: reverse ? draft.reverseField : (relatedRow?.field_one ?? null),
        junction_field: draft.junctionThisField,
      },
    },
  );
  return steps;
}
