// A role's permission rows grouped per collection the way v8's Acl groups them, and the rows that
// govern one check. Pure and free of node code: the admin (src/permissions/) imports this file too.

import { type Action, type CommentLevel, type Level, maxCommentLevel, maxLevel } from './levels.js';
import {
  CREATE_FORM_STATUS,
  isSpecialStatus,
  type PermissionRecord,
  type PermissionRow,
  parsePermissionRow,
} from './permission-rows.js';

/** Rows of one collection (first row wins per status). */
export interface CollectionRows {
  /** The collection-wide row (status NULL); ignored in workflow mode. */
  global?: PermissionRow;
  /** Workflow rows by status value. */
  byStatus: Map<string, PermissionRow>;
  /** The `$create` row: which statuses and fields a create may use. */
  createForm?: PermissionRow;
  /** Any workflow row exists: each check uses the row of the item's status. */
  workflow: boolean;
}

/** Every record parsed and grouped by collection. */
export function groupPermissionRows(
  records: readonly PermissionRecord[],
): Map<string, CollectionRows> {
  const collections = new Map<string, CollectionRows>();
  for (const record of records) {
    const row = parsePermissionRow(record);
    let rows = collections.get(row.collection);
    if (!rows) {
      rows = { byStatus: new Map(), workflow: false };
      collections.set(row.collection, rows);
    }
    if (row.status === null) {
      rows.global ??= row;
    } else if (row.status === CREATE_FORM_STATUS) {
      rows.createForm ??= row;
    } else if (!isSpecialStatus(row.status) && !rows.byStatus.has(row.status)) {
      rows.byStatus.set(row.status, row);
      rows.workflow = true;
    }
  }
  return collections;
}

/** The rows of a collection the role has no row for. */
export function noRows(): CollectionRows {
  return { byStatus: new Map(), workflow: false };
}

/**
 * The rows that govern a check: the collection-wide row; in workflow mode the row of the status,
 * or every status row when there is no status ("succeeds if any status row grants").
 */
export function rowsAt(rows: CollectionRows, status: string | undefined): PermissionRow[] {
  if (!rows.workflow) return rows.global ? [rows.global] : [];
  if (status === undefined) return [...rows.byStatus.values()];
  const row = rows.byStatus.get(status);
  return row ? [row] : [];
}

/** The best level the rows grant for an action (`none` without rows). */
export function levelOf(rows: readonly PermissionRow[], action: Action): Level {
  return rows.reduce<Level>((level, row) => maxLevel(level, row[action]), 'none');
}

/** The comment level the rows grant; without any row comments are allowed (v8). */
export function commentLevelOf(rows: readonly PermissionRow[]): CommentLevel {
  return rows.length
    ? rows.reduce<CommentLevel>((best, row) => maxCommentLevel(best, row.comment), 'none')
    : 'full';
}
