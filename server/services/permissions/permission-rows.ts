// directus_permissions rows in the two forms the server needs: the v8 record `/permissions/me`
// returns (raw level strings, blacklists as arrays), and the parsed row the decisions run on.
// Pure and free of node code: the admin imports this file too (src/permissions/shared-rules.ts).
import {
  type CommentLevel,
  type Explain,
  type Level,
  parseCommentLevel,
  parseCsv,
  parseExplain,
  parseLevel,
} from './levels.js';

/** One directus_permissions row as the API returns it (contract §7.8). */
export interface PermissionRecord {
  id: number;
  collection: string;
  role: number;
  /** NULL: collection-wide; a status value: workflow row; `$create`: the create-form row. */
  status: string | null;
  create: string | null;
  read: string | null;
  update: string | null;
  delete: string | null;
  comment: string | null;
  explain: string | null;
  read_field_blacklist: string[];
  write_field_blacklist: string[];
  status_blacklist: string[];
}

/** A row with every value parsed; what the permission decisions read. */
export interface PermissionRow {
  readonly id: number;
  readonly collection: string;
  readonly status: string | null;
  readonly create: Level;
  readonly read: Level;
  readonly update: Level;
  readonly delete: Level;
  readonly comment: CommentLevel;
  readonly explain: Explain;
  readonly readFieldBlacklist: readonly string[];
  readonly writeFieldBlacklist: readonly string[];
  readonly statusBlacklist: readonly string[];
}

const nullableString = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** A database row (any driver's value types) → the v8 record. */
export function toPermissionRecord(row: Readonly<Record<string, unknown>>): PermissionRecord {
  return {
    id: Number(row.id),
    collection: String(row.collection),
    role: Number(row.role),
    status: nullableString(row.status),
    create: nullableString(row.create),
    read: nullableString(row.read),
    update: nullableString(row.update),
    delete: nullableString(row.delete),
    comment: nullableString(row.comment),
    explain: nullableString(row.explain),
    read_field_blacklist: parseCsv(row.read_field_blacklist),
    write_field_blacklist: parseCsv(row.write_field_blacklist),
    status_blacklist: parseCsv(row.status_blacklist),
  };
}

export function parsePermissionRow(record: PermissionRecord): PermissionRow {
  return {
    id: record.id,
    collection: record.collection,
    // The admin app treats an empty status like NULL (`if (status)`): collection-wide.
    status: record.status === '' ? null : record.status,
    create: parseLevel(record.create),
    read: parseLevel(record.read),
    update: parseLevel(record.update),
    delete: parseLevel(record.delete),
    comment: parseCommentLevel(record.comment),
    explain: parseExplain(record.explain),
    readFieldBlacklist: record.read_field_blacklist,
    writeFieldBlacklist: record.write_field_blacklist,
    statusBlacklist: record.status_blacklist,
  };
}

/** Status rows starting with `$` (the admin app's `$create`) are not workflow rows. */
export function isSpecialStatus(status: string): boolean {
  return status.startsWith('$');
}

export const CREATE_FORM_STATUS = '$create';

/** An item's status value as the rules read it: an empty value (null, undefined, '') is no status. */
export function statusValue(value: unknown): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : String(value);
}
