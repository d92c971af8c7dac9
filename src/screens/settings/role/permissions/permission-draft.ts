import type { NewPermission } from '../../../../api/role-permissions.js';
import {
  CREATE_FORM_STATUS,
  isSpecialStatus,
  type PermissionRecord,
} from '../../../../permissions/shared-rules.js';
import {
  absentTarget,
  changedColumns,
  type PermissionTarget,
  retarget,
  sameMeaning,
  targetOf,
} from './matrix-rules.js';

// The staged edits of a role's permission matrix. A draft holds the TARGET values of every row the
// user changed (not deltas), so saving it again after a half-failed save converges: the writes are
// recomputed against the rows stored now.
//
// Which writes a draft needs follows the server's rules (contract §9.3, permission-service.ts):
// once any status row of a collection exists, its collection-wide row is ignored, so the matrix
// stages every status row of the collection at once (each from the values that applied before). A
// staged status row that a save would create is left out while every such row of its collection
// still means what the collection-wide row means: no row then changes meaning. The `$create` row
// (its write and status blacklists govern creates) is created only when it differs from what
// applies without it: no status blacklist in workflow mode, else the collection-wide row's.

export interface PermissionDraft {
  /** Target rows by `collection` + status (null: collection-wide, a status, or `$create`). */
  readonly rows: ReadonlyMap<string, Omit<PermissionRecord, 'id' | 'role'>>;
}

export const EMPTY_PERMISSION_DRAFT: PermissionDraft = { rows: new Map() };

/** A row's status as the server reads it: an empty status is collection-wide. */
export function rowStatus(status: string | null): string | null {
  return status === '' ? null : status;
}

/** The draft's key of a (collection, status) row. */
export function draftKey(collection: string, status: string | null): string {
  return `${collection}\u0000${rowStatus(status) ?? ''}`;
}

/** The draft with these rows' targets set (other rows kept). */
export function withTargets(
  draft: PermissionDraft,
  targets: readonly PermissionTarget[],
): PermissionDraft {
  const rows = new Map(draft.rows);
  for (const target of targets) rows.set(draftKey(target.collection, target.status), target);
  return { rows };
}

/** The rows that count per (collection, status): the first by id, as the server groups them. */
export function rowsByKey(records: readonly PermissionRecord[]): Map<string, PermissionRecord> {
  const order = (record: PermissionRecord) => (record.id > 0 ? record.id : Number.MAX_SAFE_INTEGER);
  const byKey = new Map<string, PermissionRecord>();
  for (const record of [...records].sort((a, b) => order(a) - order(b))) {
    const key = draftKey(record.collection, record.status);
    if (!byKey.has(key)) byKey.set(key, record);
  }
  return byKey;
}

/** A status that makes a workflow row: a concrete value, not null or `$…`. */
export function isWorkflowStatus(status: string | null): status is string {
  return status !== null && status !== '' && !isSpecialStatus(status);
}

export type PermissionUpdate = Partial<PermissionRecord> & { id: number };

export interface PermissionWrites {
  create: NewPermission[];
  update: PermissionUpdate[];
}

/** What `$create` means when it is absent: the collection-wide status blacklist outside workflow. */
function inheritedCreateForm(
  collection: string,
  global: PermissionTarget | undefined,
  workflow: boolean,
): PermissionTarget {
  return {
    ...absentTarget(collection, CREATE_FORM_STATUS),
    status_blacklist: workflow ? [] : [...(global?.status_blacklist ?? [])],
  };
}

/** The writes that make the stored rows what the draft says. */
export function planPermissionWrites(
  stored: readonly PermissionRecord[],
  draft: PermissionDraft,
  role: number,
): PermissionWrites {
  const byKey = rowsByKey(stored);
  const writes: PermissionWrites = { create: [], update: [] };
  const created: PermissionTarget[] = [];

  const perCollection = new Map<string, PermissionTarget[]>();
  for (const target of draft.rows.values()) {
    const list = perCollection.get(target.collection) ?? [];
    list.push(targetOf({ ...target, id: 0, role }));
    perCollection.set(target.collection, list);
  }

  for (const [collection, targets] of perCollection) {
    const storedOf = (status: string | null) => byKey.get(draftKey(collection, status));
    const storedWorkflow = stored.some(
      (record) => record.collection === collection && isWorkflowStatus(rowStatus(record.status)),
    );
    const globalTarget = targets.find((target) => target.status === null);
    const storedGlobal = storedOf(null);
    const global = globalTarget ?? (storedGlobal ? targetOf(storedGlobal) : undefined);

    // Rows that exist: updated with the columns whose meaning changes.
    for (const target of targets) {
      const existing = storedOf(target.status);
      if (!existing) continue;
      const columns = changedColumns(targetOf(existing), target);
      if (columns.length === 0) continue;
      const update: PermissionUpdate = { id: existing.id };
      for (const column of columns) Object.assign(update, { [column]: target[column] });
      writes.update.push(update);
    }

    const absent = targets.filter((target) => !storedOf(target.status));
    const workflowRows = absent.filter((target) => isWorkflowStatus(target.status));
    let workflow = storedWorkflow;
    if (storedWorkflow) {
      // Workflow mode already: a missing status row means "no row"; create those that differ.
      created.push(
        ...workflowRows.filter(
          (target) => !sameMeaning(target, absentTarget(collection, target.status)),
        ),
      );
    } else {
      const inherited = global ?? absentTarget(collection, null);
      const changes = workflowRows.some(
        (target) => !sameMeaning(target, retarget(inherited, target.status)),
      );
      if (changes) {
        created.push(...workflowRows);
        workflow = workflowRows.length > 0;
      }
    }
    for (const target of absent) {
      if (target.status === null) {
        if (!sameMeaning(target, absentTarget(collection, null))) created.push(target);
      } else if (target.status === CREATE_FORM_STATUS) {
        if (!sameMeaning(target, inheritedCreateForm(collection, global, workflow))) {
          created.push(target);
        }
      } else if (!isWorkflowStatus(target.status)) {
        if (!sameMeaning(target, absentTarget(collection, target.status))) created.push(target);
      }
    }
  }

  writes.create = created.map((target) => ({
    ...target,
    role,
    read_field_blacklist: [...target.read_field_blacklist],
    write_field_blacklist: [...target.write_field_blacklist],
    status_blacklist: [...target.status_blacklist],
  }));
  return writes;
}

/** Whether the draft changes nothing stored (a change back to the stored value is no change). */
export function isDraftEmpty(draft: PermissionDraft, stored: readonly PermissionRecord[]): boolean {
  if (draft.rows.size === 0) return true;
  // The role id does not decide what changes.
  const writes = planPermissionWrites(stored, draft, 0);
  return writes.create.length === 0 && writes.update.length === 0;
}

/**
 * The rows the role would have once the draft is saved: stored rows with the draft applied, new
 * rows with id 0. What the preview sends to the server.
 */
export function effectivePermissionRows(
  stored: readonly PermissionRecord[],
  draft: PermissionDraft,
  role: number,
): PermissionRecord[] {
  const writes = planPermissionWrites(stored, draft, role);
  const updates = new Map(writes.update.map((update) => [update.id, update]));
  return [
    ...stored.map((record) => {
      const update = updates.get(record.id);
      return update ? { ...record, ...update } : record;
    }),
    ...writes.create.map((row) => ({ ...row, id: 0 })),
  ];
}
