import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.ts';
import {
  draftChanges,
  draftOf,
  translationProblem,
} from '../../src/screens/settings/collection/collection-draft.ts';
import {
  duplicateFieldDefinition,
  duplicateProblem,
  mayDuplicateField,
} from '../../src/screens/settings/collection/duplicate-field.ts';
import {
  moveItem,
  sortedFields,
  sortPayload,
} from '../../src/screens/settings/collection/field-order.ts';
import {
  collectionNameOf,
  collectionNameProblem,
} from '../../src/screens/settings/collections/collection-name.ts';
import {
  DEFAULT_FIELDS_ON,
  newCollectionFields,
  optionalFieldDefinition,
  primaryKeyDefinition,
} from '../../src/screens/settings/collections/default-fields.ts';

// The pure rules behind Settings › Collections: a new collection's default fields (spec 3 §3, §9),
// its name (§5), the collection form's staged changes, field order and duplication (§4, §5).

const field = (name: string, changes: Partial<FieldInfo> = {}): FieldInfo => ({
  id: 1,
  collection: 'posts',
  field: name,
  type: 'string',
  interface: 'text-input',
  ...changes,
});

const collection = (changes: Partial<CollectionInfo> = {}): CollectionInfo => ({
  collection: 'posts',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {},
  ...changes,
});

describe('default fields of a new collection', () => {
  test('status, owner and created on are on at first; sort and the modified pair are off', () => {
    assert.deepEqual(DEFAULT_FIELDS_ON, {
      status: true,
      sort: false,
      owner: true,
      created_on: true,
      modified_by: false,
      modified_on: false,
    });
  });

  test('the auto-increment id: INT 15, unsigned on MySQL, read-only primary-key interface', () => {
    const mysql = primaryKeyDefinition('auto_increment', 'mysql');
    assert.equal(mysql.type, 'integer');
    assert.equal(mysql.datatype, 'INT');
    assert.equal(mysql.length, 15);
    assert.equal(mysql.interface, 'primary-key');
    assert.equal(mysql.primary_key, true);
    assert.equal(mysql.auto_increment, true);
    assert.equal(mysql.signed, false);
    // Integer display widths and signedness exist on MySQL only.
    const postgres = primaryKeyDefinition('auto_increment', 'postgres');
    assert.equal('length' in postgres, false);
    assert.equal('signed' in postgres, false);
    assert.equal(postgres.auto_increment, true);
  });

  test('a string key is a typed VARCHAR 255, required, with a text input', () => {
    const key = primaryKeyDefinition('string', 'sqlite');
    assert.deepEqual(
      [key.type, key.datatype, key.length, key.interface, key.primary_key, key.auto_increment],
      ['string', 'VARCHAR', 255, 'text-input', true, false],
    );
    assert.equal(key.required, true);
  });

  test('status: VARCHAR 20, default draft, the status interface with published/draft/deleted', () => {
    const status = optionalFieldDefinition('status');
    assert.equal(status.type, 'status');
    assert.equal(status.datatype, 'VARCHAR');
    assert.equal(status.length, 20);
    assert.equal(status.default_value, 'draft');
    assert.equal(status.interface, 'status');
    const mapping = status.options?.status_mapping as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(mapping), ['published', 'draft', 'deleted']);
    assert.equal(mapping.published?.published, true);
    assert.equal(mapping.published?.required_fields, true);
    assert.equal(mapping.draft?.browse_subdued, true);
    assert.equal(mapping.deleted?.soft_delete, true);
    // Each definition has its own copy: editing one collection's mapping touches no other.
    assert.notEqual(optionalFieldDefinition('status').options, status.options);
  });

  test('the stamps: owner, created on, modified by/on with their types, INT/DATETIME, read-only', () => {
    const rows = (['sort', 'owner', 'created_on', 'modified_by', 'modified_on'] as const).map(
      (name) => {
        const definition = optionalFieldDefinition(name);
        return [definition.field, definition.type, definition.datatype, definition.interface];
      },
    );
    assert.deepEqual(rows, [
      ['sort', 'sort', 'INT', 'sort'],
      ['owner', 'owner', 'INT', 'owner'],
      ['created_on', 'datetime_created', 'DATETIME', 'datetime-created'],
      ['modified_by', 'user_updated', 'INT', 'user-updated'],
      ['modified_on', 'datetime_updated', 'DATETIME', 'datetime-updated'],
    ]);
    for (const name of ['owner', 'created_on', 'modified_by', 'modified_on'] as const) {
      assert.equal(optionalFieldDefinition(name).readonly, true, name);
    }
  });

  test('the create call lists the key first, then the chosen fields, sorted 1…n', () => {
    const fields = newCollectionFields(
      'auto_increment',
      { ...DEFAULT_FIELDS_ON, sort: true, owner: false },
      'mysql',
    );
    assert.deepEqual(
      fields.map((each) => [each.field, each.sort]),
      [
        ['id', 1],
        ['status', 2],
        ['sort', 3],
        ['created_on', 4],
      ],
    );
  });
});

describe('a new collection name', () => {
  test('typed text is slugged: lower case, underscores, no accents or punctuation', () => {
    assert.equal(collectionNameOf('  Blog Posts! '), 'blog_posts');
    assert.equal(collectionNameOf('Café-Menü'), 'cafe_menu');
  });

  test('refused when empty, reserved, too long, not an identifier or already taken', () => {
    const existing = ['articles', 'legacy_table'];
    assert.deepEqual(collectionNameProblem('', existing), { kind: 'empty' });
    assert.deepEqual(collectionNameProblem('directus_things', existing), {
      kind: 'reserved',
      prefix: 'directus_',
    });
    assert.deepEqual(collectionNameProblem('x'.repeat(64), existing), {
      kind: 'too_long',
      max: 63,
    });
    assert.deepEqual(collectionNameProblem('2fa', existing), { kind: 'invalid' });
    assert.deepEqual(collectionNameProblem('legacy_table', existing), { kind: 'exists' });
    assert.equal(collectionNameProblem('x'.repeat(63), existing), null);
    assert.equal(collectionNameProblem('blog_posts', existing), null);
  });
});

describe('the collection form', () => {
  test('sends only what changed; an emptied note is null; half-typed translations are kept out', () => {
    const saved = collection({
      note: 'Posts',
      translation: [{ locale: 'de-DE', translation: 'Beiträge' }],
    });
    const draft = draftOf(saved);
    assert.deepEqual(draftChanges(saved, draft), {});
    assert.deepEqual(draftChanges(saved, { ...draft, note: '  ', hidden: true, icon: 'star' }), {
      note: null,
      hidden: true,
      icon: 'star',
    });
    assert.deepEqual(
      draftChanges(saved, {
        ...draft,
        translations: [...draft.translations, { locale: 'fr-FR', translation: ' Articles ' }],
      }),
      {
        translation: [
          { locale: 'de-DE', translation: 'Beiträge' },
          { locale: 'fr-FR', translation: 'Articles' },
        ],
      },
    );
    assert.deepEqual(draftChanges(saved, { ...draft, translations: [] }), { translation: null });
    // A row added but left empty is no change.
    assert.deepEqual(
      draftChanges(saved, {
        ...draft,
        translations: [...draft.translations, { locale: '', translation: '' }],
      }),
      {},
    );
  });

  test('a name without its language, or a language twice, is a problem', () => {
    assert.equal(translationProblem([{ locale: '', translation: 'Posts' }]), 'locale_missing');
    assert.equal(
      translationProblem([
        { locale: 'de-DE', translation: 'a' },
        { locale: 'de-DE', translation: 'b' },
      ]),
      'duplicate',
    );
    assert.equal(translationProblem([{ locale: '', translation: ' ' }]), null);
  });

  test('reads translations stored as a JSON string', () => {
    const draft = draftOf(
      collection({ translation: '[{"locale":"it-IT","translation":"Articoli"}]' }),
    );
    assert.deepEqual(draft.translations, [{ locale: 'it-IT', translation: 'Articoli' }]);
  });
});

describe('field order', () => {
  test('by sort, fields without one last in the order given', () => {
    const list = sortedFields([
      field('c', { sort: null }),
      field('b', { sort: 2 }),
      field('a', { sort: 1 }),
      field('d'),
    ]);
    assert.deepEqual(
      list.map((each) => each.field),
      ['a', 'b', 'c', 'd'],
    );
  });

  test('a move and the sort values it saves', () => {
    const list = ['id', 'title', 'body', 'status'].map((name) => field(name));
    const moved = moveItem(list, 3, 1);
    assert.deepEqual(sortPayload(moved), [
      { field: 'id', sort: 1 },
      { field: 'status', sort: 2 },
      { field: 'title', sort: 3 },
      { field: 'body', sort: 4 },
    ]);
    assert.deepEqual(moveItem([1, 2, 3], 0, 2), [2, 3, 1]);
    assert.deepEqual(moveItem([1, 2, 3], 5, 0), [1, 2, 3]);
  });
});

describe('duplicating a field', () => {
  test('not offered for the key, relational and sort fields', () => {
    assert.equal(mayDuplicateField(field('title')), true);
    assert.equal(
      mayDuplicateField(field('id', { primary_key: true, interface: 'primary-key' })),
      false,
    );
    assert.equal(
      mayDuplicateField(field('author', { type: 'm2o', interface: 'many-to-one' })),
      false,
    );
    assert.equal(
      mayDuplicateField(field('tags', { type: 'm2m', interface: 'many-to-many' })),
      false,
    );
    assert.equal(
      mayDuplicateField(field('comments', { type: 'o2m', interface: 'one-to-many' })),
      false,
    );
    assert.equal(mayDuplicateField(field('sort', { type: 'sort', interface: 'sort' })), false);
    assert.equal(
      mayDuplicateField(field('position', { type: 'integer', interface: 'sort' })),
      false,
    );
  });

  test('the copy keeps type, column, interface and options, and goes last', () => {
    const source = field('title', {
      id: 9,
      collection: 'posts',
      datatype: 'VARCHAR',
      length: 120,
      options: { placeholder: 'Title' },
      required: true,
      note: 'Shown on top',
      sort: 2,
      group: 4,
    });
    const copy = duplicateFieldDefinition(source, 'subtitle', 6, false);
    assert.equal(copy.field, 'subtitle');
    assert.equal(copy.sort, 7);
    assert.deepEqual(
      [copy.type, copy.datatype, copy.length, copy.interface, copy.required, copy.note],
      ['string', 'VARCHAR', 120, 'text-input', true, 'Shown on top'],
    );
    assert.deepEqual(copy.options, { placeholder: 'Title' });
    assert.notEqual(copy.options, source.options);
    assert.equal('id' in copy, false);
    assert.equal('collection' in copy, false);
    assert.equal('group' in copy, false, 'a group means nothing in another collection');
    assert.equal(duplicateFieldDefinition(source, 'subtitle', 6, true).group, 4);
  });

  test('the name must be given and free in the target, and a once-per-collection type too', () => {
    const title = field('title');
    const target = [field('id'), field('Title'), field('status', { type: 'status' })];
    assert.equal(duplicateProblem(title, '', target), 'empty');
    assert.equal(duplicateProblem(title, 'title', target), 'exists');
    assert.equal(duplicateProblem(title, 'title_copy', target), null);
    const status = field('status', { type: 'status', interface: 'status' });
    assert.equal(duplicateProblem(status, 'status_copy', target), 'once_per_collection');
    assert.equal(duplicateProblem(status, 'status', [field('id')]), null);
  });
});
