// `filter` (contract §3.2) on every database of the matrix: every operator and its aliases,
// logical=or (parenthesised, quirk 16), indexed condition lists, dotted M2O/O2M/M2M paths, `now`,
// value checks, error codes, and SQL metacharacters in values and names.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../server/http/actor.js';
import { bumpSchemaVersion } from '../../server/services/schema/index.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Item = Record<string, unknown>;

// Test only: every request of this file reads as an administrator.
const ADMIN: Actor = { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false };

function asAdmin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-test-actor'] === 'admin') request.actor = ADMIN;
  });
}

// A table and columns whose names are full of SQL metacharacters.
const ODD_TABLE = `we"ird\`tab'le`;
const ODD_NAME = `o'ne"il`;
const ODD_SEMI = 'semi;colon -- x';

for (const target of databaseMatrix()) {
  describe(`filters on ${target.label}`, () => {
    let server: TestServer;

    const get = (path: string) =>
      fetchJson<Json>(`${server.baseUrl}/test${path}`, { headers: { 'x-test-actor': 'admin' } });
    const ids = async (path: string) => {
      const response = await get(path);
      assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
      return (response.body.data as Item[]).map((item) => item.id);
    };
    const articles = (filter: string) => ids(`/items/articles?fields=id&${filter}`);
    const authors = (filter: string) => ids(`/items/authors?fields=id&${filter}`);
    const fails = async (path: string, status: number, code: number) => {
      const response = await get(path);
      assert.equal(response.status, status, `${path}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.error?.code, code, path);
      return response.body;
    };

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true, configure: asAdmin });
      const db = await server.projectDb();
      // Two authors without articles: one with an empty bio, one with none.
      await db('authors').insert([
        { name: 'Nobody', bio: '' },
        { name: 'Ghost', bio: null },
      ]);
      await db.schema.createTable(ODD_TABLE, (t) => {
        t.increments('id');
        t.string(ODD_NAME, 50).nullable();
        t.integer(ODD_SEMI).nullable();
      });
      await db(ODD_TABLE).insert([
        { [ODD_NAME]: "it's", [ODD_SEMI]: 1 },
        { [ODD_NAME]: 'plain', [ODD_SEMI]: 2 },
      ]);
      await bumpSchemaVersion(db);
    });
    after(() => server.close());

    describe('comparison operators', () => {
      it('eq, =, and the shorthand filter[field]=value', async () => {
        assert.deepEqual(
          await articles('filter[title][eq]=How to Pack for a Three-Day Hut Trek'),
          [3],
        );
        assert.deepEqual(
          await articles('filter[title][=]=The Quiet Craft of Hand-Drawn Maps'),
          [4],
        );
        assert.deepEqual(await articles('filter[title]=The Quiet Craft of Hand-Drawn Maps'), [4]);
        assert.deepEqual(await articles('filter[author.name][eq]=Tomás Okafor'), [2, 5]);
      });

      it('neq, != and <>', async () => {
        for (const operator of ['neq', '!=', '<>']) {
          assert.deepEqual(
            await articles(`filter[author][${encodeURIComponent(operator)}]=1`),
            [2, 4, 5, 7],
            operator,
          );
        }
      });

      it('lt, lte, gt, gte and their symbols', async () => {
        assert.deepEqual(await articles('filter[view_count][lt]=1000'), [5, 6, 7]);
        assert.deepEqual(
          await articles(`filter[view_count][${encodeURIComponent('<')}]=1000`),
          [5, 6, 7],
        );
        assert.deepEqual(await articles('filter[view_count][lte]=987'), [5, 6, 7]);
        assert.deepEqual(
          await articles(`filter[view_count][${encodeURIComponent('<=')}]=986`),
          [6, 7],
        );
        assert.deepEqual(await articles('filter[view_count][gt]=5000'), [3]);
        assert.deepEqual(
          await articles(`filter[view_count][${encodeURIComponent('>')}]=5000`),
          [3],
        );
        assert.deepEqual(await articles('filter[view_count][gte]=4182'), [1, 3]);
        assert.deepEqual(
          await articles(`filter[view_count][${encodeURIComponent('>=')}]=4182`),
          [1, 3],
        );
        assert.deepEqual(await articles('filter[published_on][gte]=2025-03-21 09:00:00'), [4, 5]);
        assert.deepEqual(await articles('filter[published_on][lt]=2025-02-08T10:00:00Z'), [1]);
      });

      it('in and nin, as CSV and as arrays', async () => {
        assert.deepEqual(await articles('filter[id][in]=1,3,8'), [1, 3]);
        assert.deepEqual(await articles('filter[id][in][]=1&filter[id][in][]=3'), [1, 3]);
        assert.deepEqual(await articles('filter[author][nin]=1,2'), [4, 7]);
        assert.deepEqual(
          await articles('filter[author][nin][0]=1&filter[author][nin][1]=3'),
          [2, 5],
        );
      });

      it('null and nnull', async () => {
        assert.deepEqual(await articles('filter[published_on][null]'), [6, 7]);
        assert.deepEqual(await articles('filter[published_on][nnull]=1'), [1, 2, 3, 4, 5]);
      });

      it('between and nbetween, on numbers and dates', async () => {
        assert.deepEqual(await articles('filter[view_count][between]=1000,3000'), [2, 4]);
        assert.deepEqual(await articles('filter[view_count][nbetween]=0,3000'), [1, 3]);
        assert.deepEqual(
          await articles('filter[published_on][between]=2025-02-01,2025-03-31'),
          [2, 3, 4],
        );
        assert.deepEqual(
          await articles('filter[view_count][between][]=900&filter[view_count][between][]=1600'),
          [4, 5],
        );
      });

      it('now on date fields, inside between too', async () => {
        assert.deepEqual(await articles('filter[published_on][lt]=now'), [1, 2, 3, 4, 5]);
        assert.deepEqual(await articles('filter[published_on][gt]=now'), []);
        assert.deepEqual(await articles('filter[published_on][between]=2025-03-01,now'), [3, 4, 5]);
      });
    });

    describe('text operators', () => {
      it('like and contains match case-insensitively with wildcards escaped', async () => {
        assert.deepEqual(await articles('filter[title][contains]=BLUE'), [1]);
        assert.deepEqual(await articles('filter[title][like]=hour'), [1]);
        assert.deepEqual(await articles('filter[title][contains]=1,500'), [5]);
        assert.deepEqual(await articles('filter[title][contains]=%25'), []);
        assert.deepEqual(await articles('filter[title][contains]=_'), []);
        assert.deepEqual(await articles('filter[title][contains]=%5C'), []);
        assert.deepEqual(await articles('filter[title][contains]='), [1, 2, 3, 4, 5, 6, 7]);
      });

      it('nlike and ncontains', async () => {
        assert.deepEqual(await articles('filter[title][ncontains]=the'), [3, 5, 6, 7]);
        assert.deepEqual(await articles('filter[title][nlike]=the'), [3, 5, 6, 7]);
      });

      it('rlike and nrlike take the caller wildcards', async () => {
        assert.deepEqual(await articles('filter[title][rlike]=%25hut%25'), [3]);
        assert.deepEqual(await articles('filter[title][rlike]=A Week%25'), [2]);
        assert.deepEqual(await articles('filter[title][rlike]=Ten_Small%25'), [6]);
        assert.deepEqual(await articles('filter[title][nrlike]=%25o%25'), []);
        assert.deepEqual(await articles('filter[slug][nrlike]=%25-the-%25'), [3, 4, 5, 6, 7]);
      });

      it('like on an M2O searches the related item', async () => {
        assert.deepEqual(await articles('filter[author][contains]=priya'), [4, 7]);
        assert.deepEqual(await articles('filter[author][ncontains]=priya'), [1, 2, 3, 5, 6]);
      });
    });

    describe('empty, has, all', () => {
      it('empty and nempty on strings, keys and dates', async () => {
        assert.deepEqual(await authors('filter[bio][empty]'), [4, 5]);
        assert.deepEqual(await authors('filter[bio][nempty]'), [1, 2, 3]);
        assert.deepEqual(await articles('filter[cover_image][empty]'), [2, 5, 6, 7]);
        assert.deepEqual(await articles('filter[cover_image][nempty]'), [1, 3, 4]);
        assert.deepEqual(await articles('filter[published_on][empty]'), [6, 7]);
      });

      it('empty and nempty on an O2M mean no related rows / some', async () => {
        assert.deepEqual(await authors('filter[articles][empty]'), [4, 5]);
        assert.deepEqual(await authors('filter[articles][nempty]'), [1, 2, 3]);
        assert.deepEqual(await articles('filter[tags][empty]'), []);
      });

      it('has and nhas count related rows (soft-deleted ones excluded); 0 inverts', async () => {
        assert.deepEqual(await authors('filter[articles][has]=3'), [1]);
        assert.deepEqual(await authors('filter[articles][has]=2'), [1, 2, 3]);
        assert.deepEqual(await authors('filter[articles][has]=1'), [1, 2, 3]);
        assert.deepEqual(await authors('filter[articles][has]=0'), [4, 5]);
        assert.deepEqual(await authors('filter[articles][nhas]=3'), [2, 3, 4, 5]);
        assert.deepEqual(await authors('filter[articles][nhas]=0'), [1, 2, 3]);
        assert.deepEqual(await articles('filter[tags][has]=2'), [1, 3, 4, 5, 6]);
      });

      it('all: the related rows include every listed key (O2M) or related item (M2M)', async () => {
        assert.deepEqual(await articles('filter[tags][all]=1,3'), [1]);
        assert.deepEqual(await articles('filter[tags][all]=3,6'), [6]);
        assert.deepEqual(await articles('filter[tags][all]=6'), [3, 6]);
        assert.deepEqual(await authors('filter[articles][all]=1,3'), [1]);
        assert.deepEqual(await authors('filter[articles][all]=1,2'), []);
      });

      it('refuses has/all on fields that are not O2M (E12/422)', async () => {
        await fails('/items/articles?filter[title][has]=1', 422, 12);
        await fails('/items/articles?filter[author][all]=1', 422, 12);
        await fails('/items/articles?filter[tags][eq]=1', 422, 12);
      });
    });

    describe('combining conditions', () => {
      it('ANDs conditions in query-string order', async () => {
        assert.deepEqual(
          await articles('filter[author][eq]=1&filter[view_count][gt]=1000'),
          [1, 3],
        );
      });

      it('ORs a condition with logical=or', async () => {
        assert.deepEqual(
          await articles(
            'filter[author][eq]=2&filter[title][contains]=blue&filter[title][logical]=or',
          ),
          [1, 2, 5],
        );
      });

      it('takes several conditions on one field as an indexed list', async () => {
        assert.deepEqual(
          await articles('filter[view_count][0][gt]=1000&filter[view_count][1][lt]=5000'),
          [1, 2, 4],
        );
        assert.deepEqual(
          await articles(
            'filter[view_count][0][lt]=1000&filter[view_count][1][gt]=5000&filter[view_count][1][logical]=or',
          ),
          [3, 5, 6, 7],
        );
      });

      it('uses only the first operator of a condition object', async () => {
        assert.deepEqual(
          await articles('filter[view_count][gt]=5000&filter[view_count][lt]=1000'),
          [3],
        );
      });

      it('keeps an OR group inside parentheses (soft-deleted rows stay out)', async () => {
        assert.deepEqual(
          await articles('filter[id][0][eq]=1&filter[id][1][eq]=8&filter[id][1][logical]=or'),
          [1],
        );
        assert.deepEqual(
          await ids(
            '/items/articles?fields=id&status=draft&filter[view_count][eq]=0&filter[id][eq]=1&filter[id][logical]=or',
          ),
          [6, 7],
        );
      });
    });

    describe('dotted paths', () => {
      it('filters through an M2O', async () => {
        assert.deepEqual(await articles('filter[author.name][eq]=Priya Raman'), [4, 7]);
        assert.deepEqual(await articles('filter[author.name][rlike]=%25lindqvist'), [1, 3, 6]);
      });

      it('filters through an O2M (soft-deleted rows excluded)', async () => {
        assert.deepEqual(await authors('filter[articles.title][contains]=sourdough'), [2]);
        assert.deepEqual(await authors('filter[articles.title][contains]=style guide'), []);
      });

      it('filters through an M2M junction, and at any depth', async () => {
        assert.deepEqual(await articles('filter[tags.tag.name][eq]=Food'), [2, 5]);
        assert.deepEqual(
          await ids(
            '/items/tags?fields=id&filter[articles.article.author.name][eq]=Maya Lindqvist',
          ),
          [1, 3, 4, 6],
        );
      });

      it('honours logical=or on dotted paths', async () => {
        assert.deepEqual(
          await articles(
            'filter[author.name][eq]=Priya Raman&filter[view_count][gt]=5000&filter[view_count][logical]=or',
          ),
          [3, 4, 7],
        );
      });

      it('answers a broken path with E202/404', async () => {
        await fails('/items/articles?filter[title.name][eq]=x', 404, 202);
        await fails('/items/articles?filter[author.nope][eq]=x', 404, 202);
        await fails('/items/articles?filter[nope.name][eq]=x', 404, 202);
        await fails('/items/articles?filter[author.][eq]=x', 404, 202);
      });
    });

    describe('errors', () => {
      it('unknown field → E202/422, unknown operator → E214/422', async () => {
        const field = await fails('/items/articles?filter[nope][eq]=1', 422, 202);
        assert.equal(field.error?.message, 'Invalid field "nope" in "articles"');
        const operator = await fails('/items/articles?filter[title][foo]=1', 422, 214);
        assert.equal(operator.error?.message, 'Unknown filter: foo');
        await fails('/items/articles?filter[title][logical]=or', 422, 214);
      });

      it('values that cannot fit their column → E4/422 (not a database error)', async () => {
        // Number fields excepted: there such a value matches nothing (v8-app-compat.test.ts).
        await fails('/items/articles?filter[published_on][gt]=yesterday', 422, 4);
        await fails('/items/articles?filter[published_on][gt]=2025-02-30', 422, 4);
        await fails('/items/articles?filter[view_count][between]=1', 422, 4);
        await fails('/items/articles?filter[title][eq][]=a', 422, 4);
      });
    });

    describe('SQL metacharacters', () => {
      it('treats them as plain values', async () => {
        const values = [
          "' OR '1'='1",
          "'; DROP TABLE articles; --",
          '" OR ""="',
          '`) OR 1=1 #',
          '\\',
          '?',
          '$1',
        ];
        for (const value of values) {
          const encoded = encodeURIComponent(value);
          assert.deepEqual(await articles(`filter[title][eq]=${encoded}`), [], value);
          assert.deepEqual(await articles(`filter[title][contains]=${encoded}`), [], value);
          assert.deepEqual(await articles(`filter[title][in]=${encoded},x`), [], value);
          assert.deepEqual(await articles(`q=${encoded}`), [], value);
        }
        assert.equal((await articles('limit=-1')).length, 7);
      });

      it('refuses them in field names with the right error', async () => {
        await fails(`/items/articles?filter[${encodeURIComponent("title'")}][eq]=x`, 422, 202);
        await fails(`/items/articles?filter[${encodeURIComponent('title;drop')}][eq]=x`, 422, 202);
        await fails(`/items/articles?fields=${encodeURIComponent('id,`title`')}`, 422, 202);
        await fails(`/items/articles?sort=${encodeURIComponent('title desc; --')}`, 422, 202);
        await fails(`/items/${encodeURIComponent("articles' --")}`, 404, 200);
      });

      it('reads tables and columns whose names contain them', async () => {
        const table = encodeURIComponent(ODD_TABLE);
        const name = encodeURIComponent(ODD_NAME);
        const semi = encodeURIComponent(ODD_SEMI);
        const response = await get(
          `/items/${table}?fields=${name},${semi}&filter[${name}][contains]=${encodeURIComponent("'")}&sort=-${semi}`,
        );
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.deepEqual(response.body.data, [{ [ODD_NAME]: "it's", [ODD_SEMI]: 1 }]);
        const sorted = await get(`/items/${table}?fields=${semi}&sort=-${semi}&q=plain`);
        assert.deepEqual(sorted.body.data, [{ [ODD_SEMI]: 2 }]);
      });
    });
  });
}
