import { type Grants, rowsOf } from './grants.js';
import { levelAtLeast, READ_SCOPE_COLUMNS } from './shared-rules.js';
import type { PermissionSubject } from './subject.js';

// The fields a listing may not ask for (contract §9.3), as the server's read scope computes them:
// the collection row's read blacklist, or in workflow mode the fields blacklisted in every status
// the user may read. A field hidden in only some statuses may still be asked for: the server
// leaves it out of those rows.

export function listingReadBlacklist(
  grants: Grants,
  subject: PermissionSubject,
): ReadonlySet<string> {
  if (grants.admin) return new Set();
  const rows = rowsOf(grants, subject.name);
  if (!rows.workflow) return new Set(rows.global?.readFieldBlacklist ?? []);
  // Below `full`, a status is readable only where reads can be scoped to owners.
  const scoped = subject.ownerField !== undefined || subject.name in READ_SCOPE_COLUMNS;
  const readable = [...rows.byStatus.values()].filter(
    (row) => row.read === 'full' || (scoped && levelAtLeast(row.read, 'mine')),
  );
  if (readable.length === 0) return new Set();
  const [first, ...rest] = readable.map((row) => row.readFieldBlacklist);
  return new Set(first.filter((field) => rest.every((fields) => fields.includes(field))));
}
