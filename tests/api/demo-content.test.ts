// The demo seed on every database: collections registered for the admin, relations, items, and
// real image files whose size and checksum match their rows.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { DEMO_ARTICLES, DEMO_AUTHORS, DEMO_TAGS } from '../../server/demo/demo-content.js';
import { DEMO_IMAGES } from '../../server/demo/demo-images.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

for (const target of databaseMatrix()) {
  describe(`demo content on ${target.label}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({
        database: target,
        projectKey: 'demo',
        projectName: 'Demo project',
        demoContent: true,
      });
    });
    after(() => server.close());

    it('registers its collections for the admin', async () => {
      const db = await server.projectDb();
      const rows = await db('directus_collections')
        .select('collection', 'hidden')
        .orderBy('collection');
      assert.deepEqual(
        rows.map((row) => [row.collection, Boolean(row.hidden)]),
        [
          ['articles', false],
          ['articles_tags', true],
          ['authors', false],
          ['tags', false],
        ],
      );
      assert.deepEqual(server.demoContent?.collections.sort(), [
        'articles',
        'articles_tags',
        'authors',
        'tags',
      ]);
    });

    it('describes every field with an interface, including relational and alias fields', async () => {
      const db = await server.projectDb();
      const fields = await db('directus_fields')
        .select('collection', 'field', 'type', 'interface', 'options')
        .whereIn('collection', ['articles', 'authors', 'tags', 'articles_tags']);
      const field = (collection: string, name: string) =>
        fields.find((row) => row.collection === collection && row.field === name);
      const expected: [string, string, string, string][] = [
        ['articles', 'status', 'status', 'status'],
        ['articles', 'title', 'string', 'text-input'],
        ['articles', 'slug', 'slug', 'slug'],
        ['articles', 'body', 'string', 'wysiwyg'],
        ['articles', 'published_on', 'datetime', 'datetime'],
        ['articles', 'author', 'm2o', 'many-to-one'],
        ['articles', 'cover_image', 'file', 'file'],
        ['articles', 'tags', 'o2m', 'many-to-many'],
        ['authors', 'bio', 'string', 'markdown'],
        ['authors', 'avatar', 'file', 'file'],
        ['authors', 'articles', 'o2m', 'one-to-many'],
        ['tags', 'color', 'string', 'color'],
      ];
      for (const [collection, name, type, ui] of expected) {
        assert.equal(field(collection, name)?.type, type, `${collection}.${name} type`);
        assert.equal(field(collection, name)?.interface, ui, `${collection}.${name} interface`);
      }
      const mapping = JSON.parse(field('articles', 'status')?.options).status_mapping;
      assert.deepEqual(Object.keys(mapping), ['published', 'draft', 'deleted']);
      assert.equal(mapping.deleted.soft_delete, true);
    });

    it('records the relations, the M2M as two junction rows', async () => {
      const db = await server.projectDb();
      const relations = await db('directus_relations')
        .select('collection_many', 'field_many', 'collection_one', 'field_one', 'junction_field')
        .whereIn('collection_many', ['articles', 'authors', 'articles_tags']);
      const key = (r: Record<string, unknown>) =>
        `${r.collection_many}.${r.field_many}→${r.collection_one}.${r.field_one ?? ''}|${r.junction_field ?? ''}`;
      assert.deepEqual(relations.map(key).sort(), [
        'articles.author→authors.articles|',
        'articles.cover_image→directus_files.|',
        'articles_tags.article→articles.tags|tag',
        'articles_tags.tag→tags.articles|article',
        'authors.avatar→directus_files.|',
      ]);
    });

    it('inserts related items that join up', async () => {
      const db = await server.projectDb();
      const count = async (table: string) => Number((await db(table).count({ n: '*' }))[0]?.n);
      assert.equal(await count('authors'), DEMO_AUTHORS.length);
      assert.equal(await count('tags'), DEMO_TAGS.length);
      assert.equal(await count('articles'), DEMO_ARTICLES.length);
      assert.equal(
        await count('articles_tags'),
        DEMO_ARTICLES.reduce((sum, article) => sum + article.tags.length, 0),
      );
      const statuses: { status: string; n: number | string }[] = await db('articles')
        .select('status')
        .count({ n: '*' })
        .groupBy('status');
      const byStatus = Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]));
      assert.ok(byStatus.published >= 3 && byStatus.draft >= 1 && byStatus.deleted >= 1);

      const dates = await db('articles')
        .whereNotNull('published_on')
        .orderBy('published_on')
        .pluck('published_on');
      assert.equal(dates[0], '2024-06-01 09:00:00', 'datetimes read back as UTC strings');

      const hutTrek = await db('articles')
        .join('authors', 'authors.id', 'articles.author')
        .where('articles.slug', 'how-to-pack-for-a-three-day-hut-trek')
        .first('articles.id', 'articles.body', 'articles.cover_image', 'authors.name');
      assert.equal(hutTrek?.name, 'Maya Lindqvist');
      assert.match(String(hutTrek?.body), /^<p>Huts change everything/);
      assert.ok(hutTrek?.cover_image);
      const tags = await db('articles_tags')
        .join('tags', 'tags.id', 'articles_tags.tag')
        .where('articles_tags.article', hutTrek?.id)
        .pluck('tags.name');
      assert.deepEqual(tags.sort(), ['Guides', 'Outdoors']);
    });

    it('stores real images whose rows match the files on disk', async () => {
      const db = await server.projectDb();
      const files = await db('directus_files').select();
      assert.equal(files.length, DEMO_IMAGES.length);
      assert.equal(server.demoContent?.files, DEMO_IMAGES.length);
      const storage = path.join(server.dataDir, 'uploads', 'demo', 'originals');
      for (const file of files) {
        assert.match(file.private_hash, /^[a-z0-9]{16}$/);
        assert.match(file.filename_disk, /^[0-9a-f-]{36}\.(jpg|png)$/);
        const bytes = await readFile(path.join(storage, file.filename_disk));
        assert.equal(bytes.length, Number(file.filesize), file.filename_download);
        assert.equal(createHash('md5').update(bytes).digest('hex'), file.checksum);
        const meta = await sharp(bytes).metadata();
        assert.equal(meta.width, Number(file.width));
        assert.equal(meta.height, Number(file.height));
        assert.equal(`image/${meta.format}`, file.type);
        assert.equal(Number(file.uploaded_by), 1);
      }
      const avatars = await db('authors').whereNotNull('avatar').count({ n: '*' });
      assert.equal(Number(avatars[0]?.n), 2);
    });

    it('is visible through the API as the project "demo"', async () => {
      const response = await fetchJson<{ data: { api: { project_name: string } } }>(
        `${server.baseUrl}/demo/`,
        { headers: { accept: 'application/json' } },
      );
      assert.equal(response.status, 200);
      assert.equal(response.body.data.api.project_name, 'Demo project');
    });
  });
}
