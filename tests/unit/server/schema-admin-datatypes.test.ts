// The pure parts of the schema admin: identifier rules, the data type whitelist and its SQL per
// database, length rules (E402/E403), defaults, and field/collection payload validation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isApiError } from '../../../server/errors/api-error.js';
import type { ColumnSchema } from '../../../server/services/schema/types.js';
import {
  checkDefault,
  definitionForNew,
  mergeDefinition,
} from '../../../server/services/schema-admin/columns.js';
import {
  parseDatatype,
  parseDirectusType,
  parseLength,
  reportedDatatype,
  sqlType,
} from '../../../server/services/schema-admin/datatypes.js';
import {
  assertCollectionName,
  isValidIdentifier,
} from '../../../server/services/schema-admin/names.js';
import {
  parseCollectionPayload,
  parseFieldPayload,
  parseRelationPayload,
} from '../../../server/services/schema-admin/payload.js';
import { uniqueIndexName } from '../../../server/services/schema-admin/unique-indexes.js';

function code(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    assert.ok(isApiError(error), String(error));
    return error.code;
  }
  return undefined;
}

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

describe('schema admin: identifiers', () => {
  it('accepts strict identifiers only', () => {
    for (const name of ['articles', 'Articles_2', '_x', 'a'.repeat(63)]) {
      assert.equal(isValidIdentifier(name), true, name);
    }
    for (const name of [
      '',
      '1a',
      'a-b',
      'a b',
      'a.b',
      'a`b',
      'a"b',
      "a'b",
      'a;b',
      'a?',
      'é',
      'a'.repeat(64),
      5,
    ]) {
      assert.equal(isValidIdentifier(name), false, String(name));
    }
  });

  it('refuses reserved collection names with E4', () => {
    assert.equal(assertCollectionName('books'), 'books');
    assert.equal(
      code(() => assertCollectionName('directus_books')),
      4,
    );
    assert.equal(
      code(() => assertCollectionName('Directus_books')),
      4,
    );
    assert.equal(
      code(() => assertCollectionName('cms_schema_version')),
      4,
    );
    assert.equal(
      code(() => assertCollectionName('sqlite_master')),
      4,
    );
    assert.equal(
      code(() => assertCollectionName('books; drop table x')),
      4,
    );
    assert.equal(
      code(() => assertCollectionName(undefined)),
      4,
    );
  });

  it('names unique indexes within 63 characters', () => {
    assert.equal(uniqueIndexName('tags', 'name'), 'tags_name_unique');
    const long = uniqueIndexName('t'.repeat(60), 'c'.repeat(60));
    assert.ok(long.length <= 63);
    assert.notEqual(long, uniqueIndexName('t'.repeat(60), `${'c'.repeat(59)}d`));
  });
});

describe('schema admin: data types', () => {
  it('parses names case-insensitively with aliases, E401 otherwise', () => {
    assert.equal(parseDatatype('varchar').name, 'VARCHAR');
    assert.equal(parseDatatype(' Integer ').name, 'INT');
    assert.equal(parseDatatype('numeric').name, 'DECIMAL');
    assert.equal(parseDatatype('bool').name, 'BOOLEAN');
    for (const bad of ['VARCHAR(10)', 'ENUM', 'int; drop', '', null, 3]) {
      assert.equal(
        code(() => parseDatatype(bad)),
        401,
        String(bad),
      );
    }
    assert.equal(parseDirectusType('M2O'), 'm2o');
    assert.equal(
      code(() => parseDirectusType('relation')),
      401,
    );
  });

  it('applies the length rules: defaults, E402, E403', () => {
    const size = (datatype: string, length: unknown) =>
      parseLength('f', parseDatatype(datatype), length);
    assert.deepEqual(size('VARCHAR', undefined), { length: 255, precision: null, scale: null });
    assert.deepEqual(size('CHAR', null), { length: 50, precision: null, scale: null });
    assert.deepEqual(size('VARCHAR', '65535'), { length: 65535, precision: null, scale: null });
    assert.deepEqual(size('DECIMAL', undefined), { length: null, precision: 10, scale: 10 });
    assert.deepEqual(size('DECIMAL', '65, 30'), { length: null, precision: 65, scale: 30 });
    assert.deepEqual(size('DECIMAL', 8), { length: null, precision: 8, scale: 0 });
    assert.deepEqual(size('INT', 15), { length: 15, precision: null, scale: null });
    assert.deepEqual(size('TEXT', 0), { length: null, precision: null, scale: null });
    for (const [datatype, length] of [
      ['VARCHAR', 65536],
      ['VARCHAR', -1],
      ['VARCHAR', '1.5'],
      ['VARCHAR', 'ten'],
      ['CHAR', 256],
      ['DECIMAL', '66,2'],
      ['DECIMAL', '10,31'],
      ['DECIMAL', '4,5'],
      ['DECIMAL', '10,2); drop'],
      ['VARBINARY', undefined],
    ] as const) {
      assert.equal(
        code(() => size(datatype, length)),
        402,
        `${datatype} ${length}`,
      );
    }
    for (const datatype of [
      'TEXT',
      'LONGTEXT',
      'DATE',
      'DATETIME',
      'TIME',
      'JSON',
      'BLOB',
      'BOOLEAN',
    ]) {
      assert.equal(
        code(() => size(datatype, 10)),
        403,
        datatype,
      );
    }
  });

  it('builds the SQL type per database from whitelisted parts only', () => {
    const spec = (datatype: string, extra: Record<string, unknown> = {}) => ({
      datatype,
      length: null,
      precision: null,
      scale: null,
      unsigned: false,
      booleanField: false,
      ...extra,
    });
    const table: [ReturnType<typeof spec>, string, string, string][] = [
      [spec('INT', { length: 11 }), 'int(11)', 'integer', 'integer'],
      [spec('INT', { unsigned: true }), 'int unsigned', 'integer', 'integer'],
      [spec('TINYINT', { length: 1, booleanField: true }), 'tinyint(1)', 'boolean', 'boolean'],
      [spec('TINYINT'), 'tinyint', 'smallint', 'tinyint'],
      [spec('BIGINT'), 'bigint', 'bigint', 'bigint'],
      [spec('VARCHAR', { length: 200 }), 'varchar(200)', 'character varying(200)', 'varchar(200)'],
      [spec('CHAR', { length: 5 }), 'char(5)', 'character(5)', 'char(5)'],
      [
        spec('DECIMAL', { precision: 10, scale: 2 }),
        'decimal(10,2)',
        'numeric(10,2)',
        'decimal(10,2)',
      ],
      [spec('DOUBLE'), 'double', 'double precision', 'double'],
      [spec('TEXT'), 'text', 'text', 'text'],
      [spec('MEDIUMTEXT'), 'mediumtext', 'text', 'mediumtext'],
      [spec('DATE'), 'date', 'date', 'date'],
      [spec('DATETIME'), 'datetime', 'timestamp without time zone', 'datetime'],
      [spec('TIME'), 'time', 'time without time zone', 'time'],
      [spec('JSON'), 'longtext', 'json', 'json'],
      [spec('BLOB'), 'blob', 'bytea', 'blob'],
      [spec('UUID'), 'char(36)', 'uuid', 'char(36)'],
    ];
    for (const [input, mysql, postgres, sqlite] of table) {
      assert.equal(sqlType(input, 'mysql'), mysql, `${input.datatype} mysql`);
      assert.equal(sqlType(input, 'postgres'), postgres, `${input.datatype} postgres`);
      assert.equal(sqlType(input, 'sqlite'), sqlite, `${input.datatype} sqlite`);
    }
    assert.equal(sqlType(spec('VARCHAR'), 'postgres'), 'character varying');
    assert.equal(sqlType(spec('VARCHAR'), 'mysql'), 'varchar(255)');
  });

  it('reports live columns in the MySQL vocabulary', () => {
    assert.equal(reportedDatatype(column('character varying'), 'postgres'), 'VARCHAR');
    assert.equal(reportedDatatype(column('timestamp without time zone'), 'postgres'), 'DATETIME');
    assert.equal(reportedDatatype(column('double precision'), 'postgres'), 'DOUBLE');
    assert.equal(reportedDatatype(column('integer'), 'sqlite'), 'INT');
    assert.equal(reportedDatatype(column('tinyint', 'tinyint(1)'), 'mysql'), 'TINYINT');
  });
});

describe('schema admin: defaults and definitions', () => {
  const spec = (datatype: string, booleanField = false) => ({
    datatype,
    length: 10,
    precision: null,
    scale: null,
    unsigned: false,
    booleanField,
  });

  it('checks defaults against the column (E12)', () => {
    assert.equal(checkDefault('f', spec('INT'), 5), '5');
    assert.equal(checkDefault('f', spec('TINYINT', true), 'true'), true);
    assert.equal(checkDefault('f', spec('DATETIME'), 'now'), 'CURRENT_TIMESTAMP');
    assert.equal(checkDefault('f', spec('DATETIME'), '2024-01-02T03:04:05'), '2024-01-02 03:04:05');
    assert.equal(checkDefault('f', spec('VARCHAR'), "it's"), "it's");
    assert.equal(checkDefault('f', spec('VARCHAR'), null), null);
    for (const [datatype, value] of [
      ['INT', '1; drop table x'],
      ['INT', 1.5],
      ['DECIMAL', 'abc'],
      ['DATE', 'tomorrow'],
      ['VARCHAR', 'x'.repeat(11)],
      ['BLOB', 'x'],
    ] as const) {
      assert.equal(
        code(() => checkDefault('f', spec(datatype), value)),
        12,
        `${datatype} ${value}`,
      );
    }
    assert.equal(
      code(() => checkDefault('f', spec('TINYINT', true), 'maybe')),
      12,
    );
  });

  it('defines new columns and merges changes onto live ones', () => {
    const payload = parseFieldPayload({ datatype: 'VARCHAR', length: 20, required: true });
    const def = definitionForNew('title', 'string', payload.schema, true);
    assert.equal(def.nullable, false);
    assert.equal(def.length, 20);
    assert.equal(
      code(() =>
        definitionForNew(
          'id',
          'string',
          parseFieldPayload({ datatype: 'VARCHAR', auto_increment: true, primary_key: true })
            .schema,
          false,
        ),
      ),
      12,
    );
    const current = { ...def, known: true };
    const longer = mergeDefinition(
      'title',
      'string',
      current,
      parseFieldPayload({ length: 40 }).schema,
      undefined,
    );
    assert.equal(longer.length, 40);
    assert.equal(longer.nullable, false, 'unchanged');
    const text = mergeDefinition(
      'title',
      'string',
      current,
      parseFieldPayload({ datatype: 'TEXT' }).schema,
      false,
    );
    assert.equal(text.length, null, 'TEXT takes no length');
    assert.equal(text.nullable, true);
    const char = mergeDefinition(
      'title',
      'string',
      current,
      parseFieldPayload({ datatype: 'CHAR' }).schema,
      undefined,
    );
    assert.equal(char.length, 20, 'a size that fits is kept');
    const pk = { ...current, primaryKey: true };
    assert.equal(
      code(() =>
        mergeDefinition(
          'id',
          'integer',
          pk,
          parseFieldPayload({ primary_key: false }).schema,
          undefined,
        ),
      ),
      404,
    );
  });
});

describe('schema admin: payloads', () => {
  it('validates field payloads', () => {
    const payload = parseFieldPayload({
      id: 3,
      collection: 'x',
      field: 'title',
      type: 'STRING',
      datatype: 'varchar',
      options: { a: 1 },
      translation: '[{"locale":"en-US"}]',
      required: 1,
      sort: '4',
    });
    assert.equal(payload.type, 'string');
    assert.equal(payload.field, 'title');
    assert.deepEqual(payload.meta, {
      type: 'string',
      options: '{"a":1}',
      translation: '[{"locale":"en-US"}]',
      required: true,
      sort: 4,
    });
    assert.equal(payload.schema.datatype?.name, 'VARCHAR');
    assert.equal(
      code(() => parseFieldPayload({ colour: 'red' })),
      12,
    );
    assert.equal(
      code(() => parseFieldPayload({ required: 'perhaps' })),
      4,
    );
    assert.equal(
      code(() => parseFieldPayload({ sort: -1 })),
      4,
    );
    assert.equal(
      code(() => parseFieldPayload({ sort: 2 ** 31 })),
      4,
    );
    assert.equal(
      code(() => parseFieldPayload({ options: '{not json' })),
      4,
    );
    assert.equal(
      code(() => parseFieldPayload({ interface: 'x'.repeat(65) })),
      4,
    );
    assert.equal(
      code(() => parseFieldPayload({ default_value: { a: 1 } })),
      12,
    );
    assert.equal(
      code(() => parseFieldPayload({ type: 'nope' })),
      401,
    );
  });

  it('validates collection and relation payloads', () => {
    const collection = parseCollectionPayload({
      collection: 'books',
      hidden: '1',
      icon: 'book',
      translation: [{ locale: 'en-US', translation: 'Books' }],
      fields: [{ field: 'id' }],
    });
    assert.deepEqual(collection.meta, {
      hidden: true,
      icon: 'book',
      translation: '[{"locale":"en-US","translation":"Books"}]',
    });
    assert.equal(collection.fields?.length, 1);
    assert.equal(
      code(() => parseCollectionPayload({ status_mapping: {} })),
      12,
    );
    assert.equal(
      code(() => parseCollectionPayload({ fields: 'id' })),
      12,
    );
    assert.equal(
      code(() => parseCollectionPayload({ icon: 'x'.repeat(31) })),
      4,
    );

    assert.deepEqual(parseRelationPayload({ id: 4, collection_many: 'a', field_one: '' }), {
      collection_many: 'a',
      field_one: null,
    });
    assert.equal(
      code(() => parseRelationPayload({ store_key_a: 'x' })),
      12,
    );
    assert.equal(
      code(() => parseRelationPayload({ field_many: ['x'] })),
      4,
    );
  });
});
