// The item form's field rules (spec 2 §5, §6): blacklists, hidden_detail, sort with nulls last,
// read-only rules, the half → half-right width rule, required markers, the field menu's states,
// the fallback for fields without an interface, and what "save as copy" sends.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { FieldInfo, Relation } from '../../src/api/types.js';
import { copyPayload } from '../../src/form/copy-payload.js';
import { isLongText } from '../../src/form/FallbackInput.js';
import { fieldMenuState } from '../../src/form/field-menu-state.js';
import {
  defaultValues,
  fieldWidths,
  formFields,
  isFieldReadonly,
} from '../../src/form/field-rules.js';
import { ItemForm } from '../../src/form/ItemForm.js';
import { field } from './fixtures/item-harness/article-field.js';
import { articleRelations } from './fixtures/item-harness/article-relations.js';
import { buttonNamed, click, mount } from './fixtures/item-harness/render.js';

const names = (fields: readonly FieldInfo[]) => fields.map((one) => one.field);

describe('form field rules', () => {
  it('hides read-blacklisted and hidden_detail fields', () => {
    const fields = {
      a: field('a', { sort: 1 }),
      secret: field('secret', { sort: 2 }),
      hidden: field('hidden', { sort: 3, hidden_detail: true }),
      hiddenOne: field('hiddenOne', { sort: 4, hidden_detail: 1 }),
      b: field('b', { sort: 5, hidden_detail: false }),
    };
    expect(names(formFields(fields, ['secret']))).to.deep.equal(['a', 'b']);
  });

  it('orders by sort with nulls last, keeping the original order among equals', () => {
    const fields = [
      field('none1', { sort: null }),
      field('three', { sort: 3 }),
      field('one', { sort: 1 }),
      field('none2'),
      field('two', { sort: '2' }),
    ];
    expect(names(formFields(fields))).to.deep.equal(['one', 'two', 'three', 'none1', 'none2']);
  });

  it('makes the second of two consecutive half-width fields half-right', () => {
    const widths = fieldWidths([
      field('a', { width: 'half' }),
      field('b', { width: 'half' }),
      field('c', { width: 'half' }),
      field('d', { width: 'full' }),
      field('e', { width: 'half' }),
      field('f', { width: 'half-left' }),
      field('g', { width: 'half' }),
      field('h', { width: 'fill' }),
      field('i'),
    ]);
    expect(widths).to.deep.equal([
      'half',
      'half-right',
      'half',
      'full',
      'half',
      'half-left',
      'half',
      'fill',
      'full',
    ]);
  });

  it('is read-only when marked (true, 1, "1"), write-blacklisted, unwritable or batch-blocked', () => {
    const writable = { canWrite: true };
    expect(isFieldReadonly(field('a'), writable)).to.equal(false);
    expect(isFieldReadonly(field('a', { readonly: true }), writable)).to.equal(true);
    expect(isFieldReadonly(field('a', { readonly: 1 }), writable)).to.equal(true);
    expect(isFieldReadonly(field('a', { readonly: '1' }), writable)).to.equal(true);
    expect(isFieldReadonly(field('a', { readonly: '0' }), writable)).to.equal(false);
    expect(isFieldReadonly(field('a'), { canWrite: true, writeBlacklist: ['a'] })).to.equal(true);
    expect(isFieldReadonly(field('a'), { canWrite: false })).to.equal(true);
    expect(isFieldReadonly(field('a'), { canWrite: true, batchBlocked: true })).to.equal(true);
  });

  it('finds the defaults of a new item (primary key and status mapping: tests/unit/collection-meta.test.ts)', () => {
    const fields = {
      key: field('key', { primary_key: true }),
      status: field('status', { default_value: 'draft' }),
      title: field('title'),
    };
    expect(defaultValues(fields)).to.deep.equal({ status: 'draft' });
  });

  it('starts a datetime with defaultToCurrentDatetime at the current moment, by its type', () => {
    const before = Date.now();
    const values = defaultValues({
      published: field('published', {
        type: 'datetime',
        interface: 'datetime',
        default_value: '2020-01-01 00:00:00',
        options: { defaultToCurrentDatetime: true },
      }),
      day: field('day', {
        type: 'date',
        interface: 'datetime',
        options: { defaultToCurrentDatetime: 1 },
      }),
      plain: field('plain', {
        type: 'datetime',
        interface: 'datetime',
        default_value: '2020-01-01 00:00:00',
      }),
    });
    const published = String(values.published);
    expect(published).to.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const moment = new Date(published.replace(' ', 'T')).getTime();
    expect(moment).to.be.within(before - 1000, Date.now() + 1000);
    expect(values.day).to.equal(published.slice(0, 10));
    expect(values.plain).to.equal('2020-01-01 00:00:00');
  });
});

describe('the field menu', () => {
  it('disables clear when null, reset when at the default, undo when unchanged', () => {
    expect(fieldMenuState(null, 'draft', false)).to.deep.equal({
      canClear: false,
      canReset: true,
      canUndo: false,
    });
    expect(fieldMenuState('draft', 'draft', true)).to.deep.equal({
      canClear: true,
      canReset: false,
      canUndo: true,
    });
    expect(fieldMenuState(null, undefined, false).canReset).to.equal(false);
  });

  it('shows the states in the rendered menu and applies the actions', async () => {
    const staged: [string, unknown][] = [];
    const undone: string[] = [];
    const fields = { title: field('title', { default_value: 'Untitled' }) };
    const mounted = await mount(
      createElement(ItemForm, {
        fields,
        values: { title: 'Untitled' },
        edits: {},
        canWrite: true,
        onStage: (name: string, value: unknown) => staged.push([name, value]),
        onUndo: (name: string) => undone.push(name),
      }),
    );
    const toggle = mounted.container.querySelector<HTMLButtonElement>('.cms-field-menu__toggle')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Options of Title');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const menu = mounted.container.querySelector('[role="menu"]')!;
    expect(buttonNamed(menu, 'Clear value')?.disabled).to.equal(false);
    expect(buttonNamed(menu, 'Reset to default')?.disabled).to.equal(true);
    expect(buttonNamed(menu, 'Undo changes')?.disabled).to.equal(true);
    await click(buttonNamed(menu, 'Clear value')!);
    expect(staged.at(-1)).to.deep.equal(['title', null]);

    await mounted.rerender(
      createElement(ItemForm, {
        fields,
        values: { title: 'Changed' },
        edits: { title: 'Changed' },
        canWrite: true,
        onStage: (name: string, value: unknown) => staged.push([name, value]),
        onUndo: (name: string) => undone.push(name),
      }),
    );
    await click(toggle);
    const again = mounted.container.querySelector('[role="menu"]')!;
    expect(buttonNamed(again, 'Reset to default')?.disabled).to.equal(false);
    expect(buttonNamed(again, 'Undo changes')?.disabled).to.equal(false);
    await click(buttonNamed(again, 'Reset to default')!);
    expect(staged.at(-1)).to.deep.equal(['title', 'Untitled']);
    await click(toggle);
    await click(buttonNamed(mounted.container.querySelector('[role="menu"]')!, 'Undo changes')!);
    expect(undone).to.deep.equal(['title']);
    mounted.unmount();
  });
});

describe('the rendered form', () => {
  it('lays fields out by the rules, labels inputs, marks required and read-only fields', async () => {
    const fields = {
      id: field('id', { type: 'integer', interface: 'primary-key', hidden_detail: true }),
      title: field('title', { sort: 1, required: true, width: 'half' }),
      slug: field('slug', { sort: 2, width: 'half', readonly: '1' }),
      secret: field('secret', { sort: 3 }),
      locked: field('locked', { sort: 4 }),
      legacy: field('legacy', { sort: null, interface: null }),
      custom: field('custom', { sort: 5, interface: 'not-installed' }),
      // A file field whose interface is not installed: its row is shown by name, read-only.
      cover: field('cover', { sort: 6, type: 'file', interface: 'file-picker-not-installed' }),
    };
    const mounted = await mount(
      createElement(ItemForm, {
        fields,
        values: {
          title: 'A <b>bold</b> title',
          legacy: 'old',
          cover: { id: 4, filename_download: 'photo.jpg', data: {} },
        },
        edits: {},
        canWrite: true,
        readBlacklist: ['secret'],
        writeBlacklist: ['locked'],
        onStage: () => {},
        onUndo: () => {},
      }),
    );
    const shown = [...mounted.container.querySelectorAll<HTMLElement>('.cms-form-field')];
    expect(shown.map((one) => one.dataset.field)).to.deep.equal([
      'title',
      'slug',
      'locked',
      'custom',
      'cover',
      'legacy',
    ]);
    expect(shown.map((one) => one.dataset.width)).to.deep.equal([
      'half',
      'half-right',
      'full',
      'full',
      'full',
      'full',
    ]);
    // Each label points at its input.
    for (const one of shown) {
      const label = one.querySelector('label')!;
      const input = mounted.container.querySelector(`#${CSS.escape(label.htmlFor)}`);
      expect(input, one.dataset.field).to.not.equal(null);
    }
    const title = shown[0]!;
    expect(title.querySelector('.cms-form-field__required')).to.not.equal(null);
    expect(shown[1]!.querySelector('.cms-form-field__required')).to.equal(null);
    const titleInput = title.querySelector('input')!;
    expect(titleInput.value).to.equal('A <b>bold</b> title');
    expect(title.querySelector('b')).to.equal(null);
    expect(titleInput.readOnly).to.equal(false);
    expect(shown[1]!.querySelector('input')!.readOnly).to.equal(true);
    expect(shown[2]!.querySelector('input')!.readOnly).to.equal(true);
    // Read-only fields have no field menu.
    expect(shown[1]!.querySelector('.cms-field-menu')).to.equal(null);
    // An unknown interface falls back to a text input without the warning …
    expect(shown[3]!.querySelector('input[type="text"]')).to.not.equal(null);
    expect(shown[3]!.textContent).not.to.contain("doesn't have an interface");
    // … a structured value is shown read-only by its name …
    expect(shown[4]!.querySelector('input')!.value).to.equal('photo.jpg');
    expect(shown[4]!.querySelector('input')!.readOnly).to.equal(true);
    // … a field with no interface at all says so.
    expect(shown[5]!.querySelector('input')!.value).to.equal('old');
    expect(shown[5]!.textContent).to.contain("Field legacy doesn't have an interface setup");
    mounted.unmount();
  });

  it('makes every field read-only when the user may not write', async () => {
    const mounted = await mount(
      createElement(ItemForm, {
        fields: { title: field('title') },
        values: { title: 'x' },
        edits: {},
        canWrite: false,
        onStage: () => {},
        onUndo: () => {},
      }),
    );
    expect(mounted.container.querySelector('input')!.readOnly).to.equal(true);
    mounted.unmount();
  });
});

describe('save as copy', () => {
  it('drops the key, alias, created/updated, owner, user_updated and o2m fields', () => {
    const fields: Record<string, FieldInfo> = {
      id: field('id', { type: 'integer', primary_key: true }),
      title: field('title'),
      divider: field('divider', { type: 'alias' }),
      created_on: field('created_on', { type: 'datetime_created' }),
      modified_on: field('modified_on', { type: 'datetime_updated' }),
      created_by: field('created_by', { type: 'owner' }),
      modified_by: field('modified_by', { type: 'user_updated' }),
      comments: field('comments', { type: 'o2m' }),
      author: field('author', { type: 'm2o', interface: 'many-to-one' }),
      tags: field('tags', { type: 'o2m', interface: 'many-to-many' }),
      published_on: field('published_on', { type: 'datetime' }),
    };
    const relations = articleRelations;

    const payload = copyPayload(
      {
        id: 7,
        title: 'Original',
        divider: null,
        created_on: '2024-01-01 10:00:00',
        modified_on: '2024-01-02 10:00:00',
        created_by: 1,
        modified_by: 1,
        comments: [{ id: 1 }],
        author: { id: 3, name: 'Ada' },
        tags: [
          { id: 10, article: 7, tag: { id: 5, name: 'news' } },
          { id: 11, article: 7, tag: { id: 6, name: 'tech' } },
        ],
        published_on: '2024-01-03 09:00:00',
        not_a_field: 'x',
      },
      fields,
      relations,
    );
    expect(payload).to.deep.equal({
      title: 'Original',
      author: 3,
      tags: [{ tag: 5 }, { tag: 6 }],
      published_on: '2024-01-03 09:00:00',
    });
  });
});

describe('save as copy with translations', () => {
  it('copies the translations as new rows: no key, no key back, the language as its key', () => {
    const fields: Record<string, FieldInfo> = {
      id: field('id', { type: 'integer', primary_key: true }),
      title: field('title'),
      translations: field('translations', { type: 'translation', interface: 'translation' }),
    };
    const relations = [
      {
        id: 90,
        collection_many: 'articles_translations',
        field_many: 'article',
        collection_one: 'articles',
        field_one: 'translations',
        junction_field: null,
      },
      {
        id: 91,
        collection_many: 'articles_translations',
        field_many: 'language',
        collection_one: 'languages',
        field_one: null,
        junction_field: null,
      },
    ] as unknown as Relation[];
    const payload = copyPayload(
      {
        id: 7,
        title: 'Original',
        translations: [
          { id: 1, article: 7, language: { code: 'en-US', name: 'English' }, heading: 'Hello' },
          { id: 2, article: { id: 7 }, language: 'de-DE', heading: 'Hallo' },
        ],
      },
      fields,
      relations,
      (collection) => (collection === 'languages' ? 'code' : 'id'),
    );
    expect(payload).to.deep.equal({
      title: 'Original',
      translations: [
        { language: 'en-US', heading: 'Hello' },
        { language: 'de-DE', heading: 'Hallo' },
      ],
    });
  });
});

describe('the fallback input', () => {
  const field = (changes: Record<string, unknown>) =>
    ({ id: 1, collection: 'c', field: 'f', type: 'string', interface: null, ...changes }) as never;

  it('gives long text a text area: TEXT columns, rich text without its editor, line breaks', () => {
    expect(isLongText(field({ datatype: 'TEXT' }), 'x')).to.equal(true);
    expect(isLongText(field({ interface: 'wysiwyg' }), '<p>x</p>')).to.equal(true);
    expect(isLongText(field({}), 'one\ntwo')).to.equal(true);
    expect(isLongText(field({ datatype: 'VARCHAR' }), 'short')).to.equal(false);
  });
});
