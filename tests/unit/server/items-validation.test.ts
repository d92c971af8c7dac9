// The pure parts of the item write service: payload splitting (E12/E213), value conversion per
// column type and database (E4/E12), required fields and patterns with the status mapping's
// required_fields rule, slugs, revert payloads, batch payload keys and driver error mapping.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DatabaseType } from '../../../server/config/project-config.js';
import { ApiError } from '../../../server/errors/api-error.js';
import { isUniqueViolation, sqlError } from '../../../server/services/items/item-rows.js';
import { revertPayload } from '../../../server/services/items/revert-item.js';
import { slugify } from '../../../server/services/items/system-values.js';
import { updatesFromBatch } from '../../../server/services/items/update-items.js';
import {
  checkRules,
  convertValue,
  requiredChecksApply,
  requirement,
  splitPayload,
  validationPattern,
} from '../../../server/services/items/validate-payload.js';
import { createWriteContext } from '../../../server/services/items/write-context.js';
import { collectionInfo, PermissionService } from '../../../server/services/permissions/index.js';
import { castKind, valueClass } from '../../../server/services/schema/field-types.js';
import type {
  CollectionSchema,
  ColumnSchema,
  FieldMeta,
  FieldRelation,
  FieldSchema,
  SchemaModel,
} from '../../../server/services/schema/types.js';

interface FieldSpec {
  type: string;
  column?: Partial<ColumnSchema> | null;
  meta?: Partial<FieldMeta>;
  relation?: FieldRelation;
  options?: Record<string, unknown>;
}

function column(name: string, spec: Partial<ColumnSchema>): ColumnSchema {
  return {
    name,
    dataType: 'varchar',
    fullType: 'varchar(255)',
    length: null,
    precision: null,
    scale: null,
    nullable: true,
    defaultValue: null,
    primaryKey: false,
    autoIncrement: false,
    unsigned: null,
    position: 1,
    ...spec,
  };
}

function field(collection: string, name: string, spec: FieldSpec): FieldSchema {
  const col = spec.column === null ? null : column(name, spec.column ?? {});
  return {
    collection,
    field: name,
    type: spec.type,
    interface: null,
    options: spec.options ?? null,
    id: null,
    managed: true,
    meta: {
      locked: false,
      validation: null,
      required: false,
      readonly: false,
      hidden_detail: false,
      hidden_browse: false,
      sort: null,
      width: null,
      group: null,
      note: null,
      translation: null,
      ...spec.meta,
    },
    alias: col === null,
    column: col,
    primaryKey: col?.primaryKey ?? false,
    relation: spec.relation ?? null,
    cast: castKind(spec.type, col),
    valueClass: valueClass(spec.type, col),
  };
}

const INT = { dataType: 'int', fullType: 'int(11)' };

function articles(): CollectionSchema {
  const specs: Record<string, FieldSpec> = {
    id: {
      type: 'integer',
      column: { ...INT, primaryKey: true, autoIncrement: true, nullable: false },
    },
    status: {
      type: 'status',
      column: { dataType: 'varchar', length: 20, nullable: false, defaultValue: 'draft' },
    },
    title: { type: 'string', column: { length: 10, nullable: false } },
    code: { type: 'string', column: { length: 20 }, meta: { validation: '/^[A-Z]+$/' } },
    summary: { type: 'string', column: { length: 100 }, meta: { required: true } },
    price: { type: 'decimal', column: { dataType: 'decimal', precision: 5, scale: 2 } },
    qty: { type: 'integer', column: { ...INT, unsigned: true } },
    small: { type: 'integer', column: { dataType: 'smallint', fullType: 'smallint' } },
    data: { type: 'json', column: { dataType: 'text', fullType: 'text' } },
    labels: { type: 'array', column: { length: 20 } },
    flag: { type: 'boolean', column: { dataType: 'boolean', fullType: 'boolean' } },
    day: { type: 'date', column: { dataType: 'date', fullType: 'date' } },
    at: { type: 'time', column: { dataType: 'time', fullType: 'time' } },
    moment: { type: 'datetime', column: { dataType: 'datetime', fullType: 'datetime' } },
    body: { type: 'string', column: { dataType: 'text', fullType: 'text' } },
    uid: { type: 'uuid', column: { dataType: 'uuid', fullType: 'uuid' } },
    created_on: { type: 'datetime_created', column: { dataType: 'datetime', nullable: false } },
    password: { type: 'hash', column: { length: 255 } },
    author: {
      type: 'm2o',
      column: INT,
      relation: {
        kind: 'm2o',
        collection: 'authors',
        field: null,
        junctionField: null,
        otherCollection: null,
        relationId: 1,
      },
    },
    tags: {
      type: 'm2m',
      column: null,
      relation: {
        kind: 'm2m',
        collection: 'articles_tags',
        field: 'article',
        junctionField: 'tag',
        otherCollection: 'tags',
        relationId: 2,
      },
    },
    divider: { type: 'alias', column: null },
  };
  const fields = new Map(
    Object.entries(specs).map(([name, spec]) => [name, field('articles', name, spec)]),
  );
  return {
    collection: 'articles',
    system: false,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields,
    primaryKey: 'id',
    statusField: 'status',
    ownerField: null,
    sortField: null,
    userUpdatedField: null,
    createdOnField: 'created_on',
    updatedOnField: null,
    langField: null,
    statuses: [
      {
        value: 'draft',
        name: 'Draft',
        softDelete: false,
        published: false,
        requiredFields: false,
        options: {},
      },
      {
        value: 'published',
        name: 'Published',
        softDelete: false,
        published: true,
        requiredFields: true,
        options: {},
      },
      {
        value: 'deleted',
        name: 'Deleted',
        softDelete: true,
        published: false,
        requiredFields: false,
        options: {},
      },
    ],
    defaultStatuses: ['draft', 'published'],
    softDeleteStatuses: ['deleted'],
  };
}

const collection = articles();
const get = (name: string) => collection.fields.get(name) as FieldSchema;

function assertApiError(fn: () => unknown, code: number, message?: RegExp): void {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof ApiError, String(error));
    assert.equal(error.code, code, error.message);
    if (message) assert.match(error.message, message);
    return true;
  });
}

describe('splitPayload', () => {
  it('refuses unknown keys with E12 naming them', () => {
    assertApiError(
      () => splitPayload(collection, { title: 'x', nope: 1, other: 2 }),
      12,
      /Payload fields: "nope", "other" does not exist in "articles" collection\./,
    );
  });

  it('refuses arrays and objects for plain fields with E213, allows them for json/array', () => {
    assertApiError(() => splitPayload(collection, { title: ['a'] }), 213);
    assertApiError(() => splitPayload(collection, { body: { a: 1 } }), 213);
    const split = splitPayload(collection, { data: { a: 1 }, labels: ['a', 'b'] });
    assert.deepEqual(split.columns, { data: { a: 1 }, labels: ['a', 'b'] });
  });

  it('separates M2O objects, to-many arrays and ignores non-relational aliases', () => {
    const split = splitPayload(collection, {
      title: 'x',
      author: { name: 'A' },
      tags: [{ tag: 1 }],
      divider: 'ignored',
    });
    assert.deepEqual(split.columns, { title: 'x' });
    assert.deepEqual(split.manyToOne.get('author')?.value, { name: 'A' });
    assert.equal(split.manyToOne.get('author')?.related, 'authors');
    assert.deepEqual(split.toMany.get('tags')?.items, [{ tag: 1 }]);
    assert.deepEqual(splitPayload(collection, { author: 5 }).columns, { author: 5 });
    assertApiError(() => splitPayload(collection, { tags: 'x' }), 4);
  });
});

describe('convertValue', () => {
  const convert = (name: string, value: unknown, dialect: DatabaseType = 'mysql') =>
    convertValue(get(name), value, dialect);

  it('checks string lengths in characters (E12)', () => {
    assert.equal(convert('title', 'éééééééééé'), 'éééééééééé');
    assertApiError(() => convert('title', 'x'.repeat(11)), 12, /too large for "title".*10/);
    assert.equal(convert('title', 12), '12');
    assert.equal(convert('title', true), '1');
    assert.equal(convert('title', null), null);
  });

  it('checks MySQL text columns in bytes', () => {
    assertApiError(() => convert('body', 'é'.repeat(40_000), 'mysql'), 12);
    assert.equal(typeof convert('body', 'é'.repeat(40_000), 'postgres'), 'string');
  });

  it('converts integers and checks their range (E4, E12)', () => {
    assert.equal(convert('qty', '42'), 42);
    assert.equal(convert('qty', 42), 42);
    assertApiError(() => convert('qty', 'abc'), 4, /integer/);
    assertApiError(() => convert('qty', 1.5), 4, /integer/);
    assertApiError(() => convert('qty', -1), 12, /negative/);
    assertApiError(() => convert('small', 40_000, 'postgres'), 12, /range/);
    assert.equal(convert('small', 40_000, 'sqlite'), 40_000);
  });

  it('checks decimals against precision and scale (E12)', () => {
    assert.equal(convert('price', 999.99), 999.99);
    assert.equal(convert('price', '-12.50'), '-12.50');
    assertApiError(() => convert('price', 1000), 12, /decimal\(5,2\)/);
    assertApiError(() => convert('price', '1.234'), 12);
    assertApiError(() => convert('price', 'cheap'), 4, /numeric/);
  });

  it('encodes JSON and CSV arrays, refusing what does not parse (E4)', () => {
    assert.equal(convert('data', { a: [1, 2] }), '{"a":[1,2]}');
    assert.equal(convert('data', '[1,2]'), '[1,2]');
    assert.equal(convert('data', 0), '0');
    assertApiError(() => convert('data', '{oops'), 4, /JSON/);
    assert.equal(convert('labels', ['a', 'b', 3]), 'a,b,3');
    assert.equal(convert('labels', 'a,b'), 'a,b');
    assertApiError(() => convert('labels', [{ x: 1 }]), 4);
    assertApiError(() => convert('labels', ['x'.repeat(30)]), 12);
  });

  it('stores booleans natively on PostgreSQL and as 1/0 elsewhere', () => {
    assert.equal(convert('flag', true, 'postgres'), true);
    assert.equal(convert('flag', 'false', 'postgres'), false);
    assert.equal(convert('flag', true, 'mysql'), 1);
    assert.equal(convert('flag', '0', 'sqlite'), 0);
    assertApiError(() => convert('flag', 'maybe'), 4, /boolean/);
    assertApiError(() => convert('flag', 2), 4);
  });

  it('normalises dates, datetimes (to UTC) and times', () => {
    assert.equal(convert('day', '2024-02-29'), '2024-02-29');
    assert.equal(convert('day', '2024-02-29T23:00:00Z'), '2024-02-29');
    assertApiError(() => convert('day', '2023-02-29'), 4, /date/);
    assert.equal(convert('moment', '2024-03-01T10:15:00+02:00'), '2024-03-01 08:15:00');
    assert.equal(convert('moment', '2024-03-01 10:15:00'), '2024-03-01 10:15:00');
    assertApiError(() => convert('moment', 'tomorrow'), 4, /datetime/);
    assert.equal(convert('at', '08:30'), '08:30:00');
    assertApiError(() => convert('at', '24:00'), 4, /time/);
  });

  it('checks UUIDs', () => {
    assert.equal(
      convert('uid', '1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'postgres'),
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    assertApiError(() => convert('uid', 'nope', 'postgres'), 4, /UUID/);
  });
});

describe('required fields and patterns', () => {
  it('derives which fields are required', () => {
    assert.equal(requirement(collection, get('id')), null, 'auto-increment key');
    assert.equal(requirement(collection, get('status')), null, 'has a default');
    assert.equal(requirement(collection, get('title')), 'always', 'NOT NULL without default');
    assert.equal(requirement(collection, get('summary')), 'rule', 'directus_fields.required');
    assert.equal(requirement(collection, get('created_on')), null, 'system-managed');
    assert.equal(requirement(collection, get('tags')), null, 'alias');
  });

  it('applies the required_fields rule of the status mapping', () => {
    assert.equal(requiredChecksApply(collection, 'published'), true);
    assert.equal(requiredChecksApply(collection, 'draft'), false);
    const unflagged = { ...collection, statuses: [] };
    assert.equal(requiredChecksApply(unflagged, 'anything'), true);
  });

  it('reports blank required fields (E4), on update only for the overlaid record', () => {
    assertApiError(
      () => checkRules(collection, { status: 'published' }, new Set(['status']), 'create'),
      4,
      /title: This value should not be blank\. summary: This value should not be blank\./,
    );
    // Drafts skip directus_fields.required but not NOT NULL columns.
    assertApiError(
      () => checkRules(collection, { status: 'draft', title: '' }, new Set(['title']), 'create'),
      4,
      /^title:/,
    );
    checkRules(collection, { status: 'draft', title: 'x' }, new Set(['title']), 'create');
    checkRules(
      collection,
      { status: 'published', title: 'x', summary: 'y' },
      new Set(['title']),
      'update',
    );
  });

  it('checks validation patterns of written fields (E4), not in draft statuses', () => {
    const record = { status: 'published', title: 'x', summary: 'y', code: 'abc' };
    assertApiError(
      () => checkRules(collection, record, new Set(['code']), 'create'),
      4,
      /code: This value is not valid/,
    );
    checkRules(collection, { ...record, code: 'ABC' }, new Set(['code']), 'create');
    checkRules(collection, { ...record, status: 'draft' }, new Set(['code']), 'create');
    checkRules(collection, record, new Set(['title']), 'update');
  });

  it('refuses statuses outside the mapping (E4)', () => {
    assertApiError(
      () => checkRules(collection, { status: 'bogus', title: 'x' }, new Set(['status']), 'create'),
      4,
      /"bogus" is not a valid status/,
    );
  });

  it('reads PHP-style patterns and $validators', () => {
    assert.equal(validationPattern('/^a+$/i')?.test('AAA'), true);
    assert.equal(validationPattern('^[0-9]+$')?.test('12'), true);
    assert.equal(validationPattern('$email')?.test('a@b.co'), true);
    assert.equal(validationPattern('$email')?.test('nope'), false);
    assert.equal(validationPattern('$unknown'), null);
    assert.equal(validationPattern('/(unclosed/'), null);
  });
});

describe('system values and helpers', () => {
  it('slugifies text', () => {
    assert.equal(slugify('Crème Brûlée — à la carte!'), 'creme-brulee-a-la-carte');
    assert.equal(slugify('  Straße & Ærø  '), 'strasse-aero');
    assert.equal(slugify('Keep CASE', false), 'Keep-CASE');
    assert.equal(slugify('!!!'), '');
  });

  it('builds revert payloads from current columns, without key, managed values or secrets', () => {
    assert.deepEqual(
      revertPayload(collection, {
        id: 1,
        title: 'Old',
        created_on: '2020-01-01T00:00:00+00:00',
        password: 'hash',
        removed_field: 1,
        tags: [1],
      }),
      { title: 'Old' },
    );
  });

  it('needs a truthy primary key in every batch update element (E12)', () => {
    const schema: SchemaModel = {
      version: 1,
      dialect: 'sqlite',
      collections: new Map([['articles', collection]]),
      relations: [],
    };
    const context = createWriteContext({
      db: {} as never,
      schema,
      permissions: new PermissionService(
        { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false },
        [],
      ),
      actor: { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false },
      params: { activity_skip: '1', comment: 'Why' },
    });
    assert.equal(context.activitySkip, true);
    assert.equal(context.comment, 'Why');
    assert.deepEqual(updatesFromBatch(context, 'articles', [{ id: 3, title: 'x' }]), [
      { key: 3, payload: { id: 3, title: 'x' } },
    ]);
    for (const bad of [{ title: 'x' }, { id: 0 }, { id: '' }, { id: null }, 'x']) {
      assertApiError(() => updatesFromBatch(context, 'articles', [bad]), 12, /primary key/);
    }
  });

  it('describes collections to the permission service', () => {
    assert.deepEqual(collectionInfo(collection), {
      name: 'articles',
      statusField: 'status',
      ownerField: null,
      softDeleteStatuses: ['deleted'],
      statuses: ['draft', 'published', 'deleted'],
      defaultStatus: 'draft',
    });
  });

  it('maps unique violations of the three drivers to E204 and other failures to E9', () => {
    for (const error of [
      { code: 'SQLITE_CONSTRAINT_UNIQUE' },
      { code: 'ER_DUP_ENTRY', errno: 1062 },
      { code: '23505' },
    ]) {
      assert.equal(isUniqueViolation(error), true);
      assert.equal(sqlError(Object.assign(new Error('dup'), error)).code, 204);
    }
    const other = sqlError(new Error('syntax error near select'), 'select 1');
    assert.equal(other.code, 9);
    assert.equal(other.status, 500);
    assert.equal(other.message, 'Failed generating SQL query');
    assert.equal(other.query, 'select 1');
    const passthrough = new ApiError('ITEM_NOT_FOUND');
    assert.equal(sqlError(passthrough), passthrough);
  });
});
