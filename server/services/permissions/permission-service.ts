// The permission decisions of contract §9 for one caller, over the rows of their role loaded once
// per request (load-permissions.ts). Pure: no I/O, no schema lookups; callers describe the
// collection (its status and owner fields, its status mapping) and pass the stored item.
//
// Beyond v8 (project decisions): `$create` rows and `status_blacklist` are enforced, field
// blacklists apply to every write, activity `mine` scoping compares users.

import { ApiError, forbidden, unauthorized } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import {
  type CollectionRows,
  commentLevelOf,
  groupPermissionRows,
  levelOf,
  noRows,
  rowsAt,
} from './collection-rows.js';
import {
  type Action,
  type CommentLevel,
  commentLevelAtLeast,
  explainRequires,
  type Level,
  levelAtLeast,
} from './levels.js';
import {
  allowsOwnership,
  DEFAULT_OWNER_FIELDS,
  type Ownership,
  ownershipFor,
  ownerTier,
  READ_SCOPE_COLUMNS,
} from './ownership.js';
import {
  type PermissionRecord,
  type PermissionRow,
  parsePermissionRow,
  statusValue,
} from './permission-rows.js';
import type { ReadScope, RowRule } from './read-scope.js';
import { UNRESTRICTED_READ } from './read-scope.js';

/**
 * What the permission service needs to know about a collection (null and undefined both mean
 * "none", so a schema model's fields can be passed as they are).
 */
export interface CollectionInfo {
  name: string;
  /** The field of type `status`, if any. */
  statusField?: string | null;
  /**
   * The owner column: the field of type `owner` (user_created), or a system collection's fixed
   * owner column (directus_files `uploaded_by`, directus_collection_presets `user`, ...).
   */
  ownerField?: string | null;
  /** Status values whose mapping has `soft_delete: true`. */
  softDeleteStatuses: readonly string[];
  /** Every status value of the mapping: non-admins cannot write other values. */
  statuses: readonly string[];
  /** The status field's default value. */
  defaultStatus?: string | null;
}

/** A stored item or a payload: field name → value, as the database or the client gave it. */
export type Item = Readonly<Record<string, unknown>>;

/**
 * The read scope plus the column `RowRule.ownerIn` refers to. Usually the collection's owner
 * field, but some system collections are scoped on another column, and for `directus_roles`
 * (`id`) and `directus_permissions` (`role`) the `ownerIn` values are role ids, not user ids.
 */
/** A ReadScope whose `ownerField` is set whenever a rule carries `ownerIn`. */
export type PermissionReadScope = ReadScope;

export type { Ownership } from './ownership.js';

const OWN_USER_COLLECTION = 'directus_users';

function hasKey(item: Item, key: string): boolean {
  return Object.hasOwn(item, key);
}

function union(lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

export class PermissionService {
  readonly actor: Readonly<Actor>;
  readonly #records: readonly PermissionRecord[];
  readonly #roleUserIds: ReadonlySet<number>;
  readonly #collections: ReadonlyMap<string, CollectionRows>;

  /**
   * @param records the rows of the caller's role (ordered by id)
   * @param roleUserIds ids of the users in the caller's role (needed for `role` levels)
   */
  constructor(
    actor: Readonly<Actor>,
    records: readonly PermissionRecord[],
    roleUserIds: readonly number[] = [],
  ) {
    this.actor = actor;
    this.#records = records;
    this.#roleUserIds = new Set(roleUserIds);
    this.#collections = groupPermissionRows(records);
  }

  get admin(): boolean {
    return this.actor.admin;
  }

  /**
   * These permissions, with the caller's own user record readable (`GET /users/me`) even when
   * the role grants nothing on the user directory: an account may always see itself, and the
   * admin app cannot start without it. Field blacklists of the role's users row still apply.
   */
  withOwnUserReadable(): PermissionService {
    if (this.admin || this.actor.public) return this;
    const users = this.#records.filter((record) => record.collection === OWN_USER_COLLECTION);
    if (users.some((record) => levelAtLeast(parsePermissionRow(record).read, 'mine'))) return this;
    const collectionWide = users.find((record) => record.status === null);
    const ownRecord: PermissionRecord = {
      id: 0,
      collection: OWN_USER_COLLECTION,
      role: this.actor.roleId,
      status: null,
      create: 'none',
      read: 'mine',
      update: collectionWide?.update ?? 'none',
      delete: collectionWide?.delete ?? 'none',
      comment: collectionWide?.comment ?? 'none',
      explain: null,
      read_field_blacklist: collectionWide?.read_field_blacklist ?? [],
      write_field_blacklist: collectionWide?.write_field_blacklist ?? [],
      status_blacklist: collectionWide?.status_blacklist ?? [],
    };
    const others = this.#records.filter((record) => record.collection !== OWN_USER_COLLECTION);
    return new PermissionService(this.actor, [ownRecord, ...others], [...this.#roleUserIds]);
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

  /** Which rows and fields of the collection the caller may read (list queries). */
  readScope(collection: CollectionInfo): PermissionReadScope {
    if (this.admin) return UNRESTRICTED_READ;
    const rows = this.#rows(collection.name);
    const owners = this.#readOwners(collection);
    const ruleFor = (level: Level, status?: string): RowRule | undefined => {
      if (level === 'full') return status === undefined ? {} : { status };
      if (level === 'none' || !owners) return undefined;
      const ownerIn = level === 'role' ? owners.role : owners.mine;
      return status === undefined ? { ownerIn } : { status, ownerIn };
    };

    if (!rows.workflow) {
      const row = rows.global;
      const level = row?.read ?? 'none';
      if (!this.canReadAtAll(collection)) return emptyScope();
      const fieldBlacklist = [...(row?.readFieldBlacklist ?? [])];
      if (level === 'full') return { rows: 'all', fieldBlacklist, fieldBlacklistByStatus: {} };
      const rule = ruleFor(level);
      return {
        rows: rule ? [rule] : [],
        fieldBlacklist,
        fieldBlacklistByStatus: {},
        ...(rule?.ownerIn && owners ? { ownerField: owners.column } : {}),
      };
    }

    if (!collection.statusField) return emptyScope();
    const rules: RowRule[] = [];
    const blacklists: [string, readonly string[]][] = [];
    for (const [status, row] of rows.byStatus) {
      const rule = ruleFor(row.read, status);
      if (!rule) continue;
      rules.push(rule);
      blacklists.push([status, row.readFieldBlacklist]);
    }
    // Fields hidden in every readable status are hidden outright; the rest per status.
    const everywhere = blacklists.length
      ? blacklists
          .map(([, fields]) => fields)
          .reduce((common, fields) => common.filter((field) => fields.includes(field)))
      : [];
    const byStatus: Record<string, string[]> = {};
    for (const [status, fields] of blacklists) {
      const only = fields.filter((field) => !everywhere.includes(field));
      if (only.length) byStatus[status] = only;
    }
    return {
      rows: rules,
      fieldBlacklist: [...everywhere],
      fieldBlacklistByStatus: byStatus,
      ...(owners && rules.some((rule) => rule.ownerIn) ? { ownerField: owners.column } : {}),
    };
  }

  /**
   * Whether a list read may run at all. False when no row grants read (v8 "read once"), when
   * workflow rows exist on a collection without status field, or when a collection with neither
   * owner nor status field is readable below `full`.
   */
  canReadAtAll(collection: CollectionInfo): boolean {
    return this.#readDenial(collection) === undefined;
  }

  /** Throws what a list read answers when `canReadAtAll` is false: E3 for public, else E300. */
  assertCanReadAtAll(collection: CollectionInfo): void {
    const denial = this.#readDenial(collection);
    if (denial === 'nothing-readable' && this.actor.public) throw unauthorized();
    if (denial) throw readDenied(collection.name);
  }

  /**
   * The statuses whose items the caller may read, to intersect with the `status` parameter
   * (§3.8): `'all'` when reads are not restricted by status.
   */
  readableStatuses(collection: CollectionInfo): 'all' | string[] {
    if (this.admin) return 'all';
    const rows = this.#rows(collection.name);
    if (!rows.workflow) return this.canReadAtAll(collection) ? 'all' : [];
    const scope = this.readScope(collection);
    if (scope.rows === 'all') return 'all';
    return [
      ...new Set(scope.rows.flatMap((rule) => (rule.status === undefined ? [] : [rule.status]))),
    ];
  }

  /** An explicitly selected field that is read-blacklisted → E304. */
  assertCanSelect(collection: CollectionInfo, field: string): void {
    if (this.readScope(collection).fieldBlacklist.includes(field)) {
      throw new ApiError(
        'READ_FIELD_DENIED',
        `Reading "${field}" field in "${collection.name}" collection was denied`,
      );
    }
  }

  /** Filtering on a field that is read-blacklisted for every readable status → E215. */
  assertCanFilterOn(collection: CollectionInfo, field: string): void {
    if (this.readScope(collection).fieldBlacklist.includes(field)) {
      throw new ApiError(
        'FORBIDDEN_FIELD_ACCESS',
        `Filtering on "${field}" field in "${collection.name}" collection was denied`,
      );
    }
  }

  /** A relational filter or expansion through `field` into an unreadable collection → E215. */
  assertCanTraverse(related: CollectionInfo, field: string): void {
    if (!this.canReadAtAll(related)) {
      throw new ApiError('FORBIDDEN_FIELD_ACCESS', `Unable to access "${field}" related data`);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Writes

  /**
   * Whether the caller has at least `mine` for the action (on the given status, or on any status
   * in workflow mode when none is given). For coarse checks: files (§9.8), field DDL (§9.7).
   */
  can(action: Action, collection: string, status?: string): boolean {
    if (this.admin) return true;
    return levelAtLeast(levelOf(rowsAt(this.#rows(collection), status), action), 'mine');
  }

  /**
   * Create (§9.4, §9.5, §9.6): create level ≥ `mine` on the payload status (or the default);
   * the status must be mapped and not in the `$create` row's (or, without workflow rows, the
   * collection row's) `status_blacklist` (E301); write blacklists of the status row and the
   * `$create` row (E305); explain (E10).
   */
  assertCanCreate(collection: CollectionInfo, payload: Item, comment?: string | null): void {
    if (this.admin) return;
    const rows = this.#rows(collection.name);
    const status = collection.statusField
      ? (statusValue(payload[collection.statusField]) ?? statusValue(collection.defaultStatus))
      : undefined;
    const governing = rowsAt(rows, status);

    if (!levelAtLeast(levelOf(governing, 'create'), 'mine')) {
      throw new ApiError(
        'CREATE_ITEMS_DENIED',
        `Creating item to "${collection.name}" collection was denied`,
      );
    }
    if (status !== undefined) {
      const statusBlacklist =
        rows.createForm?.statusBlacklist ?? (rows.workflow ? [] : rows.global?.statusBlacklist);
      this.#assertStatusAllowed(
        collection,
        status,
        statusBlacklist ?? [],
        'CREATE_ITEMS_DENIED',
        `Creating items with status "${status}" in "${collection.name}" collection was denied`,
      );
    }
    this.#assertWritableFields(collection, payload, [
      ...governing,
      ...(rows.createForm ? [rows.createForm] : []),
    ]);
    this.#assertExplained(collection, governing, 'create', comment);
  }

  /**
   * Update (§9.4): the stored item must exist (E302 for non-admins, E203 for admins), items in a
   * soft-delete status cannot be updated (E302), the update level the ownership requires on the
   * item's current status (E302); moving the item to a soft-delete status is judged as a delete
   * instead (E303). Moving to an unmapped status or one in the current row's `status_blacklist`
   * → E302. Write blacklists of the current and the target status rows (E305), explain (E10).
   */
  assertCanUpdate(
    collection: CollectionInfo,
    existing: Item | null | undefined,
    payload: Item,
    comment?: string | null,
  ): void {
    if (!existing) {
      if (this.admin) throw itemNotFound();
      throw updateDenied(collection.name);
    }
    if (this.admin) return;
    const rows = this.#rows(collection.name);
    const current = this.#statusOf(collection, existing);
    const target =
      collection.statusField && hasKey(payload, collection.statusField)
        ? statusValue(payload[collection.statusField])
        : undefined;
    const moving = target !== undefined && target !== current;
    const currentRows = rowsAt(rows, current);
    const involved = moving ? [...currentRows, ...rowsAt(rows, target)] : currentRows;

    if (target !== undefined && collection.softDeleteStatuses.includes(target)) {
      this.#assertOwnershipLevel(collection, existing, currentRows, 'delete');
    } else {
      if (current !== undefined && collection.softDeleteStatuses.includes(current)) {
        throw updateDenied(collection.name);
      }
      this.#assertOwnershipLevel(collection, existing, currentRows, 'update');
    }
    if (moving) {
      this.#assertStatusAllowed(
        collection,
        target,
        union(currentRows.map((row) => row.statusBlacklist)),
        'UPDATE_ITEMS_DENIED',
        `Moving items of "${collection.name}" collection to status "${target}" was denied`,
      );
    }
    this.#assertWritableFields(collection, payload, involved);
    this.#assertExplained(collection, involved, 'update', comment);
  }

  /**
   * Delete (§9.4): the stored item must exist (E203), the delete level the ownership requires on
   * the item's status (E303), explain `always` (E10).
   */
  assertCanDelete(
    collection: CollectionInfo,
    existing: Item | null | undefined,
    comment?: string | null,
  ): void {
    if (!existing) throw itemNotFound();
    if (this.admin) return;
    const governing = rowsAt(this.#rows(collection.name), this.#statusOf(collection, existing));
    this.#assertOwnershipLevel(collection, existing, governing, 'delete');
    this.#assertExplained(collection, governing, 'delete', comment);
  }

  /**
   * Whose item it is for an update or delete. Public callers own nothing (they all share user id
   * 0). Without an owner field an item is "other" (needs `full`), except the caller's own
   * directus_users row (update) and own directus_collection_presets rows.
   */
  ownership(collection: CollectionInfo, item: Item, action: 'update' | 'delete'): Ownership {
    return ownershipFor(
      this.actor,
      { name: collection.name, ownerField: this.#ownerField(collection) },
      item,
      action,
      (owner) => this.#roleUserIds.has(owner),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Comments (§9.6): judged on the commented item's status and owner.

  /** Adding a comment to an item needs comment level ≥ `create` (E210). */
  assertCanComment(collection: CollectionInfo, item: Item): void {
    if (!this.#commentAllowed(collection, item, 'create')) {
      throw new ApiError(
        'COMMENT_CREATE_DENIED',
        `Adding a comment to "${collection.name}" collection was denied`,
      );
    }
  }

  /** Editing a comment: ≥ `update` on own items or collections without owner, else `full` (E211). */
  assertCanEditComment(collection: CollectionInfo, item: Item): void {
    if (!this.#commentAllowed(collection, item, this.#commentEditLevel(collection, item))) {
      throw new ApiError(
        'COMMENT_UPDATE_DENIED',
        `Updating a comment to "${collection.name}" collection was denied`,
      );
    }
  }

  /** Deleting a comment: same levels as editing (E212). */
  assertCanDeleteComment(collection: CollectionInfo, item: Item): void {
    if (!this.#commentAllowed(collection, item, this.#commentEditLevel(collection, item))) {
      throw new ApiError(
        'COMMENT_DELETE_DENIED',
        `Deleting a comment from "${collection.name}" collection was denied`,
      );
    }
  }

  // ---------------------------------------------------------------------------------------------
  // /permissions/me

  /** Every row of the caller's role, `$create` rows included (§7.8). */
  myPermissions(): PermissionRecord[] {
    return this.#records.map((record) => structuredClone(record));
  }

  /**
   * `/permissions/me/{collection}`: all rows of the collection when any has a status, else the
   * collection-wide row, or `[]` when there is none.
   */
  myPermissionsFor(collection: string): PermissionRecord[] | PermissionRecord {
    const records = this.myPermissions().filter((record) => record.collection === collection);
    if (records.some((record) => record.status !== null)) return records;
    return records[0] ?? [];
  }

  // ---------------------------------------------------------------------------------------------

  #rows(collection: string): CollectionRows {
    return this.#collections.get(collection) ?? noRows();
  }

  #statusOf(collection: CollectionInfo, item: Item): string | undefined {
    return collection.statusField ? statusValue(item[collection.statusField]) : undefined;
  }

  #ownerField(collection: CollectionInfo): string | undefined {
    return collection.ownerField ?? DEFAULT_OWNER_FIELDS[collection.name];
  }

  /** own / same role / other by the owner field (ownership.ts); no owner field → other. */
  #ownerTier(collection: CollectionInfo, item: Item): Ownership {
    return ownerTier(this.#ownerField(collection), item, this.actor.userId, (owner) =>
      this.#roleUserIds.has(owner),
    );
  }

  /** The column and the ids a `mine` / `role` read is limited to, or none (no owner column). */
  #readOwners(
    collection: CollectionInfo,
  ): { column: string; mine: number[]; role: number[] } | undefined {
    const special = READ_SCOPE_COLUMNS[collection.name];
    if (special?.by === 'role') {
      return { column: special.column, mine: [this.actor.roleId], role: [this.actor.roleId] };
    }
    const column = special?.column ?? this.#ownerField(collection);
    if (column === undefined) return undefined;
    const me = this.actor.userId;
    return {
      column,
      mine: [me],
      role: [me, ...[...this.#roleUserIds].filter((id) => id !== me)],
    };
  }

  #readDenial(
    collection: CollectionInfo,
  ): 'nothing-readable' | 'needs-status-field' | 'needs-full' | undefined {
    if (this.admin) return undefined;
    const rows = this.#rows(collection.name);
    const level = levelOf(rowsAt(rows, undefined), 'read');
    if (!levelAtLeast(level, 'mine')) return 'nothing-readable';
    if (rows.workflow && !collection.statusField) return 'needs-status-field';
    if (!collection.statusField && !this.#readOwners(collection) && level !== 'full') {
      return 'needs-full';
    }
    return undefined;
  }

  #assertOwnershipLevel(
    collection: CollectionInfo,
    item: Item,
    governing: readonly PermissionRow[],
    action: 'update' | 'delete',
  ): void {
    const ownership = this.ownership(collection, item, action);
    if (allowsOwnership(levelOf(governing, action), ownership)) return;
    throw action === 'update' ? updateDenied(collection.name) : deleteDenied(collection.name);
  }

  /** A written status must be mapped (when there is a mapping) and not blacklisted. */
  #assertStatusAllowed(
    collection: CollectionInfo,
    status: string,
    statusBlacklist: readonly string[],
    error: 'CREATE_ITEMS_DENIED' | 'UPDATE_ITEMS_DENIED',
    blacklistedMessage: string,
  ): void {
    if (collection.statuses.length && !collection.statuses.includes(status)) {
      throw new ApiError(error, `"${status}" is not a status of "${collection.name}" collection`);
    }
    if (statusBlacklist.includes(status)) throw new ApiError(error, blacklistedMessage);
  }

  #assertWritableFields(
    collection: CollectionInfo,
    payload: Item,
    rows: readonly PermissionRow[],
  ): void {
    const blacklist = union(rows.map((row) => row.writeFieldBlacklist));
    const field = Object.keys(payload).find((key) => blacklist.includes(key));
    if (field !== undefined) {
      throw new ApiError(
        'WRITE_FIELD_DENIED',
        `Write access to "${field}" field in "${collection.name}" collection was denied`,
      );
    }
  }

  #assertExplained(
    collection: CollectionInfo,
    rows: readonly PermissionRow[],
    action: 'create' | 'update' | 'delete',
    comment: string | null | undefined,
  ): void {
    if (!rows.some((row) => explainRequires(row.explain, action))) return;
    if (typeof comment === 'string' && comment.trim() !== '') return;
    throw forbidden(`Activity comment required for collection: ${collection.name}`);
  }

  #commentEditLevel(collection: CollectionInfo, item: Item): CommentLevel {
    if (this.#ownerField(collection) === undefined) return 'update';
    return !this.actor.public && this.#ownerTier(collection, item) === 'own' ? 'update' : 'full';
  }

  /** A missing row or a NULL comment column allows comments (v8). */
  #commentAllowed(collection: CollectionInfo, item: Item, required: CommentLevel): boolean {
    if (this.admin) return true;
    const governing = rowsAt(this.#rows(collection.name), this.#statusOf(collection, item));
    return commentLevelAtLeast(commentLevelOf(governing), required);
  }
}

function emptyScope(): PermissionReadScope {
  return { rows: [], fieldBlacklist: [], fieldBlacklistByStatus: {} };
}

function readDenied(collection: string): ApiError {
  return new ApiError(
    'READ_ITEMS_DENIED',
    `Reading items from "${collection}" collection was denied`,
  );
}

function updateDenied(collection: string): ApiError {
  return new ApiError(
    'UPDATE_ITEMS_DENIED',
    `Updating item from "${collection}" collection was denied`,
  );
}

function deleteDenied(collection: string): ApiError {
  return new ApiError(
    'DELETE_ITEMS_DENIED',
    `Deleting item from "${collection}" collection was denied`,
  );
}

function itemNotFound(): ApiError {
  return new ApiError('ITEM_NOT_FOUND');
}
