// /fields endpoints (contract §7.3): reading merged field objects, adding, altering and dropping
// fields. POST and PATCH of a single field wrap every failure as E404/422 with its message
// (quirk 5, see wrapFieldError); batch updates and deletes keep their own codes.
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { collectionInfo } from '../permissions/index.js';
import { csvList, integerParam, type RawParams } from '../query/params.js';
import type { CollectionSchema } from '../schema/types.js';
import { applySchemaChange, asApiError } from './apply.js';
import { dropColumn } from './columns.js';
import {
  assertCanRead,
  assertFieldPermission,
  dialect,
  loadState,
  requireCollection,
  type SchemaAdminContext,
  type SchemaState,
} from './context.js';
import {
  assertSingleTypes,
  type FieldPlan,
  fieldExists,
  fieldNotFound,
  findField,
  forgetField,
  planFieldUpdate,
  planNewField,
  runPlans,
} from './field-plans.js';
import { hiddenFields } from './hidden-fields.js';
import { isSystemName } from './names.js';
import { type FieldObject, fieldObject } from './objects.js';
import { type Body, isPlainObject, parseFieldPayload } from './payload.js';
import { fieldDeleteBlocker, relationCleanupForField } from './relation-rules.js';
import { allRelationRows } from './relations.js';

/** Quirk 5: any failure of a single-field POST/PATCH answers E404/422 with its message. */
export function wrapFieldError(error: unknown, exposeErrors: boolean): ApiError {
  const apiError = asApiError(error, 'FIELD_DDL_FAILED', 'Unable to alter the field', exposeErrors);
  if (apiError.errorName === 'FIELD_DDL_FAILED') return apiError;
  return new ApiError('FIELD_DDL_FAILED', apiError.message, { cause: apiError });
}

function systemCollectionError(): ApiError {
  return new ApiError('SYSTEM_COLLECTION_ACCESS');
}

function forbiddenField(name: string): ApiError {
  return new ApiError('FORBIDDEN_FIELD_ACCESS', `Forbidden field access: "${name}"`);
}

function fieldObjects(
  ctx: SchemaAdminContext,
  state: SchemaState,
  collection: CollectionSchema,
): FieldObject[] {
  const hidden = hiddenFields(ctx, collection);
  return [...collection.fields.values()]
    .filter((field) => !hidden.has(field.field))
    .map((field) => fieldObject(field, state.uniques, dialect(ctx), state.indexes));
}

/** directus_fields columns `sort` may name. */
const SORTABLE = new Set([
  'id',
  'collection',
  'field',
  'type',
  'interface',
  'locked',
  'validation',
  'required',
  'readonly',
  'hidden_detail',
  'hidden_browse',
  'sort',
  'width',
  'group',
  'note',
]);

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // NULLs last whatever the direction, as the item engine sorts by default.
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `sort` (directus_fields columns), `offset` and `limit` over a list of field objects. */
function applyListParams(list: FieldObject[], params: RawParams): FieldObject[] {
  const sort = csvList(params.sort, 'sort').map((entry) => {
    const descending = entry.startsWith('-');
    const key = descending ? entry.slice(1) : entry;
    if (!SORTABLE.has(key)) {
      throw new ApiError('INVALID_FIELD', `Invalid field "${key}" in "directus_fields"`);
    }
    return { key: key as keyof FieldObject, descending };
  });
  let result = list;
  if (sort.length) {
    result = [...list].sort((a, b) => {
      for (const { key, descending } of sort) {
        const left = a[key];
        const right = b[key];
        const order = compareValues(left, right);
        const nullish =
          left === null || left === undefined || right === null || right === undefined;
        if (order) return nullish || !descending ? order : -order;
      }
      return 0;
    });
  }
  const offset = integerParam(params.offset, 'offset') ?? 0;
  const limit = integerParam(params.limit, 'limit');
  if (offset > 0) result = result.slice(offset);
  if (limit !== undefined && limit >= 0) result = result.slice(0, limit);
  return result;
}

/** GET /fields: every field of every collection the caller may read. */
export async function listAllFields(
  ctx: SchemaAdminContext,
  params: RawParams,
): Promise<FieldObject[]> {
  const state = await loadState(ctx.project.db);
  assertCanRead(ctx, state.schema, 'directus_fields');
  const list: FieldObject[] = [];
  for (const collection of state.schema.collections.values()) {
    if (!ctx.actor.admin && !ctx.permissions.canReadAtAll(collectionInfo(collection))) continue;
    list.push(...fieldObjects(ctx, state, collection));
  }
  return applyListParams(list, params);
}

/** GET /fields/{c}. */
export async function listFields(
  ctx: SchemaAdminContext,
  name: string,
  params: RawParams,
): Promise<FieldObject[]> {
  const state = await loadState(ctx.project.db);
  assertCanRead(ctx, state.schema, 'directus_fields');
  const collection = requireCollection(state.schema, name);
  return applyListParams(fieldObjects(ctx, state, collection), params);
}

/** GET /fields/{c}/{f} (one object) and /fields/{c}/{f1,f2} (array). */
export async function readFields(
  ctx: SchemaAdminContext,
  name: string,
  fieldNames: string,
): Promise<FieldObject | FieldObject[]> {
  const state = await loadState(ctx.project.db);
  assertCanRead(ctx, state.schema, 'directus_fields');
  const collection = requireCollection(state.schema, name);
  if (!ctx.actor.admin) ctx.permissions.assertCanReadAtAll(collectionInfo(collection));
  const hidden = hiddenFields(ctx, collection);
  const names = csvList(fieldNames, 'field');
  for (const field of names) if (hidden.has(field)) throw forbiddenField(field);
  const objects = names
    .map((field) => collection.fields.get(field))
    .filter((field) => field !== undefined)
    .map((field) => fieldObject(field, state.uniques, dialect(ctx), state.indexes));
  if (names.length === 1) {
    if (!objects[0]) throw fieldNotFound(name, names[0]);
    return objects[0];
  }
  return objects;
}

function editableCollection(state: SchemaState, name: string): CollectionSchema {
  if (isSystemName(name)) throw systemCollectionError();
  return requireCollection(state.schema, name);
}

async function freshField(ctx: SchemaAdminContext, collection: string, field: string) {
  const state = await loadState(ctx.project.db);
  const found = state.schema.collections.get(collection)?.fields.get(field);
  if (!found) throw fieldNotFound(collection, field);
  return fieldObject(found, state.uniques, dialect(ctx), state.indexes);
}

/**
 * POST /fields/{c}: adds the column (none for alias types) and its directus_fields row. A column
 * that exists without a row is put under management instead (v8). Errors are not wrapped here.
 */
export async function createField(
  ctx: SchemaAdminContext,
  name: string,
  body: Body,
): Promise<FieldObject> {
  const { db } = ctx.project;
  const state = await loadState(db);
  const collection = editableCollection(state, name);
  assertFieldPermission(ctx, 'create', name);
  const payload = parseFieldPayload(body);
  const found =
    typeof payload.field === 'string' ? findField(collection, payload.field) : undefined;
  let plan: FieldPlan;
  if (found?.exact && found.field.id === null && !found.field.alias) {
    plan = planFieldUpdate(
      collection,
      found.field,
      payload,
      state.uniques,
      dialect(ctx),
      state.indexes,
    );
  } else if (found) {
    throw fieldExists(String(payload.field));
  } else {
    plan = planNewField(name, collection, payload, dialect(ctx));
  }
  assertSingleTypes(collection, [plan]);
  await runPlans(db, name, [plan], dialect(ctx));
  return freshField(ctx, name, plan.field);
}

/** Plans a list of `{field, …changes}` updates of one collection (E202 for unknown fields). */
function planUpdates(
  ctx: SchemaAdminContext,
  state: SchemaState,
  collection: CollectionSchema,
  items: Body[],
): FieldPlan[] {
  const seen = new Set<string>();
  const plans = items.map((item) => {
    const field = item.field;
    if (typeof field !== 'string' || field === '') {
      throw invalidRequest('field: This value should not be blank.');
    }
    if (seen.has(field)) throw invalidRequest(`field: "${field}" is listed twice`);
    seen.add(field);
    const existing = collection.fields.get(field);
    if (!existing) throw fieldNotFound(collection.collection, field);
    return planFieldUpdate(
      collection,
      existing,
      parseFieldPayload(item),
      state.uniques,
      dialect(ctx),
      state.indexes,
    );
  });
  assertSingleTypes(collection, plans);
  return plans;
}

/** PATCH /fields/{c}/{f}. Errors are not wrapped here. */
export async function updateField(
  ctx: SchemaAdminContext,
  name: string,
  field: string | undefined,
  body: Body,
): Promise<FieldObject> {
  const [object] = await updateFields(ctx, name, [{ ...body, field: field ?? '' }]);
  return object;
}

/**
 * PATCH /fields/{c} with `[{field, …changes}]` and PATCH /fields/{c}/{f1,f2} (same changes for
 * each): every change is planned first, then applied together. System collections: E201.
 */
export async function updateFields(
  ctx: SchemaAdminContext,
  name: string,
  items: Body[],
): Promise<FieldObject[]> {
  const { db } = ctx.project;
  const state = await loadState(db);
  const collection = editableCollection(state, name);
  assertFieldPermission(ctx, 'update', name);
  if (!items.every(isPlainObject)) throw invalidRequest('batch update expect an array of items');
  const plans = planUpdates(ctx, state, collection, items);
  try {
    await runPlans(db, name, plans, dialect(ctx));
  } catch (error) {
    // Database refusals are field DDL failures (E404); the SQL stays out of production answers.
    throw asApiError(error, 'FIELD_DDL_FAILED', 'Unable to alter the field', ctx.exposeErrors);
  }
  const fresh = await loadState(db);
  const updated = fresh.schema.collections.get(name);
  return plans.map((plan) => {
    const found = updated?.fields.get(plan.field);
    if (!found) throw fieldNotFound(name, plan.field);
    return fieldObject(found, fresh.uniques, dialect(ctx), fresh.indexes);
  });
}

/**
 * DELETE /fields/{c}/{f}: drops the column (aliases have none), the field's row, and, for the
 * status field, the collection's status permission rows. Relations follow relation-rules.ts: a
 * foreign key that an alias on the other side reads through is refused (422 naming that alias),
 * otherwise its rows go and aliases naming it are cleared, in the same change as the drop.
 */
export async function deleteField(
  ctx: SchemaAdminContext,
  name: string,
  fieldName: string,
): Promise<void> {
  const { db } = ctx.project;
  const state = await loadState(db);
  const collection = editableCollection(state, name);
  assertFieldPermission(ctx, 'delete', name);
  const field = collection.fields.get(fieldName);
  if (!field) throw fieldNotFound(name, fieldName);
  if (field.column?.primaryKey || (field.primaryKey && !field.alias)) {
    throw new ApiError('UNPROCESSABLE_ENTITY', 'The primary key field cannot be deleted');
  }
  const columns = [...collection.fields.values()].filter((f) => !f.alias);
  if (!field.alias && columns.length <= 1) {
    throw new ApiError('UNPROCESSABLE_ENTITY', 'Cannot delete the last field');
  }
  const blocker = fieldDeleteBlocker(name, fieldName, await allRelationRows(db));
  if (blocker) {
    throw new ApiError(
      'UNPROCESSABLE_ENTITY',
      `The field "${fieldName}" cannot be deleted while "${blocker.collection}.${blocker.field}" reads through it: delete "${blocker.collection}.${blocker.field}" first`,
    );
  }
  const index = state.uniques.get(name)?.get(fieldName);
  const d = dialect(ctx);
  try {
    await applySchemaChange(db, {
      ddl: field.alias ? [] : [(conn) => dropColumn(conn, name, fieldName, index, d)],
      metadata: async (trx) => {
        // Read again inside the transaction: the rows as they are when the drop commits.
        const cleanup = relationCleanupForField(name, fieldName, await allRelationRows(trx));
        if (cleanup.remove.length) {
          await trx('directus_relations').whereIn('id', cleanup.remove).delete();
        }
        if (cleanup.clearAlias.length) {
          await trx('directus_relations')
            .whereIn('id', cleanup.clearAlias)
            .update({ field_one: null });
        }
        // Nothing names the field in directus_relations any more: this drops its row and status
        // permissions only.
        await forgetField(trx, name, fieldName, collection.statusField === fieldName);
      },
    });
  } catch (error) {
    throw asApiError(error, 'FIELD_DDL_FAILED', 'Unable to delete the field', ctx.exposeErrors);
  }
}
