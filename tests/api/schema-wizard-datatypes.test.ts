// Every datatype the field wizard offers, per field type, is created for real on each database the
// suite runs on: the wizard's own draft functions (field-draft.ts) build each field as the schema
// tab would, the server creates the column, reports the same datatype back, and an item written
// through it reads back. This is what "the datatypes of the project's own database" promises.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { datatypeInfo, datatypesForType } from '../../src/schema/datatypes.ts';
import {
  type DraftContext,
  fieldDefinition,
  newFieldDraft,
  pickInterface,
  setDatatype,
  setName,
  type WizardInterface,
} from '../../src/screens/settings/field-wizard/field-draft.ts';
import { type Client, client, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** A value of each type to write, and how it must read back (undefined: any non-null value). */
const SAMPLES: Record<string, { write: unknown; read?: unknown }> = {
  string: { write: 'plain text', read: 'plain text' },
  slug: { write: 'a-slug', read: 'a-slug' },
  integer: { write: 42, read: 42 },
  decimal: { write: 0.25 },
  boolean: { write: true, read: true },
  date: { write: '2026-01-02', read: '2026-01-02' },
  datetime: { write: '2026-01-02 03:04:05', read: '2026-01-02 03:04:05' },
  time: { write: '03:04:05', read: '03:04:05' },
  json: { write: { a: 1 }, read: { a: 1 } },
  lang: { write: 'en', read: 'en' },
  uuid: { write: '3f0c3a6e-5d2b-4c55-9a39-2f7b9d7c8e11' },
  hash: { write: 'secret' },
  array: { write: ['a', 'b'], read: ['a', 'b'] },
  status: { write: 'draft', read: 'draft' },
  sort: { write: 3, read: 3 },
};

/** Types a collection holds once: each of their datatypes gets a collection of its own. */
const ONCE = new Set(['status', 'sort']);

const idField = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  primary_key: true,
  auto_increment: true,
  interface: 'primary-key',
};

for (const target of databaseMatrix()) {
  const vendor = target.kind;
  describe(`the wizard's datatypes on ${target.label}`, () => {
    let server: TestServer;
    let admin: Client;

    before(async () => {
      server = await startTestServer({ database: target });
      admin = client(server.baseUrl, server.projectKey ?? '', await signIn(server));
    });
    after(() => server?.close());

    for (const [type, sample] of Object.entries(SAMPLES)) {
      const { offer } = datatypesForType(type, vendor);
      it(`${type}: ${offer.join(', ')}`, async () => {
        assert.ok(offer.length > 0, 'the wizard offers a datatype');
        for (const datatype of offer) {
          const collection = ONCE.has(type) ? `t_${type}_${datatype.toLowerCase()}` : `t_${type}`;
          const known = await admin.get(`/collections/${collection}`);
          if (known.status !== 200) {
            const created = await admin.post('/collections', { collection, fields: [idField] });
            assert.equal(created.status, 200, JSON.stringify(created.body));
          }
          // The schema tab's path: pick an interface of this type, name the field, pick the datatype.
          const ui: WizardInterface = { id: 'text-input', types: [type] };
          const context: DraftContext = { vendor, collection, fields: [], relations: [] };
          const name = `f_${datatype.toLowerCase()}`;
          const draft = setDatatype(
            setName(pickInterface(newFieldDraft(), ui, context), name),
            datatype,
            vendor,
          );
          const definition = fieldDefinition(draft, vendor, 2);
          const made = await admin.post(`/fields/${collection}`, definition);
          assert.equal(made.status, 200, `${type} ${datatype}: ${JSON.stringify(made.body)}`);

          const read = await admin.get(`/fields/${collection}/${name}`);
          const field = read.body.data as { datatype: string; length: unknown; type: string };
          assert.equal(field.type, type);
          // Booleans are reported as v8's TINYINT wherever they are stored as a real boolean.
          const reported = type === 'boolean' && datatype === 'BOOLEAN' ? field.datatype : datatype;
          assert.equal(field.datatype, reported, `${type} ${datatype} reads back as sent`);
          const info = datatypeInfo(datatype);
          if (info?.lengthKind === 'size' && definition.length) {
            assert.equal(Number(field.length), Number(definition.length), `${datatype} length`);
          }

          // An integer status column holds numbers: its mapping's values are numbers too.
          const numericStatus = type === 'status' && datatype === 'INT';
          const write = numericStatus ? 1 : sample.write;
          const expected = numericStatus ? 1 : sample.read;
          const item = await admin.post(`/items/${collection}`, { [name]: write });
          assert.equal(item.status, 200, `${type} ${datatype} item: ${JSON.stringify(item.body)}`);
          const id = (item.body.data as { id: number }).id;
          const back = await admin.get(`/items/${collection}/${id}?fields=${name}`);
          const value = (back.body.data as Record<string, unknown>)[name];
          if (expected === undefined) assert.notEqual(value ?? null, null, `${type} ${datatype}`);
          else assert.deepEqual(value, expected, `${type} ${datatype} value`);
        }
      });
    }
  });
}
