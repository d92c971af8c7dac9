import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  junctionCollectionName,
  junctionKeyFieldNames,
  uniqueName,
} from '../../src/screens/settings/field-wizard/junction-names.ts';
import {
  backFieldCandidates,
  initialRelationDraft,
  keyColumnFor,
  relatableCollections,
  relatedKeyColumn,
  relationProblem,
  withRelated,
} from '../../src/screens/settings/field-wizard/relation-draft.ts';
import { collections, relations } from './relation-fixtures.ts';

describe('junction names (spec 3 §5)', () => {
  test('{this}_{related} through the identifier rule, made unique when taken', () => {
    assert.equal(junctionCollectionName('articles', 'tags', []), 'articles_tags');
    assert.equal(junctionCollectionName('articles', 'tags', ['articles_tags']), 'articles_tags_2');
    assert.equal(
      junctionCollectionName('articles', 'tags', ['articles_tags', 'articles_tags_2']),
      'articles_tags_3',
    );
    assert.equal(junctionCollectionName('Blog Posts', 'Tags--x', []), 'blog_posts_tags_x');
    assert.equal(
      junctionCollectionName('articles', 'directus_files', []),
      'articles_directus_files',
    );
  });

  test('stays within the 63-character identifier limit', () => {
    const long = 'a'.repeat(40);
    const name = junctionCollectionName(long, long, []);
    assert.equal(name.length, 63);
    const next = junctionCollectionName(long, long, [name]);
    assert.equal(next.length, 63);
    assert.ok(next.endsWith('_2'));
    assert.equal(uniqueName('x', new Set(['x', 'x_2'])), 'x_3');
  });

  test('key fields {this}_id and {related}_id, apart for a collection related to itself', () => {
    assert.deepEqual(junctionKeyFieldNames('articles', 'tags'), {
      thisKey: 'articles_id',
      relatedKey: 'tags_id',
    });
    assert.deepEqual(junctionKeyFieldNames('people', 'people'), {
      thisKey: 'people_id',
      relatedKey: 'related_people_id',
    });
  });
});

describe('relation pickers and key columns', () => {
  test('pickers offer managed collections but the four system ones of spec 3 §5', () => {
    const names = relatableCollections(collections).map((c) => c.collection);
    assert.ok(names.includes('directus_files'));
    assert.ok(names.includes('articles'));
    for (const excluded of [
      'directus_collections',
      'directus_activity',
      'directus_fields',
      'directus_relations',
      'legacy',
    ]) {
      assert.ok(!names.includes(excluded), excluded);
    }
    assert.deepEqual(names, [...names].sort());
  });

  test('a key column follows the related primary key: INT(10) unsigned, or the same VARCHAR', () => {
    assert.deepEqual(keyColumnFor(collections.authors), {
      type: 'integer',
      datatype: 'INT',
      length: 10,
      signed: false,
    });
    assert.deepEqual(keyColumnFor(collections.tags), {
      type: 'string',
      datatype: 'VARCHAR',
      length: 40,
      signed: false,
    });
    assert.equal(keyColumnFor(undefined), null);
  });

  test('relatedKeyColumn tells the wizard the many-to-one column', () => {
    const draft = withRelated(
      initialRelationDraft('m2o', 'articles', '', [], 'many-to-one'),
      'tags',
      collections,
    );
    assert.deepEqual(relatedKeyColumn(draft, collections), draft.keyColumn);
    assert.equal(draft.keyColumn?.datatype, 'VARCHAR');
    assert.equal(draft.keyColumn?.length, 40);
    const o2m = withRelated(
      initialRelationDraft('o2m', 'articles', '', [], 'one-to-many'),
      'notes',
      collections,
    );
    assert.equal(relatedKeyColumn(o2m, collections), null);
  });

  test('back-field candidates: fitting columns not claimed by another relation', () => {
    const names = backFieldCandidates('articles', 'notes', collections, relations).map(
      (f) => f.field,
    );
    // article: a row pointing here without an alias (completed); about: points at authors.
    assert.deepEqual(names, ['article']);
    // tags has a string key: integer columns do not fit.
    assert.deepEqual(
      backFieldCandidates('tags', 'notes', collections, relations).map((f) => f.field),
      ['text'],
    );
  });
});

describe('initialRelationDraft', () => {
  test('a new field starts blank; files and user-roles fix the related collection', () => {
    const blank = initialRelationDraft('m2m', 'articles', 'gallery', relations, 'many-to-many');
    assert.equal(blank.related, '');
    assert.equal(blank.relatedFixed, false);
    assert.deepEqual(blank.existing, []);
    assert.equal(relationProblem(blank), 'related_missing');

    const files = initialRelationDraft(
      'm2m',
      'articles',
      'gallery',
      relations,
      'files',
      collections,
    );
    assert.equal(files.related, 'directus_files');
    assert.equal(files.relatedFixed, true);
    assert.equal(files.junction, 'articles_directus_files');
    assert.equal(files.junctionThisField, 'articles_id');
    assert.equal(files.junctionRelatedField, 'directus_files_id');
    assert.equal(relationProblem(files), null);

    const roles = initialRelationDraft('m2o', 'articles', 'role', [], 'user-roles');
    assert.equal(roles.related, 'directus_roles');
  });

  test('an existing many-to-one reads its row', () => {
    const draft = initialRelationDraft(
      'm2o',
      'articles',
      'author',
      relations,
      'many-to-one',
      collections,
    );
    assert.equal(draft.related, 'authors');
    assert.equal(draft.reverseField, 'articles');
    assert.equal(draft.existing.length, 1);
    assert.equal(draft.createReverse, false);
    assert.equal(relationProblem(draft), null);
  });

  test('an existing one-to-many and many-to-many read theirs', () => {
    const o2m = initialRelationDraft('o2m', 'authors', 'articles', relations, 'one-to-many');
    assert.equal(o2m.related, 'articles');
    assert.equal(o2m.backField, 'author');
    const m2m = initialRelationDraft('m2m', 'articles', 'tags', relations, 'many-to-many');
    assert.deepEqual(
      m2m.existing.map((r) => r.id),
      [4, 5],
    );
    assert.equal(m2m.related, 'tags');
    assert.equal(m2m.junction, 'articles_tags');
    assert.equal(m2m.junctionThisField, 'articles_id');
    assert.equal(m2m.junctionRelatedField, 'tags_id');
    assert.equal(m2m.reverseField, '');
  });
});

describe('relationProblem', () => {
  const pick = (kind: 'm2o' | 'o2m' | 'm2m', related: string, collection = 'articles') =>
    withRelated(initialRelationDraft(kind, collection, '', [], 'x'), related, collections);

  test('many-to-one: a related collection with a key; the alias name when one is added', () => {
    const draft = pick('m2o', 'authors');
    assert.equal(relationProblem(draft), null);
    // The proposed alias name is unique on authors (it already has "articles").
    assert.equal(draft.reverseField, 'articles_2');
    assert.equal(relationProblem({ ...draft, createReverse: true }), null);
    assert.equal(
      relationProblem({ ...draft, createReverse: true, reverseField: 'name' }),
      'name_taken',
    );
    assert.equal(
      relationProblem({ ...draft, createReverse: true, reverseField: '9x' }),
      'name_invalid',
    );
    assert.equal(
      relationProblem({ ...draft, createReverse: true, reverseField: '' }),
      'reverse_missing',
    );
    assert.equal(relationProblem({ ...draft, keyColumn: null }), 'related_without_key');
  });

  test('a collection related to itself may not repeat the new field as the alias', () => {
    const draft = { ...pick('m2o', 'articles'), createReverse: true, reverseField: 'parent' };
    assert.equal(relationProblem(draft), null);
    assert.equal(relationProblem(draft, 'parent'), 'name_taken');
  });

  test('one-to-many: an existing back field or a new unique one', () => {
    const draft = pick('o2m', 'notes');
    assert.equal(relationProblem(draft), 'back_field_missing');
    assert.equal(relationProblem({ ...draft, backField: 'article' }), null);
    assert.equal(
      relationProblem({ ...draft, createBackField: true, backField: 'text' }),
      'name_taken',
    );
    assert.equal(
      relationProblem({ ...draft, createBackField: true, backField: 'article_ref' }),
      null,
    );
  });

  test('many-to-many: a unique junction name and two different key fields', () => {
    const draft = pick('m2m', 'tags');
    assert.equal(draft.junction, 'articles_tags');
    assert.equal(relationProblem(draft), null);
    assert.equal(relationProblem({ ...draft, junction: 'articles' }), 'name_taken');
    assert.equal(relationProblem({ ...draft, junction: '' }), 'junction_missing');
    assert.equal(
      relationProblem({ ...draft, junctionRelatedField: 'articles_id' }),
      'junction_fields_same',
    );
    const existing = { ...draft, junctionSource: 'existing' as const, junction: 'notes' };
    assert.equal(
      relationProblem({ ...existing, junctionThisField: '', junctionRelatedField: '' }),
      'junction_fields_missing',
    );
    assert.equal(
      relationProblem({ ...existing, junctionThisField: 'article', junctionRelatedField: 'about' }),
      null,
    );
  });

  test('a taken junction name is proposed with a suffix', () => {
    const taken = {
      ...collections,
      articles_tags: { ...collections.tags, collection: 'articles_tags' },
    };
    const draft = withRelated(initialRelationDraft('m2m', 'articles', '', [], 'x'), 'tags', taken);
    assert.equal(draft.junction, 'articles_tags_2');
    assert.equal(relationProblem(draft), null);
  });

  test('an existing relation only checks the alias it would add', () => {
    const draft = initialRelationDraft(
      'm2m',
      'articles',
      'tags',
      relations,
      'many-to-many',
      collections,
    );
    assert.equal(relationProblem(draft), null);
    assert.equal(
      relationProblem({ ...draft, createReverse: true, reverseField: 'label' }),
      'name_taken',
    );
    assert.equal(
      relationProblem({ ...draft, createReverse: true, reverseField: 'articles' }),
      null,
    );
  });
});
