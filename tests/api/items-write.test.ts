// Item writes end to end on every database (contract §6.2-6.8, §6.10, §3.12, §9.4-9.6): create,
// update and delete, single and batch, in one transaction (a failing batch or nested write leaves
// no row, activity or revision behind), every validation code, value formats, system-managed
// values, nested M2O/O2M/M2M writes with `$delete`, soft delete, activity/revision rows with
// `comment` and `activity_skip`, SQL metacharacters, and the permission denials of a restricted
// role and of the public role. Callers sign in for real (admin: /auth/authenticate; the editor:
// a static token).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { type FieldSeed, fieldRow } from '../../server/db/system-fields.js';
import { bumpSchemaVersion } from '../../server/services/schema/index.js';
import {
  assertError,
  caller,
  countRows,
  type Item,
  item,
  items,
  type Reply,
} from '../helpers/caller.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const EDITOR_TOKEN = 'editor-static-token-0123456789';

const SPECIMEN_STATUSES = {
  draft: { name: 'Draft', required_fields: false, soft_delete: false },
  published: { name: 'Published', required_fields: true, soft_delete: false },
  archived: { name: 'Archived', required_fields: false, soft_delete: true },
};

/** A collection with one field of every kind the validation knows, plus a required O2M pair. */
async function createTestCollections(db: Knex): Promise<void> {
  await db.schema.createTable('specimens', (t) => {
    t.increments('id');
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('code', 10).nullable();
    t.string('name', 50).nullable();
    t.specificType('price', 'decimal(5,2)').nullable();
    t.text('data').nullable();
    t.string('labels', 100).nullable();
    t.date('day').nullable();
    t.time('at').nullable();
    t.datetime('moment', { useTz: false }).nullable();
    t.boolean('flag').nullable().defaultTo(false);
    t.string('secret', 255).nullable();
    t.string('handle', 60).nullable();
    t.integer('editor').nullable();
    t.integer('qty').notNullable();
    t.integer('reviewer').nullable();
  });
  await db.schema.createTable('codes', (t) => {
    t.string('code', 20).primary();
    t.string('label', 50).nullable();
  });
  await db.schema.createTable('boxes', (t) => {
    t.increments('id');
    t.string('label', 50).notNullable();
  });
  await db.schema.createTable('box_items', (t) => {
    t.increments('id');
    t.integer('box').nullable();
    t.string('name', 50).notNullable();
  });
  const specimen = (field: string, type: string, extra: Partial<FieldSeed> = {}): FieldSeed => ({
    collection: 'specimens',
    field,
    type,
    interface: type,
    ...extra,
  });
  const fields: FieldSeed[] = [
    specimen('id', 'integer', { interface: 'primary-key' }),
    specimen('status', 'status', { options: { status_mapping: SPECIMEN_STATUSES } }),
    specimen('code', 'string', { validation: '/^[A-Z]{3}-\\d+$/' }),
    specimen('name', 'string', { required: true }),
    specimen('price', 'decimal'),
    specimen('data', 'json'),
    specimen('labels', 'array'),
    specimen('day', 'date'),
    specimen('at', 'time'),
    specimen('moment', 'datetime'),
    specimen('flag', 'boolean'),
    specimen('secret', 'hash'),
    specimen('handle', 'slug', { options: { mirroredField: 'name' } }),
    specimen('editor', 'user_updated'),
    specimen('qty', 'integer'),
    specimen('reviewer', 'm2o', { interface: 'user' }),
    { collection: 'boxes', field: 'id', type: 'integer', interface: 'primary-key' },
    { collection: 'boxes', field: 'label', type: 'string', interface: 'text-input' },
    { collection: 'boxes', field: 'items', type: 'o2m', interface: 'one-to-many', required: true },
    { collection: 'box_items', field: 'id', type: 'integer', interface: 'primary-key' },
    { collection: 'box_items', field: 'box', type: 'm2o', interface: 'many-to-one' },
    { collection: 'box_items', field: 'name', type: 'string', interface: 'text-input' },
  ];
  await db('directus_collections').insert(
    ['specimens', 'boxes', 'box_items', 'codes'].map((collection) => ({
      collection,
      managed: true,
      hidden: false,
      single: false,
    })),
  );
  await db('directus_fields').insert(fields.map(fieldRow));
  await db('directus_relations').insert([
    {
      collection_many: 'box_items',
      field_many: 'box',
      collection_one: 'boxes',
      field_one: 'items',
      junction_field: null,
    },
    {
      collection_many: 'specimens',
      field_many: 'reviewer',
      collection_one: 'directus_users',
      field_one: null,
      junction_field: null,
    },
  ]);
  await bumpSchemaVersion(db);
}

/** The Editors role, a user signing in with a static token, and their permission rows. */
async function createEditor(db: Knex): Promise<{ roleId: number; userId: number }> {
  const roleId = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
  const userId = await insertReturningId(db, 'directus_users', {
    email: 'editor@example.com',
    status: 'active',
    role: roleId,
    token: EDITOR_TOKEN,
    first_name: 'Eddie',
  });
  const row = (collection: string, levels: Record<string, string | null>, role = roleId) => ({
    collection,
    role,
    status: null,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: null,
    write_field_blacklist: null,
    status_blacklist: null,
    ...levels,
  });
  await db('directus_permissions').insert([
    row('articles', {
      create: 'full',
      read: 'full',
      update: 'mine',
      delete: 'mine',
      write_field_blacklist: 'view_count',
    }),
    row('tags', { read: 'full', update: 'full' }),
    row('articles_tags', { create: 'full', read: 'full', update: 'full', delete: 'full' }),
    row('authors', { create: 'full', explain: 'create' }),
    row('specimens', { create: 'full', read: 'full', update: 'full' }),
    // The public role may add tags but not read them back.
    row('tags', { create: 'full' }, 2),
  ]);
  return { roleId, userId };
}

for (const target of databaseMatrix()) {
  describe(`item writes on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let adminToken: string;
    let adminId: number;
    let editorId: number;

    const url = (path: string) => `${server.baseUrl}/${server.projectKey}${path}`;
    const { call, post, patch, del } = caller(
      () => `${server.baseUrl}/${server.projectKey}`,
      () => adminToken,
    );

    const count = (table: string, where: Item = {}) => countRows(db, table, where);

    const TABLES = [
      'articles',
      'tags',
      'articles_tags',
      'authors',
      'directus_activity',
      'directus_revisions',
    ];
    async function counts(): Promise<Record<string, number>> {
      const result: Record<string, number> = {};
      for (const table of TABLES) result[table] = await count(table);
      return result;
    }

    async function row(table: string, id: unknown): Promise<Item | undefined> {
      return db(table)
        .where('id', id as number)
        .first();
    }

    async function lastActivity(collection: string, itemId: unknown): Promise<Item | undefined> {
      return db('directus_activity')
        .where({ collection, item: String(itemId) })
        .orderBy('id', 'desc')
        .first();
    }

    async function revisionOf(activityId: unknown): Promise<Item | undefined> {
      return db('directus_revisions')
        .where('activity', activityId as number)
        .first();
    }

    const json = (value: unknown) =>
      typeof value === 'string' ? (JSON.parse(value) as Item) : (value as Item);

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      await createTestCollections(db);
      ({ userId: editorId } = await createEditor(db));
      const signIn = await fetch(url('/auth/authenticate'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(server.admin),
      });
      const body = (await signIn.json()) as { data: { token: string; user: { id: number } } };
      adminToken = body.data.token;
      adminId = Number(body.data.user.id);
      assert.ok(adminToken);
    });

    after(async () => {
      await server?.close();
    });

    describe('create, update, delete', () => {
      it('creates one item and answers it re-read with fields and meta', async () => {
        const reply = await post('/items/tags?fields=id,name&meta=*', {
          name: 'Alpha',
          color: '#ffffff',
        });
        const data = item(reply);
        assert.deepEqual(Object.keys(data).sort(), ['id', 'name']);
        assert.equal(data.name, 'Alpha');
        assert.equal(reply.body?.meta?.collection, 'tags');
        assert.equal(reply.body?.meta?.type, 'item');
        assert.equal((await row('tags', data.id))?.color, '#ffffff');
      });

      it('creates a batch and answers an array', async () => {
        const before = await counts();
        const created = items(
          await post('/items/tags', [{ name: 'Batch 1' }, { name: 'Batch 2' }]),
        );
        assert.deepEqual(
          created.map((tag) => tag.name),
          ['Batch 1', 'Batch 2'],
        );
        const after = await counts();
        assert.equal(after.tags, before.tags + 2);
        assert.equal(after.directus_activity, before.directus_activity + 2);
        assert.equal(after.directus_revisions, before.directus_revisions + 2);
      });

      it('leaves nothing behind when a batch element fails', async () => {
        const before = await counts();
        const reply = await post('/items/tags', [
          { name: 'Rollback 1' },
          { name: 'Rollback 2' },
          { name: 'x'.repeat(60) },
        ]);
        assertError(reply, 422, 12, /too large for "name"/);
        assert.deepEqual(await counts(), before);
        assert.equal(await count('tags', { name: 'Rollback 1' }), 0);
      });

      it('leaves nothing behind when a nested write fails', async () => {
        const before = await counts();
        const reply = await post('/items/articles', {
          title: 'Nested rollback',
          author: { name: 'Rollback author' },
          tags: [{ tag: { name: 'Nested ok' } }, { tag: { name: 'y'.repeat(60) } }],
        });
        assertError(reply, 422, 12);
        assert.deepEqual(await counts(), before);
        assert.equal(await count('authors', { name: 'Rollback author' }), 0);
      });

      it('updates one item and answers it re-read', async () => {
        const { id } = item(await post('/items/tags', { name: 'Update me' }));
        const updated = item(
          await patch(`/items/tags/${id}?fields=name,color`, { color: '#123456' }),
        );
        assert.deepEqual(updated, { name: 'Update me', color: '#123456' });
        assertError(await patch('/items/tags/999999', { color: '#000000' }), 404, 203);
        assertError(await patch('/items/tags/abc', { color: '#000000' }), 404, 203);
      });

      it('updates a batch by body, and a failing element rolls the batch back', async () => {
        const a = item(await post('/items/tags', { name: 'Body A' }));
        const b = item(await post('/items/tags', { name: 'Body B' }));
        const failed = await patch('/items/tags', [
          { id: a.id, color: '#aaaaaa' },
          { id: 999999, color: '#bbbbbb' },
        ]);
        assertError(failed, 404, 203);
        assert.equal((await row('tags', a.id))?.color, null);

        const updated = items(
          await patch('/items/tags?fields=id,color', [
            { id: a.id, color: '#aaaaaa' },
            { id: b.id, color: '#bbbbbb' },
          ]),
        );
        assert.deepEqual(updated, [
          { id: a.id, color: '#aaaaaa' },
          { id: b.id, color: '#bbbbbb' },
        ]);
        assertError(
          await patch('/items/tags', [{ color: '#cccccc' }]),
          422,
          12,
          /must include the primary key/,
        );
        assertError(await patch('/items/tags', { id: a.id }), 422, 4, /expect an array/);
      });

      it('applies one patch to every key of a CSV', async () => {
        const a = item(await post('/items/tags', { name: 'Csv A' }));
        const b = item(await post('/items/tags', { name: 'Csv B' }));
        const updated = items(
          await patch(`/items/tags/${a.id},${b.id}?fields=color`, { color: '#333333' }),
        );
        assert.deepEqual(updated, [{ color: '#333333' }, { color: '#333333' }]);
        // An array body on a key path is a batch update by the keys in the body.
        const byBody = items(
          await patch(`/items/tags/${a.id}?fields=id,color`, [
            { id: a.id, color: '#444444' },
            { id: b.id, color: '#555555' },
          ]),
        );
        assert.deepEqual(byBody, [
          { id: a.id, color: '#444444' },
          { id: b.id, color: '#555555' },
        ]);
      });

      it('deletes one or many (204) and a missing key rolls the batch back', async () => {
        const a = item(await post('/items/tags', { name: 'Delete A' }));
        const b = item(await post('/items/tags', { name: 'Delete B' }));
        assertError(await del(`/items/tags/${a.id},999999`), 404, 203);
        assert.ok(await row('tags', a.id));

        const reply = await call('DELETE', `/items/tags/${a.id},${b.id}`, undefined, adminToken, {
          'content-type': 'application/json',
        });
        assert.equal(reply.status, 204);
        assert.equal(reply.body, null);
        assert.equal(await row('tags', a.id), undefined);
        assert.equal(await row('tags', b.id), undefined);
        const activity = await lastActivity('tags', b.id);
        assert.equal(activity?.action, 'delete');
        assert.equal(await revisionOf(activity?.id), undefined);
        assertError(await del('/items/tags/999999'), 404, 203);
      });

      it('takes explicit keys, and string primary keys', async () => {
        const explicit = item(
          await post('/items/tags?fields=id', { id: 5000, name: 'Explicit id' }),
        );
        assert.equal(explicit.id, 5000);
        const next = item(await post('/items/tags?fields=id', { name: 'After explicit id' }));
        assert.ok(Number(next.id) > 5000, 'the key sequence moved past the explicit id');

        const code = item(await post('/items/codes', { code: "A-1'; --", label: 'First' }));
        assert.deepEqual(code, { code: "A-1'; --", label: 'First' });
        const path = `/items/codes/${encodeURIComponent("A-1'; --")}`;
        assert.equal(item(await patch(path, { label: 'Renamed' })).label, 'Renamed');
        assertError(await post('/items/codes', { label: 'No key' }), 422, 4, /code/);
        assertError(await post('/items/codes', { code: "A-1'; --" }), 409, 204);
        assert.equal((await del(path)).status, 204);
        assert.equal(await count('codes'), 0);
      });

      it('refuses system collections (E201) and unknown collections (E200)', async () => {
        assertError(await post('/items/directus_users', { email: 'x@example.com' }), 401, 201);
        assertError(await patch('/items/directus_roles/1', { name: 'x' }), 401, 201);
        assertError(await del('/items/directus_files/1'), 401, 201);
        assertError(await post('/items/nope', { name: 'x' }), 404, 200);
        assertError(await patch('/items/nope/1', { name: 'x' }), 404, 200);
      });
    });

    describe('validation', () => {
      it('refuses unknown fields with E12 and arrays for plain fields with E213', async () => {
        assertError(
          await post('/items/tags', { name: 'Unknown', nope: 1 }),
          422,
          12,
          /Payload fields: "nope" does not exist in "tags" collection/,
        );
        assertError(await post('/items/tags', { name: ['a', 'b'] }), 422, 213);
        assertError(await post('/items/tags', { name: { a: 1 } }), 422, 213);
        assertError(await post('/items/tags', { 'name"; drop table tags; --': 'x' }), 422, 12);
      });

      it('refuses values too long (E12) and beyond a decimal precision or integer range', async () => {
        assertError(await post('/items/tags', { name: 'z'.repeat(51) }), 422, 12);
        assert.equal(
          item(await post('/items/tags', { name: 'z'.repeat(50) })).name,
          'z'.repeat(50),
        );
        assertError(await post('/items/specimens', { qty: 1, price: 1234.5 }), 422, 12, /decimal/);
        assertError(await post('/items/specimens', { qty: 1, price: '1.234' }), 422, 12);
        const ok = item(await post('/items/specimens', { qty: 1, price: '999.99' }));
        assert.equal(ok.price, 999.99);
        if (target.kind !== 'sqlite') {
          assertError(await post('/items/specimens', { qty: 2 ** 40 }), 422, 12, /range/);
        }
      });

      it('checks values parse for their type (E4)', async () => {
        const cases: [Item, RegExp][] = [
          [{ qty: 'abc' }, /qty: This value should be of type integer/],
          [{ qty: 1.5 }, /qty: This value should be of type integer/],
          [{ qty: 1, data: '{not json' }, /data: This value is not a valid JSON value/],
          [{ qty: 1, day: '2024-13-45' }, /day: This value is not a valid date/],
          [{ qty: 1, at: '25:61' }, /at: This value is not a valid time/],
          [{ qty: 1, moment: 'yesterday' }, /moment: This value is not a valid datetime/],
          [{ qty: 1, flag: 'maybe' }, /flag: This value should be of type boolean/],
          [{ qty: 1, price: 'cheap' }, /price: This value should be of type numeric/],
          [{ qty: 1, labels: [{ a: 1 }] }, /labels/],
        ];
        for (const [payload, message] of cases) {
          assertError(await post('/items/specimens', payload), 422, 4, message);
        }
      });

      it('requires required and NOT NULL fields (E4), on update the stored record overlaid', async () => {
        assertError(
          await post('/items/articles', { status: 'draft' }),
          422,
          4,
          /title: This value should not be blank\./,
        );
        assertError(await post('/items/articles', { title: '   ' }), 422, 4, /title/);
        assertError(await post('/items/specimens', { name: 'No qty' }), 422, 4, /qty/);
        const article = item(await post('/items/articles', { title: 'Overlay' }));
        assert.equal(
          item(await patch(`/items/articles/${article.id}`, { body: '<p>x</p>' })).body,
          '<p>x</p>',
        );
        assertError(await patch(`/items/articles/${article.id}`, { title: '' }), 422, 4, /title/);
        assertError(await patch(`/items/articles/${article.id}`, { title: null }), 422, 4, /title/);
      });

      it('applies validation patterns (E4) and the required_fields status rule', async () => {
        // Draft statuses are not flagged required_fields: neither required nor pattern apply.
        const draft = item(await post('/items/specimens', { qty: 1, code: 'bad' }));
        assert.equal(draft.status, 'draft');
        assertError(
          await post('/items/specimens', { qty: 1, status: 'published', code: 'ABC-1' }),
          422,
          4,
          /name: This value should not be blank/,
        );
        assertError(
          await post('/items/specimens', { qty: 1, status: 'published', name: 'N', code: 'bad' }),
          422,
          4,
          /code: This value is not valid/,
        );
        const published = item(
          await post('/items/specimens', {
            qty: 1,
            status: 'published',
            name: 'N',
            code: 'ABC-12',
          }),
        );
        assert.equal(published.code, 'ABC-12');
        assertError(
          await patch(`/items/specimens/${draft.id}`, { status: 'published' }),
          422,
          4,
          /name/,
        );
      });

      it('refuses unknown statuses (E4 for admins)', async () => {
        assertError(
          await post('/items/articles', { title: 'Bogus', status: 'bogus' }),
          422,
          4,
          /"bogus" is not a valid status/,
        );
      });

      it('refuses empty and malformed bodies', async () => {
        assertError(await post('/items/tags', {}), 400, 13);
        assertError(await post('/items/tags', []), 400, 13);
        assertError(await post('/items/tags', 'text'), 400, 13);
        assertError(await post('/items/tags', [1, 2]), 422, 4, /batch create expect an array/);
        assertError(await patch('/items/tags/1', {}), 400, 13);
        const broken = await fetch(url('/items/tags'), {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: '{"name": ',
        });
        assert.equal(broken.status, 400);
        assert.equal(((await broken.json()) as Reply['body'])?.error?.code, 13);
      });

      it('answers E204/409 for a unique violation, without SQL in production', async () => {
        item(await post('/items/tags', { name: 'Unique one' }));
        const reply = await post('/items/tags', { name: 'Unique one' });
        assertError(reply, 409, 204);
        assert.doesNotMatch(JSON.stringify(reply.body), /insert|select|tags"/i);
        assert.equal(await count('tags', { name: 'Unique one' }), 1);
      });
    });

    describe('values and system-managed fields', () => {
      it('stores each type in its column format and reads it back', async () => {
        const created = item(
          await post('/items/specimens', {
            qty: '7',
            price: 12.5,
            data: { nested: [1, 'two', null], ok: true },
            labels: ['red', 'green'],
            day: '2024-02-29',
            at: '08:30',
            moment: '2024-03-01T10:15:00+02:00',
            flag: 'true',
          }),
        );
        assert.equal(created.qty, 7);
        assert.equal(created.price, 12.5);
        assert.deepEqual(created.data, { nested: [1, 'two', null], ok: true });
        assert.deepEqual(created.labels, ['red', 'green']);
        assert.equal(created.day, '2024-02-29');
        assert.equal(created.at, '08:30:00');
        assert.equal(created.moment, '2024-03-01 08:15:00');
        assert.equal(created.flag, true);
        const stored = await row('specimens', created.id);
        assert.equal(stored?.labels, 'red,green');
        const json = item(await post('/items/specimens', { qty: 1, data: '[1,2]' }));
        assert.deepEqual(json.data, [1, 2]);
      });

      it('fills dates, owner, user_updated and slugs, and hashes hash fields', async () => {
        const started = Date.now();
        const article = item(
          await post('/items/articles', { title: 'Crème Brûlée Ünïcode', created_by: 999 }),
        );
        assert.equal(article.created_by, adminId);
        assert.equal(article.slug, 'creme-brulee-unicode');
        for (const field of ['created_on', 'modified_on']) {
          const value = String(article[field]);
          assert.match(value, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
          assert.ok(Math.abs(Date.parse(value) - started) < 60_000, `${field} is now`);
        }
        const updated = item(await patch(`/items/articles/${article.id}`, { created_by: 999 }));
        assert.equal(updated.created_by, 999, 'admins may reassign the owner');

        const specimen = item(
          await post('/items/specimens', { qty: 1, name: 'Hello World 2', secret: 's3cret!' }),
        );
        assert.equal(specimen.handle, 'hello-world-2');
        assert.equal(specimen.editor, adminId);
        const stored = await row('specimens', specimen.id);
        assert.match(String(stored?.secret), /^\$argon2id\$/);
        const activity = await lastActivity('specimens', specimen.id);
        const revision = await revisionOf(activity?.id);
        assert.ok(revision);
        assert.equal(Object.hasOwn(json(revision.data), 'secret'), false);
        assert.equal(Object.hasOwn(json(revision.delta), 'secret'), false);
        assert.equal(json(revision.data).handle, 'hello-world-2');
      });

      it('keeps SQL metacharacters as plain values', async () => {
        const names = ["Robert'); DROP TABLE tags;--", '50% _off_ \\ "quoted" `tick` ?? $1'];
        for (const name of names) {
          const created = item(await post('/items/tags', { name }));
          assert.equal(created.name, name);
          assert.equal((await row('tags', created.id))?.name, name);
          const updated = item(
            await patch(`/items/tags/${created.id}`, { color: name.slice(0, 16) }),
          );
          assert.equal(updated.color, name.slice(0, 16));
        }
        assert.ok((await count('tags')) > 0, 'the table still exists');
      });
    });

    describe('nested relational writes', () => {
      it('creates, updates, links and deletes M2O items', async () => {
        const article = item(
          await post('/items/articles', { title: 'M2O parent', author: { name: 'M2O author' } }),
        );
        const authorId = article.author;
        assert.ok(authorId);
        assert.equal((await row('authors', authorId))?.name, 'M2O author');
        const childActivity = await lastActivity('authors', authorId);
        const childRevision = await revisionOf(childActivity?.id);
        assert.equal(childRevision?.parent_collection, 'articles');
        assert.equal(childRevision?.parent_item, String(article.id));
        assert.equal(childActivity?.comment, null);

        item(
          await patch(`/items/articles/${article.id}`, {
            author: { id: authorId, name: 'Renamed' },
          }),
        );
        assert.equal((await row('authors', authorId))?.name, 'Renamed');

        const linked = item(await patch(`/items/articles/${article.id}`, { author: { id: 1 } }));
        assert.equal(linked.author, 1);
        assert.equal((await row('authors', 1))?.name, 'Maya Lindqvist');

        item(await patch(`/items/articles/${article.id}`, { author: { id: authorId } }));
        const cleared = item(
          await patch(`/items/articles/${article.id}`, { author: { id: authorId, $delete: true } }),
        );
        assert.equal(cleared.author, null);
        assert.equal(await row('authors', authorId), undefined);
        assert.equal((await lastActivity('authors', authorId))?.action, 'delete');
      });

      it('creates, updates, detaches and deletes O2M children', async () => {
        const author = item(
          await post('/items/authors', { name: 'O2M author', articles: [{ title: 'O2M first' }] }),
        );
        const [first] = await db('articles').where('author', author.id as number);
        assert.equal(first?.title, 'O2M first');
        const revision = await revisionOf((await lastActivity('articles', first?.id))?.id);
        assert.equal(revision?.parent_collection, 'authors');
        assert.equal(revision?.parent_item, String(author.id));
        assert.ok([true, 1].includes(revision?.parent_changed as number));

        item(
          await patch(`/items/authors/${author.id}`, {
            articles: [{ id: first?.id, title: 'O2M renamed' }, { title: 'O2M second' }],
          }),
        );
        const children = await db('articles')
          .where('author', author.id as number)
          .orderBy('id');
        assert.deepEqual(
          children.map((child) => child.title),
          ['O2M renamed', 'O2M second'],
        );
        const parentActivity = await lastActivity('authors', author.id);
        assert.equal(
          parentActivity?.action,
          'create',
          'a relations-only update leaves the parent row alone',
        );
        const childRevision = await revisionOf(
          (await lastActivity('articles', children[1]?.id))?.id,
        );
        assert.ok([false, 0].includes(childRevision?.parent_changed as number));

        item(
          await patch(`/items/authors/${author.id}`, {
            articles: [
              { id: children[0]?.id, author: null },
              { id: children[1]?.id, $delete: true },
            ],
          }),
        );
        assert.equal((await row('articles', children[0]?.id))?.author, null);
        assert.equal(await row('articles', children[1]?.id), undefined);

        item(await patch(`/items/authors/${author.id}`, { articles: [children[0]?.id] }));
        assert.equal((await row('articles', children[0]?.id))?.author, author.id);
      });

      it('writes M2M junction rows, creating related items, and removes them', async () => {
        const article = item(
          await post('/items/articles', {
            title: 'M2M parent',
            tags: [{ tag: { name: 'M2M new' } }, { tag: 1 }],
          }),
        );
        const junctions = await db('articles_tags')
          .where('article', article.id as number)
          .orderBy('id');
        assert.equal(junctions.length, 2);
        const newTag = await row('tags', junctions[0]?.tag);
        assert.equal(newTag?.name, 'M2M new');
        assert.equal(junctions[1]?.tag, 1);

        item(
          await patch(`/items/articles/${article.id}`, {
            tags: [{ id: junctions[0]?.id, $delete: true }],
          }),
        );
        assert.equal(await count('articles_tags', { article: article.id }), 1);
        assert.ok(await row('tags', newTag?.id), 'the related tag stays');
      });

      it('links files by id only, and lets only admins write system rows through relations', async () => {
        const article = item(
          await post('/items/articles', { title: 'With cover', cover_image: { id: 1 } }),
        );
        assert.equal(article.cover_image, 1);
        assertError(
          await post('/items/articles', { title: 'New cover', cover_image: { title: 'x' } }),
          422,
          4,
          /files endpoint/,
        );
        assertError(
          await patch(`/items/articles/${article.id}`, { cover_image: { id: 1, $delete: true } }),
          422,
          4,
        );
        assert.ok(await row('directus_files', 1));

        const linked = item(
          await post('/items/specimens', { qty: 1, reviewer: { id: editorId } }, EDITOR_TOKEN),
        );
        assert.equal(linked.reviewer, editorId);
        const users = await count('directus_users');
        assertError(
          await post(
            '/items/specimens',
            { qty: 1, reviewer: { email: 'sneaky@example.com' } },
            EDITOR_TOKEN,
          ),
          401,
          201,
        );
        assertError(
          await post(
            '/items/specimens',
            { qty: 1, reviewer: { id: editorId, role: 1 } },
            EDITOR_TOKEN,
          ),
          401,
          201,
        );
        assert.equal(await count('directus_users'), users);
        assert.notEqual((await row('directus_users', editorId))?.role, 1);
      });

      it('deleting an item removes its junction rows and detaches its O2M children', async () => {
        const author = item(
          await post('/items/authors', { name: 'Leaving', articles: [{ title: 'Orphan' }] }),
        );
        const [child] = await db('articles').where('author', author.id as number);
        const article = item(
          await post('/items/articles', { title: 'Tagged', tags: [{ tag: 1 }, { tag: 2 }] }),
        );
        assert.equal(await count('articles_tags', { article: article.id }), 2);
        const otherLinks = await count('articles_tags', { tag: 1 });

        assert.equal((await del(`/items/articles/${article.id}`)).status, 204);
        assert.equal(await count('articles_tags', { article: article.id }), 0);
        assert.equal(await count('articles_tags', { tag: 1 }), otherLinks - 1);
        assert.ok(await row('tags', 1), 'the related tags stay');

        assert.equal((await del(`/items/authors/${author.id}`)).status, 204);
        const detached = await row('articles', child?.id);
        assert.ok(detached, 'the child article stays');
        assert.equal(detached?.author, null);
      });

      it('does not let a required O2M end up empty (E12)', async () => {
        assertError(
          await post('/items/boxes', { label: 'Empty' }),
          422,
          12,
          /items: This value should not be blank/,
        );
        assertError(await post('/items/boxes', { label: 'Empty', items: [] }), 422, 12);
        const box = item(await post('/items/boxes', { label: 'Full', items: [{ name: 'Only' }] }));
        const [child] = await db('box_items').where('box', box.id as number);
        assertError(
          await patch(`/items/boxes/${box.id}`, { items: [{ id: child?.id, $delete: true }] }),
          422,
          12,
        );
        assert.ok(await row('box_items', child?.id), 'the delete was rolled back');
      });
    });

    describe('soft delete, activity and revisions', () => {
      it('soft-deletes through the status mapping and hides the item', async () => {
        const article = item(await post('/items/articles', { title: 'Soft', status: 'published' }));
        const reply = await patch(`/items/articles/${article.id}`, { status: 'deleted' });
        assert.equal(reply.status, 204);
        assert.equal(reply.body, null);
        assert.equal((await row('articles', article.id))?.status, 'deleted');
        assert.equal((await lastActivity('articles', article.id))?.action, 'soft-delete');
        const read = await call('GET', `/items/articles/${article.id}`);
        assertError(read, 404, 203);
        const list = items(await call('GET', '/items/articles?fields=id&limit=-1'));
        assert.equal(
          list.some((entry) => entry.id === article.id),
          false,
        );
      });

      it('logs activity and revisions with comment, and nothing with activity_skip', async () => {
        const created = item(
          await post('/items/tags?comment=Because%20reasons', { name: 'Logged' }),
        );
        const activity = await lastActivity('tags', created.id);
        assert.equal(activity?.action, 'create');
        assert.equal(activity?.comment, 'Because reasons');
        assert.equal(Number(activity?.action_by), adminId);
        assert.equal(activity?.ip, '127.0.0.1');
        assert.match(String(activity?.action_on), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
        const revision = await revisionOf(activity?.id);
        assert.equal(json(revision?.data).name, 'Logged');
        assert.deepEqual(json(revision?.delta), { name: 'Logged' });
        assert.equal(revision?.item, String(created.id));

        item(await patch(`/items/tags/${created.id}`, { color: '#010101' }));
        const update = await lastActivity('tags', created.id);
        assert.equal(update?.action, 'update');
        assert.equal(update?.comment, null);
        const updateRevision = await revisionOf(update?.id);
        assert.deepEqual(json(updateRevision?.delta), { color: '#010101' });
        assert.equal(json(updateRevision?.data).name, 'Logged');

        const before = await counts();
        const skipped = item(await post('/items/tags?activity_skip=1', { name: 'Unlogged' }));
        item(await patch(`/items/tags/${skipped.id}?activity_skip=1`, { color: '#020202' }));
        assert.equal((await del(`/items/tags/${skipped.id}?activity_skip=1`)).status, 204);
        const after = await counts();
        assert.equal(after.directus_activity, before.directus_activity);
        assert.equal(after.directus_revisions, before.directus_revisions);
      });
    });

    describe('permissions', () => {
      it('lets a restricted role create and update its own items', async () => {
        const article = item(await post('/items/articles', { title: 'By editor' }, EDITOR_TOKEN));
        assert.equal(article.created_by, editorId);
        const updated = item(
          await patch(
            `/items/articles/${article.id}`,
            { title: 'By editor, edited' },
            EDITOR_TOKEN,
          ),
        );
        assert.equal(updated.title, 'By editor, edited');
        assert.equal(Number((await lastActivity('articles', article.id))?.action_by), editorId);
        assert.equal((await del(`/items/articles/${article.id}`, EDITOR_TOKEN)).status, 204);
      });

      it('denies create (E301), write-blacklisted fields (E305) and unmapped statuses', async () => {
        assertError(await post('/items/tags', { name: 'Editor tag' }, EDITOR_TOKEN), 403, 301);
        assertError(
          await post('/items/articles', { title: 'Blacklisted', view_count: 5 }, EDITOR_TOKEN),
          403,
          305,
        );
        assertError(
          await post('/items/articles', { title: 'Bogus', status: 'bogus' }, EDITOR_TOKEN),
          403,
          301,
        );
        const before = await counts();
        assertError(
          await post(
            '/items/articles',
            { title: 'Nested denied', tags: [{ tag: { name: 'Not allowed' } }] },
            EDITOR_TOKEN,
          ),
          403,
          301,
        );
        assert.deepEqual(await counts(), before);
      });

      it('denies updating (E302) and deleting or soft-deleting (E303) items of others', async () => {
        const mine = item(await post('/items/articles', { title: 'Editor own' }, EDITOR_TOKEN));
        assertError(
          await patch('/items/articles/1', { title: 'Hijacked' }, EDITOR_TOKEN),
          403,
          302,
        );
        assertError(
          await patch('/items/articles/1', { status: 'deleted' }, EDITOR_TOKEN),
          403,
          303,
        );
        assertError(await del('/items/articles/1', EDITOR_TOKEN), 403, 303);
        assertError(await patch('/items/articles/999999', { title: 'x' }, EDITOR_TOKEN), 403, 302);
        assertError(await del('/items/tags/1', EDITOR_TOKEN), 403, 303);
        // A batch touching someone else's item fails as a whole.
        assertError(
          await patch(
            '/items/articles',
            [
              { id: mine.id, title: 'Batch own' },
              { id: 1, title: 'Batch other' },
            ],
            EDITOR_TOKEN,
          ),
          403,
          302,
        );
        assert.equal((await row('articles', mine.id))?.title, 'Editor own');
        assert.notEqual((await row('articles', 1))?.title, 'Hijacked');
      });

      it('demands a comment when explain says so (E10), then answers 204 to a create-only role', async () => {
        assertError(
          await post('/items/authors', { name: 'Explained' }, EDITOR_TOKEN),
          403,
          10,
          /Activity comment required for collection: authors/,
        );
        const reply = await post(
          '/items/authors?comment=New%20writer',
          { name: 'Explained' },
          EDITOR_TOKEN,
        );
        assert.equal(reply.status, 204);
        assert.equal(reply.body, null);
        const [created] = await db('authors').where('name', 'Explained');
        assert.ok(created);
        assert.equal((await lastActivity('authors', created.id))?.comment, 'New writer');
      });

      it('answers the public role 200 {"public": true} or E301', async () => {
        const reply = await post('/items/tags', { name: 'Public tag' }, null);
        assert.equal(reply.status, 200);
        assert.deepEqual(reply.body, { public: true });
        const [created] = await db('tags').where('name', 'Public tag');
        assert.ok(created);
        assert.equal(Number((await lastActivity('tags', created.id))?.action_by), 0);
        assertError(await post('/items/articles', { title: 'Public' }, null), 403, 301);
        assertError(await post('/items/articles', { title: 'Bad token' }, 'not-a-token'), 403, 301);
      });
    });
  });
}
