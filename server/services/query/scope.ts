// Applying a ReadScope (services/permissions/read-scope.ts, contract §9.3-9.5) to SQL and rows:
// - row rules → an OR of (status = s AND owner IN (…)) conditions, parenthesised;
// - fieldBlacklist → never output, never filtered/sorted on;
// - fieldBlacklistByStatus → stripped per row, and a condition on such a field only matches rows
//   outside those statuses.
import type { Knex } from 'knex';
import { USER_SECRET_FIELDS } from '../../db/system-collections.js';
import type { LoggedItems, ReadScope } from '../permissions/read-scope.js';
import type { CollectionSchema } from '../schema/types.js';
import type { ScopeResolver } from './types.js';

export function isBlacklisted(scope: ReadScope, field: string): boolean {
  return scope.fieldBlacklist.includes(field);
}

/** Statuses in which `field` is hidden (workflow blacklists). */
export function hiddenInStatuses(scope: ReadScope, field: string): string[] {
  const statuses: string[] = [];
  for (const [status, fields] of Object.entries(scope.fieldBlacklistByStatus)) {
    if (fields.includes(field)) statuses.push(status);
  }
  return statuses;
}

export function hasStatusBlacklists(scope: ReadScope): boolean {
  for (const fields of Object.values(scope.fieldBlacklistByStatus)) {
    if (fields.length > 0) return true;
  }
  return false;
}

/** No row at all is readable (a list read answers `data: []`). */
export function readsNothing(scope: ReadScope): boolean {
  const logged = scope.loggedItems;
  if (logged && logged.collections.length === 0 && logged.items.length === 0) return true;
  return scope.rows !== 'all' && scope.rows.length === 0;
}

/** The column `ownerIn` rules compare: the scope's, if it names an existing column. */
function ownerColumnOf(collection: CollectionSchema, scope: ReadScope): string | null {
  if (scope.ownerField && collection.fields.get(scope.ownerField)?.column) return scope.ownerField;
  return collection.ownerField;
}

/** Log rows naming a readable collection or item (ReadScope.loggedItems). */
function applyLoggedItems(
  query: Knex.QueryBuilder,
  collection: CollectionSchema,
  logged: LoggedItems,
): void {
  const hasColumns = ['collection', 'item'].every((name) => collection.fields.get(name)?.column);
  if (!hasColumns || (logged.collections.length === 0 && logged.items.length === 0)) {
    query.whereRaw('1 = 0');
    return;
  }
  query.where((group) => {
    if (logged.collections.length) group.whereIn('collection', [...logged.collections]);
    for (const { collection: name, item } of logged.items) {
      group.orWhere((pair) => pair.where('collection', name).andWhere('item', item));
    }
  });
}

/** Adds the scope's row rules to a query on `collection` (ANDed, as one parenthesised group). */
export function applyRowRules(
  query: Knex.QueryBuilder,
  collection: CollectionSchema,
  scope: ReadScope,
): void {
  if (scope.loggedItems) applyLoggedItems(query, collection, scope.loggedItems);
  const rules = scope.rows;
  if (rules === 'all') return;
  if (rules.length === 0) {
    query.whereRaw('1 = 0');
    return;
  }
  // A rule without conditions lets every row through.
  if (rules.some((rule) => rule.status === undefined && rule.ownerIn === undefined)) return;
  const ownerColumn = ownerColumnOf(collection, scope);
  query.where((group) => {
    for (const rule of rules) {
      group.orWhere((clause) => {
        if (rule.status !== undefined) {
          if (collection.statusField) clause.where(collection.statusField, rule.status);
          else clause.whereRaw('1 = 0');
        }
        if (rule.ownerIn !== undefined) {
          if (ownerColumn) clause.whereIn(ownerColumn, rule.ownerIn);
          else clause.whereRaw('1 = 0');
        }
      });
    }
  });
}

/**
 * Wraps a condition on `field` so it only matches rows whose status does not hide the field:
 * `(condition AND (status IS NULL OR status NOT IN (…)))`.
 */
export function guardHiddenField(
  query: Knex.QueryBuilder,
  collection: CollectionSchema,
  scope: ReadScope,
  field: string,
  condition: (query: Knex.QueryBuilder) => void,
  logical: 'and' | 'or' = 'and',
): void {
  const statuses = collection.statusField ? hiddenInStatuses(scope, field) : [];
  const method = logical === 'or' ? 'orWhere' : 'where';
  if (statuses.length === 0 || !collection.statusField) {
    query[method]((inner) => condition(inner));
    return;
  }
  const statusField = collection.statusField;
  query[method]((inner) => {
    inner.where((c) => condition(c));
    inner.where((s) => s.whereNull(statusField).orWhereNotIn(statusField, statuses));
  });
}

/** A read scope with the users' credentials blacklisted (see USER_SECRET_FIELDS). */
export function withUserSecrets(collection: string, scope: ReadScope): ReadScope {
  if (collection !== 'directus_users') return scope;
  return {
    ...scope,
    fieldBlacklist: [...new Set([...scope.fieldBlacklist, ...USER_SECRET_FIELDS])],
  };
}

/** Every scope a read resolves, credentials blacklisted: the one place reads get this rule. */
export function withSecretsHidden(scopes: ScopeResolver): ScopeResolver {
  return async (collection) => {
    const scope = await scopes(collection);
    return scope && withUserSecrets(collection, scope);
  };
}
