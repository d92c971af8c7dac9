// PHP-style query strings (contract §1.3) and the bounds that keep hostile ones cheap.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  asList,
  csvList,
  integerParam,
  truthyParam,
} from '../../../server/services/query/params.js';
import {
  parseQueryString,
  QUERY_STRING_LIMITS,
} from '../../../server/services/query/query-string.js';

/** The parser builds prototype-less objects; compare their JSON shape. */
const parse = (query: string): unknown => JSON.parse(JSON.stringify(parseQueryString(query)));

describe('query string parsing', () => {
  it('reads bracket syntax as PHP does', () => {
    assert.deepEqual(parse('filter[title][eq]=x&fields[]=a&fields[]=b'), {
      filter: { title: { eq: 'x' } },
      fields: ['a', 'b'],
    });
    assert.deepEqual(parse('fields[0]=a&fields[1]=b'), { fields: ['a', 'b'] });
    assert.deepEqual(parse('filter[f][0][gte]=1&filter[f][1][lte]=9&filter[f][1][logical]=or'), {
      filter: { f: [{ gte: '1' }, { lte: '9', logical: 'or' }] },
    });
    assert.deepEqual(parse('?q=a+b%20c'), { q: 'a b c' });
    assert.deepEqual(parse('filter[published_on][null]'), {
      filter: { published_on: { null: '' } },
    });
  });

  it('keeps the order of filter keys', () => {
    const parsed = parseQueryString('filter[b][eq]=1&filter[a][eq]=2&filter[c][eq]=3');
    assert.deepEqual(Object.keys(parsed.filter as object), ['b', 'a', 'c']);
  });

  it('does not build sparse arrays from huge indices', () => {
    const parsed = parseQueryString('fields[100000000]=x');
    assert.deepEqual(parse('fields[100000000]=x'), { fields: { 100000000: 'x' } });
    assert.deepEqual(asList(parsed.fields), ['x']);
    assert.ok(QUERY_STRING_LIMITS.arrayLimit <= 1000);
  });

  it('stops nesting at the depth limit', () => {
    const parsed = parseQueryString('a[b][c][d][e][f][g][h][i]=1');
    let level: unknown = parsed.a;
    let depth = 1;
    while (
      level &&
      typeof level === 'object' &&
      !Object.keys(level).some((k) => k.startsWith('['))
    ) {
      level = Object.values(level)[0];
      depth += 1;
    }
    assert.ok(depth <= QUERY_STRING_LIMITS.depth + 1, `nested ${depth} levels`);
  });

  it('drops parameters beyond the limit', () => {
    const query = Array.from({ length: 5000 }, (_, i) => `p${i}=1`).join('&');
    assert.equal(Object.keys(parseQueryString(query)).length, QUERY_STRING_LIMITS.parameterLimit);
  });

  it('never touches prototypes', () => {
    const parsed = parseQueryString('__proto__[polluted]=1&constructor[prototype][x]=2&toString=3');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getPrototypeOf(parsed), null);
    assert.equal(parsed.toString, '3');
    assert.equal(Object.hasOwn(parsed, '__proto__'), false);
  });

  it('gives every caller its own copy of a repeated query string', () => {
    const query = 'filter[title][eq]=x&fields[]=a&fields[]=b';
    const first = parseQueryString(query);
    (first.filter as Record<string, Record<string, unknown>>).title.eq = 'changed';
    (first.fields as string[]).push('c');
    first.extra = '1';
    const second = parseQueryString(query);
    assert.notEqual(second, first);
    assert.deepEqual(JSON.parse(JSON.stringify(second)), {
      filter: { title: { eq: 'x' } },
      fields: ['a', 'b'],
    });
    assert.equal(Object.getPrototypeOf(second), null);
    assert.equal(Object.getPrototypeOf(second.filter), null);
  });
});

describe('parameter helpers', () => {
  it('reads CSV and list parameters alike', () => {
    assert.deepEqual(csvList('a, b,,c', 'x'), ['a', 'b', 'c']);
    assert.deepEqual(csvList(['a,b', 'c'], 'x'), ['a', 'b', 'c']);
    assert.deepEqual(csvList({ 2: 'c', 0: 'a' }, 'x'), ['a', 'c']);
    assert.deepEqual(csvList(undefined, 'x'), []);
    assert.throws(() => csvList({ a: 'b' }, 'fields'), { code: 4, status: 422 });
  });

  it('reads integers strictly', () => {
    assert.equal(integerParam('12', 'limit'), 12);
    assert.equal(integerParam(' -1 ', 'limit'), -1);
    assert.equal(integerParam(undefined, 'limit'), undefined);
    for (const bad of ['1.5', 'abc', '', '1e3', ['1']]) {
      assert.throws(() => integerParam(bad, 'limit'), { code: 4, status: 422 }, String(bad));
    }
  });

  it('reads single=1/true as true, anything else as false', () => {
    for (const yes of ['1', 'true', 'TRUE', '2']) assert.equal(truthyParam(yes), true, yes);
    for (const no of ['0', 'false', '', 'yes', undefined]) assert.equal(truthyParam(no), false);
  });
});
