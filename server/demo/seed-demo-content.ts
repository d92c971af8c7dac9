// Sample content for the demo project: related collections registered the way the admin expects
// (directus_collections, directus_fields with interfaces, directus_relations), items, and real
// image files in the project's storage folder with their directus_files rows.
//
//   authors ──< articles >──< articles_tags >── tags
//      │            │
//   avatar      cover_image   (both → directus_files)
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { dialectOf } from '../db/dialect.js';
import { insertReturningId } from '../db/insert.js';
import { type FieldSeed, fieldRow } from '../db/system-fields.js';
import type { InstalledProject } from '../services/projects/create-project.js';
import { createFieldIndex } from '../services/schema-admin/field-indexes.js';
import { toSqlDateTime } from '../util/datetime.js';
import { randomLowerAlphanumeric } from '../util/random.js';
import { resolveInside } from '../util/safe-path.js';
import { articleBody, DEMO_ARTICLES, DEMO_AUTHORS, DEMO_TAGS } from './demo-content.js';
import { DEMO_IMAGES, type DemoImage, renderDemoImage } from './demo-images.js';

export const DEMO_COLLECTIONS = ['authors', 'articles', 'tags', 'articles_tags'] as const;

export interface DemoSeedSummary {
  collections: string[];
  items: Record<(typeof DEMO_COLLECTIONS)[number], number>;
  files: number;
}

async function createTables(db: Knex): Promise<void> {
  const datetime = (t: Knex.CreateTableBuilder, name: string) =>
    t.datetime(name, { useTz: false }).nullable();

  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.text('bio').nullable();
    t.integer('avatar').unsigned().nullable();
  });
  await db.schema.createTable('tags', (t) => {
    t.increments('id');
    t.string('name', 50).notNullable();
    t.string('color', 16).nullable();
    t.unique(['name'], { indexName: 'idx_tags_name' });
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('title', 200).notNullable();
    t.string('slug', 200).nullable();
    datetime(t, 'published_on');
    t.text('body').nullable();
    t.integer('view_count').unsigned().notNullable().defaultTo(0);
    t.integer('author').unsigned().nullable();
    t.integer('cover_image').unsigned().nullable();
    t.integer('created_by').unsigned().nullable();
    datetime(t, 'created_on');
    datetime(t, 'modified_on');
    t.unique(['slug'], { indexName: 'idx_articles_slug' });
    t.index(['author'], 'idx_articles_author');
  });
  await db.schema.createTable('articles_tags', (t) => {
    t.increments('id');
    t.integer('article').unsigned().notNullable();
    t.integer('tag').unsigned().notNullable();
    t.unique(['article', 'tag'], { indexName: 'idx_articles_tags_article_tag' });
  });
  // What the demo's listings sort by: articles newest first (list and timeline), authors by name.
  // Made the way a field's `indexed` makes them, so the field wizard shows them switched on.
  const dialect = dialectOf(db);
  await createFieldIndex(db, 'articles', 'published_on', dialect, true);
  await createFieldIndex(db, 'authors', 'name', dialect, false);
}

const articleStatuses = {
  published: {
    name: 'Published',
    text_color: 'white',
    background_color: 'accent',
    browse_subdued: false,
    browse_badge: true,
    soft_delete: false,
    published: true,
  },
  draft: {
    name: 'Draft',
    text_color: 'white',
    background_color: 'blue-grey-200',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: false,
    published: false,
  },
  deleted: {
    name: 'Deleted',
    text_color: 'white',
    background_color: 'red',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: true,
    published: false,
  },
};

const idField = (collection: string): FieldSeed => ({
  collection,
  field: 'id',
  type: 'integer',
  interface: 'primary-key',
  readonly: true,
  hidden_detail: true,
  hidden_browse: true,
});

const FIELDS: FieldSeed[] = [
  idField('authors'),
  {
    collection: 'authors',
    field: 'name',
    type: 'string',
    interface: 'text-input',
    required: true,
    options: { placeholder: 'Full name', iconRight: 'person' },
    sort: 1,
    width: 'half',
  },
  {
    collection: 'authors',
    field: 'avatar',
    type: 'file',
    interface: 'file',
    sort: 2,
    width: 'half',
  },
  {
    collection: 'authors',
    field: 'bio',
    type: 'string',
    interface: 'markdown',
    note: 'A few sentences, shown under every article.',
    sort: 3,
  },
  {
    collection: 'authors',
    field: 'articles',
    type: 'o2m',
    interface: 'one-to-many',
    options: { fields: 'title,status,published_on' },
    sort: 4,
  },

  idField('articles'),
  {
    collection: 'articles',
    field: 'status',
    type: 'status',
    interface: 'status',
    required: true,
    options: { status_mapping: articleStatuses },
    sort: 1,
  },
  {
    collection: 'articles',
    field: 'title',
    type: 'string',
    interface: 'text-input',
    required: true,
    options: { placeholder: 'A headline readers will remember' },
    sort: 2,
  },
  {
    collection: 'articles',
    field: 'slug',
    type: 'slug',
    interface: 'slug',
    options: { source: 'title', forceLowercase: true },
    sort: 3,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'published_on',
    type: 'datetime',
    interface: 'datetime',
    sort: 4,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'author',
    type: 'm2o',
    interface: 'many-to-one',
    options: { template: '{{name}}', visible_fields: 'name' },
    sort: 5,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'cover_image',
    type: 'file',
    interface: 'file',
    sort: 6,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'body',
    type: 'string',
    interface: 'wysiwyg',
    options: { toolbar: ['bold', 'italic', 'link', 'h2', 'blockquote', 'bullist'] },
    sort: 7,
  },
  {
    collection: 'articles',
    field: 'tags',
    type: 'o2m',
    interface: 'many-to-many',
    options: { fields: 'name', template: '{{tag.name}}' },
    sort: 8,
  },
  {
    collection: 'articles',
    field: 'view_count',
    type: 'integer',
    interface: 'numeric',
    readonly: true,
    sort: 9,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'created_by',
    type: 'owner',
    interface: 'owner',
    readonly: true,
    hidden_detail: true,
    sort: 10,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'created_on',
    type: 'datetime_created',
    interface: 'datetime-created',
    readonly: true,
    hidden_detail: true,
    sort: 11,
    width: 'half',
  },
  {
    collection: 'articles',
    field: 'modified_on',
    type: 'datetime_updated',
    interface: 'datetime-updated',
    readonly: true,
    hidden_detail: true,
    sort: 12,
    width: 'half',
  },

  idField('tags'),
  {
    collection: 'tags',
    field: 'name',
    type: 'string',
    interface: 'text-input',
    required: true,
    sort: 1,
    width: 'half',
  },
  {
    collection: 'tags',
    field: 'color',
    type: 'string',
    interface: 'color',
    sort: 2,
    width: 'half',
  },
  {
    collection: 'tags',
    field: 'articles',
    type: 'o2m',
    interface: 'many-to-many',
    options: { fields: 'title,status', template: '{{article.title}}' },
    sort: 3,
  },

  idField('articles_tags'),
  {
    collection: 'articles_tags',
    field: 'article',
    type: 'integer',
    interface: 'numeric',
    hidden_detail: true,
    sort: 1,
  },
  {
    collection: 'articles_tags',
    field: 'tag',
    type: 'integer',
    interface: 'numeric',
    hidden_detail: true,
    sort: 2,
  },
];

const RELATIONS = [
  // articles.author → authors; authors.articles is the other side (O2M).
  {
    collection_many: 'articles',
    field_many: 'author',
    collection_one: 'authors',
    field_one: 'articles',
    junction_field: null,
  },
  {
    collection_many: 'articles',
    field_many: 'cover_image',
    collection_one: 'directus_files',
    field_one: null,
    junction_field: null,
  },
  {
    collection_many: 'authors',
    field_many: 'avatar',
    collection_one: 'directus_files',
    field_one: null,
    junction_field: null,
  },
  // M2M articles ↔ tags through articles_tags: one row per side, each naming the other's key.
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
];

const COLLECTION_ROWS = [
  { collection: 'articles', icon: 'article', note: 'Stories published in the magazine' },
  { collection: 'authors', icon: 'person', note: 'People who write for the magazine' },
  { collection: 'tags', icon: 'local_offer', note: 'Topics used to group articles' },
  {
    collection: 'articles_tags',
    icon: 'import_export',
    note: 'Links articles and tags',
    hidden: true,
  },
].map((row) => ({
  managed: true,
  single: false,
  translation: null,
  hidden: false,
  ...row,
}));

async function storeImages(project: InstalledProject): Promise<Map<DemoImage['ref'], number>> {
  const folder = resolveInside(project.dataDir, project.config.storage.root);
  await mkdir(folder, { recursive: true });
  const ids = new Map<DemoImage['ref'], number>();
  for (const image of DEMO_IMAGES) {
    const bytes = await renderDemoImage(image);
    const extension = image.format === 'jpeg' ? 'jpg' : 'png';
    const filenameDisk = `${randomUUID()}.${extension}`;
    await writeFile(path.join(folder, filenameDisk), bytes, { mode: 0o644 });
    const id = await insertReturningId(project.db, 'directus_files', {
      storage: 'local',
      private_hash: randomLowerAlphanumeric(16),
      filename_disk: filenameDisk,
      filename_download: image.filename,
      title: image.title,
      type: `image/${image.format}`,
      uploaded_by: project.adminUserId,
      uploaded_on: toSqlDateTime(),
      charset: 'binary',
      filesize: bytes.length,
      width: image.width,
      height: image.height,
      duration: null,
      embed: null,
      folder: null,
      description: image.description,
      location: image.location,
      tags: image.tags.join(','),
      checksum: createHash('md5').update(bytes).digest('hex'),
      metadata: null,
    });
    ids.set(image.ref, id);
  }
  return ids;
}

export async function seedDemoContent(project: InstalledProject): Promise<DemoSeedSummary> {
  const { db } = project;
  await createTables(db);
  const files = await storeImages(project);
  const fileId = (ref: DemoImage['ref'] | null) => (ref ? (files.get(ref) ?? null) : null);

  await db.transaction(async (trx) => {
    await trx('directus_collections').insert(COLLECTION_ROWS);
    await trx('directus_fields').insert(FIELDS.map(fieldRow));
    await trx('directus_relations').insert(RELATIONS);

    const authorIds = new Map<string, number>();
    for (const author of DEMO_AUTHORS) {
      const id = await insertReturningId(trx, 'authors', {
        name: author.name,
        bio: author.bio,
        avatar: fileId(author.avatar),
      });
      authorIds.set(author.ref, id);
    }

    const tagIds = new Map<string, number>();
    for (const tag of DEMO_TAGS) {
      tagIds.set(tag.name, await insertReturningId(trx, 'tags', { ...tag }));
    }

    for (const article of DEMO_ARTICLES) {
      const created = article.publishedOn ?? '2025-04-20 16:00:00';
      const articleId = await insertReturningId(trx, 'articles', {
        status: article.status,
        title: article.title,
        slug: article.slug,
        published_on: article.publishedOn,
        body: articleBody(article),
        view_count: article.viewCount,
        author: authorIds.get(article.author) ?? null,
        cover_image: fileId(article.cover),
        created_by: project.adminUserId,
        created_on: created,
        modified_on: created,
      });
      for (const tag of article.tags) {
        await trx('articles_tags').insert({ article: articleId, tag: tagIds.get(tag) });
      }
    }
  });

  return {
    collections: [...DEMO_COLLECTIONS],
    items: {
      authors: DEMO_AUTHORS.length,
      articles: DEMO_ARTICLES.length,
      tags: DEMO_TAGS.length,
      articles_tags: DEMO_ARTICLES.reduce((sum, article) => sum + article.tags.length, 0),
    },
    files: files.size,
  };
}
