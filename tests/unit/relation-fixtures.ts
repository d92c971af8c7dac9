// A small schema for the relation draft and plan tests: articles and authors with integer keys,
// tags with a VARCHAR(40) key, directus_files, and a few system collections pickers must skip.
import type { CollectionInfo, FieldInfo, Relation } from '../../src/api/types.ts';

function field(collection: string, name: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  return {
    id: 1,
    collection,
    field: name,
    type: 'string',
    interface: 'text-input',
    datatype: 'VARCHAR',
    length: 255,
    primary_key: false,
    ...extra,
  };
}

function collection(name: string, fields: FieldInfo[], extra: Partial<CollectionInfo> = {}) {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: Object.fromEntries(fields.map((f) => [f.field, f])),
    ...extra,
  } satisfies CollectionInfo;
}

const intKey = (c: string) =>
  field(c, 'id', {
    type: 'integer',
    datatype: 'INT',
    length: 15,
    primary_key: true,
    auto_increment: true,
    signed: true,
  });

export const collections: Record<string, CollectionInfo> = {
  articles: collection('articles', [
    intKey('articles'),
    field('articles', 'title'),
    field('articles', 'author', { type: 'm2o', datatype: 'INT', length: 10 }),
    field('articles', 'editor', { type: 'integer', datatype: 'INT', length: 10 }),
  ]),
  authors: collection('authors', [
    intKey('authors'),
    field('authors', 'name'),
    field('authors', 'articles', { type: 'o2m', datatype: null, length: null }),
  ]),
  tags: collection('tags', [
    field('tags', 'slug', { primary_key: true, datatype: 'VARCHAR', length: 40 }),
    field('tags', 'label'),
  ]),
  notes: collection('notes', [
    intKey('notes'),
    field('notes', 'article', { type: 'integer', datatype: 'INT', length: 10 }),
    field('notes', 'about', { type: 'integer', datatype: 'INT', length: 10 }),
    field('notes', 'text'),
  ]),
  articles_authors: collection('articles_authors', [intKey('articles_authors')]),
  directus_files: collection('directus_files', [intKey('directus_files')]),
  directus_fields: collection('directus_fields', [intKey('directus_fields')]),
  directus_relations: collection('directus_relations', [intKey('directus_relations')]),
  directus_activity: collection('directus_activity', [intKey('directus_activity')]),
  directus_collections: collection('directus_collections', [
    field('directus_collections', 'collection', { primary_key: true, length: 64 }),
  ]),
  legacy: collection('legacy', [intKey('legacy')], { managed: false }),
};

export const relations: Relation[] = [
  {
    id: 1,
    collection_many: 'articles',
    field_many: 'author',
    collection_one: 'authors',
    field_one: 'articles',
    junction_field: null,
  },
  // notes.article points at articles without an alias: a one-to-many completes it.
  {
    id: 2,
    collection_many: 'notes',
    field_many: 'article',
    collection_one: 'articles',
    field_one: null,
    junction_field: null,
  },
  // notes.about points at authors: not a candidate for articles.
  {
    id: 3,
    collection_many: 'notes',
    field_many: 'about',
    collection_one: 'authors',
    field_one: null,
    junction_field: null,
  },
  {
    id: 4,
    collection_many: 'articles_tags',
    field_many: 'articles_id',
    collection_one: 'articles',
    field_one: 'tags',
    junction_field: 'tags_id',
  },
  {
    id: 5,
    collection_many: 'articles_tags',
    field_many: 'tags_id',
    collection_one: 'tags',
    field_one: null,
    junction_field: 'articles_id',
  },
];
