import { atom } from 'nanostores';
import type { PermissionRow } from '../api/types.js';
import { onReset } from '../state/reset.js';
import { type PermissionRecord, parseCsv } from './shared-rules.js';

// The signed-in user's permission rows (spec 1 §6), from `permissions/me` at hydration. Kept
// apart from the grants (grants-store.ts) so start-up loading, which the sign-in screen bundles,
// does not carry the rules. Admins never load rows.

export const $permissionRecords = atom<readonly PermissionRecord[]>([]);

/** A row as the API sent it, in the record shape the shared rules read (missing values → NULL). */
function toRecord(row: PermissionRow): PermissionRecord {
  return {
    id: row.id,
    collection: row.collection,
    role: row.role,
    status: row.status ?? null,
    create: row.create ?? null,
    read: row.read ?? null,
    update: row.update ?? null,
    delete: row.delete ?? null,
    comment: row.comment ?? null,
    explain: row.explain ?? null,
    read_field_blacklist: parseCsv(row.read_field_blacklist),
    write_field_blacklist: parseCsv(row.write_field_blacklist),
    status_blacklist: parseCsv(row.status_blacklist),
  };
}

export function setPermissions(rows: readonly PermissionRow[]): void {
  $permissionRecords.set(rows.map(toRecord));
}

onReset(() => $permissionRecords.set([]));
