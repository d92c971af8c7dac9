// "Preview as this role" (issue #16): what one role would see of one collection, computed by the
// server's own read path (the permission service over the role's rows, then the item engine's
// list read), so the answer is what a user of the role would really get. Admin only (the route).
//
//   POST /{project}/roles/{id}/preview  {collection, user?, permissions?}
//
// - `permissions`: candidate rows of the role (the role editor's staged matrix), validated like
//   stored rows (E4/422); absent → the stored rows. Nothing is written: the rows only feed the
//   in-memory permission service of this read.
// - `user`: a user of the role (E4/422 otherwise); absent → the role's first active user, else
//   an identity of the role without a user. That identity owns nothing: `mine` matches no item,
//   and `role` only the items of the role's users (none, unless users are inactive). The public
//   role (2) without a user reads as the public caller does (user id 0).
// - The administrator role (1) bypasses every row: candidate rows are ignored.
// - `fields`: the fields a `fields=*` list read returns (fields hidden only in some statuses are
//   included, as are the directus_users fields only stripped from other users' rows);
//   `total_count`: the items such a read returns without filters (default status
//   filter applied: soft-deleted items are not counted); `statuses`: the readable statuses when the
//   role has status rows for the collection, else null; `error`: the refusal of the read itself
//   (E300/E3), with `readable: false`.
import type { Knex } from 'knex';
import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID, PUBLIC_USER_ID } from '../../db/system-collections.js';
import { ApiError, invalidRequest, isApiError } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import { runRead } from '../items/run-read.js';
import { collectionInfo, loadPermissions } from '../permissions/index.js';
import { permissionsWithRows } from '../permissions/load-permissions.js';
import { type PermissionRecord, toPermissionRecord } from '../permissions/permission-rows.js';
import { countFiltered, type ReadQuery, type ReadSettings } from '../query/index.js';
import type { SchemaModel } from '../schema/types.js';
import { rowId } from './ids.js';
import { assertPermissionValues } from './permissions.js';
import { systemScopes } from './read.js';

/** An id no user has (ids are positive, 0 is the public caller): the role's user-less identity. */
const NO_USER_ID = -1;

export interface RolePreviewUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

export interface RolePreview {
  collection: string;
  role: number;
  user: RolePreviewUser | null;
  readable: boolean;
  fields: string[];
  total_count: number;
  statuses: string[] | null;
  error?: { code: number; message: string };
}

export interface RolePreviewInput {
  db: Knex;
  schema: SchemaModel;
  settings: ReadSettings;
  roleId: number;
  /** The request body (shape checked here). */
  body: Record<string, unknown>;
}

const RECORD_KEYS = new Set([
  'id',
  'collection',
  'role',
  'status',
  'create',
  'read',
  'update',
  'delete',
  'comment',
  'explain',
  'read_field_blacklist',
  'write_field_blacklist',
  'status_blacklist',
]);
const BLACKLISTS = ['read_field_blacklist', 'write_field_blacklist', 'status_blacklist'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((part) => typeof part === 'string'))
  );
}

/** One candidate row checked like a stored one, as the record the permission service reads. */
function candidateRecord(value: unknown, index: number, roleId: number): PermissionRecord {
  const at = `permissions[${index}]`;
  if (!isObject(value)) throw invalidRequest(`${at}: This value should be a permission row.`);
  const unknown = Object.keys(value).find((key) => !RECORD_KEYS.has(key));
  if (unknown !== undefined) throw invalidRequest(`${at}.${unknown}: This field is not known.`);
  if (typeof value.collection !== 'string' || value.collection.trim() === '') {
    throw invalidRequest(`${at}.collection: This value should not be blank.`);
  }
  if (value.status !== undefined && value.status !== null && typeof value.status !== 'string') {
    throw invalidRequest(`${at}.status: This value should be a string or null.`);
  }
  if (value.role !== undefined && value.role !== null && rowId(value.role) !== roleId) {
    throw invalidRequest(`${at}.role: This row belongs to another role.`);
  }
  if (value.id !== undefined && value.id !== null && rowId(value.id) === undefined) {
    throw invalidRequest(`${at}.id: This value should be a row id.`);
  }
  for (const key of BLACKLISTS) {
    if (value[key] !== undefined && !isStringList(value[key])) {
      throw invalidRequest(`${at}.${key}: This value should be a list of names.`);
    }
  }
  try {
    assertPermissionValues(value);
  } catch (error) {
    if (isApiError(error)) throw invalidRequest(`${at} (${value.collection}): ${error.message}`);
    throw error;
  }
  return toPermissionRecord({ ...value, id: value.id ?? 0, role: roleId });
}

/** The candidate rows of the body, or undefined (use the stored rows). */
function candidateRecords(value: unknown, roleId: number): PermissionRecord[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    throw invalidRequest('permissions: This value should be an array of permission rows.');
  }
  return value.map((row, index) => candidateRecord(row, index, roleId));
}

interface UserRow {
  id: unknown;
  role: unknown;
  status: unknown;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

const USER_COLUMNS = ['id', 'role', 'status', 'first_name', 'last_name', 'email'];

/** The user to preview as: the one asked for (a user of the role) or the first active one. */
async function previewUser(
  db: Knex,
  roleId: number,
  requested: unknown,
): Promise<RolePreviewUser | null> {
  let row: UserRow | undefined;
  if (requested !== undefined && requested !== null) {
    const id = rowId(requested);
    row =
      id === undefined
        ? undefined
        : await db('directus_users').select(USER_COLUMNS).where({ id }).first();
    if (!row || Number(row.role) !== roleId) {
      throw invalidRequest(`user: ${String(requested)} is not a user of role ${roleId}.`);
    }
  } else {
    row = await db('directus_users')
      .select(USER_COLUMNS)
      .where({ role: roleId, status: 'active' })
      .orderBy('id')
      .first();
  }
  if (!row) return null;
  return {
    id: Number(row.id),
    first_name: row.first_name ?? null,
    last_name: row.last_name ?? null,
    email: row.email,
  };
}

/** Who the read runs as. */
function previewActor(roleId: number, user: RolePreviewUser | null): Actor {
  const isPublic = user === null && roleId === PUBLIC_ROLE_ID;
  return {
    userId: user ? user.id : isPublic ? PUBLIC_USER_ID : NO_USER_ID,
    roleId,
    admin: roleId === ADMIN_ROLE_ID,
    public: isPublic,
    enforce2fa: false,
    ...(user ? { email: user.email } : {}),
  };
}

/** The role must exist (E203/404). */
async function assertRoleExists(db: Knex, roleId: number): Promise<void> {
  const role = await db('directus_roles').select('id').where({ id: roleId }).first();
  if (!role) throw new ApiError('ITEM_NOT_FOUND');
}

export async function previewRole(input: RolePreviewInput): Promise<RolePreview> {
  const { db, schema, roleId, body } = input;
  const name = body.collection;
  if (typeof name !== 'string' || name.trim() === '') {
    throw invalidRequest('collection: This value should not be blank.');
  }
  await assertRoleExists(db, roleId);
  const collection = schema.collections.get(name);
  if (!collection) throw new ApiError('COLLECTION_NOT_FOUND', `Unable to find collection: ${name}`);
  const candidates = candidateRecords(body.permissions, roleId);
  const user = await previewUser(db, roleId, body.user);
  const actor = previewActor(roleId, user);
  const permissions =
    candidates === undefined || actor.admin
      ? await loadPermissions(db, actor)
      : await permissionsWithRows(db, actor, candidates);

  const preview: RolePreview = {
    collection: collection.collection,
    role: roleId,
    user,
    readable: false,
    fields: [],
    total_count: 0,
    statuses: null,
  };
  let read: ReadQuery | undefined;
  try {
    // The list read a user of the role makes (`GET /items/{collection}?fields=*`), one row only:
    // the fields come from its parsed selection, the count from its conditions.
    await runRead({
      db,
      actor,
      schema,
      collection,
      scopes: systemScopes(schema, permissions),
      params: { fields: '*', limit: '1' },
      settings: input.settings,
      deniedMessage: `Reading items from "${collection.collection}" collection was denied`,
      afterRead: async (parsed) => {
        read = parsed;
      },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { ...preview, error: { code: error.code, message: error.message } };
  }
  if (!read) return preview;
  const readable = permissions.readableStatuses(collectionInfo(collection));
  const mapped = collection.statuses.map((status) => status.value);
  return {
    ...preview,
    readable: true,
    fields: read.selection.output.map((output) => output.field.field),
    total_count: await countFiltered(db, read),
    statuses:
      readable === 'all'
        ? null
        : [...readable].sort((a, b) => mapped.indexOf(a) - mapped.indexOf(b)),
  };
}
