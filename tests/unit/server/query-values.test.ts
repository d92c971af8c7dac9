// Value formats on read (contract §6.6, quirk 17) and filter value checks, independent of the
// driver's representation (numbers or numeric strings, 0/1 or booleans, Date objects or text).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatValue, normalizeDateTime } from '../../../server/services/query/format.js';
import { coerceValue, escapeLike } from '../../../server/services/query/values.js';
import { castKind, valueClass } from '../../../server/services/schema/field-types.js';
import type { ColumnSchema, FieldSchema } from '../../../server/services/schema/types.js';

function column(dataType: string, fullType = dataType): ColumnSchema {
  return {
    name: 'c',
    dataType,
    fullType,
    length: null,
    precision: null,
    scale: null,
    nullable: true,
    defaultValue: null,
    primaryKey: false,
    autoIncrement: false,
    unsigned: null,
    position: 1,
  };
}

function field(type: string, col: ColumnSchema): FieldSchema {
  return {
    collection: 't',
    field: 'f',
    type,
    interface: null,
    options: null,
    id: null,
    managed: true,
    meta: null,
    alias: false,
    column: col,
    primaryKey: false,
    relation: null,
    cast: castKind(type, col),
    valueClass: valueClass(type, col),
  };
}

describe('value formats on read', () => {
  it('turns integers and floats into numbers, keeping unsafe integers as strings', () => {
    assert.equal(formatValue('integer', '42'), 42);
    assert.equal(formatValue('integer', 42), 42);
    assert.equal(formatValue('integer', '-7'), -7);
    assert.equal(formatValue('integer', 12n), 12);
    assert.equal(formatValue('integer', '9007199254740993'), '9007199254740993');
    assert.equal(formatValue('float', '12.50'), 12.5);
    assert.equal(formatValue('float', 1.5), 1.5);
  });

  it('turns boolean representations into booleans', () => {
    for (const yes of [1, '1', true, 't', 'true']) assert.equal(formatValue('boolean', yes), true);
    for (const no of [0, '0', false, 'f', 'false']) assert.equal(formatValue('boolean', no), false);
    assert.equal(formatValue('boolean', null), null);
  });

  it('decodes JSON text and passes decoded JSON through', () => {
    assert.deepEqual(formatValue('json', '{"a":[1,2]}'), { a: [1, 2] });
    assert.deepEqual(formatValue('json', { a: 1 }), { a: 1 });
    assert.equal(formatValue('json', ''), null);
    assert.equal(formatValue('json', 'not json'), 'not json');
  });

  it('splits CSV arrays, an empty string being an empty array', () => {
    assert.deepEqual(formatValue('csv', 'a,b'), ['a', 'b']);
    assert.deepEqual(formatValue('csv', ''), []);
    assert.equal(formatValue('csv', null), null);
  });

  it('writes dates, datetimes and times in the v8 formats, zero dates as null', () => {
    assert.equal(formatValue('date', '2024-02-29'), '2024-02-29');
    assert.equal(formatValue('date', new Date(Date.UTC(2024, 1, 29, 23))), '2024-02-29');
    assert.equal(formatValue('date', '0000-00-00'), null);
    assert.equal(formatValue('datetime', '2024-02-29 13:45:10'), '2024-02-29 13:45:10');
    assert.equal(formatValue('datetime', '2024-02-29 13:45:10.123'), '2024-02-29 13:45:10');
    assert.equal(formatValue('datetime', '2024-02-29T13:45:10.000Z'), '2024-02-29 13:45:10');
    assert.equal(
      formatValue('datetime', new Date(Date.UTC(2024, 1, 29, 13, 45, 10))),
      '2024-02-29 13:45:10',
    );
    assert.equal(formatValue('datetime', '0000-00-00 00:00:00'), null);
    assert.equal(formatValue('time', '08:05:00.5'), '08:05:00');
    assert.equal(formatValue('time', '08:05'), '08:05:00');
    assert.equal(formatValue('iso-datetime', '2019-12-03 00:10:15'), '2019-12-03T00:10:15+00:00');
    assert.equal(
      formatValue('iso-datetime', new Date(Date.UTC(2019, 11, 3, 0, 10, 15))),
      '2019-12-03T00:10:15+00:00',
    );
  });

  it('encodes binary values as base64', () => {
    assert.equal(formatValue('binary', Buffer.from('hi')), 'aGk=');
    assert.equal(formatValue('none', Buffer.from('hi')), 'aGk=');
  });
});

describe('date normalisation', () => {
  it('reads the common forms and converts offsets to UTC', () => {
    assert.equal(normalizeDateTime('2025-01-18'), '2025-01-18 00:00:00');
    assert.equal(normalizeDateTime('2025-01-18 08:30'), '2025-01-18 08:30:00');
    assert.equal(normalizeDateTime('2025-01-18T08:30:00+02:00'), '2025-01-18 06:30:00');
    assert.equal(normalizeDateTime('2025-01-01T00:30:00-01:00'), '2025-01-01 01:30:00');
    assert.equal(normalizeDateTime('0099-05-01'), '0099-05-01 00:00:00');
  });

  it('refuses impossible and malformed dates', () => {
    for (const bad of ['2025-02-30', '2025-13-01', '2025-01-01 24:00:00', 'now', '2025', '']) {
      assert.equal(normalizeDateTime(bad), null, bad);
    }
  });
});

describe('filter values', () => {
  const now = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));

  it('checks numbers, booleans and dates against their column', () => {
    const integer = field('integer', column('int'));
    assert.equal(coerceValue(integer, ' 12 ', 'mysql', now), 12);
    assert.throws(() => coerceValue(integer, 'abc', 'mysql', now), { code: 4, status: 422 });
    const flag = field('boolean', column('boolean'));
    assert.equal(coerceValue(flag, 'true', 'postgres', now), true);
    assert.equal(coerceValue(flag, '0', 'sqlite', now), 0);
    assert.throws(() => coerceValue(flag, 'maybe', 'sqlite', now), { code: 4 });
    const tinyint = field('boolean', column('tinyint', 'tinyint(1)'));
    assert.equal(coerceValue(tinyint, '1', 'mysql', now), 1);
    const datetime = field('datetime', column('datetime'));
    assert.equal(coerceValue(datetime, 'now', 'sqlite', now), '2025-06-01 12:00:00');
    assert.equal(coerceValue(datetime, '2025-01-02', 'sqlite', now), '2025-01-02 00:00:00');
    assert.throws(() => coerceValue(datetime, 'tomorrow', 'sqlite', now), { code: 4 });
    const date = field('date', column('date'));
    assert.equal(coerceValue(date, 'NOW', 'mysql', now), '2025-06-01');
    const time = field('time', column('time'));
    assert.throws(() => coerceValue(time, '8:00', 'postgres', now), { code: 4 });
    assert.throws(() => coerceValue(time, '25:00', 'postgres', now), { code: 4 });
    assert.equal(coerceValue(time, '08:00', 'postgres', now), '08:00:00');
    const uuid = field('uuid', column('uuid'));
    assert.throws(() => coerceValue(uuid, 'x', 'postgres', now), { code: 4 });
    assert.equal(coerceValue(uuid, 'x', 'sqlite', now), 'x');
    const text = field('string', column('varchar', 'varchar(20)'));
    assert.equal(coerceValue(text, " ' OR 1=1 ", 'mysql', now), " ' OR 1=1 ");
  });

  it('escapes LIKE wildcards with a backslash', () => {
    assert.equal(escapeLike('50%_off\\'), '50\\%\\_off\\\\');
  });
});
