// /relations end to end on every database (contract §7.4): listing with the SDK's filters and the
// other list parameters, reading by id, creating M2O, O2M and M2M (junction) relations that the
// schema model (and so the query engine) picks up, updates, deletes, validation errors and
// non-admin refusals.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { getSchema } from '../../server/services/schema/index.js';
import {
  type Client,
  client,
  expectError,
  type Row,
  restrictedUser,
  signIn,
} from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const id = (field = 'id') => ({
  field,
  type: 'integer',
  datatype: 'INT',
  primary_key: true,
  auto_increment: true,
  interface: 'primary-key',
});

async function relationCount(db: Knex): Promise<number> {
  return Number((await db('directus_relations').count({ n: '*' }).first())?.n ?? 0);
}

for (const target of databaseMatrix()) {
  describe(`/relations on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let anonymous: Client;
    let reader: Client;
    let outsider: Client;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      const key = server.projectKey ?? '';
      admin = client(server.baseUrl, key, await signIn(server));
      anonymous = client(server.baseUrl, key, null);
      // The default row of a new role (§8.3): full read on directus_relations, nothing else.
      reader = client(
        server.baseUrl,
        key,
        await restrictedUser(db, 'reader', [{ collection: 'directus_relations', read: 'full' }]),
      );
      outsider = client(
        server.baseUrl,
        key,
        await restrictedUser(db, 'outsider', [{ collection: 'articles', read: 'full' }]),
      );
    });
    after(async () => {
      await server?.close();
    });

    it('lists relations with the filters the SDK sends and the other list parameters', async () => {
      const all = await admin.get('/relations?limit=-1');
      assert.equal(all.status, 200);
      const rows = all.body.data as Row[];
      assert.ok(rows.length >= 5);
      assert.deepEqual(Object.keys(rows[0]).sort(), [
        'collection_many',
        'collection_one',
        'field_many',
        'field_one',
        'id',
        'junction_field',
      ]);

      const junction = await admin.get('/relations?filter[collection_many][eq]=articles_tags');
      assert.deepEqual(
        (junction.body.data as Row[]).map((r) => [
          r.field_many,
          r.collection_one,
          r.junction_field,
        ]),
        [
          ['article', 'articles', 'tag'],
          ['tag', 'tags', 'article'],
        ],
      );
      const one = await admin.get('/relations?filter[collection_one][eq]=authors');
      assert.deepEqual(
        (one.body.data as Row[]).map((r) => [r.collection_many, r.field_many, r.field_one]),
        [['articles', 'author', 'articles']],
      );
      const bare = await admin.get('/relations?filter[collection_many]=articles&sort=-id');
      const bareRows = bare.body.data as Row[];
      assert.deepEqual(
        bareRows.map((r) => r.field_many),
        ['cover_image', 'author'],
      );
      const files = await admin.get(
        '/relations?filter[collection_one][in]=directus_files&filter[field_one][null]=1',
      );
      assert.ok((files.body.data as Row[]).every((r) => r.collection_one === 'directus_files'));
      assert.ok((files.body.data as Row[]).length >= 2);

      const paged = await admin.get(
        '/relations?limit=1&offset=1&fields=id,collection_many&meta=result_count,total_count,filter_count',
      );
      assert.deepEqual(paged.body.data, [
        { id: rows[1].id, collection_many: rows[1].collection_many },
      ]);
      assert.deepEqual(paged.body.meta, {
        result_count: 1,
        total_count: rows.length,
        filter_count: rows.length,
      });
      const single = await admin.get('/relations?single=1&filter[collection_one][eq]=authors');
      assert.equal((single.body.data as Row).field_many, 'author');

      // Every §3 operator, as on other system collections.
      const either = await admin.get(
        '/relations?filter[collection_many][contains]=articles_&filter[collection_one][eq]=authors&filter[collection_one][logical]=or&limit=-1',
      );
      const eitherRows = either.body.data as Row[];
      assert.ok(eitherRows.some((r) => r.collection_many === 'articles_tags'));
      assert.ok(eitherRows.some((r) => r.collection_one === 'authors'));
      assert.ok(
        eitherRows.every(
          (r) => String(r.collection_many).includes('articles_') || r.collection_one === 'authors',
        ),
      );

      expectError(await admin.get('/relations?filter[nope][eq]=1'), 202, 422);
      expectError(await admin.get('/relations?filter[collection_many][regex]=1'), 214, 422);
      expectError(await admin.get('/relations?sort=nope'), 202, 422);
      expectError(await admin.get('/relations?single=1&filter[collection_many][eq]=zzz'), 203, 404);
    });

    it('reads by id (CSV → array) and follows read permissions', async () => {
      const [first, second] = (await admin.get('/relations?limit=2')).body.data as Row[];
      const read = await admin.get(`/relations/${first.id}`);
      assert.deepEqual(read.body.data, first);
      const both = await admin.get(`/relations/${first.id},${second.id}`);
      assert.deepEqual(both.body.data, [first, second]);
      expectError(await admin.get('/relations/999999'), 203, 404);
      expectError(await admin.get('/relations/abc'), 203, 404);

      expectError(await anonymous.get('/relations'), 3, 401);
      expectError(await outsider.get('/relations'), 300, 403);
      assert.equal((await reader.get('/relations')).status, 200);
      assert.deepEqual((await reader.get(`/relations/${first.id}`)).body.data, first);
    });

    it('creates M2O, O2M and M2M (junction) relations the schema model picks up', async () => {
      const books = await admin.post('/collections', {
        collection: 'books',
        fields: [
          id(),
          { field: 'title', type: 'string', datatype: 'VARCHAR', length: 100 },
          { field: 'author', type: 'm2o', datatype: 'INT', interface: 'many-to-one' },
          { field: 'tags', type: 'm2m', interface: 'many-to-many' },
        ],
      });
      assert.equal(books.status, 200, JSON.stringify(books.body));

      // M2O: books.author → authors.
      const m2o = await admin.post('/relations', {
        collection_many: 'books',
        field_many: 'author',
        collection_one: 'authors',
      });
      assert.equal(m2o.status, 200, JSON.stringify(m2o.body));
      const relation = m2o.body.data as Row;
      assert.equal(typeof relation.id, 'number');
      assert.deepEqual(
        { ...relation, id: 0 },
        {
          id: 0,
          collection_many: 'books',
          field_many: 'author',
          collection_one: 'authors',
          field_one: null,
          junction_field: null,
        },
      );
      let schema = await getSchema(db);
      assert.equal(schema.collections.get('books')?.fields.get('author')?.relation?.kind, 'm2o');

      // O2M: the other side, an alias on authors named by field_one.
      const alias = await admin.post('/fields/authors', {
        field: 'books',
        type: 'o2m',
        interface: 'one-to-many',
      });
      assert.equal(alias.status, 200, JSON.stringify(alias.body));
      const o2m = await admin.patch(`/relations/${relation.id}`, { field_one: 'books' });
      assert.equal(o2m.status, 200, JSON.stringify(o2m.body));
      assert.equal((o2m.body.data as Row).field_one, 'books');
      schema = await getSchema(db);
      const books2 = schema.collections.get('authors')?.fields.get('books')?.relation;
      assert.equal(books2?.kind, 'o2m');
      assert.equal(books2?.collection, 'books');
      assert.equal(books2?.field, 'author');

      // M2M: a hidden junction collection with two keys, one relation row per side.
      const junction = await admin.post('/collections', {
        collection: 'books_tags',
        hidden: true,
        note: 'Junction of books and tags',
        fields: [
          id(),
          { field: 'book', type: 'integer', datatype: 'INT', length: 10, signed: false },
          { field: 'tag', type: 'integer', datatype: 'INT', length: 10, signed: false },
        ],
      });
      assert.equal(junction.status, 200, JSON.stringify(junction.body));
      assert.equal(
        (
          await admin.post('/fields/tags', {
            field: 'books',
            type: 'm2m',
            interface: 'many-to-many',
          })
        ).status,
        200,
      );
      const m2m = await admin.post('/relations', [
        {
          collection_many: 'books_tags',
          field_many: 'book',
          collection_one: 'books',
          field_one: 'tags',
          junction_field: 'tag',
        },
        {
          collection_many: 'books_tags',
          field_many: 'tag',
          collection_one: 'tags',
          field_one: 'books',
          junction_field: 'book',
        },
      ]);
      assert.equal(m2m.status, 200, JSON.stringify(m2m.body));
      assert.deepEqual(
        (m2m.body.data as Row[]).map((r) => r.field_many),
        ['book', 'tag'],
      );
      schema = await getSchema(db);
      const tags = schema.collections.get('books')?.fields.get('tags')?.relation;
      assert.equal(tags?.kind, 'm2m');
      assert.equal(tags?.collection, 'books_tags');
      assert.equal(tags?.junctionField, 'tag');
      assert.equal(tags?.otherCollection, 'tags');
      const back = schema.collections.get('tags')?.fields.get('books')?.relation;
      assert.equal(back?.kind, 'm2m');
      assert.equal(back?.otherCollection, 'books');

      // The SDK's lookup of a collection's relations.
      const forBooks = await admin.get('/relations?filter[collection_one][eq]=books');
      assert.deepEqual(
        (forBooks.body.data as Row[]).map((r) => r.collection_many),
        ['books_tags'],
      );
    });

    it('validates relation payloads and creates nothing on error', async () => {
      const before = await relationCount(db);
      const cases: [unknown, number, number][] = [
        [{ collection_many: 'books', field_many: 'author', colour: 'red' }, 12, 422],
        [{ field_many: 'author' }, 4, 422],
        [{ collection_many: 'books' }, 4, 422],
        [{ collection_many: 'nope', field_many: 'x' }, 200, 404],
        [{ collection_many: 'books', field_many: 'author', collection_one: 'nope' }, 200, 404],
        [{ collection_many: 'books', field_many: "x'; drop table books; --" }, 4, 422],
        [{ collection_many: 'books', field_many: 5 }, 4, 422],
        [
          [
            { collection_many: 'books', field_many: 'author' },
            { collection_many: 'nope', field_many: 'x' },
          ],
          200,
          404,
        ],
        [[], 4, 422],
      ];
      for (const [body, code, status] of cases) {
        expectError(await admin.post('/relations', body), code, status);
      }
      expectError(await admin.post('/relations'), 13, 400);
      assert.equal(await relationCount(db), before);

      const [first] = (await admin.get('/relations?limit=1')).body.data as Row[];
      expectError(await admin.patch(`/relations/${first.id}`, { bogus: 1 }), 12, 422);
      expectError(await admin.patch(`/relations/${first.id}`, { collection_many: null }), 4, 422);
      expectError(await admin.patch('/relations/999999', { field_one: 'x' }), 203, 404);
      expectError(await admin.del('/relations/999999'), 203, 404);
    });

    it('refuses writes by non-admins', async () => {
      const before = await relationCount(db);
      const body = { collection_many: 'books', field_many: 'title' };
      expectError(await reader.post('/relations', body), 301, 403);
      expectError(await anonymous.post('/relations', body), 301, 403);
      const [first] = (await admin.get('/relations?limit=1')).body.data as Row[];
      expectError(await reader.patch(`/relations/${first.id}`, { field_one: 'x' }), 302, 403);
      expectError(await reader.del(`/relations/${first.id}`), 303, 403);
      assert.equal(await relationCount(db), before);
      assert.deepEqual((await admin.get(`/relations/${first.id}`)).body.data, first);
    });

    it('updates several and deletes relations (CSV), bumping the schema version', async () => {
      const created = await admin.post('/relations', [
        { collection_many: 'books', field_many: 'title', collection_one: 'tags' },
        { collection_many: 'books_tags', field_many: 'id', collection_one: 'tags' },
      ]);
      const ids = (created.body.data as Row[]).map((r) => r.id);
      const patched = await admin.patch(`/relations/${ids.join(',')}`, {
        collection_one: 'authors',
      });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.deepEqual(
        (patched.body.data as Row[]).map((r) => r.collection_one),
        ['authors', 'authors'],
      );
      let schema = await getSchema(db);
      assert.equal(
        schema.collections.get('books')?.fields.get('title')?.relation?.collection,
        'authors',
      );

      const removed = await admin.del(`/relations/${ids.join(',')}`);
      assert.equal(removed.status, 204);
      assert.equal((await db('directus_relations').whereIn('id', ids as number[])).length, 0);
      schema = await getSchema(db);
      assert.equal(schema.collections.get('books')?.fields.get('title')?.relation, null);
      expectError(await admin.get(`/relations/${ids[0]}`), 203, 404);
    });
  });
}
