// /relations endpoints (contract §7.4): directus_relations rows. Reads need read permission on
// directus_relations; writes are for admins. Every write bumps the schema version (relations are
// part of the schema model).
//
// Reads are the generic system-collection reads (routes/relations.ts).
import type { Knex } from 'knex';
import { insertReturningId } from '../../db/insert.js';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { csvList } from '../query/params.js';
import type { RelationRow, SchemaModel } from '../schema/types.js';
import { applySchemaChange } from './apply.js';
import {
  assertAdminWrite,
  collectionNotFound,
  loadState,
  type SchemaAdminContext,
} from './context.js';
import { isValidIdentifier } from './names.js';
import {
  type Body,
  isPlainObject,
  parseRelationPayload,
  RELATION_COLUMNS,
  type RelationColumn,
  type RelationValues,
} from './payload.js';

/** A relation as the endpoints answer it: the row itself. */
export type RelationObject = RelationRow;

const TABLE = 'directus_relations';
const COLUMNS = ['id', ...RELATION_COLUMNS] as const;

function toObject(row: Record<string, unknown>): RelationObject {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: Number(row.id),
    collection_many: String(row.collection_many),
    field_many: String(row.field_many),
    collection_one: text(row.collection_one),
    field_one: text(row.field_one),
    junction_field: text(row.junction_field),
  };
}

/** Ids from a `{id}` path segment: a CSV of positive integers (E203 otherwise). */
function parseIds(ids: string): number[] {
  const list = csvList(ids, 'id');
  if (list.length === 0 || !list.every((id) => /^\d{1,15}$/.test(id))) {
    throw new ApiError('ITEM_NOT_FOUND');
  }
  return [...new Set(list.map(Number))];
}

/** Every directus_relations row (the relation rules read them when a field is deleted). */
export async function allRelationRows(db: Knex): Promise<RelationObject[]> {
  const rows: Record<string, unknown>[] = await db(TABLE).select(COLUMNS);
  return rows.map(toObject);
}

async function rowsById(db: Knex, ids: number[]): Promise<Map<number, RelationObject>> {
  const rows: Record<string, unknown>[] = await db(TABLE).whereIn('id', ids).select(COLUMNS);
  return new Map(rows.map((row) => [Number(row.id), toObject(row)]));
}

/**
 * A complete relation: collection_many and field_many given, collections that exist (E200), and
 * names that are identifiers or name existing collections and fields (E4).
 */
function checkRelation(schema: SchemaModel, values: RelationValues): void {
  for (const key of ['collection_many', 'field_many'] as const) {
    if (!values[key]) throw invalidRequest(`${key}: This value should not be blank.`);
  }
  const many = values.collection_many as string;
  const one = values.collection_one ?? null;
  const known: Record<RelationColumn, boolean> = {
    collection_many: schema.collections.has(many),
    collection_one: one !== null && schema.collections.has(one),
    field_many: schema.collections.get(many)?.fields.has(values.field_many ?? '') ?? false,
    field_one:
      one !== null && (schema.collections.get(one)?.fields.has(values.field_one ?? '') ?? false),
    junction_field: schema.collections.get(many)?.fields.has(values.junction_field ?? '') ?? false,
  };
  for (const key of RELATION_COLUMNS) {
    const value = values[key];
    if (typeof value === 'string' && !known[key] && !isValidIdentifier(value)) {
      throw invalidRequest(`${key}: Invalid name ${JSON.stringify(String(value).slice(0, 80))}`);
    }
  }
  if (!known.collection_many) throw collectionNotFound(many);
  if (one !== null && !known.collection_one) throw collectionNotFound(one);
}

function relationRow(values: RelationValues): Record<string, string | null> {
  return Object.fromEntries(RELATION_COLUMNS.map((key) => [key, values[key] ?? null]));
}

/** POST /relations: one object, or an array (batch, one transaction). */
export async function createRelations(
  ctx: SchemaAdminContext,
  body: Body | Body[],
): Promise<RelationObject | RelationObject[]> {
  assertAdminWrite(ctx, 'create');
  const { db } = ctx.project;
  const items = Array.isArray(body) ? body : [body];
  if (items.length === 0 || !items.every(isPlainObject)) {
    throw invalidRequest('batch create expect an array of items');
  }
  const { schema } = await loadState(db);
  const values = items.map((item) => {
    const parsed = parseRelationPayload(item);
    checkRelation(schema, parsed);
    return parsed;
  });
  const ids = await applySchemaChange(db, {
    metadata: async (trx) => {
      const created: number[] = [];
      for (const value of values) {
        created.push(await insertReturningId(trx, TABLE, relationRow(value)));
      }
      return created;
    },
  });
  const found = await rowsById(db, ids);
  const objects = ids.map((id) => found.get(id)).filter((row) => row !== undefined);
  return Array.isArray(body) ? objects : objects[0];
}

/** PATCH /relations/{id} (CSV: the same changes for each). */
export async function updateRelations(
  ctx: SchemaAdminContext,
  ids: string,
  body: Body,
): Promise<RelationObject | RelationObject[]> {
  assertAdminWrite(ctx, 'update');
  const { db } = ctx.project;
  const list = parseIds(ids);
  const changes = parseRelationPayload(body);
  const { schema } = await loadState(db);
  const existing = await rowsById(db, list);
  for (const id of list) {
    const row = existing.get(id);
    if (!row) throw new ApiError('ITEM_NOT_FOUND', `Item "${id}" not found`);
    checkRelation(schema, { ...row, ...changes });
  }
  if (Object.keys(changes).length) {
    await applySchemaChange(db, {
      metadata: async (trx) => {
        await trx(TABLE).whereIn('id', list).update(changes);
      },
    });
  }
  const found = await rowsById(db, list);
  const objects = list.map((id) => found.get(id)).filter((row) => row !== undefined);
  return ids.includes(',') ? objects : objects[0];
}

/** DELETE /relations/{id} (CSV: several). Every id must exist (E203). */
export async function deleteRelations(ctx: SchemaAdminContext, ids: string): Promise<void> {
  assertAdminWrite(ctx, 'delete');
  const { db } = ctx.project;
  const list = parseIds(ids);
  const existing = await rowsById(db, list);
  const missing = list.find((id) => !existing.has(id));
  if (missing !== undefined) throw new ApiError('ITEM_NOT_FOUND', `Item "${missing}" not found`);
  await applySchemaChange(db, {
    metadata: async (trx) => {
      await trx(TABLE).whereIn('id', list).delete();
    },
  });
}
