// `filter` (contract §3.2): parsing into FilterTerms checked against the schema, and compiling them
// to knex conditions with bindings only.
//
// - `filter[f][op]=v`, `filter[f]=v` (eq), `filter[f][0][gte]=1&filter[f][1][lte]=9` (several
//   conditions on one field); one operator per condition object (the first key), `logical=or`
//   joins a condition to the ones before it with OR by plain SQL precedence (`A AND B OR C`). The
//   whole user filter is one parenthesised group, ANDed with the status and permission conditions
//   (quirk 16 fixed).
// - Dotted paths (`author.name`, `articles.tags.tag.name`) traverse M2O and O2M/M2M fields as
//   nested `IN (SELECT …)` sub-queries; every traversed collection must be readable (E215) and
//   its permission row rules apply inside the sub-query.
// - Unknown field → E202/422; broken dotted path → E202/404; unknown operator → E214/422;
//   has/nhas/all on a field that is not O2M/M2M → E12/422; blacklisted field → E215/403;
//   a value that cannot fit its column → E4/422, except a number field's: it matches no row.
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { ReadScope } from '../permissions/read-scope.js';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import { asList, isPlainObject } from './params.js';
import { applyRowRules, guardHiddenField, isBlacklisted } from './scope.js';
import { likeCondition } from './sql.js';
import type {
  Binding,
  ConditionValue,
  FilterOperator,
  FilterTerm,
  PathStep,
  ScopeResolver,
} from './types.js';
import { coerceFilterValue, coerceValue, escapeLike, UNMATCHABLE } from './values.js';

const OPERATORS: Readonly<Record<string, FilterOperator>> = {
  eq: 'eq',
  '=': 'eq',
  neq: 'neq',
  '!=': 'neq',
  '<>': 'neq',
  lt: 'lt',
  '<': 'lt',
  lte: 'lte',
  '<=': 'lte',
  gt: 'gt',
  '>': 'gt',
  gte: 'gte',
  '>=': 'gte',
  in: 'in',
  nin: 'nin',
  null: 'null',
  nnull: 'nnull',
  like: 'like',
  contains: 'like',
  nlike: 'nlike',
  ncontains: 'nlike',
  rlike: 'rlike',
  nrlike: 'nrlike',
  between: 'between',
  nbetween: 'nbetween',
  empty: 'empty',
  nempty: 'nempty',
  has: 'has',
  nhas: 'nhas',
  all: 'all',
};

/** Operators that work on O2M/M2M alias fields. */
const TO_MANY_OPERATORS = new Set<FilterOperator>(['empty', 'nempty', 'has', 'nhas', 'all']);

const COMPARISON: Partial<Record<FilterOperator, string>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

export interface FilterContext {
  schema: SchemaModel;
  scopes: ScopeResolver;
  dialect: DatabaseType;
  now: Date;
}

interface RawCondition {
  operator: string;
  value: unknown;
  logical: 'and' | 'or';
}

export const forbiddenField = (field: string) =>
  new ApiError('FORBIDDEN_FIELD_ACCESS', `Forbidden field access: "${field}"`);

const fieldNotFound = (field: string) =>
  new ApiError('FIELD_NOT_FOUND', `Field "${field}" not found`);

export const isToMany = (field: FieldSchema) =>
  field.alias && field.relation !== null && field.relation.kind !== 'm2o';

const isM2O = (field: FieldSchema) => !field.alias && field.relation?.kind === 'm2o';

function conditionObject(object: Record<string, unknown>): RawCondition {
  const logical = String(object.logical ?? '').toLowerCase() === 'or' ? 'or' : 'and';
  const operator = Object.keys(object).find((key) => key !== 'logical');
  if (operator === undefined) {
    throw new ApiError('UNKNOWN_FILTER', 'Unknown filter: (none)');
  }
  return { operator, value: object[operator], logical };
}

/** The conditions given for one filter key, in order. */
function rawConditions(value: unknown): RawCondition[] {
  if (typeof value === 'string') return [{ operator: 'eq', value, logical: 'and' }];
  const list = asList(value);
  if (list) {
    return list.map((item) => {
      if (typeof item === 'string') return { operator: 'eq', value: item, logical: 'and' };
      if (isPlainObject(item)) return conditionObject(item);
      throw invalidRequest('filter: invalid condition');
    });
  }
  if (isPlainObject(value)) return [conditionObject(value)];
  throw invalidRequest('filter: invalid condition');
}

interface ResolvedPath {
  steps: PathStep[];
  collection: CollectionSchema;
  scope: ReadScope;
  field: FieldSchema;
}

async function resolvePath(
  context: FilterContext,
  collection: CollectionSchema,
  scope: ReadScope,
  key: string,
): Promise<ResolvedPath> {
  const segments = key.split('.');
  if (segments.length === 1) {
    const field = collection.fields.get(key);
    if (!field)
      throw new ApiError('INVALID_FIELD', `Invalid field "${key}" in "${collection.collection}"`);
    if (isBlacklisted(scope, key)) throw forbiddenField(key);
    return { steps: [], collection, scope, field };
  }
  const steps: PathStep[] = [];
  let current = collection;
  let currentScope = scope;
  for (const segment of segments.slice(0, -1)) {
    const field = current.fields.get(segment);
    if (!field?.relation || !(isM2O(field) || isToMany(field))) {
      throw fieldNotFound(segment);
    }
    if (isBlacklisted(currentScope, segment)) throw forbiddenField(segment);
    const to = context.schema.collections.get(field.relation.collection);
    if (!to) throw fieldNotFound(segment);
    const toScope = await context.scopes(to.collection);
    if (!toScope) throw forbiddenField(segment);
    steps.push({ from: current, fromScope: currentScope, field, to, toScope });
    current = to;
    currentScope = toScope;
  }
  const last = segments[segments.length - 1];
  const field = current.fields.get(last);
  if (!field) throw fieldNotFound(last);
  if (isBlacklisted(currentScope, last)) throw forbiddenField(last);
  return { steps, collection: current, scope: currentScope, field };
}

function scalarValue(value: unknown, operator: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined || value === null) return '';
  throw invalidRequest(`filter: the "${operator}" operator takes a single value`);
}

function listValue(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',');
  const list = asList(value);
  if (list) return list.map((item) => scalarValue(item, 'in'));
  if (value === undefined || value === null) return [];
  return [scalarValue(value, 'in')];
}

/** `(int) $value` as PHP reads it: leading digits, else 0. */
function phpInt(value: unknown): number {
  const match = scalarValue(value, 'has').trim().match(/^\d+/);
  return match ? Number(match[0]) : 0;
}

async function buildTerm(
  context: FilterContext,
  path: ResolvedPath,
  raw: RawCondition,
): Promise<FilterTerm | null> {
  const operator = OPERATORS[raw.operator.toLowerCase()];
  if (!operator) throw new ApiError('UNKNOWN_FILTER', `Unknown filter: ${raw.operator}`);
  const { field } = path;
  const base = { logical: raw.logical, ...path, operator, related: null };
  const coerce = (text: string) => coerceFilterValue(field, text, context.dialect, context.now);
  /** The values of a list that some row may hold (impossible numbers match nothing). */
  const possible = (texts: string[]): Binding[] =>
    texts.map(coerce).filter((item): item is Binding => item !== UNMATCHABLE);

  if (isToMany(field)) {
    if (!TO_MANY_OPERATORS.has(operator)) {
      throw unprocessable(
        `Operator "${raw.operator}" is not supported on the alias field "${field.field}"`,
      );
    }
    const relation = field.relation!;
    const child = context.schema.collections.get(relation.collection);
    if (!child) throw fieldNotFound(field.field);
    const childScope = await context.scopes(child.collection);
    if (!childScope) throw forbiddenField(field.field);
    const related = { collection: child, scope: childScope };
    if (operator === 'all') {
      const keyField =
        relation.kind === 'm2m'
          ? child.fields.get(relation.junctionField as string)
          : child.fields.get(child.primaryKey);
      if (!keyField) throw fieldNotFound(field.field);
      const values = [
        ...new Set(
          listValue(raw.value)
            .map((item) => item.trim())
            .filter((item) => item !== ''),
        ),
      ].map((item) => coerceValue(keyField, item, context.dialect, context.now));
      return { ...base, related, value: { kind: 'list', values } };
    }
    let count: number;
    let negate = operator === 'nhas';
    if (operator === 'empty' || operator === 'nempty') {
      // "empty" on an O2M means "has no related rows" (v8: not has 1).
      count = 1;
      negate = operator === 'empty';
    } else {
      count = phpInt(raw.value);
    }
    // has 0 inverts: "no related rows"; nhas 0: "at least one".
    if (count < 1) {
      count = 1;
      negate = !negate;
    }
    return {
      ...base,
      operator: negate ? 'nhas' : 'has',
      related,
      value: { kind: 'count', count },
    };
  }

  if (operator === 'has' || operator === 'nhas' || operator === 'all') {
    throw unprocessable(`Operator "${raw.operator}" only works for one-to-many fields`);
  }
  if (field.alias) {
    throw unprocessable(`The alias field "${field.field}" cannot be filtered`);
  }

  let value: ConditionValue;
  switch (operator) {
    case 'null':
    case 'nnull':
    case 'empty':
    case 'nempty':
      value = { kind: 'none' };
      break;
    case 'like':
    case 'nlike': {
      const text = scalarValue(raw.value, raw.operator);
      if (text === '') return null;
      value = { kind: 'pattern', pattern: `%${escapeLike(text)}%` };
      if (isM2O(field)) {
        const related = context.schema.collections.get(field.relation!.collection);
        const relatedScope = related ? await context.scopes(related.collection) : null;
        if (related && relatedScope)
          return { ...base, related: { collection: related, scope: relatedScope }, value };
      }
      break;
    }
    case 'rlike':
    case 'nrlike':
      value = { kind: 'pattern', pattern: scalarValue(raw.value, raw.operator) };
      break;
    case 'in':
    case 'nin':
      value = { kind: 'list', values: possible(listValue(raw.value)) };
      break;
    case 'between':
    case 'nbetween': {
      const values = listValue(raw.value);
      if (values.length < 2) {
        throw invalidRequest(`filter: "${raw.operator}" takes two comma separated values`);
      }
      const bounds = possible([values[0], values[values.length - 1]]);
      value = bounds.length === 2 ? { kind: 'list', values: bounds } : { kind: 'never' };
      break;
    }
    default: {
      const single = coerce(scalarValue(raw.value, raw.operator));
      if (single !== UNMATCHABLE) value = { kind: 'one', value: single };
      // Every row with a value differs from an impossible one; nothing else compares with it.
      else if (operator === 'neq') return { ...base, operator: 'nnull', value: { kind: 'none' } };
      else value = { kind: 'never' };
    }
  }
  return { ...base, value };
}

/** `filter` → terms, in query-string order. */
export async function parseFilter(
  context: FilterContext,
  collection: CollectionSchema,
  scope: ReadScope,
  raw: unknown,
): Promise<FilterTerm[]> {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!isPlainObject(raw) || asList(raw)) {
    throw invalidRequest('filter: must be an object of field conditions');
  }
  const terms: FilterTerm[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const conditions = rawConditions(value);
    const path = await resolvePath(context, collection, scope, key);
    for (const condition of conditions) {
      const term = await buildTerm(context, path, condition);
      if (term) terms.push(term);
    }
  }
  return terms;
}

// ---------------------------------------------------------------------------------------------
// Compiling

function one(value: ConditionValue): Binding {
  return value.kind === 'one' ? value.value : '';
}

function list(value: ConditionValue): Binding[] {
  return value.kind === 'list' ? value.values : [];
}

/** Whether `q` searches a field's column at all: strings and numbers (contract §3.10). */
export function isSearchableField(field: FieldSchema): boolean {
  return !field.alias && (field.valueClass === 'string' || field.valueClass === 'number');
}

/** The searchable columns of a collection: strings and numbers the scope does not hide. */
export function searchableColumns(collection: CollectionSchema, scope: ReadScope): FieldSchema[] {
  const columns: FieldSchema[] = [];
  for (const field of collection.fields.values()) {
    if (isSearchableField(field) && !isBlacklisted(scope, field.field)) columns.push(field);
  }
  return columns;
}

/** `(col1 LIKE p OR col2 LIKE p …)` over `columns` of `collection` (per-status guards included). */
export function likeAny(
  query: Knex.QueryBuilder,
  dialect: DatabaseType,
  collection: CollectionSchema,
  scope: ReadScope,
  columns: FieldSchema[],
  pattern: string,
): void {
  if (columns.length === 0) {
    query.whereRaw('1 = 0');
    return;
  }
  query.where((group) => {
    for (const column of columns) {
      guardHiddenField(
        group,
        collection,
        scope,
        column.field,
        (inner) => likeCondition(inner, dialect, column, pattern, false),
        'or',
      );
    }
  });
}

/**
 * Related rows in a soft-delete status do not exist for reads (expansions leave them out), so
 * relational conditions ignore them too.
 */
export function visibleRelated(
  query: Knex.QueryBuilder,
  collection: CollectionSchema,
  scope: ReadScope,
): void {
  if (collection.statusField && collection.defaultStatuses.length > 0) {
    query.whereIn(collection.statusField, collection.defaultStatuses);
  }
  applyRowRules(query, collection, scope);
}

/** has/nhas/all on an O2M or M2M field: the item's key IN/NOT IN child foreign keys. */
function toManyCondition(query: Knex.QueryBuilder, term: FilterTerm): void {
  const relation = term.field.relation!;
  const related = term.related!;
  const child = related.collection;
  const foreignKey = relation.field as string;
  const primaryKey = term.collection.primaryKey;
  if (term.operator === 'all') {
    const keyColumn =
      relation.kind === 'm2m' ? (relation.junctionField as string) : child.primaryKey;
    const values = list(term.value);
    query.whereIn(primaryKey, (sub) => {
      sub.select(foreignKey).from(child.collection).whereIn(keyColumn, values);
      visibleRelated(sub, child, related.scope);
      sub.groupBy(foreignKey).havingRaw('count(distinct ??) >= ?', [keyColumn, values.length]);
    });
    return;
  }
  const count = term.value.kind === 'count' ? term.value.count : 1;
  const children = (sub: Knex.QueryBuilder) => {
    sub.select(foreignKey).from(child.collection).whereNotNull(foreignKey);
    visibleRelated(sub, child, related.scope);
    if (count > 1) sub.groupBy(foreignKey).havingRaw('count(*) >= ?', [count]);
  };
  if (term.operator === 'has') query.whereIn(primaryKey, children);
  else query.whereNotIn(primaryKey, children);
}

/**
 * An `eq`/`in` condition on a collection's status field, on SQLite, with text values. A status has
 * a handful of values, each usually matching a large share of the rows; SQLite without ANALYZE
 * statistics still estimates an equality on an indexed column as very selective, so with an index
 * on the status it reads every row of that status and sorts them all, instead of walking the sort
 * column's index until the page is full (for a 50-row page of 10,000 rows: ~1.5 ms instead of
 * ~0.1 ms). A unary + keeps the condition but out of index selection; on a text column compared
 * with text values it is the same condition (the column's collation still applies). The default
 * status condition is written the same way (execute.ts).
 */
function statusOutOfIndexSelection(term: FilterTerm, dialect: DatabaseType): boolean {
  if (dialect !== 'sqlite' || (term.operator !== 'eq' && term.operator !== 'in')) return false;
  const { field, collection, value } = term;
  if (field.field !== collection.statusField || field.valueClass !== 'string') return false;
  if (value.kind === 'one') return typeof value.value === 'string';
  return value.kind === 'list' && value.values.every((item) => typeof item === 'string');
}

function fieldCondition(query: Knex.QueryBuilder, term: FilterTerm, dialect: DatabaseType): void {
  const { field, value } = term;
  const column = field.field;
  if (isToMany(field)) {
    toManyCondition(query, term);
    return;
  }
  if (value.kind === 'never') {
    query.whereRaw('1 = 0');
    return;
  }
  if (statusOutOfIndexSelection(term, dialect)) {
    // SQLite: `+status = ?` / `+status in (…)`, the same condition (see the function).
    const values = term.operator === 'eq' ? [one(value)] : list(value);
    if (values.length === 0) {
      query.whereRaw('1 = 0');
    } else {
      const placeholders = values.map(() => '?').join(', ');
      query.whereRaw(`+?? in (${placeholders})`, [column, ...values]);
    }
    return;
  }
  const comparison = COMPARISON[term.operator];
  if (comparison) {
    query.where(column, comparison, one(value));
    return;
  }
  switch (term.operator) {
    case 'in':
      query.whereIn(column, list(value));
      return;
    case 'nin':
      query.whereNotIn(column, list(value));
      return;
    case 'null':
      query.whereNull(column);
      return;
    case 'nnull':
      query.whereNotNull(column);
      return;
    case 'between':
      query.whereBetween(column, list(value) as [Binding, Binding]);
      return;
    case 'nbetween':
      query.whereNotBetween(column, list(value) as [Binding, Binding]);
      return;
    case 'empty':
      if (field.valueClass === 'string') {
        query.where((inner) => inner.whereNull(column).orWhere(column, '=', ''));
      } else {
        query.whereNull(column);
      }
      return;
    case 'nempty':
      query.whereNotNull(column);
      if (field.valueClass === 'string') query.where(column, '<>', '');
      return;
    case 'like':
    case 'nlike':
    case 'rlike':
    case 'nrlike': {
      const pattern = value.kind === 'pattern' ? value.pattern : '';
      const not = term.operator === 'nlike' || term.operator === 'nrlike';
      if (term.related) {
        // v8: LIKE on an M2O searches the related item's string and numeric columns.
        const related = term.related;
        const method = not ? 'whereNotIn' : 'whereIn';
        query[method](column, (sub) => {
          sub.select(related.collection.primaryKey).from(related.collection.collection);
          const columns = searchableColumns(related.collection, related.scope);
          likeAny(sub, dialect, related.collection, related.scope, columns, pattern);
          visibleRelated(sub, related.collection, related.scope);
        });
        return;
      }
      likeCondition(query, dialect, field, pattern, not);
      return;
    }
  }
}

function compileAt(
  query: Knex.QueryBuilder,
  term: FilterTerm,
  dialect: DatabaseType,
  index: number,
): void {
  if (index === term.steps.length) {
    guardHiddenField(query, term.collection, term.scope, term.field.field, (inner) =>
      fieldCondition(inner, term, dialect),
    );
    return;
  }
  const step = term.steps[index];
  const relation = step.field.relation!;
  guardHiddenField(query, step.from, step.fromScope, step.field.field, (inner) => {
    if (relation.kind === 'm2o') {
      inner.whereIn(step.field.field, (sub) => {
        sub.select(step.to.primaryKey).from(step.to.collection);
        sub.where((nested) => compileAt(nested, term, dialect, index + 1));
        visibleRelated(sub, step.to, step.toScope);
      });
    } else {
      const foreignKey = relation.field as string;
      inner.whereIn(step.from.primaryKey, (sub) => {
        sub.select(foreignKey).from(step.to.collection).whereNotNull(foreignKey);
        sub.where((nested) => compileAt(nested, term, dialect, index + 1));
        visibleRelated(sub, step.to, step.toScope);
      });
    }
  });
}

/** Adds the user filter as one parenthesised group (`(A AND B OR C)`). */
export function applyFilter(
  query: Knex.QueryBuilder,
  terms: FilterTerm[],
  dialect: DatabaseType,
): void {
  if (terms.length === 0) return;
  query.where((group) => {
    terms.forEach((term, index) => {
      const method = index > 0 && term.logical === 'or' ? 'orWhere' : 'where';
      group[method]((clause) => compileAt(clause, term, dialect, 0));
    });
  });
}
