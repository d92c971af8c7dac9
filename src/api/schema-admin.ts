import { requestJson } from './request.js';
import type { CollectionInfo, FieldInfo, Relation } from './types.js';

// Changing the project's schema (contract §7.2-7.4; spec 3 §7): collections, fields and relations.
// Every call here is admin-only on the server, which also applies the DDL. After a change the
// caller reloads the schema store (state/schema.ts `reloadSchema`) so every screen sees it.

const base = (project: string) => encodeURIComponent(project);
const collectionPath = (project: string, collection: string) =>
  `${base(project)}/collections/${encodeURIComponent(collection)}`;
const fieldsPath = (project: string, collection: string) =>
  `${base(project)}/fields/${encodeURIComponent(collection)}`;
const fieldPath = (project: string, collection: string, field: string) =>
  `${fieldsPath(project, collection)}/${encodeURIComponent(field)}`;

/**
 * A field as the wizard sends it: the `directus_fields` attributes plus the column's
 * (`datatype`, `length`, `default_value`, `primary_key`, `auto_increment`, `signed`, `unique`).
 */
export interface FieldDefinition {
  field: string;
  type: string;
  interface: string | null;
  datatype?: string | null;
  length?: number | string | null;
  default_value?: unknown;
  primary_key?: boolean;
  auto_increment?: boolean;
  signed?: boolean;
  unique?: boolean;
  /** Extension of this server: a plain index on the column (served sorts read it). */
  indexed?: boolean;
  required?: boolean;
  readonly?: boolean;
  hidden_detail?: boolean;
  hidden_browse?: boolean;
  validation?: string | null;
  width?: string | null;
  note?: string | null;
  options?: Record<string, unknown> | null;
  translation?: { locale: string; translation: string }[] | null;
  sort?: number | null;
  locked?: boolean;
  group?: number | null;
}

/** The collection-level attributes an admin edits (spec 3 §3 "Collection"). */
export interface CollectionChanges {
  note?: string | null;
  icon?: string | null;
  hidden?: boolean;
  single?: boolean;
  managed?: boolean;
  translation?: { locale: string; translation: string }[] | null;
}

export interface NewCollection extends CollectionChanges {
  collection: string;
  fields: FieldDefinition[];
}

/** `POST {project}/collections?fields=*.*`: creates the table with its fields. */
export async function createCollection(
  project: string,
  collection: NewCollection,
): Promise<CollectionInfo> {
  const { data } = await requestJson<CollectionInfo>(`${base(project)}/collections`, {
    method: 'POST',
    query: { fields: '*.*' },
    body: collection,
  });
  return data;
}

/** `PATCH {project}/collections/{name}` with the edited attributes (or `managed`). */
export async function updateCollection(
  project: string,
  collection: string,
  changes: CollectionChanges,
): Promise<void> {
  await requestJson<unknown>(collectionPath(project, collection), {
    method: 'PATCH',
    body: changes,
  });
}

/** `DELETE {project}/collections/{name}`: drops the table and everything about it. */
export async function deleteCollection(project: string, collection: string): Promise<void> {
  await requestJson<unknown>(collectionPath(project, collection), { method: 'DELETE' });
}

/** `GET {project}/fields/{collection}?sort=sort`: a collection's fields, unmanaged ones too. */
export async function getCollectionFields(
  project: string,
  collection: string,
  signal?: AbortSignal,
): Promise<FieldInfo[]> {
  const { data } = await requestJson<FieldInfo[]>(fieldsPath(project, collection), {
    query: { sort: 'sort' },
    signal,
  });
  return data;
}

/** `POST {project}/fields/{collection}`: adds the field (and its column). */
export async function createField(
  project: string,
  collection: string,
  field: FieldDefinition,
): Promise<FieldInfo> {
  const { data } = await requestJson<FieldInfo>(fieldsPath(project, collection), {
    method: 'POST',
    body: field,
  });
  return data;
}

/**
 * `PATCH {project}/fields/{collection}/{field}`: changes it (DDL when a column attribute changes).
 * On an unmanaged column this puts it under management.
 */
export async function updateField(
  project: string,
  collection: string,
  field: string,
  changes: Partial<FieldDefinition>,
): Promise<FieldInfo> {
  const { data } = await requestJson<FieldInfo>(fieldPath(project, collection, field), {
    method: 'PATCH',
    body: changes,
  });
  return data;
}

/** `DELETE {project}/fields/{collection}/{field}`: drops the column. */
export async function deleteField(
  project: string,
  collection: string,
  field: string,
): Promise<void> {
  await requestJson<unknown>(fieldPath(project, collection, field), { method: 'DELETE' });
}

/**
 * `PATCH {project}/fields/{collection}?activity_skip=1` with `[{field, sort}]`: saves an order
 * without an activity entry per field (spec 3 §7). Answers the updated fields.
 */
export async function sortFields(
  project: string,
  collection: string,
  order: readonly { field: string; sort: number }[],
): Promise<FieldInfo[]> {
  const { data } = await requestJson<FieldInfo[]>(fieldsPath(project, collection), {
    method: 'PATCH',
    query: { activity_skip: 1 },
    body: order,
  });
  return data;
}

export type RelationDraft = Omit<Relation, 'id'> & { id?: number };

/** `POST {project}/relations`, or `PATCH {project}/relations/{id}` when the row has an id. */
export async function saveRelation(project: string, relation: RelationDraft): Promise<Relation> {
  const { id, ...values } = relation;
  const { data } = await requestJson<Relation>(
    id === undefined ? `${base(project)}/relations` : `${base(project)}/relations/${id}`,
    { method: id === undefined ? 'POST' : 'PATCH', body: values },
  );
  return data;
}

/** `DELETE {project}/relations/{id}`. */
export async function deleteRelation(project: string, id: number): Promise<void> {
  await requestJson<unknown>(`${base(project)}/relations/${id}`, { method: 'DELETE' });
}
