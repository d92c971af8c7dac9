// /relations endpoints (contract §7.4): directus_relations rows. Reads need read permission on
// directus_relations; writes are for admins. Every write bumps the schema version (relations are
// part of the schema model).
//
// List parameters: `filter[column][op]=value` (eq, neq, in, nin, null, nnull, like; a bare
// `filter[column]=value` is eq), `sort`, `limit` (default: the default_limit setting), `offset`,
// `page`, `single`, `fields` (columns), `meta` (result_count, total_count, filter_count).
import type { Knex } from 'knex';
import { insertReturningId } from '../../db/insert.js';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { csvList, integerParam, type RawParams, scalar } from '../query/params.js';
import { readProjectState } from '../schema/index.js';
import type { SchemaModel } from '../schema/types.js';
import { applySchemaChange } from './apply.js';
import {
  assertAdminWrite,
  assertCanRead,
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

export interface RelationObject {
  id: number;
  collection_many: string;
  field_many: string;
  collection_one: string | null;
  field_one: string | null;
  junction_field: string | null;
}

const TABLE = 'directus_relations';
const COLUMNS = ['id', ...RELATION_COLUMNS] as const;
type Column = (typeof COLUMNS)[number];

function isColumn(name: string): name is Column {
  return (COLUMNS as readonly string[]).includes(name);
}

function invalidField(name: string): ApiError {
  return new ApiError('INVALID_FIELD', `Invalid field "${name}" in "${TABLE}"`);
}

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

function pick(object: RelationObject, fields: string[] | null): Partial<RelationObject> {
  if (!fields) return object;
  return Object.fromEntries(fields.filter(isColumn).map((field) => [field, object[field]]));
}

const OPERATORS = new Set(['eq', '=', 'neq', '!=', '<>', 'in', 'nin', 'null', 'nnull', 'like']);

function applyFilter(query: Knex.QueryBuilder, filter: unknown): void {
  if (filter === undefined) return;
  if (!isPlainObject(filter)) throw invalidRequest('filter: must be an object');
  for (const [field, condition] of Object.entries(filter)) {
    if (!isColumn(field)) throw invalidField(field);
    const [operator, value] = isPlainObject(condition)
      ? (Object.entries(condition)[0] ?? ['eq', undefined])
      : ['eq', condition];
    if (!OPERATORS.has(operator)) {
      throw new ApiError('UNKNOWN_FILTER', `Unknown filter: ${operator}`);
    }
    switch (operator) {
      case 'null':
        query.whereNull(field);
        break;
      case 'nnull':
        query.whereNotNull(field);
        break;
      case 'in':
        query.whereIn(field, csvList(value, `filter[${field}][in]`));
        break;
      case 'nin':
        query.whereNotIn(field, csvList(value, `filter[${field}][nin]`));
        break;
      case 'like': {
        const text = scalar(value, `filter[${field}][like]`) ?? '';
        if (text !== '') {
          query.whereLike(field, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        }
        break;
      }
      case 'neq':
      case '!=':
      case '<>':
        query.whereNot(field, scalar(value, `filter[${field}][neq]`) ?? '');
        break;
      default:
        query.where(field, scalar(value, `filter[${field}][eq]`) ?? '');
    }
  }
}

function truthy(value: unknown): boolean {
  const text = scalar(value, 'single');
  return text === '1' || text === 'true';
}

export interface RelationList {
  data: Partial<RelationObject> | Partial<RelationObject>[];
  meta?: Record<string, unknown>;
}

/** GET /relations. */
export async function listRelations(
  ctx: SchemaAdminContext,
  params: RawParams,
): Promise<RelationList> {
  const { db } = ctx.project;
  const state = await readProjectState(db, ['default_limit']);
  const { schema } = await loadState(db);
  assertCanRead(ctx, schema, TABLE);

  const fieldList = csvList(params.fields, 'fields');
  const fields = fieldList.length === 0 || fieldList.includes('*') ? null : fieldList;
  for (const field of fields ?? []) if (!isColumn(field)) throw invalidField(field);

  const query = db(TABLE).select(COLUMNS);
  applyFilter(query, params.filter);
  const sort = csvList(params.sort, 'sort');
  for (const entry of sort) {
    const descending = entry.startsWith('-');
    const column = descending ? entry.slice(1) : entry;
    if (!isColumn(column)) throw invalidField(column);
    query.orderBy(column, descending ? 'desc' : 'asc');
  }
  query.orderBy('id', 'asc');

  const single = truthy(params.single);
  const settingLimit = Number(state.settings.default_limit);
  let limit =
    integerParam(params.limit, 'limit') ??
    (Number.isInteger(settingLimit) && settingLimit > 0 ? settingLimit : 20);
  if (single) limit = 1;
  let offset = integerParam(params.offset, 'offset');
  const page = integerParam(params.page, 'page');
  if (offset === undefined && page !== undefined && params.limit !== undefined && page > 0) {
    offset = limit * (page - 1);
  }
  const filtered = query.clone();
  if (limit >= 0) {
    query.limit(limit);
    if (offset) query.offset(offset);
  }
  const rows: Record<string, unknown>[] = await query;
  const objects = rows.map((row) => pick(toObject(row), fields));

  let meta: Record<string, unknown> | undefined;
  const metaKeys = csvList(params.meta, 'meta');
  if (metaKeys.length) {
    const all = metaKeys.includes('*');
    meta = {};
    const count = async (builder: Knex.QueryBuilder) => {
      const row = await db.count({ count: '*' }).from(builder.clearOrder().as('counted')).first();
      return Number(row?.count ?? 0);
    };
    if (all || metaKeys.includes('collection')) meta.collection = TABLE;
    if (all || metaKeys.includes('type')) meta.type = single ? 'item' : 'collection';
    if (all || metaKeys.includes('result_count')) meta.result_count = objects.length;
    if (all || metaKeys.includes('total_count'))
      meta.total_count = await count(db(TABLE).select('id'));
    if (all || metaKeys.includes('filter_count')) meta.filter_count = await count(filtered);
  }
  if (single) {
    if (!objects[0]) throw new ApiError('ITEM_NOT_FOUND');
    return { data: objects[0], meta };
  }
  return { data: objects, meta };
}

/** Ids from a `{id}` path segment: a CSV of positive integers (E203 otherwise). */
function parseIds(ids: string): number[] {
  const list = csvList(ids, 'id');
  if (list.length === 0 || !list.every((id) => /^\d{1,15}$/.test(id))) {
    throw new ApiError('ITEM_NOT_FOUND');
  }
  return [...new Set(list.map(Number))];
}

async function rowsById(db: Knex, ids: number[]): Promise<Map<number, RelationObject>> {
  const rows: Record<string, unknown>[] = await db(TABLE).whereIn('id', ids).select(COLUMNS);
  return new Map(rows.map((row) => [Number(row.id), toObject(row)]));
}

/** GET /relations/{id} (object) and /relations/{id,id} (array). */
export async function readRelations(
  ctx: SchemaAdminContext,
  ids: string,
  params: RawParams,
): Promise<Partial<RelationObject> | Partial<RelationObject>[]> {
  const { db } = ctx.project;
  const { schema } = await loadState(db);
  assertCanRead(ctx, schema, TABLE);
  const list = parseIds(ids);
  const fieldList = csvList(params.fields, 'fields');
  const fields = fieldList.length === 0 || fieldList.includes('*') ? null : fieldList;
  for (const field of fields ?? []) if (!isColumn(field)) throw invalidField(field);
  const found = await rowsById(db, list);
  const objects = list
    .map((id) => found.get(id))
    .filter((row) => row !== undefined)
    .map((row) => pick(row, fields));
  if (objects.length === 0) throw new ApiError('ITEM_NOT_FOUND');
  return ids.includes(',') ? objects : objects[0];
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
