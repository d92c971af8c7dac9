import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  defaultOperatorFor,
  FILTER_OPERATORS,
  filterParam,
  isFilterable,
  operatorsFor,
  takesValue,
} from '../../src/api/filter-operators.ts';
import { listQuery } from '../../src/api/items.ts';

// The filter operator table (spec 2 §5) and what each filter sends (server/services/query/filter.ts
// reads has/nhas values as "at least N related rows", an empty value as 0, which inverts them).

describe('operators per field type', () => {
  const cases: [type: string, operators: string[]][] = [
    [
      'string',
      ['contains', 'ncontains', 'eq', 'neq', 'empty', 'nempty', 'null', 'nnull', 'in', 'nin'],
    ],
    ['integer', ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null', 'nnull']],
    ['decimal', ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null', 'nnull']],
    ['datetime', ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null', 'nnull']],
    ['date', ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null', 'nnull']],
    ['boolean', ['eq', 'neq', 'null', 'nnull']],
    ['status', ['eq', 'neq', 'in', 'nin']],
    ['m2o', ['eq', 'neq', 'in', 'nin', 'null', 'nnull']],
    ['o2m', ['has', 'nhas']],
    ['m2m', ['has', 'nhas']],
    ['translation', ['has', 'nhas']],
    ['files', ['has', 'nhas']],
    ['alias', []],
  ];
  for (const [type, operators] of cases) {
    test(`${type}: ${operators.join(', ') || 'none'}`, () => {
      assert.deepEqual([...operatorsFor(type)], operators);
    });
  }

  test('every offered operator is one of spec 2 §5', () => {
    for (const [type] of cases) {
      for (const operator of operatorsFor(type)) assert.ok(FILTER_OPERATORS.includes(operator));
    }
  });

  test('an unknown type filters as text; alias and group are not filterable', () => {
    assert.deepEqual(operatorsFor('something-new'), operatorsFor('string'));
    assert.equal(isFilterable('alias'), false);
    assert.equal(isFilterable('group'), false);
    assert.equal(isFilterable('m2m'), true);
  });

  test('a new filter starts with contains on text, has on relations, else the first operator', () => {
    assert.equal(defaultOperatorFor('string'), 'contains');
    assert.equal(defaultOperatorFor('m2m'), 'has');
    assert.equal(defaultOperatorFor('o2m'), 'has');
    assert.equal(defaultOperatorFor('integer'), 'eq');
    assert.equal(defaultOperatorFor('status'), 'eq');
    assert.equal(defaultOperatorFor('alias'), null);
  });
});

describe('what a filter sends', () => {
  test('has / nhas ask for at least one related row, never an empty value', () => {
    assert.deepEqual(filterParam({ field: 'tags', operator: 'has', value: '' }), [
      'filter[tags][has]',
      '1',
    ]);
    assert.deepEqual(filterParam({ field: 'tags', operator: 'nhas', value: '' }), [
      'filter[tags][nhas]',
      '1',
    ]);
    assert.equal(takesValue('has'), false);
    assert.equal(takesValue('contains'), true);
  });

  test('an operator that needs a value sends nothing until one is typed', () => {
    assert.equal(filterParam({ field: 'tags', operator: 'contains', value: '' }), null);
    assert.equal(filterParam({ field: 'title', operator: 'eq', value: '  ' }), null);
    assert.deepEqual(filterParam({ field: 'title', operator: 'eq', value: 'x' }), [
      'filter[title][eq]',
      'x',
    ]);
  });

  test('the list call leaves waiting filters out and sends has as 1', () => {
    assert.deepEqual(
      listQuery({
        meta: [],
        filters: [
          { field: 'tags', operator: 'has', value: '' },
          { field: 'title', operator: 'contains', value: '' },
          { field: 'id', operator: 'null', value: '' },
        ],
      }),
      { 'filter[tags][has]': '1', 'filter[id][null]': '1' },
    );
  });
});
