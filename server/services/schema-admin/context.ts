// What every schema-admin operation works with: the project, the caller and their permissions,
// and the current schema model with the database's unique indexes (both at one schema version).
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import { listTables } from '../../db/schema-inspector.js';
import { ApiError } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { ProjectContext } from '../../http/project-context.js';
import { type PermissionService, systemInfo } from '../permissions/index.js';
import {
  bumpSchemaVersion,
  isAddressableName,
  readProjectState,
  schemaAt,
} from '../schema/index.js';
import type { CollectionSchema, SchemaModel } from '../schema/types.js';
import { type FieldIndexes, loadFieldIndexes } from './field-indexes.js';
import { type UniqueIndexes, uniqueIndexesAt } from './unique-indexes.js';

export interface SchemaAdminContext {
  project: ProjectContext;
  actor: Actor;
  permissions: PermissionService;
  /** Development servers report database messages; production never shows SQL. */
  exposeErrors: boolean;
}

export interface SchemaState {
  schema: SchemaModel;
  uniques: UniqueIndexes;
  /** Plain single-column indexes, read now (an index made by hand shows without a bump). */
  indexes: FieldIndexes;
}

/**
 * The schema model and unique indexes at the database's current schema version, and the plain
 * indexes as the catalogue has them now.
 */
export async function loadState(db: Knex): Promise<SchemaState> {
  const { version } = await readProjectState(db);
  const [schema, uniques, indexes] = await Promise.all([
    schemaAt(db, version),
    uniqueIndexesAt(db, version),
    loadFieldIndexes(db),
  ]);
  return { schema, uniques, indexes };
}

/**
 * loadState, after checking the table list against the model: a table created or dropped outside
 * this server (no version bump) bumps the version, so every process reloads. One extra query;
 * used where the table list matters (listing collections, creating and managing them).
 */
const checkedDifferences = new WeakMap<Knex, string>();

export async function loadCheckedState(db: Knex): Promise<SchemaState> {
  const state = await loadState(db);
  const tables = (await listTables(db)).filter(
    (table) => isAddressableName(table) && !table.startsWith('cms_'),
  );
  const known = state.schema.collections;
  const differences = [
    ...tables.filter((table) => !known.has(table)),
    ...[...known.keys()].filter((name) => !tables.includes(name)).map((name) => `-${name}`),
  ].join(',');
  // A table the model leaves out for good (no addressable column) must not bump every time.
  if (differences === '' || checkedDifferences.get(db) === differences) return state;
  checkedDifferences.set(db, differences);
  await bumpSchemaVersion(db);
  return loadState(db);
}

export function dialect(ctx: SchemaAdminContext) {
  return dialectOf(ctx.project.db);
}

export function collectionNotFound(name: string): ApiError {
  return new ApiError('COLLECTION_NOT_FOUND', `Unable to find collection: ${name}`);
}

export function requireCollection(schema: SchemaModel, name: string): CollectionSchema {
  const collection = schema.collections.get(name);
  if (!collection) throw collectionNotFound(name);
  return collection;
}

/** Reading a system collection's rows at all (E3 for the public role, E300 otherwise). */
export function assertCanRead(ctx: SchemaAdminContext, schema: SchemaModel, name: string): void {
  if (ctx.actor.admin) return;
  ctx.permissions.assertCanReadAtAll(systemInfo(schema, name));
}

const DENIALS = {
  create: ['CREATE_ITEMS_DENIED', 'Creating item to'],
  update: ['UPDATE_ITEMS_DENIED', 'Updating item from'],
  delete: ['DELETE_ITEMS_DENIED', 'Deleting item from'],
} as const;

/**
 * Field DDL needs the action on both directus_fields and the collection (contract §9.7):
 * E301/E302/E303 naming the collection that refused.
 */
export function assertFieldPermission(
  ctx: SchemaAdminContext,
  action: 'create' | 'update' | 'delete',
  collection: string,
): void {
  if (ctx.actor.admin) return;
  for (const name of ['directus_fields', collection]) {
    if (!ctx.permissions.can(action, name)) {
      const [error, verb] = DENIALS[action];
      throw new ApiError(error, `${verb} "${name}" collection was denied`);
    }
  }
}

/** Writes to directus_relations are for admins (E301/E302/E303). */
export function assertAdminWrite(ctx: SchemaAdminContext, action: 'create' | 'update' | 'delete') {
  if (ctx.actor.admin) return;
  const [error, verb] = DENIALS[action];
  throw new ApiError(error, `${verb} "directus_relations" collection was denied`);
}
