// The item form's checks and conversions that issue 13 §4 found wrong, as pure rules: defaults cast
// by type, required fields checked before sending, the server's messages placed by field, unique
// values of a copy, and the fields a revision really changed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RevisionSummary } from '../../../src/api/revisions.js';
import type { CollectionInfo, FieldInfo } from '../../../src/api/types.js';
import { copyCandidates, isUniqueField, uniqueCopy } from '../../../src/form/copy-unique.js';
import { fieldProblems } from '../../../src/form/field-problems.js';
import { defaultValues } from '../../../src/form/field-rules.js';
import { missingRequiredFields } from '../../../src/form/required-fields.js';
import { valuesLooselyEqual } from '../../../src/form/values-equal.js';
import { changedFields, valuesBefore } from '../../../src/screens/item/info/revision-changes.js';

function field(name: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  return {
    id: null,
    collection: 'articles',
    field: name,
    type: 'string',
    interface: 'text-input',
    ...extra,
  };
}

function collection(fields: FieldInfo[], extra: Partial<CollectionInfo> = {}): CollectionInfo {
  return {
    collection: 'articles',
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: Object.fromEntries(fields.map((one) => [one.field, one])),
    ...extra,
  };
}

describe('defaults of a new item', () => {
  it('are cast by the field type: numbers, booleans, JSON', () => {
    const fields = collection([
      field('views', { type: 'integer', interface: 'numeric', default_value: '0' }),
      field('price', { type: 'decimal', interface: 'numeric', default_value: '9.50' }),
      field('featured', { type: 'boolean', interface: 'toggle', default_value: '0' }),
      field('pinned', { type: 'boolean', interface: 'toggle', default_value: '1' }),
      field('meta', { type: 'json', interface: 'json', default_value: '{"a":1}' }),
      field('status', { type: 'status', interface: 'status', default_value: 'draft' }),
      field('odd', { type: 'integer', interface: 'numeric', default_value: 'nextval()' }),
    ]).fields;
    assert.deepEqual(defaultValues(fields), {
      views: 0,
      price: 9.5,
      featured: false,
      pinned: true,
      meta: { a: 1 },
      status: 'draft',
      odd: 'nextval()',
    });
  });
});

describe('required fields before a save', () => {
  const articles = collection([
    field('id', { type: 'integer', primary_key: true, auto_increment: true, required: true }),
    field('title', { required: true, sort: 1 }),
    field('tags', { type: 'array', interface: 'tags', required: true, sort: 2 }),
    field('summary', { required: true, readonly: true, sort: 3 }),
    field('secret', { required: true, sort: 4 }),
    field('hidden', { required: true, hidden_detail: true }),
    field('created_on', { type: 'datetime_created', required: true }),
    field('body'),
  ]);
  const context = { canWrite: true, readBlacklist: ['secret'] };

  it('names the empty ones the user sees and may write, in form order', () => {
    const missing = missingRequiredFields(
      articles,
      { title: '  ', tags: [], summary: null },
      context,
    );
    assert.deepEqual(
      missing.map((one) => one.field),
      ['title', 'tags'],
    );
  });

  it('passes filled values', () => {
    assert.deepEqual(missingRequiredFields(articles, { title: 'A', tags: ['x'] }, context), []);
  });

  it('follows the status mapping: only statuses flagged required_fields need them', () => {
    const withStatus = collection([
      field('status', {
        type: 'status',
        interface: 'status',
        options: {
          status_mapping: {
            published: { name: 'Published', required_fields: true },
            draft: { name: 'Draft', required_fields: false },
          },
        },
      }),
      field('title', { required: true }),
    ]);
    const canWrite = { canWrite: true };
    assert.deepEqual(missingRequiredFields(withStatus, { status: 'draft' }, canWrite), []);
    assert.deepEqual(
      missingRequiredFields(withStatus, { status: 'published' }, canWrite).map((one) => one.field),
      ['title'],
    );
  });
});

describe("the server's validation message, by field", () => {
  const names = ['title', 'slug', 'body', 'sub_title'];

  it('reads v8 `field: message` parts', () => {
    assert.deepEqual(
      fieldProblems('title: This value should not be blank. slug: This value is not valid.', names),
      { title: 'This value should not be blank.', slug: 'This value is not valid.' },
    );
  });

  it('reads a quoted field name, and leaves unknown names alone', () => {
    assert.deepEqual(fieldProblems('"title" is required', names), { title: '"title" is required' });
    assert.deepEqual(
      fieldProblems('Data is too large for "body": the maximum length is 10.', names),
      { body: 'Data is too large for "body": the maximum length is 10.' },
    );
    assert.deepEqual(fieldProblems('"author" is required', names), {});
    assert.deepEqual(fieldProblems('Invalid request', names), {});
  });
});

describe('save as copy', () => {
  const fields = collection([
    field('title'),
    field('slug', {
      interface: 'slug',
      unique: true,
      length: 20,
      options: { mirroredField: 'title' },
    }),
    field('code', { type: 'integer', unique: true }),
    field('handle', { interface: 'slug', options: { mirroredField: 'title' }, unique: false }),
    field('legacy_slug', { interface: 'slug' }),
    field('note', { unique: false }),
  ]).fields;

  it('tells unique fields by the flag, else by the slug interface', () => {
    assert.equal(isUniqueField(fields.slug), true);
    assert.equal(isUniqueField(fields.note), false);
    assert.equal(isUniqueField(fields.legacy_slug), true);
  });

  it('suffixes -copy, -copy-2, ... from the same base, within the column length', () => {
    assert.deepEqual(copyCandidates('tour').slice(0, 3), [
      'tour-copy',
      'tour-copy-2',
      'tour-copy-3',
    ]);
    assert.deepEqual(copyCandidates('tour-copy-2').slice(0, 2), ['tour-copy', 'tour-copy-2']);
    assert.equal(copyCandidates('a-very-long-slug-here', 20)[1], 'a-very-long-s-copy-2');
  });

  it('takes the first free value for taken ones, keeps free ones, empties others, says which', async () => {
    const held: Record<string, string[]> = {
      slug: ['tour', 'tour-copy'],
      code: ['7'],
      handle: ['tour'],
    };
    const asked: string[][] = [];
    const { payload, changes } = await uniqueCopy(
      {
        title: 'Tour',
        slug: 'tour',
        code: 7,
        handle: 'tour',
        legacy_slug: 'typed-anew',
        note: 'n',
      },
      fields,
      async (name, candidates) => {
        asked.push([name, ...candidates.slice(0, 3)]);
        return new Set(candidates.filter((one) => held[name]?.includes(one)));
      },
    );
    assert.deepEqual(payload, {
      title: 'Tour',
      slug: 'tour-copy-2',
      handle: 'tour-copy',
      legacy_slug: 'typed-anew',
      note: 'n',
    });
    assert.deepEqual(changes, [
      { field: 'slug', value: 'tour-copy-2' },
      { field: 'code', value: null },
      { field: 'handle', value: 'tour-copy' },
    ]);
    assert.deepEqual(asked, [
      ['slug', 'tour', 'tour-copy', 'tour-copy-2'],
      ['code', '7'],
      ['handle', 'tour', 'tour-copy', 'tour-copy-2'],
      ['legacy_slug', 'typed-anew', 'typed-anew-copy', 'typed-anew-copy-2'],
    ]);
  });
});

describe('what a revision changed', () => {
  const fields = collection([
    field('title'),
    field('views', { type: 'integer' }),
    field('featured', { type: 'boolean' }),
    field('modified_on', { type: 'datetime_updated' }),
  ]).fields;
  const revisions: RevisionSummary[] = [
    // a revert to revision 1: the server writes every column again
    { id: 3, activity: null, delta: { title: 'First', views: '0', featured: 0, modified_on: 'x' } },
    { id: 2, activity: null, delta: { title: 'Changed' } },
    { id: 1, activity: null, delta: { title: 'First', views: 0, featured: false } },
  ];

  it('lists only fields whose value differs from the one before, across types', () => {
    assert.deepEqual(changedFields(revisions[0], fields, { before: valuesBefore(revisions, 0) }), [
      'title',
    ]);
    assert.deepEqual(changedFields(revisions[1], fields, { before: valuesBefore(revisions, 1) }), [
      'title',
    ]);
    // the oldest one listed: nothing known before it
    assert.deepEqual(changedFields(revisions[2], fields, { before: valuesBefore(revisions, 2) }), [
      'title',
      'views',
      'featured',
    ]);
  });

  it('compares loosely: "1" and 1, 0 and false, JSON text and its value', () => {
    assert.equal(valuesLooselyEqual('1', 1), true);
    assert.equal(valuesLooselyEqual(0, false), true);
    assert.equal(valuesLooselyEqual('{"a":[1]}', { a: [1] }), true);
    assert.equal(valuesLooselyEqual('1', 2), false);
    assert.equal(valuesLooselyEqual(null, 0), false);
    assert.equal(valuesLooselyEqual('abc', 'abd'), false);
  });
});
