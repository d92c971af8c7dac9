import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDefinition } from '../../src/api/schema-admin.ts';
import {
  initialRelationDraft,
  type RelationDraft,
  withRelated,
} from '../../src/screens/settings/field-wizard/relation-draft.ts';
import {
  fieldWithKeyColumn,
  planRelationalSave,
} from '../../src/screens/settings/field-wizard/relation-plan.ts';
import { collections, relations } from './relation-fixtures.ts';

const m2oField: FieldDefinition = {
  field: 'writer',
  type: 'm2o',
  interface: 'many-to-one',
  datatype: 'INT',
  length: 10,
};
const aliasField = (name: string, iface: string): FieldDefinition => ({
  field: name,
  type: 'o2m',
  interface: iface,
});

function plan(draft: RelationDraft, field: FieldDefinition, isNew = true) {
  return planRelationalSave({
    collection: draft.collection,
    field,
    draft,
    isNew,
    collections,
    relations,
    junctionNote: 'note',
  });
}

const pick = (kind: 'm2o' | 'o2m' | 'm2m', related: string, collection = 'articles') =>
  withRelated(initialRelationDraft(kind, collection, '', [], 'x'), related, collections);

describe('planRelationalSave', () => {
  test('many-to-one: the field, the alias there, one row naming it', () => {
    const draft = { ...pick('m2o', 'authors'), createReverse: true, reverseField: 'written' };
    assert.deepEqual(plan(draft, m2oField), [
      { kind: 'create-field', collection: 'articles', field: m2oField },
      {
        kind: 'create-field',
        collection: 'authors',
        field: { field: 'written', type: 'o2m', interface: 'one-to-many' },
      },
      {
        kind: 'save-relation',
        relation: {
          collection_many: 'articles',
          field_many: 'writer',
          collection_one: 'authors',
          field_one: 'written',
          junction_field: null,
        },
      },
    ]);
  });

  test('many-to-one to a string key: the column becomes that VARCHAR', () => {
    const steps = plan(pick('m2o', 'tags'), m2oField);
    assert.deepEqual(steps[0], {
      kind: 'create-field',
      collection: 'articles',
      field: { ...m2oField, datatype: 'VARCHAR', length: 40, signed: false },
    });
    assert.equal(steps.length, 2);
    // A fitting integer column is sent as the wizard made it.
    assert.equal(
      fieldWithKeyColumn({ ...m2oField, datatype: 'BIGINT' }, pick('m2o', 'authors').keyColumn)
        .datatype,
      'BIGINT',
    );
  });

  test('no alias on a system collection', () => {
    const draft = { ...pick('m2o', 'directus_files'), createReverse: true, reverseField: 'x' };
    assert.deepEqual(
      plan(draft, m2oField).map((s) => s.kind),
      ['create-field', 'save-relation'],
    );
  });

  test('one-to-many over an existing foreign key with a row: the row is completed by id', () => {
    const draft = { ...pick('o2m', 'notes'), backField: 'article' };
    const field = aliasField('notes', 'one-to-many');
    assert.deepEqual(plan(draft, field), [
      { kind: 'create-field', collection: 'articles', field },
      {
        kind: 'save-relation',
        relation: {
          id: 2,
          collection_many: 'notes',
          field_many: 'article',
          collection_one: 'articles',
          field_one: 'notes',
          junction_field: null,
        },
      },
    ]);
  });

  test('one-to-many creating the foreign key there', () => {
    const draft = { ...pick('o2m', 'notes'), createBackField: true, backField: 'article_ref' };
    const steps = plan(draft, aliasField('notes', 'one-to-many'));
    assert.deepEqual(steps[1], {
      kind: 'create-field',
      collection: 'notes',
      field: {
        field: 'article_ref',
        type: 'm2o',
        datatype: 'INT',
        length: 10,
        signed: false,
        interface: 'many-to-one',
      },
    });
    assert.deepEqual(steps[2], {
      kind: 'save-relation',
      relation: {
        collection_many: 'notes',
        field_many: 'article_ref',
        collection_one: 'articles',
        field_one: 'notes',
        junction_field: null,
      },
    });
  });

  test('many-to-many with a generated junction: hidden collection, id, two keys, two rows', () => {
    const draft = { ...pick('m2m', 'tags'), createReverse: true, reverseField: 'articles' };
    const field = aliasField('labels', 'many-to-many');
    const steps = plan(draft, field);
    assert.deepEqual(steps[0], {
      kind: 'create-collection',
      collection: {
        collection: 'articles_tags',
        hidden: true,
        note: 'note',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            length: 10,
            signed: false,
            primary_key: true,
            auto_increment: true,
            interface: 'primary-key',
            hidden_detail: true,
            hidden_browse: true,
          },
          {
            field: 'articles_id',
            type: 'integer',
            datatype: 'INT',
            length: 10,
            signed: false,
            interface: 'numeric',
          },
          {
            field: 'tags_id',
            type: 'string',
            datatype: 'VARCHAR',
            length: 40,
            signed: false,
            interface: 'text-input',
          },
        ],
      },
    });
    assert.deepEqual(steps.slice(1), [
      { kind: 'create-field', collection: 'articles', field },
      {
        kind: 'create-field',
        collection: 'tags',
        field: { field: 'articles', type: 'o2m', interface: 'many-to-many' },
      },
      {
        kind: 'save-relation',
        relation: {
          collection_many: 'articles_tags',
          field_many: 'articles_id',
          collection_one: 'articles',
          field_one: 'labels',
          junction_field: 'tags_id',
        },
      },
      {
        kind: 'save-relation',
        relation: {
          collection_many: 'articles_tags',
          field_many: 'tags_id',
          collection_one: 'tags',
          field_one: 'articles',
          junction_field: 'articles_id',
        },
      },
    ]);
  });

  test('an existing field with its relation: update the field, add only the missing alias', () => {
    const m2m = initialRelationDraft(
      'm2m',
      'articles',
      'tags',
      relations,
      'many-to-many',
      collections,
    );
    const field = aliasField('tags', 'many-to-many');
    assert.deepEqual(
      plan(m2m, field, false).map((s) => s.kind),
      ['update-field'],
    );
    const withAlias = plan({ ...m2m, createReverse: true, reverseField: 'articles' }, field, false);
    assert.deepEqual(withAlias.slice(1), [
      {
        kind: 'create-field',
        collection: 'tags',
        field: { field: 'articles', type: 'o2m', interface: 'many-to-many' },
      },
      { kind: 'save-relation', relation: { ...relations[4], field_one: 'articles' } },
    ]);
    // The many-to-one that already has its alias: the field only.
    const m2o = initialRelationDraft(
      'm2o',
      'articles',
      'author',
      relations,
      'many-to-one',
      collections,
    );
    assert.deepEqual(
      plan(m2o, { ...m2oField, field: 'author' }, false).map((s) => s.kind),
      ['update-field'],
    );
  });
});

describe('planRelationalSave with an existing junction', () => {
  test('rows already there for its keys are updated by id, not repeated', () => {
    const draft: RelationDraft = {
      ...pick('m2m', 'tags'),
      junctionSource: 'existing',
      junction: 'articles_tags',
      junctionThisField: 'articles_id',
      junctionRelatedField: 'tags_id',
    };
    const steps = plan(draft, aliasField('labels', 'many-to-many'));
    assert.deepEqual(
      steps.map((s) => s.kind),
      ['create-field', 'save-relation', 'save-relation'],
    );
    const ids = steps.flatMap((s) => (s.kind === 'save-relation' ? [s.relation.id] : []));
    assert.deepEqual(ids, [4, 5]);
  });
});
