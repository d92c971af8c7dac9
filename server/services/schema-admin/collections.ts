// /collections endpoints (contract §7.2): system, managed and unmanaged tables merged into
// collection objects; creating a table with its fields (or putting an existing table under
// management), updating metadata and fields, dropping a table with its metadata rows.
import type { Knex } from 'knex';
import { listTables } from '../../db/schema-inspector.js';
import { ApiError, unauthorized, unprocessable } from '../../errors/api-error.js';
import { randomLowerAlphanumeric } from '../../util/random.js';
import { isUniqueViolation } from '../items/item-rows.js';
import { csvList, integerParam, type RawParams } from '../query/params.js';
import type { CollectionSchema } from '../schema/types.js';
import { applySchemaChange, asApiError, isTableExistsError } from './apply.js';
import { type ColumnDefinition, createTable } from './columns.js';
import {
  assertCanRead,
  collectionNotFound,
  dialect,
  loadCheckedState,
  loadState,
  requireCollection,
  type SchemaAdminContext,
  type SchemaState,
} from './context.js';
import { createFieldIndex } from './field-indexes.js';
import {
  assertSingleTypes,
  type FieldPlan,
  findField,
  planFieldUpdate,
  planNewField,
  planUnmanagedRows,
  runPlans,
} from './field-plans.js';
import { hiddenFields } from './hidden-fields.js';
import { assertCollectionName, isSystemName } from './names.js';
import {
  type CollectionObject,
  type CollectionRowObject,
  collectionObject,
  collectionRowObject,
} from './objects.js';
import {
  type Body,
  type FieldPayload,
  parseCollectionPayload,
  parseFieldPayload,
} from './payload.js';

/** GET /collections: every collection; `offset` and `limit` apply only when both are given. */
export async function listCollections(
  ctx: SchemaAdminContext,
  params: RawParams,
): Promise<CollectionObject[]> {
  const state = await loadCheckedState(ctx.project.db);
  assertCanRead(ctx, state.schema, 'directus_collections');
  let list = [...state.schema.collections.values()].map((collection) =>
    collectionObject(
      collection,
      state.uniques,
      dialect(ctx),
      hiddenFields(ctx, collection),
      state.indexes,
    ),
  );
  const offset = integerParam(params.offset, 'offset');
  const limit = integerParam(params.limit, 'limit');
  if (offset !== undefined && limit !== undefined) {
    list = list.slice(Math.max(offset, 0), limit >= 0 ? Math.max(offset, 0) + limit : undefined);
  }
  return list;
}

/** GET /collections/{name} (object) and /collections/{a,b} (array of those that exist). */
export async function readCollections(
  ctx: SchemaAdminContext,
  names: string,
): Promise<CollectionObject | CollectionObject[]> {
  const state = await loadCheckedState(ctx.project.db);
  assertCanRead(ctx, state.schema, 'directus_collections');
  const list = csvList(names, 'collection');
  const found = list
    .map((name) => state.schema.collections.get(name))
    .filter((collection) => collection !== undefined)
    .map((collection) =>
      collectionObject(
        collection,
        state.uniques,
        dialect(ctx),
        hiddenFields(ctx, collection),
        state.indexes,
      ),
    );
  if (found.length === 0) throw collectionNotFound(names);
  return list.length === 1 ? found[0] : found;
}

function alreadyExists(name: string): ApiError {
  return new ApiError('COLLECTION_ALREADY_EXISTS', `Collection "${name}" already exists`);
}

async function freshRow(ctx: SchemaAdminContext, name: string): Promise<CollectionRowObject> {
  const state = await loadState(ctx.project.db);
  return collectionRowObject(requireCollection(state.schema, name));
}

/** The directus_collections values for a new row (every column given, see fieldRow). */
function collectionRow(name: string, meta: Record<string, unknown>): Record<string, unknown> {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    ...meta,
  };
}

/** Inserts or updates a collection's directus_collections row. */
async function upsertCollectionRow(
  trx: Knex.Transaction,
  name: string,
  meta: Record<string, unknown>,
): Promise<void> {
  const existing = await trx('directus_collections').where('collection', name).first('collection');
  if (existing) {
    if (Object.keys(meta).length) {
      await trx('directus_collections').where('collection', name).update(meta);
    }
  } else {
    await trx('directus_collections').insert(collectionRow(name, meta));
  }
}

/** Counts v8 checked on a new collection's fields (E12). */
function checkNewFields(payloads: FieldPayload[]): void {
  const primary = payloads.filter((payload) => payload.schema.primary_key === true).length;
  if (primary === 0) throw unprocessable('Collection does not have a primary key field.');
  if (primary > 1) throw unprocessable('Collection must only have one primary key field.');
  checkFieldList(payloads);
}

/** At most one auto-increment field, names unique (case-insensitively, as MySQL compares). */
function checkFieldList(payloads: FieldPayload[]): void {
  const increments = payloads.filter((payload) => payload.schema.auto_increment === true).length;
  if (increments > 1) throw unprocessable('Collection must only have one auto increment field.');
  const primary = payloads.filter((payload) => payload.schema.primary_key === true).length;
  if (primary > 1) throw unprocessable('Collection must only have one primary key field.');
  const names = new Set<string>();
  for (const payload of payloads) {
    const name = typeof payload.field === 'string' ? payload.field.toLowerCase() : '';
    if (names.has(name)) throw unprocessable('Collection fields name must be unique.');
    names.add(name);
  }
}

/**
 * Plans the `fields` of a collection body against an existing collection: known fields are
 * merged and altered, new ones added.
 */
function planFieldList(
  ctx: SchemaAdminContext,
  state: SchemaState,
  collection: CollectionSchema,
  payloads: FieldPayload[],
): FieldPlan[] {
  checkFieldList(payloads);
  const plans = payloads.map((payload) => {
    const found =
      typeof payload.field === 'string' ? findField(collection, payload.field) : undefined;
    if (found && !found.exact)
      throw unprocessable(`Field "${String(payload.field)}" already exists`);
    return found
      ? planFieldUpdate(
          collection,
          found.field,
          payload,
          state.uniques,
          dialect(ctx),
          state.indexes,
        )
      : planNewField(collection.collection, collection, payload, dialect(ctx));
  });
  assertSingleTypes(collection, plans);
  return plans;
}

/** Rows left by a table dropped outside this server would block a new table of that name. */
async function clearStaleMetadata(trx: Knex.Transaction, name: string): Promise<void> {
  await trx('directus_collections').where('collection', name).delete();
  await trx('directus_fields').where('collection', name).delete();
  await trx('directus_relations').where('collection_many', name).delete();
}

/**
 * The relations a dropped table took part in: its own (as collection_many), the O2M alias fields
 * other collections had onto it (they would list nothing, forever), and the relations that
 * pointed at it (the M2O columns elsewhere keep their values, as plain columns).
 */
async function forgetRelationsOf(trx: Knex.Transaction, name: string): Promise<void> {
  const aliases: { collection_one: string | null; field_one: string | null }[] = await trx(
    'directus_relations',
  )
    .select('collection_one', 'field_one')
    .where('collection_many', name)
    .whereNotNull('field_one');
  for (const { collection_one, field_one } of aliases) {
    if (!collection_one || !field_one || collection_one === name) continue;
    await trx('directus_fields')
      .where({ collection: collection_one, field: field_one })
      .whereIn('type', ALIAS_RELATION_TYPES)
      .delete();
  }
  await trx('directus_relations').where('collection_many', name).delete();
  await trx('directus_relations').where('collection_one', name).delete();
}

/** directus_fields types of relational aliases (no column; v8 M2M fields are `o2m` too). */
const ALIAS_RELATION_TYPES = ['o2m', 'O2M', 'translation', 'TRANSLATION'];

/** A create's claim on a name: `cms-claim:{ms since epoch}:{random}`, in the row's note. */
const CLAIM_PREFIX = 'cms-claim:';
/** A claim older than this belongs to a request that died: no CREATE TABLE takes ten minutes. */
const CLAIM_LIFETIME_MS = 10 * 60 * 1000;

function isLiveClaim(note: unknown): boolean {
  if (typeof note !== 'string' || !note.startsWith(CLAIM_PREFIX)) return false;
  const madeAt = Number(note.slice(CLAIM_PREFIX.length).split(':')[0]);
  return Number.isFinite(madeAt) && Date.now() - madeAt < CLAIM_LIFETIME_MS;
}

function schemaFailure(error: unknown, ctx: SchemaAdminContext, message: string): ApiError {
  return asApiError(error, 'UNPROCESSABLE_ENTITY', message, ctx.exposeErrors);
}

/**
 * POST /collections: admin only (E3). Validates the name (E4) and every field (E12, E401, E402,
 * E403) before any DDL. A managed collection of that name → E307; an unmanaged table of that
 * name is put under management (its columns get directus_fields rows with fallback interfaces,
 * and given fields are merged onto them).
 */
export async function createCollection(
  ctx: SchemaAdminContext,
  body: Body,
): Promise<CollectionRowObject> {
  if (!ctx.actor.admin) throw unauthorized('Unauthorized to create collections');
  const name = assertCollectionName(body.collection);
  const payload = parseCollectionPayload(body);
  const fieldPayloads = (payload.fields ?? []).map(parseFieldPayload);
  const { db } = ctx.project;
  const state = await loadCheckedState(db);
  const tables = await listTables(db);
  const sameName = tables.find((table) => table.toLowerCase() === name.toLowerCase());
  const existing = sameName === name ? state.schema.collections.get(name) : undefined;
  if (sameName && (!existing || existing.managed)) throw alreadyExists(name);
  const d = dialect(ctx);

  if (existing) {
    // Start managing an existing table.
    const plans = planFieldList(ctx, state, existing, fieldPayloads);
    const planned = new Set(plans.map((plan) => plan.field));
    const rows = planUnmanagedRows(existing, d, planned);
    try {
      await runPlans(db, name, [...plans, ...rows], d, {
        metadata: (trx) => upsertCollectionRow(trx, name, { managed: true, ...payload.meta }),
      });
    } catch (error) {
      // Another request managed or created it between our check and our write.
      if (isUniqueViolation(error)) throw alreadyExists(name);
      throw schemaFailure(error, ctx, 'Unable to manage the collection');
    }
    return freshRow(ctx, name);
  }

  if (fieldPayloads.length === 0) throw unprocessable('fields: This value should not be blank.');
  const plans = fieldPayloads.map((field) => planNewField(name, null, field, d));
  checkNewFields(fieldPayloads);
  assertSingleTypes(null, plans);
  const columns: [string, ColumnDefinition][] = [];
  for (const plan of plans) {
    if (plan.step?.kind === 'add') columns.push([plan.field, plan.step.def]);
  }
  if (!columns.some(([, def]) => def.primaryKey)) {
    throw unprocessable('Collection does not have a primary key field.');
  }
  // Concurrent creates of one name: each first claims the name with a directus_collections row
  // (the primary key lets one claim stand at a time, and on MySQL, whose DDL is not transactional,
  // the claim is visible before the table, so no racer mistakes the new table for an unmanaged one
  // to take over); the one whose CREATE TABLE succeeds wins. A loser answers "already exists" and
  // undoes only its own claim, never the winner's table. The metadata step replaces the claim.
  const claim = `${CLAIM_PREFIX}${Date.now()}:${randomLowerAlphanumeric(16)}`;
  let lostRace = false;
  const lose = (): never => {
    lostRace = true;
    throw alreadyExists(name);
  };
  try {
    await applySchemaChange(db, {
      ddl: [
        async (conn) => {
          // No table of that name exists (checked above): a row is stale metadata, a claim left by
          // a process that died, or a racer's live claim, which must stand (deleting it would let
          // a third racer find the winner's table unclaimed and take it over).
          const row = await conn('directus_collections').where('collection', name).first('note');
          if (row && !isLiveClaim(row.note)) {
            await conn('directus_collections')
              .where('collection', name)
              .where('note', row.note ?? null)
              .delete();
          }
          try {
            await conn('directus_collections').insert(collectionRow(name, { note: claim }));
          } catch (error) {
            if (isUniqueViolation(error)) lose();
            throw error;
          }
        },
        async (conn) => {
          try {
            await createTable(conn, name, columns, d);
          } catch (error) {
            if (isTableExistsError(error, name)) lose();
            throw error;
          }
          for (const plan of plans) {
            if (plan.index?.kind === 'create') {
              await createFieldIndex(conn, name, plan.field, d, plan.index.nullable);
            }
          }
        },
      ],
      undo: async (conn, index) => {
        if (index === 0) {
          await conn('directus_collections').where({ collection: name, note: claim }).delete();
        } else if (!lostRace) {
          await conn.schema.dropTableIfExists(name);
        }
      },
      metadata: async (trx) => {
        await clearStaleMetadata(trx, name);
        await trx('directus_collections').insert(collectionRow(name, payload.meta));
        for (const plan of plans) {
          if (plan.row?.kind === 'insert') await trx('directus_fields').insert(plan.row.values);
        }
      },
    });
  } catch (error) {
    throw schemaFailure(error, ctx, 'Unable to create the collection');
  }
  return freshRow(ctx, name);
}

/**
 * PATCH /collections/{name}: admin only (E3). Metadata and fields (merged onto the existing ones,
 * DDL applied). An unmanaged collection needs `managed: true` (E205), which starts managing it.
 */
export async function updateCollection(
  ctx: SchemaAdminContext,
  name: string,
  body: Body,
): Promise<CollectionRowObject> {
  if (!ctx.actor.admin) throw unauthorized('Permission denied');
  assertCollectionName(name);
  const payload = parseCollectionPayload(body);
  const fieldPayloads = (payload.fields ?? []).map(parseFieldPayload);
  const { db } = ctx.project;
  const state = await loadCheckedState(db);
  const collection = requireCollection(state.schema, name);
  const startManaging = payload.meta.managed === true && !collection.managed;
  if (!collection.managed && !startManaging) {
    throw new ApiError('COLLECTION_NOT_MANAGED', `Collection "${name}" is not managed by Directus`);
  }
  const d = dialect(ctx);
  const plans = planFieldList(ctx, state, collection, fieldPayloads);
  if (startManaging) {
    plans.push(...planUnmanagedRows(collection, d, new Set(plans.map((plan) => plan.field))));
  }
  try {
    await runPlans(db, name, plans, d, {
      metadata: (trx) => upsertCollectionRow(trx, name, payload.meta),
    });
  } catch (error) {
    throw schemaFailure(error, ctx, 'Unable to update the collection');
  }
  return freshRow(ctx, name);
}

/**
 * DELETE /collections/{name}: admin only (E306). Drops the table and its rows in
 * directus_permissions, directus_fields, directus_relations (forgetRelationsOf),
 * directus_collections and directus_collection_presets. System collections: E201.
 */
export async function deleteCollection(ctx: SchemaAdminContext, name: string): Promise<void> {
  if (!ctx.actor.admin) {
    throw new ApiError('ALTER_COLLECTION_DENIED', `Altering collection "${name}" was denied`);
  }
  if (isSystemName(name)) throw new ApiError('SYSTEM_COLLECTION_ACCESS');
  const { db } = ctx.project;
  const state = await loadState(db);
  requireCollection(state.schema, name);
  try {
    await applySchemaChange(db, {
      ddl: [(conn) => conn.schema.dropTable(name).then(() => {})],
      metadata: async (trx) => {
        await trx('directus_permissions').where('collection', name).delete();
        await trx('directus_fields').where('collection', name).delete();
        await forgetRelationsOf(trx, name);
        await trx('directus_collections').where('collection', name).delete();
        await trx('directus_collection_presets').where('collection', name).delete();
      },
    });
  } catch (error) {
    throw schemaFailure(error, ctx, 'Unable to delete the collection');
  }
}
