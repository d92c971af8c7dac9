// The field wizard's relational saves against a real server on every database: the admin's own
// saveRelationalField (run in node with the API root set and the admin's token on every call)
// creates a many-to-one with its alias, one-to-manys over a new and an existing foreign key, and a
// many-to-many with a generated junction; the test checks the columns, the relation rows, and
// that items are written and read through each relation. Then DELETE /fields follows the
// relation rules (refused while an alias reads through a key; rows cleaned up otherwise).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { createCollection, type FieldDefinition } from '../../src/api/schema-admin.ts';
import type { Relation } from '../../src/api/types.ts';
import { i18n } from '../../src/i18n/instance.ts';
import { initI18n } from '../../src/i18n/screen-strings.ts';
import {
  initialRelationDraft,
  type RelationDraft,
  type RelationKind,
  relatedKeyColumn,
  withRelated,
} from '../../src/screens/settings/field-wizard/relation-draft.ts';
import { saveRelationalField } from '../../src/screens/settings/field-wizard/save-relational-field.ts';
import { setApiRoot } from '../../src/state/config.ts';
import { setCurrentProject } from '../../src/state/current-project.ts';
import { $collections, $relations, reloadSchema } from '../../src/state/schema.ts';
import { type Client, client, expectError, type Row, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const realFetch = globalThis.fetch;

const idField: FieldDefinition = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  length: 15,
  primary_key: true,
  auto_increment: true,
  interface: 'primary-key',
};
const text = (field: string): FieldDefinition => ({
  field,
  type: 'string',
  datatype: 'VARCHAR',
  length: 100,
  interface: 'text-input',
});

function rowsOf(collection: string, field?: string) {
  return $relations
    .get()
    .filter((r) => r.collection_many === collection && (!field || r.field_many === field));
}

const withoutId = ({ id: _id, ...row }: Relation) => row;

for (const target of databaseMatrix()) {
  describe(`relational fields saved by the wizard on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let project: string;

    /** A draft as the relation tab leaves it after picking `related`. */
    const pick = (kind: RelationKind, collection: string, related: string, iface = 'x') =>
      withRelated(
        initialRelationDraft(kind, collection, '', [], iface),
        related,
        $collections.get(),
      );

    const save = (collection: string, field: FieldDefinition, draft: RelationDraft) =>
      saveRelationalField({
        project,
        collection,
        field,
        draft,
        vendor: target.kind === 'postgres' ? 'postgres' : target.kind,
        isNew: true,
      });

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      project = server.projectKey ?? '';
      const token = await signIn(server);
      admin = client(server.baseUrl, project, token);
      // The admin's api layer in node: its API root, and the token a browser's cookie would be.
      globalThis.fetch = (input, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set('authorization', `Bearer ${token}`);
        return realFetch(input, { ...init, headers });
      };
      setApiRoot(`${server.baseUrl}/`);
      setCurrentProject(project);
      await initI18n();
      assert.equal(i18n.exists('settings_relations.failed_after_creating'), true);

      await createCollection(project, { collection: 'people', fields: [idField, text('name')] });
      await createCollection(project, {
        collection: 'labels',
        fields: [{ ...text('code'), length: 40, primary_key: true }, text('title')],
      });
      await createCollection(project, { collection: 'books', fields: [idField, text('title')] });
      await reloadSchema(project);
    });
    after(async () => {
      globalThis.fetch = realFetch;
      await server?.close();
    });

    it('many-to-one with the one-to-many alias on the other side', async () => {
      const draft = {
        ...pick('m2o', 'books', 'people'),
        createReverse: true,
        reverseField: 'books_written',
      };
      const key = relatedKeyColumn(draft, $collections.get());
      assert.deepEqual(key, { type: 'integer', datatype: 'INT', length: 10, signed: false });
      await save(
        'books',
        {
          field: 'writer',
          type: 'm2o',
          interface: 'many-to-one',
          datatype: key?.datatype,
          length: key?.length,
        },
        draft,
      );

      // reloadSchema ran: the store knows the field, the alias and the row.
      const writer = $collections.get().books.fields.writer;
      assert.equal(writer.type, 'm2o');
      assert.equal(writer.datatype, 'INT');
      assert.equal($collections.get().people.fields.books_written.type, 'o2m');
      assert.deepEqual(rowsOf('books', 'writer').map(withoutId), [
        {
          collection_many: 'books',
          field_many: 'writer',
          collection_one: 'people',
          field_one: 'books_written',
          junction_field: null,
        },
      ]);

      const person = await admin.post('/items/people', { name: 'Ada' });
      const personId = (person.body.data as Row).id;
      const book = await admin.post('/items/books', { title: 'Notes', writer: personId });
      assert.equal(book.status, 200, JSON.stringify(book.body));
      const read = await admin.get(
        `/items/books/${(book.body.data as Row).id}?fields=title,writer.name`,
      );
      assert.deepEqual(read.body.data, { title: 'Notes', writer: { name: 'Ada' } });
      const back = await admin.get(`/items/people/${personId}?fields=name,books_written.title`);
      assert.deepEqual(back.body.data, { name: 'Ada', books_written: [{ title: 'Notes' }] });
    });

    it('a many-to-one to a string key gets that VARCHAR column', async () => {
      const draft = pick('m2o', 'books', 'labels');
      // The wizard sent INT: the save sends the related key's column instead.
      await save(
        'books',
        { field: 'main_label', type: 'm2o', interface: 'many-to-one', datatype: 'INT' },
        draft,
      );
      const field = $collections.get().books.fields.main_label;
      assert.equal(field.datatype, 'VARCHAR');
      assert.equal(Number(field.length), 40);
      await admin.post('/items/labels', { code: 'sci-fi', title: 'Science fiction' });
      const book = await admin.post('/items/books', { title: 'Dune', main_label: 'sci-fi' });
      const read = await admin.get(
        `/items/books/${(book.body.data as Row).id}?fields=main_label.title`,
      );
      assert.deepEqual(read.body.data, { main_label: { title: 'Science fiction' } });
    });

    it('one-to-many creating the foreign key on the other side', async () => {
      await createCollection(project, { collection: 'reviews', fields: [idField, text('body')] });
      await reloadSchema(project);
      const draft = {
        ...pick('o2m', 'books', 'reviews'),
        createBackField: true,
        backField: 'book',
      };
      await save('books', { field: 'reviews', type: 'o2m', interface: 'one-to-many' }, draft);

      const book = $collections.get().reviews.fields.book;
      assert.equal(book.type, 'm2o');
      assert.equal(book.datatype, 'INT');
      assert.deepEqual(rowsOf('reviews').map(withoutId), [
        {
          collection_many: 'reviews',
          field_many: 'book',
          collection_one: 'books',
          field_one: 'reviews',
          junction_field: null,
        },
      ]);
      const created = await admin.post('/items/books', {
        title: 'Emma',
        reviews: [{ body: 'Witty' }, { body: 'Long' }],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const read = await admin.get(
        `/items/books/${(created.body.data as Row).id}?fields=title,reviews.body&deep[reviews][_sort]=body`,
      );
      const bodies = ((read.body.data as Row).reviews as Row[]).map((r) => r.body).sort();
      assert.deepEqual(bodies, ['Long', 'Witty']);
    });

    it('one-to-many over a foreign key that has a row: the row is completed, not repeated', async () => {
      await save(
        'books',
        { field: 'editor', type: 'm2o', interface: 'many-to-one', datatype: 'INT', length: 10 },
        pick('m2o', 'books', 'people'),
      );
      const [row] = rowsOf('books', 'editor');
      assert.equal(row.field_one, null);

      const draft = { ...pick('o2m', 'people', 'books'), backField: 'editor' };
      await save('people', { field: 'edited_books', type: 'o2m', interface: 'one-to-many' }, draft);
      const rows = rowsOf('books', 'editor');
      assert.equal(rows.length, 1);
      assert.equal(rows[0].id, row.id);
      assert.equal(rows[0].field_one, 'edited_books');
    });

    it('many-to-many with a generated junction, and items linked through it', async () => {
      const draft = {
        ...pick('m2m', 'books', 'labels'),
        createReverse: true,
        reverseField: 'books',
      };
      assert.equal(draft.junction, 'books_labels');
      await save('books', { field: 'labels', type: 'o2m', interface: 'many-to-many' }, draft);

      const junction = $collections.get().books_labels;
      assert.ok(junction, 'the store knows the junction without a page reload');
      assert.equal(junction.hidden, true);
      assert.ok(String(junction.note).includes('books'));
      assert.equal(junction.fields.id.primary_key, true);
      assert.equal(junction.fields.id.auto_increment, true);
      assert.equal(junction.fields.books_id.datatype, 'INT');
      assert.equal(junction.fields.labels_id.datatype, 'VARCHAR');
      assert.equal(Number(junction.fields.labels_id.length), 40);
      if (target.kind === 'mysql') {
        assert.equal(junction.fields.id.signed, false);
        assert.equal(junction.fields.books_id.signed, false);
        assert.equal(Number(junction.fields.books_id.length), 10);
      }
      assert.deepEqual(
        rowsOf('books_labels')
          .map(withoutId)
          .sort((a, b) => String(a.field_many).localeCompare(String(b.field_many))),
        [
          {
            collection_many: 'books_labels',
            field_many: 'books_id',
            collection_one: 'books',
            field_one: 'labels',
            junction_field: 'labels_id',
          },
          {
            collection_many: 'books_labels',
            field_many: 'labels_id',
            collection_one: 'labels',
            field_one: 'books',
            junction_field: 'books_id',
          },
        ],
      );

      await admin.post('/items/labels', { code: 'classic', title: 'Classic' });
      await admin.post('/items/labels', { code: 'romance', title: 'Love' });
      // A link by key, and one that also updates the related item (contract §6.4).
      const created = await admin.post('/items/books', {
        title: 'Persuasion',
        labels: [{ labels_id: 'classic' }, { labels_id: { code: 'romance', title: 'Romance' } }],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = (created.body.data as Row).id;
      const read = await admin.get(`/items/books/${id}?fields=title,labels.labels_id.title`);
      const titles = ((read.body.data as Row).labels as Row[])
        .map((link) => (link.labels_id as Row).title)
        .sort();
      assert.deepEqual(titles, ['Classic', 'Romance']);
      const back = await admin.get('/items/labels/romance?fields=books.books_id.title');
      assert.deepEqual(back.body.data, { books: [{ books_id: { title: 'Persuasion' } }] });
    });

    it('a failure after the junction was made says what was created', async () => {
      const draft = pick('m2m', 'books', 'people');
      // "title" exists on books: the junction is created, then the field is refused.
      await assert.rejects(
        save('books', { field: 'title', type: 'o2m', interface: 'many-to-many' }, draft),
        (error: Error) => {
          assert.match(error.message, /already exists/i);
          assert.match(error.message, /books_people/);
          return true;
        },
      );
      assert.ok($collections.get().books_people, 'the store learnt of what was created');
    });

    it('deleting a key another field reads through is refused; otherwise rows are cleaned up', async () => {
      const refused = await admin.del('/fields/books/writer');
      expectError(refused, 12, 422);
      assert.match(String(refused.body.error?.message), /people\.books_written/);

      assert.equal((await admin.del('/fields/people/books_written')).status, 204);
      const rows = await db('directus_relations').where({
        collection_many: 'books',
        field_many: 'writer',
      });
      assert.equal(rows.length, 1);
      assert.equal(rows[0].field_one, null, 'the alias is cleared, the relation stays');

      assert.equal((await admin.del('/fields/books/writer')).status, 204);
      assert.equal(
        (await db('directus_relations').where({ collection_many: 'books', field_many: 'writer' }))
          .length,
        0,
      );

      // A junction key is blocked by the alias on the other side, until it goes.
      expectError(await admin.del('/fields/books_labels/books_id'), 12, 422);
      assert.equal((await admin.del('/fields/labels/books')).status, 204);
      expectError(await admin.del('/fields/books_labels/books_id'), 12, 422);
      assert.equal((await admin.del('/fields/books/labels')).status, 204);
      assert.equal((await admin.del('/fields/books_labels/books_id')).status, 204);
      const left = await db('directus_relations').where({ collection_many: 'books_labels' });
      assert.deepEqual(
        left.map((r) => r.field_many),
        ['labels_id'],
      );
    });
  });
}
