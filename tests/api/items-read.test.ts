// GET /{project}/items/{c} and /{c}/{pk} on every database of the matrix, over the demo content
// (authors ──< articles >──< articles_tags >── tags): fields, sort, limit/offset/page, single,
// status, meta, q, item reads, value formats and error envelopes (contract §3, §6.1, §6.6).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { fieldRow } from '../../server/db/system-fields.js';
import { articleBody, DEMO_ARTICLES } from '../../server/demo/demo-content.js';
import type { Actor } from '../../server/http/actor.js';
import { bumpSchemaVersion } from '../../server/services/schema/index.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Item = Record<string, unknown>;

// Test only: the caller is picked by a header until these tests sign in for real.
const ACTORS: Record<string, Actor> = {
  admin: { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false },
  editor: { userId: 7, roleId: 3, admin: false, public: false, enforce2fa: false },
};

function testActors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const actor = ACTORS[String(request.headers['x-test-actor'])];
    if (actor) request.actor = actor;
  });
}

const ARTICLE_COLUMNS = [
  'id',
  'status',
  'title',
  'slug',
  'published_on',
  'body',
  'view_count',
  'author',
  'cover_image',
  'created_by',
  'created_on',
  'modified_on',
];

for (const target of databaseMatrix()) {
  describe(`items read on ${target.label}`, () => {
    let server: TestServer;

    const get = (path: string, actor: string | null = 'admin') =>
      fetchJson<Json>(`${server.baseUrl}/test${path}`, {
        headers: actor ? { 'x-test-actor': actor } : {},
      });
    const ok = async (path: string): Promise<Json> => {
      const response = await get(path);
      assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
      return response.body;
    };
    const list = async (path: string) => (await ok(path)).data as Item[];
    const ids = async (path: string) => (await list(path)).map((item) => item.id);
    const fails = async (path: string, status: number, code: number, actor?: string | null) => {
      const response = await get(path, actor === undefined ? 'admin' : actor);
      assert.equal(response.status, status, `${path}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.error?.code, code, path);
      assert.equal(typeof response.body.error?.message, 'string');
      assert.equal(response.body.data, undefined);
      return response.body;
    };
    const setting = async (key: string, value: string | null) => {
      const db = await server.projectDb();
      await db('directus_settings').where({ key }).update({ value });
    };

    before(async () => {
      server = await startTestServer({
        database: target,
        demoContent: true,
        configure: testActors,
      });
      const db = await server.projectDb();
      // A table of every value format (contract §6.6), written the same on every database.
      await db.schema.createTable('value_formats', (t) => {
        t.increments('id');
        t.integer('int_col').nullable();
        t.bigInteger('big_col').nullable();
        t.decimal('dec_col', 10, 2).nullable();
        t.double('float_col').nullable();
        t.boolean('bool_col').nullable();
        t.text('json_col').nullable();
        t.string('csv_col', 100).nullable();
        t.date('date_col').nullable();
        t.datetime('dt_col', { useTz: false }).nullable();
        t.time('time_col').nullable();
        t.datetime('created_col', { useTz: false }).nullable();
        t.string('str_col', 50).nullable();
        t.integer('unmanaged_int').nullable();
        t.boolean('unmanaged_bool').nullable();
      });
      const typed: [string, string][] = [
        ['bool_col', 'boolean'],
        ['json_col', 'json'],
        ['csv_col', 'array'],
        ['date_col', 'date'],
        ['dt_col', 'datetime'],
        ['time_col', 'time'],
        ['created_col', 'datetime_created'],
        ['str_col', 'string'],
        ['int_col', 'integer'],
        ['big_col', 'integer'],
        ['dec_col', 'decimal'],
        ['float_col', 'decimal'],
      ];
      await db('directus_fields').insert(
        typed.map(([field, type]) =>
          fieldRow({ collection: 'value_formats', field, type, interface: 'text-input' }),
        ),
      );
      const yes = target.kind === 'postgres' ? true : 1;
      const no = target.kind === 'postgres' ? false : 0;
      await db('value_formats').insert({
        int_col: 42,
        big_col: '9007199254740991',
        dec_col: '12.50',
        float_col: 1.5,
        bool_col: yes,
        json_col: '{"a":[1,2],"b":null}',
        csv_col: 'a,b,c',
        date_col: '2024-02-29',
        dt_col: '2024-02-29 13:45:10',
        time_col: '08:05:00',
        created_col: '2024-02-29 13:45:10',
        str_col: `it's "quoted"`,
        unmanaged_int: -7,
        unmanaged_bool: no,
      });
      await db('value_formats').insert({ csv_col: '', str_col: '' });
      // Translations of articles: an O2M of type `translation` whose rows have a `lang` field.
      await db.schema.createTable('article_translations', (t) => {
        t.increments('id');
        t.integer('article').notNullable();
        t.string('language', 8).notNullable();
        t.string('headline', 200);
      });
      await db('article_translations').insert([
        { article: 1, language: 'fr', headline: "À la poursuite de l'heure bleue" },
        { article: 1, language: 'de', headline: 'Auf der Jagd nach der blauen Stunde' },
        { article: 2, language: 'fr', headline: 'Une semaine de cuisine' },
      ]);
      await db('directus_fields').insert([
        fieldRow({
          collection: 'article_translations',
          field: 'language',
          type: 'lang',
          interface: 'language',
        }),
        fieldRow({
          collection: 'articles',
          field: 'translations',
          type: 'translation',
          interface: 'translation',
        }),
      ]);
      await db('directus_relations').insert({
        collection_many: 'article_translations',
        field_many: 'article',
        collection_one: 'articles',
        field_one: 'translations',
        junction_field: null,
      });
      await bumpSchemaVersion(db);
    });
    after(() => server.close());

    describe('default shape', () => {
      it('lists every non-deleted item with its columns and raw keys, in key order', async () => {
        const items = await list('/items/articles');
        assert.deepEqual(
          items.map((item) => item.id),
          [1, 2, 3, 4, 5, 6, 7],
        );
        for (const item of items) assert.deepEqual(Object.keys(item), ARTICLE_COLUMNS);
      });

      it('formats values identically on every database', async () => {
        const [two] = await list('/items/articles?filter[id][eq]=2');
        assert.deepEqual(two, {
          id: 2,
          status: 'published',
          title: 'A Week of Cooking from the Saturday Market',
          slug: 'a-week-of-cooking-from-the-saturday-market',
          published_on: '2025-02-08 10:00:00',
          body: articleBody(DEMO_ARTICLES[1]),
          view_count: 2675,
          author: 2,
          cover_image: null,
          created_by: 1,
          created_on: '2025-02-08T10:00:00+00:00',
          modified_on: '2025-02-08T10:00:00+00:00',
        });
        const [draft] = await list(
          '/items/articles?filter[id][eq]=6&fields=published_on,created_on',
        );
        assert.deepEqual(draft, { published_on: null, created_on: '2025-04-20T16:00:00+00:00' });
      });

      it('casts every value format (numbers, booleans, json, csv arrays, dates)', async () => {
        const items = await list('/items/value_formats');
        assert.deepEqual(items, [
          {
            id: 1,
            int_col: 42,
            big_col: 9007199254740991,
            dec_col: 12.5,
            float_col: 1.5,
            bool_col: true,
            json_col: { a: [1, 2], b: null },
            csv_col: ['a', 'b', 'c'],
            date_col: '2024-02-29',
            dt_col: '2024-02-29 13:45:10',
            time_col: '08:05:00',
            created_col: '2024-02-29T13:45:10+00:00',
            str_col: `it's "quoted"`,
            unmanaged_int: -7,
            unmanaged_bool: false,
          },
          {
            id: 2,
            int_col: null,
            big_col: null,
            dec_col: null,
            float_col: null,
            bool_col: null,
            json_col: null,
            csv_col: [],
            date_col: null,
            dt_col: null,
            time_col: null,
            created_col: null,
            str_col: '',
            unmanaged_int: null,
            unmanaged_bool: null,
          },
        ]);
      });

      it('casts system collection values reached through relations', async () => {
        const item = (await ok('/items/articles/1?fields=cover_image.tags,cover_image.metadata'))
          .data as Item;
        assert.deepEqual(item, {
          cover_image: { tags: ['norway', 'landscape', 'blue hour'], metadata: null },
        });
        const user = (
          await ok('/items/articles/1?fields=cover_image.uploaded_by.email_notifications')
        ).data as Item;
        assert.deepEqual(user, { cover_image: { uploaded_by: { email_notifications: true } } });
      });
    });

    describe('fields', () => {
      it('selects fields as CSV, as fields[] and as fields[0]', async () => {
        for (const query of [
          'fields=id,title',
          'fields[]=id&fields[]=title',
          'fields[0]=id&fields[1]=title',
        ]) {
          const items = await list(`/items/articles?${query}&limit=1`);
          assert.deepEqual(
            items,
            [{ id: 1, title: 'Chasing the Blue Hour in Northern Norway' }],
            query,
          );
        }
      });

      it('expands * to every column without relations, and removes -field', async () => {
        const [star] = await list('/items/articles?fields=*&limit=1');
        assert.deepEqual(Object.keys(star).sort(), [...ARTICLE_COLUMNS].sort());
        assert.equal(star.author, 1);
        const [mixed] = await list('/items/articles?fields=*,author.name&limit=1');
        assert.deepEqual(Object.keys(mixed), ARTICLE_COLUMNS, 'named relations keep their place');
        assert.deepEqual(mixed.author, { name: 'Maya Lindqvist' });
        const [named] = await list('/items/articles?fields=title,id&limit=1');
        assert.deepEqual(Object.keys(named), ['title', 'id']);
        const [minus] = await list('/items/articles?fields=*,-body,-slug&limit=1');
        assert.deepEqual(
          Object.keys(minus).sort(),
          ARTICLE_COLUMNS.filter((name) => name !== 'body' && name !== 'slug').sort(),
        );
      });

      it('expands every relation one level with *.*, and junction rows two levels with *.*.*', async () => {
        const one = (await ok('/items/articles/1?fields=*.*')).data as Item;
        assert.equal((one.author as Item).name, 'Maya Lindqvist');
        assert.equal((one.author as Item).avatar, 4, 'second-level keys stay raw');
        assert.equal((one.cover_image as Item).filename_download, 'fjord-blue-hour.jpg');
        assert.deepEqual(
          (one.tags as Item[]).map((row) => row.tag),
          [1, 3],
          'junction rows with raw keys',
        );
        const two = (await ok('/items/articles/1?fields=*.*.*')).data as Item;
        assert.deepEqual(
          (two.tags as Item[]).map((row) => (row.tag as Item).name),
          ['Travel', 'Photography'],
        );
        assert.deepEqual(
          ((two.author as Item).articles as Item[]).map((article) => article.id),
          [1, 3, 6],
        );
      });

      it('expands named relations at any depth, M2O, O2M and M2M', async () => {
        const items = await list(
          '/items/articles?fields=id,author.name,author.articles.title,tags.tag.name&limit=2',
        );
        assert.deepEqual(items[1], {
          id: 2,
          author: {
            name: 'Tomás Okafor',
            articles: [
              { title: 'A Week of Cooking from the Saturday Market' },
              { title: 'Sourdough at Altitude: What Changes Above 1,500 m' },
            ],
          },
          tags: [{ tag: { name: 'Food' } }],
        });
      });

      it('gives the related keys of an O2M named without sub-fields', async () => {
        const authors = await list('/items/authors?fields=id,articles');
        assert.deepEqual(authors, [
          { id: 1, articles: [1, 3, 6] },
          { id: 2, articles: [2, 5] },
          { id: 3, articles: [4, 7] },
        ]);
      });

      it('leaves soft-deleted related items out (O2M) or null (M2O)', async () => {
        const priya = (await ok('/items/authors/3?fields=articles.id')).data as Item;
        assert.deepEqual(priya.articles, [{ id: 4 }, { id: 7 }]);
        const design = await list('/items/articles_tags?filter[tag][eq]=5&fields=id,article.title');
        assert.deepEqual(
          design.map((row) => row.article),
          [{ title: 'The Quiet Craft of Hand-Drawn Maps' }, null],
        );
      });

      it('answers an unknown field with E202/422', async () => {
        const body = await fails('/items/articles?fields=id,nope', 422, 202);
        assert.equal(body.error?.message, 'Invalid field "nope" in "articles"');
        await fails('/items/articles?fields=author.nope', 422, 202);
        await fails('/items/articles?fields=id,"title"', 422, 202);
      });
    });

    describe('sort', () => {
      it('sorts descending, by several fields, with the key as tie-breaker', async () => {
        // Ties go by the key in the last term's direction (one direction lets an index serve).
        assert.deepEqual(await ids('/items/articles?sort=-view_count'), [3, 1, 2, 4, 5, 7, 6]);
        assert.deepEqual(
          await ids('/items/articles?sort=author,-view_count'),
          [3, 1, 6, 2, 5, 4, 7],
        );
        assert.deepEqual(
          await ids('/items/articles?sort[]=-author&sort[]=id'),
          [4, 7, 2, 5, 1, 3, 6],
        );
      });

      it('puts NULLs last by default, first ascending when sort_null_last is off', async () => {
        assert.deepEqual(await ids('/items/articles?sort=published_on'), [1, 2, 3, 4, 5, 6, 7]);
        assert.deepEqual(await ids('/items/articles?sort=-published_on'), [5, 4, 3, 2, 1, 7, 6]);
        await setting('sort_null_last', '0');
        try {
          assert.deepEqual(await ids('/items/articles?sort=published_on'), [6, 7, 1, 2, 3, 4, 5]);
          assert.deepEqual(await ids('/items/articles?sort=-published_on'), [5, 4, 3, 2, 1, 7, 6]);
        } finally {
          await setting('sort_null_last', '1');
        }
      });

      it('sorts randomly with ?', async () => {
        const items = await ids('/items/articles?sort=?');
        assert.deepEqual([...items].sort(), [1, 2, 3, 4, 5, 6, 7]);
      });

      it('refuses alias fields (E12/422) and unknown fields (E202/422)', async () => {
        await fails('/items/articles?sort=tags', 422, 12);
        await fails('/items/articles?sort=-nope', 422, 202);
        await fails('/items/articles?sort=title;drop', 422, 202);
      });
    });

    describe('limit, offset, page, single', () => {
      it('pages with limit and offset, or limit and page; offset wins over page', async () => {
        assert.deepEqual(await ids('/items/articles?limit=2'), [1, 2]);
        assert.deepEqual(await ids('/items/articles?limit=2&offset=2'), [3, 4]);
        assert.deepEqual(await ids('/items/articles?limit=2&page=2'), [3, 4]);
        assert.deepEqual(await ids('/items/articles?limit=2&page=3&offset=1'), [2, 3]);
        assert.deepEqual(await ids('/items/articles?page=2'), [1, 2, 3, 4, 5, 6, 7]);
      });

      it('reads everything with -1 and nothing with 0', async () => {
        assert.equal((await ids('/items/articles?limit=-1&offset=3')).length, 7);
        assert.deepEqual(await list('/items/articles?limit=0'), []);
      });

      it('defaults to the default_limit setting, then to 20', async () => {
        await setting('default_limit', '3');
        try {
          assert.deepEqual(await ids('/items/articles'), [1, 2, 3]);
          await setting('default_limit', '');
          assert.equal((await ids('/items/articles')).length, 7);
        } finally {
          await setting('default_limit', '200');
        }
      });

      it('refuses malformed limit, offset and page with E4/422', async () => {
        for (const query of [
          'limit=abc',
          'limit=1.5',
          'limit=-2',
          'limit[]=1',
          'offset=-1',
          'offset=x',
          'page=-1',
        ]) {
          await fails(`/items/articles?${query}`, 422, 4);
        }
      });

      it('returns one object with single, E203 when nothing matches', async () => {
        const body = await ok('/items/articles?single=1&sort=-view_count&fields=id');
        assert.deepEqual(body.data, { id: 3 });
        const object = await ok('/items/articles?single=true&meta=*&fields=id');
        assert.deepEqual(object.meta, { collection: 'articles', type: 'item' });
        await fails('/items/articles?single=1&filter[title][eq]=zzz', 404, 203);
      });
    });

    describe('status', () => {
      it('reads non-soft-deleted statuses by default, any with *, a CSV or a list', async () => {
        assert.deepEqual(await ids('/items/articles?fields=id'), [1, 2, 3, 4, 5, 6, 7]);
        assert.deepEqual(await ids('/items/articles?status=*'), [1, 2, 3, 4, 5, 6, 7, 8]);
        assert.deepEqual(await ids('/items/articles?status=draft'), [6, 7]);
        assert.deepEqual(await ids('/items/articles?status=draft,deleted'), [6, 7, 8]);
        assert.deepEqual(await ids('/items/articles?status[]=deleted'), [8]);
      });

      it('ignores status on collections without a status field', async () => {
        assert.deepEqual(await ids('/items/authors?status=nope'), [1, 2, 3]);
      });
    });

    describe('meta', () => {
      it('answers each key on its own', async () => {
        const query = '/items/articles?filter[author][eq]=1&limit=2';
        assert.deepEqual((await ok(`${query}&meta=collection`)).meta, { collection: 'articles' });
        assert.deepEqual((await ok(`${query}&meta=type`)).meta, { type: 'collection' });
        assert.deepEqual((await ok(`${query}&meta=result_count`)).meta, { result_count: 2 });
        assert.deepEqual((await ok(`${query}&meta=total_count`)).meta, { total_count: 7 });
        assert.deepEqual((await ok(`${query}&meta=filter_count`)).meta, { filter_count: 3 });
        assert.deepEqual((await ok(`${query}&meta=status`)).meta, {
          status_count: { published: 5, draft: 2, deleted: 1 },
        });
        assert.deepEqual((await ok('/items/articles?meta=filter_count&status=*')).meta, {
          filter_count: 7,
        });
        assert.deepEqual((await ok('/items/articles?meta=status_count')).meta, {});
      });

      it('answers everything with *, and counts q as a filter', async () => {
        const meta = (await ok('/items/articles?q=lindqvist&meta=*')).meta as Item;
        assert.deepEqual(
          { ...meta, links: undefined },
          {
            collection: 'articles',
            type: 'collection',
            result_count: 3,
            total_count: 7,
            filter_count: 3,
            status_count: { published: 5, draft: 2, deleted: 1 },
            limit: 200,
            offset: 0,
            page: 1,
            page_count: 1,
            links: undefined,
          },
        );
      });

      it('paginates with links rebuilt from the query string', async () => {
        const body = await ok('/items/articles?limit=2&page=2&meta=page&fields=id');
        assert.deepEqual(
          (body.data as Item[]).map((item) => item.id),
          [3, 4],
        );
        const meta = body.meta as Item;
        assert.equal(meta.limit, 2);
        assert.equal(meta.offset, 2);
        assert.equal(meta.page, 2);
        assert.equal(meta.page_count, 4);
        const links = meta.links as Record<string, string | null>;
        const self = `${server.baseUrl}/test/items/articles`;
        assert.equal(links.self, self);
        const param = (url: string | null, name: string) =>
          url ? new URL(url).searchParams.get(name) : undefined;
        assert.ok(links.current?.startsWith(`${self}?`));
        assert.equal(param(links.current, 'page'), '2');
        assert.equal(param(links.current, 'fields'), 'id');
        assert.deepEqual([param(links.next, 'offset'), param(links.next, 'page')], ['4', '3']);
        assert.deepEqual(
          [param(links.previous, 'offset'), param(links.previous, 'page')],
          ['0', '1'],
        );
        assert.deepEqual([param(links.first, 'offset'), param(links.first, 'page')], ['0', '1']);
        assert.deepEqual([param(links.last, 'offset'), param(links.last, 'page')], ['6', '4']);
        const lastPage = (await ok('/items/articles?limit=2&page=4&meta=page')).meta as Item;
        assert.equal((lastPage.links as Item).next, null);
        const onePage = (await ok('/items/articles?meta=page')).meta as Item;
        assert.deepEqual(
          [onePage.page_count, (onePage.links as Item).next, (onePage.links as Item).first],
          [1, null, null],
        );
      });
    });

    describe('q', () => {
      it('searches string and numeric columns', async () => {
        assert.deepEqual(await ids('/items/articles?q=blue'), [1]);
        assert.deepEqual(await ids('/items/articles?q=4182'), [1]);
        assert.deepEqual(await ids('/items/articles?q=BLUE%20HOUR'), [1]);
      });

      it('searches the related item of an M2O and the related rows of an O2M', async () => {
        assert.deepEqual(await ids('/items/articles?q=lindqvist'), [1, 3, 6]);
        assert.deepEqual(await ids('/items/authors?q=sourdough'), [2]);
      });

      it('matches wildcard characters literally, and ANDs with filters', async () => {
        assert.deepEqual(await ids('/items/articles?q=%25'), []);
        assert.deepEqual(await ids('/items/articles?q=_'), []);
        assert.deepEqual(await ids('/items/articles?q=lindqvist&filter[status][eq]=draft'), [6]);
        assert.deepEqual(await ids('/items/articles?search=blue'), [1]);
      });
    });

    describe('groups and lang', () => {
      it('reads one row (the lowest key) per group', async () => {
        assert.deepEqual(await ids('/items/articles?groups=author&fields=id,author'), [1, 2, 4]);
        assert.deepEqual(
          await ids('/items/articles?groups=author,status&status=*'),
          [1, 2, 4, 6, 7, 8],
        );
        const body = await ok(
          '/items/articles?groups=author&filter[view_count][lt]=3000&meta=filter_count',
        );
        assert.deepEqual(
          (body.data as Item[]).map((item) => item.id),
          [2, 4, 6],
        );
        assert.deepEqual(body.meta, { filter_count: 3 });
        await fails('/items/articles?groups=nope', 422, 202);
      });

      it('filters translation rows by language', async () => {
        const all = await list('/items/articles?fields=id,translations.language&limit=2');
        assert.deepEqual(all, [
          { id: 1, translations: [{ language: 'fr' }, { language: 'de' }] },
          { id: 2, translations: [{ language: 'fr' }] },
        ]);
        const french = await list(
          '/items/articles?fields=id,translations.headline&limit=2&lang=fr',
        );
        assert.deepEqual(french, [
          { id: 1, translations: [{ headline: "À la poursuite de l'heure bleue" }] },
          { id: 2, translations: [{ headline: 'Une semaine de cuisine' }] },
        ]);
        const german = (await ok('/items/articles/2?fields=translations.headline&lang=de,it')).data;
        assert.deepEqual(german, { translations: [] });
        const any = (await ok('/items/articles/1?fields=translations.id&lang=*')).data as Item;
        assert.equal((any.translations as Item[]).length, 2);
      });
    });

    describe('item reads', () => {
      it('reads one item as an object, a CSV of keys as an array', async () => {
        const one = await ok('/items/articles/3?fields=id,title');
        assert.deepEqual(one.data, { id: 3, title: 'How to Pack for a Three-Day Hut Trek' });
        assert.deepEqual(
          (await list('/items/articles/3,1,99?fields=id')).map((item) => item.id),
          [1, 3],
        );
        assert.deepEqual(await list('/items/articles/98,99'), []);
      });

      it('ignores filter, status and limit on item reads; meta has collection and type only', async () => {
        const body = await ok(
          '/items/articles/1?filter[id][eq]=2&status=draft&limit=0&meta=*&fields=id',
        );
        assert.deepEqual(body.data, { id: 1 });
        assert.deepEqual(body.meta, { collection: 'articles', type: 'item' });
        const many = await ok('/items/articles/1,2?meta=result_count&fields=id');
        assert.deepEqual(many.meta, { result_count: 2 });
      });

      it('answers missing, soft-deleted and impossible keys with E203/404', async () => {
        await fails('/items/articles/99', 404, 203);
        await fails('/items/articles/8', 404, 203);
        await fails('/items/articles/abc', 404, 203);
        await fails("/items/articles/1'%20OR%20'1'='1", 404, 203);
        // Beyond what the integer key column can hold: no row, never a database error.
        await fails('/items/articles/99999999999999999999', 404, 203);
        await fails('/items/articles/1.5', 404, 203);
      });
    });

    describe('errors', () => {
      it('refuses system collections (E201/401) and unknown ones (E200/404)', async () => {
        await fails('/items/directus_users', 401, 201);
        await fails('/items/directus_users/1', 401, 201);
        const body = await fails('/items/nope', 404, 200);
        assert.equal(body.error?.message, 'Unable to find collection: nope');
      });

      it('refuses callers whose role has no read permission', async () => {
        const publicBody = await fails('/items/articles', 401, 3, null);
        assert.equal(publicBody.error?.message, 'Unauthorized request');
        await fails('/items/articles', 403, 300, 'editor');
        await fails('/items/articles/1', 404, 203, 'editor');
        await fails('/items/articles/1,2', 403, 300, 'editor');
      });

      it('answers a bad filter container with E4/422', async () => {
        // A number no integer column holds matches nothing instead (v8-app-compat.test.ts).
        await fails('/items/articles?filter=abc', 422, 4);
        await fails('/items/articles?filter[]=abc', 422, 4);
        await fails('/items/articles?q[]=x', 422, 4);
      });
    });
  });
}
