// The schema model (services/schema) over an in-memory SQLite project: collections from live
// tables, Directus types from directus_fields or derived from column types, relations from
// directus_relations, role fields and status mappings, system metadata fallbacks, names knex cannot
// address left out, and the version-checked cache.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import knex, { type Knex } from 'knex';
import { migrateToLatest } from '../../../server/db/migrations/index.js';
import { seedSystemData } from '../../../server/db/seed-system.js';
import { fieldRow } from '../../../server/db/system-fields.js';
import {
  bumpSchemaVersion,
  columnClass,
  derivedType,
  getSchema,
  isAddressableName,
  parseStatusMapping,
  readProjectState,
  type SchemaModel,
} from '../../../server/services/schema/index.js';
import type { ColumnSchema } from '../../../server/services/schema/types.js';

const STATUS_MAPPING = {
  published: { name: 'Published', published: true },
  draft: { name: 'Draft', published: false, required_fields: false },
  deleted: { name: 'Deleted', published: false, soft_delete: true },
};

async function project(): Promise<Knex> {
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  await migrateToLatest(db);
  await seedSystemData(db);
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('title', 200).notNullable();
    t.integer('author').nullable();
    t.integer('created_by').nullable();
    t.integer('sort_order').nullable();
    t.datetime('published_on', { useTz: false }).nullable();
    t.boolean('featured').notNullable().defaultTo(false);
  });
  await db.schema.createTable('tags', (t) => {
    t.increments('id');
    t.string('name', 50);
  });
  await db.schema.createTable('articles_tags', (t) => {
    t.increments('id');
    t.integer('article');
    t.integer('tag');
  });
  await db.schema.createTable('no_key', (t) => {
    t.text('label');
    t.integer('n');
  });
  // knex itself cannot address these names (it splits on dots), hence raw SQL.
  await db.raw('create table "dotted.name" (x integer)');
  await db.raw(
    'create table odd_columns (id integer primary key, "bad.column" integer, "what?" integer)',
  );
  await db('directus_collections').insert({
    collection: 'articles',
    managed: true,
    hidden: false,
    single: false,
  });
  const f = (collection: string, field: string, type: string, options?: Record<string, unknown>) =>
    fieldRow({ collection, field, type, interface: type, options });
  await db('directus_fields').insert([
    f('articles', 'status', 'status', { status_mapping: STATUS_MAPPING }),
    f('articles', 'author', 'm2o'),
    f('articles', 'created_by', 'owner'),
    f('articles', 'sort_order', 'sort'),
    f('articles', 'tags', 'm2m'),
    f('articles', 'divider', 'alias'),
    f('authors', 'articles', 'o2m'),
    f('tags', 'articles', 'm2m'),
  ]);
  await db('directus_relations').insert([
    {
      collection_many: 'articles',
      field_many: 'author',
      collection_one: 'authors',
      field_one: 'articles',
    },
    {
      collection_many: 'articles_tags',
      field_many: 'article',
      collection_one: 'articles',
      field_one: 'tags',
      junction_field: 'tag',
    },
    {
      collection_many: 'articles_tags',
      field_many: 'tag',
      collection_one: 'tags',
      field_one: 'articles',
      junction_field: 'article',
    },
  ]);
  await bumpSchemaVersion(db);
  return db;
}

describe('schema model', () => {
  let db: Knex;
  let schema: SchemaModel;
  before(async () => {
    db = await project();
    schema = await getSchema(db);
  });
  after(() => db.destroy());

  const collection = (name: string) => {
    const found = schema.collections.get(name);
    assert.ok(found, name);
    return found;
  };
  const field = (table: string, name: string) => {
    const found = collection(table).fields.get(name);
    assert.ok(found, `${table}.${name}`);
    return found;
  };

  it('has every table, system and unmanaged ones, but not its own bookkeeping', () => {
    for (const name of [
      'articles',
      'authors',
      'tags',
      'articles_tags',
      'no_key',
      'directus_users',
      'directus_files',
    ]) {
      assert.ok(schema.collections.has(name), name);
    }
    for (const name of [
      'cms_migrations',
      'cms_migrations_lock',
      'cms_schema_version',
      'dotted.name',
    ]) {
      assert.equal(schema.collections.has(name), false, name);
    }
    assert.equal(collection('articles').managed, true);
    assert.equal(collection('authors').managed, false);
    assert.equal(collection('directus_users').managed, true);
    assert.equal(collection('directus_users').system, true);
  });

  it('leaves out columns knex cannot address', () => {
    assert.deepEqual([...collection('odd_columns').fields.keys()], ['id']);
    assert.equal(isAddressableName('a.b'), false);
    assert.equal(isAddressableName('a?'), false);
    assert.equal(isAddressableName(`o'ne"il;--`), true);
  });

  it('orders columns by position, aliases after them', () => {
    assert.deepEqual(
      [...collection('articles').fields.keys()],
      [
        'id',
        'status',
        'title',
        'author',
        'created_by',
        'sort_order',
        'published_on',
        'featured',
        'tags',
        'divider',
      ],
    );
    assert.equal(field('articles', 'tags').alias, true);
    assert.equal(field('articles', 'divider').alias, true);
    assert.equal(field('articles', 'divider').relation, null);
  });

  it('knows the live column details', () => {
    const id = field('articles', 'id');
    assert.equal(id.primaryKey, true);
    assert.equal(id.column?.autoIncrement, true);
    const title = field('articles', 'title').column;
    assert.equal(title?.length, 200);
    assert.equal(title?.nullable, false);
    assert.equal(field('articles', 'status').column?.defaultValue, 'draft');
    assert.equal(field('articles', 'author').column?.nullable, true);
  });

  it('derives types from columns without a directus_fields row', () => {
    assert.equal(field('articles', 'title').type, 'string');
    assert.equal(field('articles', 'published_on').type, 'datetime');
    assert.equal(field('articles', 'featured').type, 'boolean');
    assert.equal(field('articles', 'featured').cast, 'boolean');
    assert.equal(field('no_key', 'n').type, 'integer');
    assert.equal(field('articles', 'id').cast, 'integer');
    assert.equal(field('articles', 'title').valueClass, 'string');
  });

  it('falls back to the first column as key of a table without one', () => {
    assert.equal(collection('no_key').primaryKey, 'label');
  });

  it('links M2O, O2M and M2M relations', () => {
    assert.deepEqual(field('articles', 'author').relation, {
      kind: 'm2o',
      collection: 'authors',
      field: null,
      junctionField: null,
      otherCollection: null,
      relationId: field('articles', 'author').relation?.relationId,
    });
    const articles = field('authors', 'articles').relation;
    assert.equal(articles?.kind, 'o2m');
    assert.equal(articles?.collection, 'articles');
    assert.equal(articles?.field, 'author');
    const tags = field('articles', 'tags').relation;
    assert.deepEqual(
      [tags?.kind, tags?.collection, tags?.field, tags?.junctionField, tags?.otherCollection],
      ['m2m', 'articles_tags', 'article', 'tag', 'tags'],
    );
    assert.equal(field('articles_tags', 'tag').relation?.kind, 'm2o');
    assert.equal(field('articles_tags', 'tag').type, 'integer');
    assert.equal(field('directus_users', 'role').relation?.collection, 'directus_roles');
    assert.equal(field('directus_roles', 'users').relation?.kind, 'o2m');
  });

  it('finds the status, owner and sort fields and the status mapping', () => {
    const articles = collection('articles');
    assert.equal(articles.statusField, 'status');
    assert.equal(articles.ownerField, 'created_by');
    assert.equal(articles.sortField, 'sort_order');
    assert.deepEqual(articles.defaultStatuses, ['published', 'draft']);
    assert.deepEqual(articles.softDeleteStatuses, ['deleted']);
    assert.equal(articles.statuses[0].name, 'Published');
    assert.equal(collection('directus_users').ownerField, 'id');
    assert.equal(collection('directus_files').ownerField, 'uploaded_by');
    assert.equal(collection('authors').statusField, null);
  });

  it('reads bad status mappings as none', () => {
    assert.deepEqual(parseStatusMapping('not json'), []);
    assert.deepEqual(parseStatusMapping(['a']), []);
    assert.deepEqual(
      parseStatusMapping('{"x":{"soft_delete":"1"}}').map((status) => [
        status.value,
        status.softDelete,
      ]),
      [['x', true]],
    );
  });

  it('describes system fields by their built-in metadata when their row is missing', async () => {
    await db('directus_fields').where({ collection: 'directus_users', field: 'status' }).delete();
    await bumpSchemaVersion(db);
    const users = (await getSchema(db)).collections.get('directus_users');
    assert.equal(users?.fields.get('status')?.type, 'status');
    assert.deepEqual(users?.defaultStatuses, ['draft', 'invited', 'active', 'suspended']);
  });

  it('reloads only when the version changes', async () => {
    const before = await getSchema(db);
    assert.equal(await getSchema(db), before);
    const { version } = await readProjectState(db);
    await bumpSchemaVersion(db);
    assert.equal((await readProjectState(db)).version, version + 1);
    const after = await getSchema(db);
    assert.notEqual(after, before);
    assert.equal(after.version, version + 1);
  });
});

describe('column classes', () => {
  const col = (dataType: string, fullType = dataType): ColumnSchema => ({
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
  });

  it('classifies the column types of the three databases', () => {
    const cases: [string, string, string][] = [
      ['tinyint', 'tinyint(1)', 'boolean'],
      ['tinyint', 'tinyint(4)', 'integer'],
      ['int', 'int(10) unsigned', 'integer'],
      ['bigint', 'bigint', 'integer'],
      ['mediumint', 'mediumint', 'integer'],
      ['decimal', 'decimal(8,2)', 'float'],
      ['double precision', 'double precision', 'float'],
      ['character varying', 'character varying(20)', 'string'],
      ['timestamp without time zone', 'timestamp without time zone', 'datetime'],
      ['timestamptz', 'timestamptz', 'datetime'],
      ['date', 'date', 'date'],
      ['time', 'time', 'time'],
      ['jsonb', 'jsonb', 'json'],
      ['bytea', 'bytea', 'binary'],
      ['uuid', 'uuid', 'uuid'],
      ['nvarchar', 'nvarchar(10)', 'string'],
      ['unsigned big int', 'unsigned big int', 'integer'],
      ['float', 'float', 'float'],
      ['blob', 'blob', 'binary'],
      ['whatever', 'whatever', 'string'],
    ];
    for (const [dataType, fullType, expected] of cases) {
      assert.equal(columnClass(col(dataType, fullType)), expected, fullType);
    }
    assert.equal(derivedType(col('decimal', 'decimal(8,2)')), 'decimal');
    assert.equal(derivedType(col('tinyint', 'tinyint(1)')), 'boolean');
    assert.equal(derivedType(col('text')), 'string');
  });
});
