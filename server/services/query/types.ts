// The typed form of the §3 read parameters, after validation against the schema. Everything that
// can reach SQL here is either a schema object (identifiers) or a coerced binding value.
import type { ReadScope } from '../permissions/read-scope.js';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';

/** A value bound into SQL (never interpolated). */
export type Binding = string | number | boolean;

/**
 * The ReadScope of a collection for the caller, or null when the caller may not read it at all.
 * Called for the collection read and for every collection reached through relations.
 */
export type ScopeResolver = (collection: string) => Promise<ReadScope | null>;

/** One output field of a selection. */
export type OutputField =
  /** A column, output as its formatted value (M2O columns that are not expanded: the raw key). */
  | { kind: 'value'; field: FieldSchema }
  /**
   * An expanded M2O: the related item (child selection) or null. `child` null means the related
   * collection is not readable: the key is output as `{<pk>: key}` (v8) with a warning.
   */
  | { kind: 'm2o'; field: FieldSchema; child: Selection | null; relatedKey: string }
  /**
   * An O2M/M2M alias: the array of child rows (M2M: junction rows). `idsOnly`: selected without
   * sub-fields, output as the children's primary keys.
   */
  | { kind: 'many'; field: FieldSchema; child: Selection; idsOnly: boolean };

/** What to read from one collection, and how to shape each row. */
export interface Selection {
  collection: CollectionSchema;
  scope: ReadScope;
  output: OutputField[];
  /** Columns to select (primary key, outputs, keys needed by relations, the status field). */
  columns: string[];
  /**
   * The collection's row hook runs (query/row-hooks.ts: directus_files `data`): `fields` is the
   * default, has `*`, or names the computed field.
   */
  computed?: boolean;
}

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'nin'
  | 'null'
  | 'nnull'
  | 'like'
  | 'nlike'
  | 'rlike'
  | 'nrlike'
  | 'between'
  | 'nbetween'
  | 'empty'
  | 'nempty'
  | 'has'
  | 'nhas'
  | 'all';

/** One step of a dotted filter path: `field` of `from` leads to `to`. */
export interface PathStep {
  from: CollectionSchema;
  fromScope: ReadScope;
  field: FieldSchema;
  to: CollectionSchema;
  toScope: ReadScope;
}

/** The value part of a condition, already checked and converted for its column. */
export type ConditionValue =
  | { kind: 'none' }
  /** Holds for no row (a number-field value no column value can equal). */
  | { kind: 'never' }
  | { kind: 'one'; value: Binding }
  | { kind: 'list'; values: Binding[] }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'count'; count: number };

export interface FilterTerm {
  logical: 'and' | 'or';
  /** Relational steps of a dotted path (empty for a plain field). */
  steps: PathStep[];
  /** The collection holding `field` (the last step's `to`, or the collection read). */
  collection: CollectionSchema;
  scope: ReadScope;
  field: FieldSchema;
  operator: FilterOperator;
  value: ConditionValue;
  /**
   * For operators on relational fields: has/nhas/all/empty on O2M/M2M (the child collection),
   * like on an M2O (the related collection searched).
   */
  related: { collection: CollectionSchema; scope: ReadScope } | null;
}

export interface SortTerm {
  /** null: random order (`?`). */
  field: FieldSchema | null;
  direction: 'asc' | 'desc';
}

/** `q`: one LIKE over searchable columns of the collection and its related collections. */
export interface SearchPlan {
  text: string;
  /** Searched columns of the collection itself. */
  columns: FieldSchema[];
  /** Searched related collections (M2O: by key; O2M: children pointing here). */
  relations: {
    field: FieldSchema;
    collection: CollectionSchema;
    scope: ReadScope;
    columns: FieldSchema[];
  }[];
}

/** One related collection `q` searches through. */
export type SearchRelation = SearchPlan['relations'][number];

export type MetaKey =
  | 'collection'
  | 'type'
  | 'result_count'
  | 'total_count'
  | 'filter_count'
  | 'status'
  | 'page';

export const META_KEYS: readonly MetaKey[] = [
  'collection',
  'type',
  'result_count',
  'total_count',
  'filter_count',
  'status',
  'page',
];

export interface ReadQuery {
  schema: SchemaModel;
  collection: CollectionSchema;
  scope: ReadScope;
  selection: Selection;
  filter: FilterTerm[];
  search: SearchPlan | null;
  sort: SortTerm[];
  /** null: no limit (`limit=-1`). */
  limit: number | null;
  offset: number;
  /** The `page` parameter as given (for meta). */
  page: number | null;
  /** Whether limit/offset came from the request (for meta). */
  explicitLimit: boolean;
  explicitOffset: boolean;
  single: boolean;
  /** Status values to read; null: no status condition. */
  statuses: string[] | null;
  /** Primary keys from the URL (`/items/c/1,2`); null for list reads. */
  ids: Binding[] | null;
  /** `groups`: one row (the lowest primary key) per distinct combination of these fields. */
  groups: FieldSchema[] | null;
  /** `lang`: language codes for translation fields; null: all. */
  lang: string[] | null;
  meta: Set<MetaKey>;
  /** `filter` or `q` given (filter_count then counts, otherwise it equals total_count). */
  filtered: boolean;
  sortNullLast: boolean;
  now: Date;
}
