// The relation a relational interface is previewed through (spec 3 §2 "the default preview
// relation"). Relational inputs find their relation in the project's relations by the field's
// collection and name, so the preview field is placed on a real relation of the project: the many
// side of a many-to-one, the one side of a one-to-many or many-to-many. Where the project has none
// that fits, the debugger says so instead of inventing one the server does not know.
import type { CollectionInfo, Relation } from '../../../api/types.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import { isSystemCollection } from '../../../schema/system-collection.js';

export type PreviewRelationKind = NonNullable<InterfaceDefinition['relation']>;

/** A relation the preview can use, and where the preview field sits on it. */
export interface PreviewRelation {
  relation: Relation;
  /** The collection and field the interface edits. */
  collection: string;
  field: string;
  /** The collection whose items the interface offers. */
  related: string;
}

/**
 * Interfaces that only work against one collection: the file ones pick from directus_files, the
 * role picker from directus_roles.
 */
const RELATED_COLLECTION: Readonly<Record<string, string>> = {
  file: 'directus_files',
  files: 'directus_files',
  'user-roles': 'directus_roles',
};

/** The one relation of a many-to-many pair that points at the related collection. */
function otherHalf(relation: Relation, relations: readonly Relation[]): Relation | undefined {
  return relations.find(
    (other) =>
      other !== relation &&
      other.collection_many === relation.collection_many &&
      other.field_many === relation.junction_field,
  );
}

/** A junction's key field: the many side of one half of a many-to-many. */
function isJunctionKey(relation: Relation, relations: readonly Relation[]): boolean {
  return relations.some(
    (other) =>
      other.collection_many === relation.collection_many &&
      other.junction_field === relation.field_many,
  );
}

function candidate(relation: Relation, relations: readonly Relation[], kind: PreviewRelationKind) {
  if (kind === 'm2o' || kind === 'file') {
    if (!relation.collection_one || isJunctionKey(relation, relations)) return null;
    return {
      relation,
      collection: relation.collection_many,
      field: relation.field_many,
      related: relation.collection_one,
    };
  }
  if (!relation.collection_one || !relation.field_one) return null;
  if (kind === 'o2m') {
    if (relation.junction_field) return null;
    return {
      relation,
      collection: relation.collection_one,
      field: relation.field_one,
      related: relation.collection_many,
    };
  }
  const other = relation.junction_field ? otherHalf(relation, relations) : undefined;
  if (!other?.collection_one) return null;
  return {
    relation,
    collection: relation.collection_one,
    field: relation.field_one,
    related: other.collection_one,
  };
}

/**
 * The project's relations an interface can be previewed through: first those whose field already
 * has a type the interface edits (a many-to-one before a file field), the project's own
 * collections before the system ones, then by name.
 */
export function previewRelations(
  definition: Pick<InterfaceDefinition, 'id' | 'relation' | 'types'>,
  relations: readonly Relation[],
  collections: Readonly<Record<string, CollectionInfo>>,
): PreviewRelation[] {
  const kind = definition.relation;
  if (!kind) return [];
  const wanted = RELATED_COLLECTION[definition.id] ?? (kind === 'file' ? 'directus_files' : null);
  const typeRank = (entry: PreviewRelation) => {
    const type = collections[entry.collection]?.fields[entry.field]?.type;
    return type === undefined ? 1 : definition.types.includes(type) ? 0 : 2;
  };
  const systemRank = (entry: PreviewRelation) => (isSystemCollection(entry.collection) ? 1 : 0);
  return relations
    .flatMap((relation) => candidate(relation, relations, kind) ?? [])
    .filter((entry) => wanted === null || entry.related === wanted)
    .sort(
      (a, b) =>
        typeRank(a) - typeRank(b) ||
        systemRank(a) - systemRank(b) ||
        a.collection.localeCompare(b.collection) ||
        a.field.localeCompare(b.field),
    );
}

/** A relation's key for a choice list. */
export function previewRelationKey(entry: PreviewRelation): string {
  return `${entry.collection}.${entry.field}`;
}
