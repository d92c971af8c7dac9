// What the field wizard's relation tab edits (spec 3 §4 "Relations", contract §7.4): the related
// collection and, per kind, the field on the other side, the foreign key pointing back or the
// junction. Pure: the tab fills in what it reads from the schema store, so checking a draft and
// turning it into calls needs nothing else.
import type { CollectionInfo, FieldInfo, Relation } from '../../../api/types.js';
import { datatypeInfo } from '../../../schema/datatypes.js';
import { isValidIdentifier, toIdentifier } from '../../../schema/identifiers.js';
import { junctionCollectionName, junctionKeyFieldNames, uniqueName } from './junction-names.js';

/** The relation kinds the wizard's relation tab sets up (interfaces' `relation`, minus file/user). */
export type RelationKind = 'm2o' | 'o2m' | 'm2m';

/** A foreign key column: what a field pointing at a collection's primary key is created as. */
export interface KeyColumn {
  /** The Directus field type: `integer` or `string` for a junction key (m2o fields keep `m2o`). */
  type: 'integer' | 'string';
  datatype: string;
  length: number | string | null;
  signed: boolean;
}

/** Where the many-to-many's junction comes from. */
export type JunctionSource = 'auto' | 'existing';

/**
 * What the relation tab edits; the wizard only stores it and passes it back, with two exceptions:
 * `relationProblem(draft)` says whether Save may be pressed, and for a many-to-one the wizard
 * sends the field's `datatype`, `length` and `signed` from `keyColumn` (the same as
 * `relatedKeyColumn(draft, collections)`), so the foreign key matches the related primary key
 * (INT, or CHAR/VARCHAR of its length). `saveRelationalField` applies it anyway when the field
 * disagrees, so a new many-to-one is never created with the wrong column.
 */
export interface RelationDraft {
  kind: RelationKind;
  /** Existing relation rows this field already has (editing), empty for a new field. */
  existing: readonly Relation[];
  /** The collection the field belongs to. */
  collection: string;
  /** The related collection, '' until picked. */
  related: string;
  /** The interface fixes the related collection (files: directus_files, user-roles: roles). */
  relatedFixed: boolean;
  /** m2o: the column the field gets (from the related primary key); null until known. */
  keyColumn: KeyColumn | null;
  /**
   * m2o: a one-to-many alias on the related collection; m2m: a many-to-many alias there. For an
   * existing relation that has one already, `reverseField` names it and `createReverse` is false.
   */
  createReverse: boolean;
  reverseField: string;
  /** o2m: the foreign key on the related collection that points back here. */
  backField: string;
  /** o2m: `backField` is created (a many-to-one field) rather than an existing one. */
  createBackField: boolean;
  /** m2m: a generated junction or an existing one. */
  junctionSource: JunctionSource;
  /** m2m: the junction collection (generated: its proposed name, editable). */
  junction: string;
  /** m2m: the junction's field pointing here, and the one pointing at the related collection. */
  junctionThisField: string;
  junctionRelatedField: string;
  /**
   * Names already taken where the draft creates things, copied from the schema store when the
   * related collection is picked: the related collection's fields and every collection's name.
   */
  taken: { relatedFields: readonly string[]; collections: readonly string[] };
  [key: string]: unknown;
}

/** System collections a relation may not point at (spec 3 §5). */
export const EXCLUDED_RELATED_COLLECTIONS: ReadonlySet<string> = new Set([
  'directus_collections',
  'directus_activity',
  'directus_fields',
  'directus_relations',
]);

/** Interfaces whose related collection is fixed. */
const FIXED_RELATED: Readonly<Record<string, string>> = {
  files: 'directus_files',
  'user-roles': 'directus_roles',
};

type Collections = Readonly<Record<string, CollectionInfo>>;

/** The collections a relation picker offers: managed ones but the four of spec 3 §5. */
export function relatableCollections(collections: Collections): CollectionInfo[] {
  return Object.values(collections)
    .filter((info) => info.managed && !EXCLUDED_RELATED_COLLECTIONS.has(info.collection))
    .sort((a, b) => a.collection.localeCompare(b.collection));
}

export function primaryKeyField(info: CollectionInfo | undefined): FieldInfo | null {
  if (!info) return null;
  return Object.values(info.fields).find((field) => field.primary_key === true) ?? null;
}

const INTEGER_KEY_LENGTH = 10;

/**
 * The column a field pointing at `info`'s primary key gets: an integer key as INT (BIGINT for a
 * BIGINT key) of length 10, unsigned (spec 3 §9); a string key as the same CHAR/VARCHAR of the
 * same length (a UUID key as VARCHAR 36).
 */
export function keyColumnFor(info: CollectionInfo | undefined): KeyColumn | null {
  const key = primaryKeyField(info);
  if (!key) return null;
  const datatype = String(key.datatype ?? '').toUpperCase();
  const family = datatypeInfo(datatype)?.family;
  if (family === 'integer' || datatype === '') {
    return {
      type: 'integer',
      datatype: datatype === 'BIGINT' ? 'BIGINT' : 'INT',
      length: INTEGER_KEY_LENGTH,
      signed: false,
    };
  }
  if (family === 'uuid') return { type: 'string', datatype: 'VARCHAR', length: 36, signed: false };
  const length =
    typeof key.length === 'number' || typeof key.length === 'string' ? key.length : 255;
  return {
    type: 'string',
    datatype: family === 'char' ? 'CHAR' : 'VARCHAR',
    length,
    signed: false,
  };
}

/**
 * What the wizard sends as a many-to-one field's `datatype`/`length`/`signed`: the related
 * primary key's column. Null for other kinds or while no related collection is picked.
 */
export function relatedKeyColumn(draft: RelationDraft, collections: Collections): KeyColumn | null {
  if (draft.kind !== 'm2o' || !draft.related) return null;
  return keyColumnFor(collections[draft.related]);
}

/** Whether `field` can hold a key of the `key` column's kind (integer vs string). */
export function fieldFitsKey(field: FieldInfo, key: KeyColumn): boolean {
  const family = datatypeInfo(String(field.datatype ?? '').toUpperCase())?.family;
  if (key.type === 'integer') return family === 'integer';
  return family === 'char' || family === 'varchar' || family === 'uuid';
}

/**
 * The fields of `related` a one-to-many on `collection` may read through: columns (not the
 * primary key) that hold this collection's key type and that no other relation claims already —
 * a relation row pointing here without an alias is fine (it is completed, not duplicated).
 */
export function backFieldCandidates(
  collection: string,
  related: string,
  collections: Collections,
  relations: readonly Relation[],
): FieldInfo[] {
  const key = keyColumnFor(collections[collection]);
  const info = collections[related];
  if (!key || !info) return [];
  return Object.values(info.fields)
    .filter((field) => field.datatype && field.primary_key !== true)
    .filter((field) => field.type === 'm2o' || field.type === 'integer' || field.type === 'string')
    .filter((field) => fieldFitsKey(field, key))
    .filter((field) => {
      const row = relations.find(
        (r) => r.collection_many === related && r.field_many === field.field,
      );
      return !row || (row.collection_one === collection && !row.field_one && !row.junction_field);
    })
    .sort((a, b) => a.field.localeCompare(b.field));
}

/** The fields of an existing junction that may hold one side's key (columns but its primary key). */
export function junctionFieldCandidates(junction: string, collections: Collections): FieldInfo[] {
  const info = collections[junction];
  if (!info) return [];
  return Object.values(info.fields)
    .filter((field) => field.datatype && field.primary_key !== true)
    .sort((a, b) => a.field.localeCompare(b.field));
}

function blankDraft(kind: RelationKind, collection: string): RelationDraft {
  return {
    kind,
    existing: [],
    collection,
    related: '',
    relatedFixed: false,
    keyColumn: null,
    createReverse: false,
    reverseField: '',
    backField: '',
    createBackField: false,
    junctionSource: 'auto',
    junction: '',
    junctionThisField: '',
    junctionRelatedField: '',
    taken: { relatedFields: [], collections: [] },
  };
}

/** The relation rows describing `collection.field` of `kind`, the row from this side first. */
export function relationRowsOf(
  kind: RelationKind,
  collection: string,
  field: string,
  relations: readonly Relation[],
): Relation[] {
  if (!field) return [];
  if (kind === 'm2o') {
    const row = relations.find((r) => r.collection_many === collection && r.field_many === field);
    return row ? [row] : [];
  }
  const own = relations.find((r) => r.collection_one === collection && r.field_one === field);
  if (!own) return [];
  if (kind === 'o2m' || !own.junction_field) return [own];
  const other = relations.find(
    (r) =>
      r !== own && r.collection_many === own.collection_many && r.field_many === own.junction_field,
  );
  return other ? [own, other] : [own];
}

/** The draft a relation tab starts from: a new field's blank one or an existing field's rows. */
export function initialRelationDraft(
  kind: RelationKind,
  collection: string,
  field: string,
  relations: readonly Relation[],
  interfaceId: string,
  /** The schema store's collections, to fill in key column and taken names; optional. */
  collections?: Collections,
): RelationDraft {
  const draft = blankDraft(kind, collection);
  const existing = relationRowsOf(kind, collection, field, relations);
  if (existing.length) {
    const [own, other] = existing;
    const filled: RelationDraft = { ...draft, existing };
    if (kind === 'm2o') {
      filled.related = own.collection_one ?? '';
      filled.reverseField = own.field_one ?? '';
    } else if (kind === 'o2m') {
      filled.related = own.collection_many;
      filled.backField = own.field_many;
    } else {
      filled.junctionSource = 'existing';
      filled.junction = own.collection_many;
      filled.junctionThisField = own.field_many;
      filled.junctionRelatedField = own.junction_field ?? '';
      filled.related = other?.collection_one ?? '';
      filled.reverseField = other?.field_one ?? '';
    }
    filled.relatedFixed = true;
    return collections ? withSchema(filled, collections) : filled;
  }
  const fixed = FIXED_RELATED[interfaceId];
  if (!fixed) return draft;
  const withFixed = { ...draft, relatedFixed: true };
  return collections
    ? withRelated(withFixed, fixed, collections)
    : { ...withFixed, related: fixed };
}

/** The draft with the schema's names and key column for its related collection. */
export function withSchema(draft: RelationDraft, collections: Collections): RelationDraft {
  const relatedInfo = collections[draft.related];
  return {
    ...draft,
    keyColumn: draft.kind === 'm2o' ? keyColumnFor(relatedInfo) : null,
    taken: {
      relatedFields: relatedInfo ? Object.keys(relatedInfo.fields) : [],
      collections: Object.keys(collections),
    },
  };
}

/**
 * The draft after picking `related`: its key column and taken names, and proposed names for
 * what would be created (the alias back here, the foreign key, the generated junction).
 */
export function withRelated(
  draft: RelationDraft,
  related: string,
  collections: Collections,
): RelationDraft {
  const next = withSchema({ ...draft, related }, collections);
  if (!related) return next;
  const taken = new Set(next.taken.relatedFields);
  const alias = toAliasName(draft.collection, taken);
  next.reverseField = alias;
  next.backField = '';
  next.createBackField = false;
  if (draft.kind === 'm2m') {
    const keys = junctionKeyFieldNames(draft.collection, related);
    next.junctionSource = 'auto';
    next.junction = junctionCollectionName(draft.collection, related, next.taken.collections);
    next.junctionThisField = keys.thisKey;
    next.junctionRelatedField = keys.relatedKey;
  }
  return next;
}

/** A proposed alias name on the other side: the collection's name, unique there. */
function toAliasName(collection: string, taken: ReadonlySet<string>): string {
  return uniqueName(toIdentifier(collection), taken);
}

/** A proposed name for a one-to-many's new foreign key: this collection's name, unique there. */
export function proposedBackField(draft: RelationDraft): string {
  return toAliasName(draft.collection, new Set(draft.taken.relatedFields));
}

/** A draft for an existing field whose relation rows are there: only the alias may change. */
export function isLocked(draft: RelationDraft): boolean {
  return draft.existing.length > 0;
}

/** Whether the draft would add the alias on the other side (it has none yet). */
export function addsReverse(draft: RelationDraft): boolean {
  if (draft.kind === 'o2m' || !draft.createReverse) return false;
  if (!isLocked(draft)) return true;
  const row = draft.kind === 'm2o' ? draft.existing[0] : draft.existing[1];
  return Boolean(row && !row.field_one);
}

function nameProblem(name: string, taken: readonly string[], missing: string): string | null {
  if (!name) return missing;
  if (!isValidIdentifier(name)) return 'name_invalid';
  if (taken.includes(name)) return 'name_taken';
  return null;
}

/** Fields of the related collection a new name there may not repeat (`field` when it is this one). */
function relatedTaken(draft: RelationDraft, field?: string): readonly string[] {
  return field && draft.related === draft.collection
    ? [...draft.taken.relatedFields, field]
    : draft.taken.relatedFields;
}

/** The problem of the alias name on the other side, when the draft adds one. */
export function reverseNameProblem(draft: RelationDraft, field?: string): string | null {
  if (!addsReverse(draft)) return null;
  return nameProblem(draft.reverseField, relatedTaken(draft, field), 'reverse_missing');
}

/** The problem of the foreign key's name, when a one-to-many creates it on the other side. */
export function backFieldNameProblem(draft: RelationDraft, field?: string): string | null {
  if (draft.kind !== 'o2m' || !draft.createBackField || isLocked(draft)) return null;
  return nameProblem(draft.backField, relatedTaken(draft, field), 'back_field_missing');
}

/** The problem of a generated junction's name. */
export function junctionNameProblem(draft: RelationDraft): string | null {
  if (draft.kind !== 'm2m' || draft.junctionSource !== 'auto' || isLocked(draft)) return null;
  return nameProblem(draft.junction, draft.taken.collections, 'junction_missing');
}

/**
 * What keeps the draft from being saved, as an i18n key under `settings_relations.` (the wizard
 * shows it and disables Save), or null when it is complete. `field` is the new field's name when
 * known: an alias on the other side of a collection related to itself may not repeat it.
 */
export function relationProblem(draft: RelationDraft, field?: string): string | null {
  if (!draft.related) return 'related_missing';
  const reverse = reverseNameProblem(draft, field);
  if (reverse) return reverse;
  if (isLocked(draft)) return null;
  if (draft.kind === 'm2o' && !draft.keyColumn) return 'related_without_key';
  if (draft.kind === 'o2m') {
    if (draft.createBackField) return backFieldNameProblem(draft, field);
    if (!draft.backField) return 'back_field_missing';
  }
  if (draft.kind === 'm2m') {
    if (draft.junctionSource === 'auto') {
      const problem = junctionNameProblem(draft);
      if (problem) return problem;
      if (!isValidIdentifier(draft.junctionThisField)) return 'name_invalid';
      if (!isValidIdentifier(draft.junctionRelatedField)) return 'name_invalid';
    } else if (!draft.junction) {
      return 'junction_missing';
    } else if (!draft.junctionThisField || !draft.junctionRelatedField) {
      return 'junction_fields_missing';
    }
    if (draft.junctionThisField === draft.junctionRelatedField) return 'junction_fields_same';
  }
  return null;
}
