// The filter operators (spec 2 §5) and which of them each field type takes: the one table the
// filter box offers from and the list call sends by. A filter the server would refuse or misread is
// never sent: no operator a type cannot take is offered, a filter waiting for its value stays
// unsent, and the presence operators always carry a value.

/** Every operator of spec 2 §5, in the order the filter menu offers them. */
export const FILTER_OPERATORS = [
  'contains',
  'ncontains',
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'null',
  'nnull',
  'empty',
  'nempty',
  'has',
  'nhas',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** One filter as a preset stores it (spec 2 §3). */
export interface ItemFilter {
  field: string;
  operator: string;
  value: string;
}

/**
 * Operators that test presence only: no value is asked for. `has`/`nhas` count related rows and
 * the server reads their value as "at least N" (an empty value is 0, which inverts the test), so
 * they are sent as `1`: "has related entries" / "has no related entries".
 */
export const VALUELESS_OPERATORS: readonly FilterOperator[] = [
  'null',
  'nnull',
  'empty',
  'nempty',
  'has',
  'nhas',
];

/** Operators whose value is a comma-separated list. */
export const LIST_OPERATORS: readonly FilterOperator[] = ['in', 'nin'];

const TEXT: readonly FilterOperator[] = [
  'contains',
  'ncontains',
  'eq',
  'neq',
  'empty',
  'nempty',
  'null',
  'nnull',
  'in',
  'nin',
];
const ORDERED: readonly FilterOperator[] = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'null',
  'nnull',
];
const BOOLEAN: readonly FilterOperator[] = ['eq', 'neq', 'null', 'nnull'];
const STATUS: readonly FilterOperator[] = ['eq', 'neq', 'in', 'nin'];
/** A single foreign key (many-to-one, file, user): compared by key. */
const KEY: readonly FilterOperator[] = ['eq', 'neq', 'in', 'nin', 'null', 'nnull'];
/** To-many fields have no column: only related-row counts apply. */
const RELATED: readonly FilterOperator[] = ['has', 'nhas'];
const NONE: readonly FilterOperator[] = [];

/** The operators each field type takes (spec 3 "Field types"); unknown types filter as text. */
const OPERATORS_BY_TYPE: Readonly<Record<string, readonly FilterOperator[]>> = {
  string: TEXT,
  slug: TEXT,
  uuid: TEXT,
  hash: TEXT,
  lang: TEXT,
  json: TEXT,
  array: TEXT,
  integer: ORDERED,
  decimal: ORDERED,
  sort: ORDERED,
  date: ORDERED,
  datetime: ORDERED,
  time: ORDERED,
  datetime_created: ORDERED,
  datetime_updated: ORDERED,
  boolean: BOOLEAN,
  status: STATUS,
  m2o: KEY,
  file: KEY,
  user: KEY,
  owner: KEY,
  user_updated: KEY,
  o2m: RELATED,
  m2m: RELATED,
  translation: RELATED,
  files: RELATED,
  alias: NONE,
  group: NONE,
};

/** The operators a field of this type can be filtered with, in menu order. */
export function operatorsFor(type: string): readonly FilterOperator[] {
  return OPERATORS_BY_TYPE[type] ?? TEXT;
}

/** Fields without any operator (alias, group) are not offered for filtering. */
export function isFilterable(type: string): boolean {
  return operatorsFor(type).length > 0;
}

/** The operator a new filter on a field of this type starts with (spec 2 §5: contains for text). */
export function defaultOperatorFor(type: string): FilterOperator | null {
  const operators = operatorsFor(type);
  if (operators.includes('contains')) return 'contains';
  return operators[0] ?? null;
}

export function takesValue(operator: string): boolean {
  return !VALUELESS_OPERATORS.includes(operator as FilterOperator);
}

/**
 * The `filter[field][operator]` parameter a filter sends, or null while it cannot be sent: no
 * field or operator yet, or an operator that needs a value with none typed.
 */
export function filterParam(filter: ItemFilter): [name: string, value: string] | null {
  if (!filter.field || !filter.operator) return null;
  const name = `filter[${filter.field}][${filter.operator}]`;
  if (!takesValue(filter.operator)) return [name, filter.value.trim() === '' ? '1' : filter.value];
  if (filter.value.trim() === '') return null;
  return [name, filter.value];
}
