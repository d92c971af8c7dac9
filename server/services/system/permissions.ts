// directus_permissions payloads (contract §7.8, §9.2): the level columns only take the values the
// permission service understands, so a typo cannot silently deny (or mean something else) later.
// NULL stays allowed everywhere (a NULL comment means "allowed", §9.2). The admin app also writes
// `read` as a comment level (it shows "read" in the matrix); the permission service denies it.
import { invalidRequest } from '../../errors/api-error.js';
import { COMMENT_VALUES, EXPLAIN_VALUES, LEVELS } from '../permissions/levels.js';

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  create: LEVELS,
  read: LEVELS,
  update: LEVELS,
  delete: LEVELS,
  comment: COMMENT_VALUES,
  explain: EXPLAIN_VALUES,
};

/** E4/422 for a level column holding anything else than its values (or null). */
export function assertPermissionValues(payload: Readonly<Record<string, unknown>>): void {
  const violations: string[] = [];
  for (const [column, values] of Object.entries(ALLOWED)) {
    if (!Object.hasOwn(payload, column)) continue;
    const value = payload[column];
    if (value === null) continue;
    if (typeof value !== 'string' || !values.includes(value)) {
      violations.push(`${column}: The value must be one of: ${values.join(', ')}.`);
    }
  }
  if (violations.length > 0) throw invalidRequest(violations.join(' '));
}
