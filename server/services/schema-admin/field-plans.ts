// Planning and applying field changes on one table, shared by the fields and collections
// endpoints. A plan is computed and validated completely (names, types, lengths, defaults, data
// checks such as NULLs before NOT NULL) before any DDL runs; then the DDL and the directus_fields
// rows are applied together (apply.ts).
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { CollectionSchema, FieldSchema } from '../schema/types.js';
import { applySchemaChange } from './apply.js';
import {
  addColumn,
  addUnique,
  alterColumn,
  type ColumnDefinition,
  type ColumnDiff,
  countNulls,
  countRows,
  definitionForNew,
  definitionFromColumn,
  diffColumn,
  dropColumn,
  dropUnique,
  fieldError,
  hasDuplicates,
  mergeDefinition,
} from './columns.js';
import {
  fallbackInterface,
  isAliasType,
  SINGLE_PER_COLLECTION_TYPES,
  sqlType,
} from './datatypes.js';
import {
  assertIndexable,
  createFieldIndex,
  type FieldIndexes,
  fieldIndexName,
  type IndexStep,
  indexesOf,
  runIndexStep,
} from './field-indexes.js';
import { isValidIdentifier } from './names.js';
import { columnNeedsValue } from './objects.js';
import { type FieldPayload, newFieldRow, requireDatatype, touchesSchema } from './payload.js';
import { type UniqueIndex, type UniqueIndexes, uniqueIndexName } from './unique-indexes.js';

export type ColumnStep =
  | { kind: 'add'; def: ColumnDefinition }
  | {
      kind: 'alter';
      def: ColumnDefinition;
      previous: ColumnDefinition;
      diff: ColumnDiff;
      index?: UniqueIndex;
    }
  | { kind: 'drop'; index?: UniqueIndex };

export type RowWrite =
  | { kind: 'insert'; values: Record<string, unknown> }
  | { kind: 'update'; id: number; values: Record<string, unknown> };

export interface FieldPlan {
  field: string;
  /** The field's Directus type after the change. */
  type: string;
  step: ColumnStep | null;
  /** A plain index created or dropped (the `indexed` attribute, field-indexes.ts). */
  index?: IndexStep;
  row: RowWrite | null;
}

function shortName(value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? value.slice(0, 80) : (value ?? null));
}

/** E12 for a name that is not a strict identifier (nothing is created). */
export function assertFieldName(value: unknown): string {
  if (!isValidIdentifier(value)) throw unprocessable(`Invalid field name: ${shortName(value)}`);
  return value;
}

/** A field of the collection by exact name, or any field whose name differs only in case. */
export function findField(
  collection: CollectionSchema,
  name: string,
): { field: FieldSchema; exact: boolean } | undefined {
  const exact = collection.fields.get(name);
  if (exact) return { field: exact, exact: true };
  const lower = name.toLowerCase();
  for (const field of collection.fields.values()) {
    if (field.field.toLowerCase() === lower) return { field, exact: false };
  }
  return undefined;
}

export function fieldExists(name: string): ApiError {
  return new ApiError('FIELD_ALREADY_EXISTS', `Field "${name}" already exists`);
}

export function fieldNotFound(collection: string, name: string): ApiError {
  return new ApiError('FIELD_NOT_FOUND', `Unable to find field "${name}" in "${collection}"`);
}

/** The real primary key column of a collection (not the model's fallback for keyless tables). */
function primaryKeyColumn(collection: CollectionSchema): FieldSchema | undefined {
  for (const field of collection.fields.values()) {
    if (field.column?.primaryKey) return field;
  }
  return undefined;
}

/** A field that does not exist yet (column and/or directus_fields row). */
export function planNewField(
  table: string,
  collection: CollectionSchema | null,
  payload: FieldPayload,
  dialect: DatabaseType,
): FieldPlan {
  const name = assertFieldName(payload.field);
  if (collection && findField(collection, name)) throw fieldExists(name);
  if (!payload.type) throw unprocessable('type is required');
  const type = payload.type;
  let step: ColumnStep | null = null;
  if (!isAliasType(type)) {
    requireDatatype(payload, type);
    const def = definitionForNew(name, type, payload.schema, payload.meta.required === true);
    if (collection && def.primaryKey && primaryKeyColumn(collection)) {
      throw unprocessable('A collection can only have one primary key field');
    }
    step = { kind: 'add', def };
  }
  let index: IndexStep | undefined;
  if (payload.schema.indexed === true) {
    const def = step?.def;
    assertIndexable(
      {
        field: name,
        type,
        sqlType: def ? sqlType(def, dialect) : null,
        primaryKey: def?.primaryKey ?? false,
        unique: def?.unique ?? false,
      },
      dialect,
    );
    index = { kind: 'create', names: [], nullable: def?.nullable ?? true };
  }
  return {
    field: name,
    type,
    step,
    ...(index ? { index } : {}),
    row: { kind: 'insert', values: newFieldRow(table, name, type, payload.meta) },
  };
}

/** A change to an existing field (its column, its directus_fields row, or both). */
export function planFieldUpdate(
  collection: CollectionSchema,
  field: FieldSchema,
  payload: FieldPayload,
  uniques: UniqueIndexes,
  dialect: DatabaseType,
  indexes: FieldIndexes,
): FieldPlan {
  const name = field.field;
  const type = payload.type ?? field.type;
  const index = uniques.get(collection.collection)?.get(name);
  let step: ColumnStep | null = null;
  const required = payload.meta.required as boolean | undefined;

  if (field.alias && !isAliasType(type)) {
    // An alias becomes a column (v8 added it).
    requireDatatype(payload, type);
    step = { kind: 'add', def: definitionForNew(name, type, payload.schema, required === true) };
  } else if (!field.alias && isAliasType(type)) {
    if (field.column?.primaryKey)
      throw fieldError(`The primary key field cannot become an alias: ${name}`);
    step = { kind: 'drop', index };
  } else if (field.column && touchesSchema(payload)) {
    const column = field.column;
    const current = definitionFromColumn(column, field.type, dialect, index !== undefined);
    const desired = mergeDefinition(name, type, current, payload.schema, required);
    const diff = diffColumn(column, desired, index !== undefined, dialect);
    if (column.primaryKey || column.autoIncrement) {
      const asked =
        payload.schema.datatype !== undefined ||
        payload.schema.hasLength ||
        payload.schema.signed !== undefined;
      if (asked && diff.typeChanged) {
        throw fieldError(`The primary key field cannot be altered: ${name}`);
      }
    } else if (diff.redefine || diff.unique) {
      step = { kind: 'alter', def: desired, previous: current, diff, index };
    }
  }

  const plainIndex = planIndex(collection, field, payload, step, uniques, dialect, indexes);

  let row: RowWrite | null = null;
  if (field.id !== null) {
    if (Object.keys(payload.meta).length > 0) {
      row = { kind: 'update', id: field.id, values: payload.meta };
    }
  } else {
    const defaults: Record<string, unknown> = {};
    if (field.column) {
      defaults.interface = fallbackInterface(field.column, dialect, field.column.primaryKey);
      defaults.required = columnNeedsValue(field.column);
    }
    row = {
      kind: 'insert',
      values: newFieldRow(collection.collection, name, type, { ...defaults, ...payload.meta }),
    };
  }
  return { field: name, type, step, ...(plainIndex ? { index: plainIndex } : {}), row };
}

/** The index change an update asks for (`indexed` given, or the column going away). */
function planIndex(
  collection: CollectionSchema,
  field: FieldSchema,
  payload: FieldPayload,
  step: ColumnStep | null,
  uniques: UniqueIndexes,
  dialect: DatabaseType,
  indexes: FieldIndexes,
): IndexStep | undefined {
  const current = indexesOf(indexes, collection.collection, field.field);
  const wanted = payload.schema.indexed;
  if (step?.kind === 'drop' || wanted === false) {
    return current.length > 0 ? { kind: 'drop', names: current } : undefined;
  }
  if (wanted !== true || current.length > 0) return undefined;
  // The column as it will be after this change.
  const def = step?.kind === 'add' || step?.kind === 'alter' ? step.def : undefined;
  const column = field.alias && !def ? null : field.column;
  const uniqueNow = uniques.get(collection.collection)?.has(field.field) ?? false;
  const unique =
    step?.kind === 'alter' && step.diff.unique ? step.diff.unique === 'add' : uniqueNow;
  assertIndexable(
    {
      field: field.field,
      type: payload.type ?? field.type,
      sqlType: def ? sqlType(def, dialect) : (column?.fullType ?? null),
      primaryKey: def?.primaryKey ?? column?.primaryKey ?? false,
      unique: def ? def.unique || unique : unique,
    },
    dialect,
  );
  return { kind: 'create', names: [], nullable: def?.nullable ?? column?.nullable ?? true };
}

/**
 * Rows for every column of a table that has no directus_fields row yet (putting a table under
 * management): the derived type and the fallback interface of its data type.
 */
export function planUnmanagedRows(
  collection: CollectionSchema,
  dialect: DatabaseType,
  except: ReadonlySet<string>,
): FieldPlan[] {
  const plans: FieldPlan[] = [];
  for (const field of collection.fields.values()) {
    if (field.id !== null || except.has(field.field) || !field.column) continue;
    const values = newFieldRow(collection.collection, field.field, field.type, {
      interface: fallbackInterface(field.column, dialect, field.column.primaryKey),
      required: columnNeedsValue(field.column),
      readonly: field.column.autoIncrement,
      hidden_detail: field.column.autoIncrement,
    });
    plans.push({
      field: field.field,
      type: field.type,
      step: null,
      row: { kind: 'insert', values },
    });
  }
  return plans;
}

/** v8 "Only one system field permitted per table" (status, sort, owner …), E4. */
export function assertSingleTypes(collection: CollectionSchema | null, plans: FieldPlan[]): void {
  const types = new Map<string, string>();
  for (const field of collection?.fields.values() ?? []) types.set(field.field, field.type);
  for (const plan of plans) {
    if (plan.step?.kind === 'drop') types.delete(plan.field);
    else types.set(plan.field, plan.type);
  }
  const counts = new Map<string, number>();
  for (const type of types.values()) counts.set(type, (counts.get(type) ?? 0) + 1);
  const introduced = new Set(plans.map((plan) => plan.type));
  const repeated = [...counts]
    .filter(
      ([type, count]) => count > 1 && SINGLE_PER_COLLECTION_TYPES.has(type) && introduced.has(type),
    )
    .map(([type]) => type);
  if (repeated.length) {
    throw invalidRequest(`Only one system field permitted per table: ${repeated.join(', ')}`);
  }
}

/** Data checks a plan needs before its DDL (E404, as v8's "cannot make field required"). */
async function checkData(db: Knex, table: string, plans: FieldPlan[]): Promise<void> {
  let rows: number | undefined;
  for (const { field, step } of plans) {
    if (step?.kind === 'add' && !step.def.nullable && step.def.defaultValue === null) {
      rows ??= await countRows(db, table);
      if (rows > 0 && !step.def.autoIncrement) {
        throw fieldError(
          `Field "${field}" cannot be required without a default value: "${table}" has items`,
        );
      }
    }
    if (step?.kind === 'alter' && step.diff.becomesRequired) {
      const nulls = await countNulls(db, table, field);
      if (nulls > 0) {
        throw fieldError(`Cannot make field "${field}" required: ${nulls} item(s) have no value`);
      }
    }
    if (
      step?.kind === 'alter' &&
      step.diff.unique === 'add' &&
      (await hasDuplicates(db, table, field))
    ) {
      throw fieldError(`Cannot make field "${field}" unique: items share a value`);
    }
  }
}

async function runStep(
  conn: Knex,
  table: string,
  plan: FieldPlan,
  dialect: DatabaseType,
): Promise<void> {
  const { step, field, index } = plan;
  // Drops before the column changes (SQLite cannot drop an indexed column), creates after.
  if (index?.kind === 'drop') await runIndexStep(conn, table, field, index, dialect);
  await runColumnStep(conn, table, field, step, dialect);
  if (index?.kind === 'create') await runIndexStep(conn, table, field, index, dialect);
}

async function runColumnStep(
  conn: Knex,
  table: string,
  field: string,
  step: ColumnStep | null,
  dialect: DatabaseType,
): Promise<void> {
  if (!step) return;
  switch (step.kind) {
    case 'add':
      await addColumn(conn, table, field, step.def, dialect);
      return;
    case 'drop':
      await dropColumn(conn, table, field, step.index, dialect);
      return;
    case 'alter':
      if (step.diff.unique === 'drop' && step.index) await dropUnique(conn, step.index, dialect);
      if (step.diff.redefine) await alterColumn(conn, table, field, step.def, dialect);
      if (step.diff.unique === 'add') await addUnique(conn, table, field);
  }
}

/** MySQL: reverses a step (best effort; tolerates a step that never ran). */
async function undoStep(conn: Knex, table: string, plan: FieldPlan): Promise<void> {
  const { step, field, index } = plan;
  if (index?.kind === 'create' && step?.kind !== 'add') {
    await conn
      .raw('alter table ?? drop index ??', [table, fieldIndexName(table, field)])
      .catch(() => {});
  }
  if (index?.kind === 'drop' && step?.kind !== 'drop') {
    await createFieldIndex(conn, table, field, 'mysql').catch(() => {});
  }
  if (!step) return;
  if (step.kind === 'add') {
    if (await conn.schema.hasColumn(table, field)) {
      await conn.schema.alterTable(table, (t) => {
        t.dropColumn(field);
      });
    }
    return;
  }
  if (step.kind === 'alter') {
    if (step.diff.redefine) await alterColumn(conn, table, field, step.previous, 'mysql');
    const name = uniqueIndexName(table, field);
    if (step.diff.unique === 'add') {
      await conn.raw('alter table ?? drop index ??', [table, name]).catch(() => {});
    }
    if (step.diff.unique === 'drop' && step.index) {
      await addUnique(conn, table, field).catch(() => {});
    }
  }
  // A dropped column cannot come back.
}

async function writeRow(trx: Knex.Transaction, row: RowWrite | null): Promise<void> {
  if (!row) return;
  if (row.kind === 'insert') await trx('directus_fields').insert(row.values);
  else await trx('directus_fields').where('id', row.id).update(row.values);
}

/**
 * Removes what pointed at a dropped field (v8 dropColumn): its relations (an M2O's row, and the
 * O2M alias on the other side; an O2M/M2M alias's side of the relation), its directus_fields row,
 * and, for the status field, the collection's status permission rows.
 */
export async function forgetField(
  trx: Knex.Transaction,
  collection: string,
  field: string,
  wasStatus: boolean,
): Promise<void> {
  const many: { id: number; collection_one: string | null; field_one: string | null }[] = await trx(
    'directus_relations',
  )
    .where({ collection_many: collection, field_many: field })
    .select('id', 'collection_one', 'field_one');
  for (const relation of many) {
    if (relation.collection_one && relation.field_one) {
      await trx('directus_fields')
        .where({ collection: relation.collection_one, field: relation.field_one })
        .whereIn('type', ['o2m', 'm2m', 'alias', 'translation'])
        .delete();
    }
  }
  if (many.length)
    await trx('directus_relations')
      .whereIn(
        'id',
        many.map((r) => r.id),
      )
      .delete();

  const one: { id: number; collection_many: string; junction_field: string | null }[] = await trx(
    'directus_relations',
  )
    .where({ collection_one: collection, field_one: field })
    .select('id', 'collection_many', 'junction_field');
  for (const relation of one) {
    if (relation.junction_field) {
      await trx('directus_relations')
        .where({ collection_many: relation.collection_many, field_many: relation.junction_field })
        .delete();
      await trx('directus_relations').where('id', relation.id).delete();
    } else {
      await trx('directus_relations').where('id', relation.id).update({ field_one: null });
    }
  }

  await trx('directus_fields').where({ collection, field }).delete();
  if (wasStatus) {
    await trx('directus_permissions')
      .where('collection', collection)
      .whereNotNull('status')
      .delete();
  }
}

export interface RunPlansOptions {
  /** More metadata writes in the same transaction (collection rows …). */
  metadata?: (trx: Knex.Transaction) => Promise<void>;
}

/** Checks the data, then applies every plan's DDL and rows as one schema change. */
export async function runPlans(
  db: Knex,
  table: string,
  plans: FieldPlan[],
  dialect: DatabaseType,
  options: RunPlansOptions = {},
): Promise<void> {
  await checkData(db, table, plans);
  const withDdl = plans.filter((plan) => plan.step !== null || plan.index !== undefined);
  await applySchemaChange(db, {
    ddl: withDdl.map((plan) => (conn: Knex) => runStep(conn, table, plan, dialect)),
    undo: (conn, index) => undoStep(conn, table, withDdl[index]),
    metadata: async (trx) => {
      for (const plan of plans) await writeRow(trx, plan.row);
      await options.metadata?.(trx);
    },
  });
}
