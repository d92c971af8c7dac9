// Each bundled interface's input: what it shows for a stored value and what it stages.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import '../../src/interfaces/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setRelations } from '../../src/state/schema.js';
import { stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import {
  blur,
  buttonNamed,
  click,
  type Mounted,
  mount,
  pick,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import {
  adoptAdminStyles,
  CLOSED_API,
  fixtureApi,
  listboxOptions,
  openOptions,
} from './helpers.js';

const mounted: Mounted[] = [];

async function render(
  id: string,
  field: FieldInfo,
  initial: unknown,
  extra: { values?: Record<string, unknown>; readonly?: boolean } = {},
) {
  const definition = getInterface(id) as InterfaceDefinition;
  expect(definition, `interface ${id} is registered`).to.not.equal(null);
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial, reports, ...extra }),
  );
  mounted.push(result);
  return { ...result, reports, definition };
}

const control = <E extends Element = HTMLInputElement>(root: ParentNode) =>
  root.querySelector<E>('#field-input')!;

describe('interface inputs', () => {
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('text-input: stages typed text, null when emptied, trims on leaving, shows the placeholder', async () => {
    const field = fieldOf('title', 'string', 'text-input', {
      options: { placeholder: 'A headline', font: 'monospace' },
      length: 20,
    });
    const { container, reports } = await render('text-input', field, 'Hello');
    const input = control(container);
    expect(input.value).to.equal('Hello');
    expect(input.placeholder).to.equal('A headline');
    expect(input.maxLength).to.equal(20);
    expect(input.className).to.contain('cms-font--monospace');
    await typeText(input, '  Hello world  ');
    expect(reports.at(-1)).to.equal('  Hello world  ');
    await blur(input);
    expect(reports.at(-1)).to.equal('Hello world');
    await typeText(input, '');
    expect(reports.at(-1)).to.equal(null);
  });

  it('primary-key: shows the key, read-only', async () => {
    const { container } = await render('primary-key', fieldOf('id', 'integer', 'primary-key'), 12);
    expect(control(container).value).to.equal('12');
    expect(control(container).readOnly).to.equal(true);
  });

  it('textarea: stages multi-line text', async () => {
    const { container, reports } = await render(
      'textarea',
      fieldOf('bio', 'string', 'textarea'),
      null,
    );
    const area = control<HTMLTextAreaElement>(container);
    expect(area.tagName).to.equal('TEXTAREA');
    await typeText(area, 'Line one\nLine two');
    expect(reports.at(-1)).to.equal('Line one\nLine two');
  });

  it('numeric: stages numbers (whole for integers), null when emptied', async () => {
    const integer = await render('numeric', fieldOf('count', 'integer', 'numeric'), 3);
    const input = control(integer.container);
    expect(input.type).to.equal('number');
    expect(input.value).to.equal('3');
    await typeText(input, '42');
    expect(integer.reports.at(-1)).to.equal(42);
    await typeText(input, '');
    expect(integer.reports.at(-1)).to.equal(null);
    const decimal = await render('numeric', fieldOf('price', 'decimal', 'numeric'), null);
    await typeText(control(decimal.container), '1.25');
    expect(decimal.reports.at(-1)).to.equal(1.25);
  });

  it('toggle: a labelled checkbox that stages true and false', async () => {
    const { container, reports } = await render(
      'toggle',
      fieldOf('featured', 'boolean', 'toggle'),
      '1',
    );
    const box = control(container);
    expect(box.type).to.equal('checkbox');
    expect(box.checked).to.equal(true);
    expect(box.labels?.[0]?.textContent).to.equal('featured');
    await click(box);
    expect(reports.at(-1)).to.equal(false);
    await click(box);
    expect(reports.at(-1)).to.equal(true);
  });

  it('datetime: native inputs per type, stored in the v8 formats', async () => {
    const datetime = await render(
      'datetime',
      fieldOf('published_on', 'datetime', 'datetime'),
      '2024-05-01 10:30:00',
    );
    const input = control(datetime.container);
    expect(input.type).to.equal('datetime-local');
    // Chrome drops zero seconds from the shown value.
    expect(input.value).to.match(/^2024-05-01T10:30(:00)?$/);
    await typeText(input, '2024-06-02T08:15');
    expect(datetime.reports.at(-1)).to.equal('2024-06-02 08:15:00');
    await typeText(input, '');
    expect(datetime.reports.at(-1)).to.equal(null);

    const date = await render('datetime', fieldOf('day', 'date', 'datetime'), '2024-05-01');
    expect(control(date.container).type).to.equal('date');
    expect(control(date.container).value).to.equal('2024-05-01');
    await typeText(control(date.container), '2024-12-24');
    expect(date.reports.at(-1)).to.equal('2024-12-24');

    const time = await render('datetime', fieldOf('at', 'time', 'datetime'), '09:05:00');
    expect(control(time.container).type).to.equal('time');
    await typeText(control(time.container), '10:45');
    expect(time.reports.at(-1)).to.equal('10:45:00');
  });

  it('datetime: iconLeft and iconRight inside the box, the native picker between', async () => {
    const field = fieldOf('published_on', 'datetime', 'datetime', {
      options: { iconLeft: 'event', iconRight: 'alarm' },
    });
    const { container } = await render('datetime', field, '2024-05-01 10:30:00');
    expect(container.querySelectorAll('.cms-date-input__box .cms-icon').length).to.equal(2);
    expect(control(container).type).to.equal('datetime-local');
  });

  it('dropdown: the choices, a placeholder, numbers for integer fields', async () => {
    const field = fieldOf('size', 'string', 'dropdown', {
      options: { choices: { s: 'Small', m: 'Medium', l: '<b>Large</b>' } },
    });
    const { container, reports } = await render('dropdown', field, 'm');
    const select = control<HTMLButtonElement>(container);
    expect(select.getAttribute('role')).to.equal('combobox');
    expect(select.textContent).to.equal('Medium');
    await click(select);
    expect(listboxOptions(select).map((option) => option.textContent)).to.deep.equal([
      'Choose one...',
      'Small',
      'Medium',
      '<b>Large</b>',
    ]);
    await pick(select, 'l');
    expect(reports.at(-1)).to.equal('l');
    await pick(select, '');
    expect(reports.at(-1)).to.equal(null);

    const numbers = await render(
      'dropdown',
      fieldOf('rank', 'integer', 'dropdown', { options: { choices: '{"1":"One","2":"Two"}' } }),
      1,
    );
    await pick(control(numbers.container), '2');
    expect(numbers.reports.at(-1)).to.equal(2);
  });

  it('status: a radio group of the mapping', async () => {
    const field = fieldOf('status', 'status', 'status', {
      options: {
        status_mapping: {
          published: { name: 'Published', background_color: 'accent' },
          draft: { name: 'Draft', background_color: 'blue-grey-200' },
        },
      },
    });
    const { container, reports } = await render('status', field, 'draft');
    const group = control<HTMLDivElement>(container);
    expect(group.getAttribute('role')).to.equal('radiogroup');
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).to.deep.equal([
      'Published',
      'Draft',
    ]);
    expect(radios[1]!.checked).to.equal(true);
    await click(radios[0]!);
    expect(reports.at(-1)).to.equal('published');
  });

  it('slug: follows its mirrored field, lowercase with hyphens, and typing is slugified', async () => {
    const field = fieldOf('slug', 'slug', 'slug', { options: { mirroredField: 'title' } });
    const definition = getInterface('slug') as InterfaceDefinition;
    const reports: unknown[] = [];
    const props = { definition, field, initial: null, reports };
    const result = await mount(createElement(Controlled, { ...props, values: { title: '' } }));
    mounted.push(result);
    await result.rerender(
      createElement(Controlled, { ...props, values: { title: 'Héllo, World! 2024' } }),
    );
    await settle();
    expect(reports.at(-1)).to.equal('hello-world-2024');
    const input = control(result.container);
    await typeText(input, 'My Own Slug-');
    expect(reports.at(-1)).to.equal('my-own-slug-');
    await blur(input);
    expect(reports.at(-1)).to.equal('my-own-slug');
    // Edited by hand: the title no longer drives it.
    const count = reports.length;
    await result.rerender(createElement(Controlled, { ...props, values: { title: 'Other' } }));
    await settle();
    expect(reports.length).to.equal(count);
  });

  it('slug: a saved item keeps its slug when the mirrored field changes', async () => {
    const field = fieldOf('slug', 'slug', 'slug', { options: { source: 'title' } });
    const definition = getInterface('slug') as InterfaceDefinition;
    const reports: unknown[] = [];
    const props = { definition, field, initial: 'old-title', reports };
    const result = await mount(
      createElement(Controlled, { ...props, values: { id: 4, title: 'Old title' } }),
    );
    mounted.push(result);
    await result.rerender(
      createElement(Controlled, { ...props, values: { id: 4, title: 'New title' } }),
    );
    await settle();
    expect(reports).to.deep.equal([]);
  });

  // markdown, json and code have files of their own (interface-markdown/json/code.test.tsx).

  it('many-to-one: a select of the related items, no search box of its own; stages the key', async () => {
    $config.setKey('apiRoot', fixtureApi('item-api'));
    setCurrentProject('alpha');
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'author',
        collection_one: 'authors',
        field_one: null,
        junction_field: null,
      },
    ]);
    const field = fieldOf('author', 'm2o', 'many-to-one', { options: { template: '{{name}}' } });
    const { container, reports } = await render('many-to-one', field, { id: 2, name: 'Grace' });
    const select = control<HTMLButtonElement>(container);
    expect(select.textContent).to.equal('Grace');
    expect(await openOptions(select, 4)).to.deep.equal([
      'Choose one...',
      'Ada Lovelace',
      'Grace <b>Hopper</b>',
      'Alan Turing',
    ]);
    await pick(select, '3');
    expect(reports.at(-1)).to.equal(3);
    await pick(select, '');
    expect(reports.at(-1)).to.equal(null);
    // One control: three items need no search, and no second box sits beside the select.
    await openOptions(select, 4);
    expect(container.querySelector('input[type="search"]')).to.equal(null);
    await act(async () => {
      setRelations([]);
      setCurrentProject(null);
    });
  });

  it("many-to-one: the select's own search box asks the server after 550 ms; the value stays shown", async () => {
    const authors = Array.from({ length: 15 }, (_, index) => ({
      id: index + 1,
      name: index === 13 ? 'Ada Lovelace' : `Author ${index + 1}`,
    }));
    const api = stubApi({
      'GET alpha/items/authors': (call) => {
        const q = (call.query.get('q') ?? '').toLowerCase();
        return { body: { data: authors.filter((one) => one.name.toLowerCase().includes(q)) } };
      },
    });
    $config.setKey('apiRoot', CLOSED_API);
    setCurrentProject('alpha');
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'author',
        collection_one: 'authors',
        field_one: null,
        junction_field: null,
      },
    ]);
    try {
      const field = fieldOf('author', 'm2o', 'many-to-one', { options: { template: '{{name}}' } });
      const { container, reports } = await render('many-to-one', field, {
        id: 2,
        name: 'Author 2',
      });
      const select = control<HTMLButtonElement>(container);
      expect(await openOptions(select, 16)).to.have.length(16);
      const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
      expect(search.getAttribute('aria-label')).to.equal('Search related items');
      expect(search.closest('.cms-select__popup')).to.not.equal(null);
      expect(container.querySelectorAll('input[type="search"]')).to.have.length(1);
      const asked = api.callsTo('GET alpha/items/authors').length;
      await typeText(search, 'ada');
      // Typing is not a request yet: the list says it is loading.
      expect(api.callsTo('GET alpha/items/authors')).to.have.length(asked);
      expect(container.querySelector('.cms-select__status')?.textContent).to.equal('Loading…');
      const typedAt = performance.now();
      for (let tries = 0; tries < 100 && listboxOptions(select).length !== 1; tries += 1) {
        await settle(20);
      }
      expect(performance.now() - typedAt).to.be.at.least(500);
      const calls = api.callsTo('GET alpha/items/authors');
      expect(calls).to.have.length(asked + 1);
      expect(calls.at(-1)!.query.get('q')).to.equal('ada');
      expect(listboxOptions(select).map((one) => one.textContent)).to.deep.equal(['Ada Lovelace']);
      expect(container.querySelector('.cms-select__status')).to.equal(null);
      // The chosen author is not among the results and still names the value.
      expect(select.textContent).to.equal('Author 2');
      await pick(select, '14');
      expect(reports.at(-1)).to.equal(14);
      // Closing empties the search at once: the whole list again, the choice still named.
      expect(search.isConnected).to.equal(false);
      expect(await openOptions(select, 16)).to.include('Author 15');
      expect(select.textContent).to.equal('Ada Lovelace');
    } finally {
      api.restore();
      await act(async () => {
        setRelations([]);
        setCurrentProject(null);
      });
    }
  });

  it('many-to-one: a full page of 200 offers "Show more" inside the list, which loads the next', async () => {
    const authors = Array.from({ length: 230 }, (_, index) => ({
      id: index + 1,
      name: `Author ${index + 1}`,
    }));
    const api = stubApi({
      'GET alpha/items/authors': (call) => {
        const offset = Number(call.query.get('offset') ?? 0);
        const limit = Number(call.query.get('limit'));
        return { body: { data: authors.slice(offset, offset + limit) } };
      },
    });
    $config.setKey('apiRoot', CLOSED_API);
    setCurrentProject('alpha');
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'author',
        collection_one: 'authors',
        field_one: null,
        junction_field: null,
      },
    ]);
    try {
      // A threshold above the page keeps the dropdown (the dialog's paging is the e2e's).
      const field = fieldOf('author', 'm2o', 'many-to-one', {
        options: { template: '{{name}}', threshold: 1000 },
      });
      const { container, reports } = await render('many-to-one', field, 225);
      const select = control<HTMLButtonElement>(container);
      // 225 is beyond the first page: it leads the list and names the value.
      expect((await openOptions(select, 202)).slice(0, 3)).to.deep.equal([
        'Choose one...',
        '225',
        'Author 1',
      ]);
      expect(select.getAttribute('role')).to.equal('combobox');
      const more = container.querySelector<HTMLButtonElement>('.cms-select__more')!;
      expect(more.textContent).to.equal('Show more');
      await click(more);
      for (let tries = 0; tries < 100 && listboxOptions(select).length < 231; tries += 1) {
        await settle(20);
      }
      expect(api.callsTo('GET alpha/items/authors').at(-1)!.query.get('offset')).to.equal('200');
      // The second page is short: all 230 authors, 225 listed once, nothing more to load.
      const labels = listboxOptions(select).map((one) => one.textContent);
      expect(labels).to.have.length(231);
      expect(labels.filter((label) => label === 'Author 225')).to.have.length(1);
      expect(container.querySelector('.cms-select__more')).to.equal(null);
      await pick(select, '230');
      expect(reports.at(-1)).to.equal(230);
    } finally {
      api.restore();
      await act(async () => {
        setRelations([]);
        setCurrentProject(null);
      });
    }
  });

  it('many-to-one: above 20 related items a dialog with a search box replaces the dropdown', async () => {
    $config.setKey('apiRoot', fixtureApi('item-api'));
    setCurrentProject('alpha');
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'editor',
        collection_one: 'people',
        field_one: null,
        junction_field: null,
      },
    ]);
    const field = fieldOf('editor', 'm2o', 'many-to-one', { options: { template: '{{name}}' } });
    const { container, reports } = await render('many-to-one', field, 3);
    // The dropdown (a combobox) shows until the count says the list is long.
    const dialogOpener = 'button#field-input:not([role="combobox"])';
    for (let tries = 0; tries < 100 && !container.querySelector(dialogOpener); tries += 1) {
      await settle(30);
    }
    const opener = container.querySelector<HTMLButtonElement>(dialogOpener)!;
    expect(opener.textContent).to.equal('Person 3');
    expect(opener.labels?.[0]?.textContent).to.equal('editor');
    await click(opener);
    const dialog = container.querySelector('dialog[open]')!;
    expect(
      dialog.querySelector<HTMLInputElement>('input[type="search"]')?.labels?.[0]?.textContent,
    ).to.equal('Search related items');
    const choices = [...dialog.querySelectorAll<HTMLButtonElement>('.cms-m2o__choices button')];
    expect(choices).to.have.length(25);
    expect(choices[4]!.textContent).to.equal('<b>Bold</b> person');
    expect(choices[4]!.querySelector('b')).to.equal(null);
    expect(choices[2]!.getAttribute('aria-pressed')).to.equal('true');
    await click(choices[6]!);
    expect(reports.at(-1)).to.equal(7);
    expect(container.querySelector('dialog[open]')).to.equal(null);
    await click(buttonNamed(container, 'Clear')!);
    expect(reports.at(-1)).to.equal(null);
    await act(async () => {
      setRelations([]);
      setCurrentProject(null);
    });
  });

  it('datetime-created and datetime-updated: the stamp as text, nothing to edit', async () => {
    const created = fieldOf('created_on', 'datetime_created', 'datetime-created');
    const stamped = await render('datetime-created', created, '2024-03-05 14:30:00');
    const output = control<HTMLOutputElement>(stamped.container);
    expect(output.tagName).to.equal('OUTPUT');
    expect(output.textContent).to.contain('2024');
    expect(stamped.container.querySelector('input, textarea, select')).to.equal(null);
    const fresh = await render(
      'datetime-updated',
      fieldOf('modified_on', 'datetime_updated', 'datetime-updated'),
      null,
    );
    expect(control(fresh.container).textContent).to.equal('Set when the item is saved');
  });

  it('owner and user-updated: the user with avatar and name when expanded, else by id', async () => {
    const owner = await render('owner', fieldOf('owner', 'owner', 'owner'), {
      id: 3,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const output = control<HTMLOutputElement>(owner.container);
    expect(output.tagName).to.equal('OUTPUT');
    expect(output.querySelector('.cms-user-display__name')?.textContent).to.equal('Ada Lovelace');
    expect(output.textContent).to.contain('AL', 'the initials stand in for a missing avatar');
    // Without a project to read the user's card from, the bare id is all there is to show.
    const byId = await render(
      'user-updated',
      fieldOf('modified_by', 'user_updated', 'user-updated'),
      7,
    );
    expect(control(byId.container).textContent).to.contain('7');
    expect(byId.container.querySelector('input')).to.equal(null);
    const fresh = await render('owner', fieldOf('owner', 'owner', 'owner'), null);
    expect(control(fresh.container).textContent).to.equal('Set when the item is saved');
  });

  it('color: picker and code in step; only a hex colour is staged', async () => {
    const { container, reports } = await render(
      'color',
      fieldOf('color', 'string', 'color'),
      '#abc',
    );
    const code = control(container);
    const picker = container.querySelector<HTMLInputElement>('input[type="color"]')!;
    expect(code.value).to.equal('#abc');
    expect(picker.value).to.equal('#aabbcc');
    expect(picker.getAttribute('aria-label')).to.equal('Pick the color of color');
    await typeText(code, '#12');
    expect(reports, 'half a colour is not staged').to.deep.equal([]);
    expect(code.getAttribute('aria-invalid')).to.equal('true');
    expect(container.textContent).to.contain('Enter a color as #rgb or #rrggbb.');
    await typeText(code, '#123456');
    expect(reports.at(-1)).to.equal('#123456');
    expect(picker.value).to.equal('#123456');
    await typeText(picker, '#ff0000');
    expect(reports.at(-1)).to.equal('#ff0000');
    expect(code.value).to.equal('#ff0000');
    await typeText(code, '');
    expect(reports.at(-1)).to.equal(null);
  });

  it('text-input: showCharacterCount (on) counts against the length, off hides it', async () => {
    const field = (options: Record<string, unknown>) =>
      fieldOf('title', 'string', 'text-input', { options, length: 20 });
    const { container } = await render('text-input', field({}), 'Hello');
    const input = control(container);
    const count = () => container.querySelector('.cms-text-input__count');
    expect(count()?.textContent).to.equal('5 of 20 characters');
    expect(input.getAttribute('aria-describedby')).to.equal(count()?.id);
    await typeText(input, 'Hello, world');
    expect(count()?.textContent).to.equal('12 of 20 characters');
    const off = await render('text-input', field({ showCharacterCount: false }), 'Hello');
    expect(off.container.querySelector('.cms-text-input__count')).to.equal(null);
    // Without a length there is nothing to count against.
    const open = await render('text-input', fieldOf('t', 'string', 'text-input'), 'Hello');
    expect(open.container.querySelector('.cms-text-input__count')).to.equal(null);
  });

  it('text-input and numeric: iconLeft / iconRight sit in the box; monospace', async () => {
    for (const [id, type, value] of [
      ['text-input', 'string', 'x'],
      ['numeric', 'integer', 3],
    ] as const) {
      const plain = await render(id, fieldOf('f', type, id), value);
      expect(plain.container.querySelector('.cms-option-icons')).to.equal(null);
      expect(control(plain.container).className).to.not.contain('cms-font--monospace');
      const icons = await render(
        id,
        fieldOf('f', type, id, {
          options: { iconLeft: 'person', iconRight: 'local_offer', monospace: true },
        }),
        value,
      );
      const box = icons.container.querySelector('.cms-option-icons')!;
      expect(box.querySelector('.cms-option-icons__icon--left')?.tagName).to.equal('svg');
      expect(box.querySelector('.cms-option-icons__icon--right')?.tagName).to.equal('svg');
      expect(box.contains(control(icons.container))).to.equal(true);
      expect(control(icons.container).className).to.contain('cms-font--monospace');
    }
  });

  it('textarea: serif sets a serif font; primary-key: monospace by default', async () => {
    const serif = await render(
      'textarea',
      fieldOf('bio', 'string', 'textarea', { options: { serif: true } }),
      null,
    );
    expect(control(serif.container).className).to.contain('cms-font--serif');
    const sans = await render('textarea', fieldOf('bio', 'string', 'textarea'), null);
    expect(control(sans.container).className).to.not.contain('cms-font--serif');
    const key = await render('primary-key', fieldOf('id', 'integer', 'primary-key'), 12);
    expect(control(key.container).className).to.contain('cms-font--monospace');
    const plainKey = await render(
      'primary-key',
      fieldOf('id', 'integer', 'primary-key', { options: { monospace: false } }),
      12,
    );
    expect(control(plainKey.container).className).to.not.contain('cms-font--monospace');
  });

  it('slug: forceLowercase off keeps capitals; the v8 placeholder by default', async () => {
    const lower = await render('slug', fieldOf('slug', 'slug', 'slug'), null);
    expect(control(lower.container).placeholder).to.equal('A unique label...');
    await typeText(control(lower.container), 'My Post');
    expect(lower.reports.at(-1)).to.equal('my-post');
    const kept = await render(
      'slug',
      fieldOf('slug', 'slug', 'slug', { options: { forceLowercase: false } }),
      null,
    );
    await typeText(control(kept.container), 'My Post Über');
    expect(kept.reports.at(-1)).to.equal('My-Post-Uber');
  });

  it('toggle: a switch by default, a checkbox with checkbox on; labelOn / labelOff follow the state', async () => {
    const field = (options: Record<string, unknown>) =>
      fieldOf('featured', 'boolean', 'toggle', { options });
    const { container, reports } = await render(
      'toggle',
      field({ labelOn: 'Shown', labelOff: 'Hidden' }),
      false,
    );
    const box = control(container);
    expect(box.getAttribute('role')).to.equal('switch');
    adoptAdminStyles();
    // Drawn as a track with a knob, not squeezed into a checkbox-sized circle by another sheet.
    const track = box.getBoundingClientRect();
    expect(track.width).to.be.greaterThan(track.height * 1.5);
    const state = () => container.querySelector('.cms-toggle__label')?.textContent;
    expect(state()).to.equal('Hidden');
    expect(box.getAttribute('aria-describedby')).to.equal(
      container.querySelector('.cms-toggle__label')?.id,
    );
    await click(box);
    expect(reports.at(-1)).to.equal(true);
    expect(state()).to.equal('Shown');
    const checkbox = await render('toggle', field({ checkbox: true }), true);
    expect(control(checkbox.container).getAttribute('role')).to.equal(null);
    expect(control(checkbox.container).type).to.equal('checkbox');
    expect(checkbox.container.querySelector('.cms-toggle--checkbox')).to.not.equal(null);
    const square = control(checkbox.container).getBoundingClientRect();
    expect(square.width).to.equal(square.height);
    // The older `label` option still names both states.
    const older = await render('toggle', field({ label: 'Featured' }), false);
    expect(older.container.querySelector('.cms-toggle__label')?.textContent).to.equal('Featured');
  });

  it('dropdown: allow_other adds "Other…", whose box stages a value of the user\'s own', async () => {
    const field = fieldOf('size', 'string', 'dropdown', {
      options: { choices: { s: 'Small', m: 'Medium' }, allow_other: true },
    });
    const { container, reports } = await render('dropdown', field, 'm');
    const select = control<HTMLButtonElement>(container);
    expect(await openOptions(select, 4)).to.deep.equal([
      'Choose one...',
      'Small',
      'Medium',
      'Other…',
    ]);
    await pick(select, listboxOptions(select).at(-1)!.dataset.value ?? '\u0000other');
    const other = container.querySelector<HTMLInputElement>('.cms-dropdown__other')!;
    expect(other.getAttribute('aria-label')).to.equal('Other value');
    expect(reports.at(-1)).to.equal(null);
    await typeText(other, 'Huge');
    expect(reports.at(-1)).to.equal('Huge');
    expect(select.textContent).to.equal('Other…');
    await pick(select, 's');
    expect(reports.at(-1)).to.equal('s');
    expect(container.querySelector('.cms-dropdown__other')).to.equal(null);
    // A stored value of the user's own opens in its box.
    const stored = await render('dropdown', field, 'Tiny');
    expect(
      stored.container.querySelector<HTMLInputElement>('.cms-dropdown__other')?.value,
    ).to.equal('Tiny');
    // Without allow_other there is no "Other…" and such a value is listed as it is.
    const closed = await render(
      'dropdown',
      fieldOf('size', 'string', 'dropdown', { options: { choices: { s: 'Small' } } }),
      'Tiny',
    );
    expect(await openOptions(control(closed.container), 3)).to.deep.equal([
      'Choose one...',
      'Small',
      'Tiny',
    ]);
  });

  it('dropdown: a list of values titled with formatting (on by default); icon in the control; invalid JSON said', async () => {
    const listed = await render(
      'dropdown',
      fieldOf('state', 'string', 'dropdown', {
        options: { choices: ['in_review', 'done'], icon: 'person' },
      }),
      'done',
    );
    const select = control<HTMLButtonElement>(listed.container);
    expect(select.querySelectorAll('.cms-dropdown__icon').length).to.equal(1);
    expect(await openOptions(select, 3)).to.deep.equal(['Choose one...', 'In Review', 'Done']);
    await pick(select, 'in_review');
    expect(listed.reports.at(-1)).to.equal('in_review');
    const raw = await render(
      'dropdown',
      fieldOf('state', 'string', 'dropdown', {
        options: { choices: '["in_review"]', formatting: false },
      }),
      null,
    );
    expect(await openOptions(control(raw.container), 2)).to.deep.equal([
      'Choose one...',
      'in_review',
    ]);
    expect(raw.container.querySelectorAll('.cms-dropdown__icon').length).to.equal(0);
    const broken = await render(
      'dropdown',
      fieldOf('state', 'string', 'dropdown', { options: { choices: '{"a": ' } }),
      null,
    );
    expect(broken.container.textContent).to.contain('not valid JSON');
  });

  it('color: format stores rgb, hsl or cmyk as v8 does (numbers and commas), from the box and the picker', async () => {
    const rgb = await render(
      'color',
      fieldOf('color', 'string', 'color', { options: { format: 'rgb' } }),
      '255,87,34',
    );
    const code = control(rgb.container);
    const picker = rgb.container.querySelector<HTMLInputElement>('input[type="color"]')!;
    expect(code.placeholder).to.equal('r,g,b');
    expect(picker.value).to.equal('#ff5722');
    await typeText(code, '#00ff00');
    expect(rgb.reports).to.deep.equal([]);
    expect(rgb.container.textContent).to.contain('Enter red, green and blue from 0 to 255');
    await typeText(code, ' 0, 128 ,0');
    expect(rgb.reports.at(-1)).to.equal('0,128,0');
    expect(code.value, 'the text stays as typed').to.equal(' 0, 128 ,0');
    expect(picker.value).to.equal('#008000');
    await typeText(picker, '#ff0000');
    expect(rgb.reports.at(-1)).to.equal('255,0,0');
    expect(code.value).to.equal('255,0,0');
    const hsl = await render(
      'color',
      fieldOf('color', 'string', 'color', { options: { format: 'hsl' } }),
      null,
    );
    await typeText(
      hsl.container.querySelector<HTMLInputElement>('input[type="color"]')!,
      '#008000',
    );
    expect(hsl.reports.at(-1)).to.equal('120,100,25');
    const cmyk = await render(
      'color',
      fieldOf('color', 'string', 'color', { options: { format: 'cmyk' } }),
      null,
    );
    await typeText(control(cmyk.container), '0,100,100,0');
    expect(cmyk.reports.at(-1)).to.equal('0,100,100,0');
    await typeText(control(cmyk.container), '0,100,100,101');
    expect(cmyk.reports).to.have.length(1);
  });

  it('color: the palette (12 colours by default) chooses with a press, in the format; paletteOnly leaves only the swatches', async () => {
    const { container, reports } = await render(
      'color',
      fieldOf('color', 'string', 'color', { options: { format: 'rgb' } }),
      null,
    );
    const swatches = () => [
      ...container.querySelectorAll<HTMLButtonElement>('.cms-color-input__palette button'),
    ];
    expect(swatches()).to.have.length(12);
    expect(container.querySelector('.cms-color-input__palette legend')?.textContent).to.equal(
      'Palette',
    );
    const red = swatches().find((one) => one.getAttribute('aria-label') === 'Use #F44336')!;
    expect(red.getAttribute('aria-pressed')).to.equal('false');
    await click(red);
    expect(reports.at(-1)).to.equal('244,67,54');
    expect(red.getAttribute('aria-pressed')).to.equal('true');

    const only = await render(
      'color',
      fieldOf('color', 'string', 'color', {
        options: { palette: ['#000000', '#ffffff'], paletteOnly: true },
      }),
      '#000000',
    );
    expect(only.container.querySelector('input')).to.equal(null);
    const output = control<HTMLOutputElement>(only.container);
    expect(output.tagName).to.equal('OUTPUT');
    expect(output.textContent).to.equal('#000000');
    const choices = [
      ...only.container.querySelectorAll<HTMLButtonElement>('.cms-color-input__palette button'),
    ];
    expect(choices.map((one) => one.getAttribute('aria-label'))).to.deep.equal([
      'Use #000000',
      'Use #ffffff',
    ]);
    await click(choices[1]!);
    expect(only.reports.at(-1)).to.equal('#ffffff');
    expect(output.textContent).to.equal('#ffffff');
    // Read-only: no swatches to press.
    const readonly = await render('color', fieldOf('color', 'string', 'color'), '#000000', {
      readonly: true,
    });
    expect(readonly.container.querySelector('.cms-color-input__palette')).to.equal(null);
  });

  it('many-to-one: visible_fields list those fields with each item; icon in the control', async () => {
    const people = Array.from({ length: 25 }, (_, index) => ({
      id: index + 1,
      name: `Person ${index + 1}`,
      country: index === 1 ? '<b>FR</b>' : 'GB',
      born: 1900 + index,
    }));
    const api = stubApi({
      'GET alpha/items/people': () => ({ body: { data: people } }),
      'GET alpha/items/authors': () => ({ body: { data: people.slice(0, 3) } }),
    });
    $config.setKey('apiRoot', CLOSED_API);
    setCurrentProject('alpha');
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'author',
        collection_one: 'authors',
        field_one: null,
        junction_field: null,
      },
      {
        id: 2,
        collection_many: 'articles',
        field_many: 'editor',
        collection_one: 'people',
        field_one: null,
        junction_field: null,
      },
    ]);
    try {
      // `name` is the template's own field: listed once, as the label, not again as a column.
      const options = {
        template: '{{name}}',
        visible_fields: 'name, country, born',
        icon: 'person',
      };
      const short = await render(
        'many-to-one',
        fieldOf('author', 'm2o', 'many-to-one', { options }),
        1,
      );
      const select = control<HTMLButtonElement>(short.container);
      expect(select.querySelectorAll('.cms-m2o__icon').length).to.equal(1);
      await openOptions(select, 4);
      const hints = listboxOptions(select).map(
        (one) => one.querySelector('.cms-select__hint')?.textContent ?? null,
      );
      expect(hints).to.deep.equal([null, 'GB · 1900', '<b>FR</b> · 1901', 'GB · 1902']);

      const long = await render(
        'many-to-one',
        fieldOf('editor', 'm2o', 'many-to-one', { options }),
        2,
      );
      const opener = 'button#field-input:not([role="combobox"])';
      for (let tries = 0; tries < 100 && !long.container.querySelector(opener); tries += 1) {
        await settle(30);
      }
      const button = long.container.querySelector<HTMLButtonElement>(opener)!;
      expect(button.querySelectorAll('.cms-m2o__icon').length).to.equal(1);
      await click(button);
      const second = long.container.querySelectorAll('dialog[open] .cms-m2o__choices button')[1]!;
      expect(second.querySelector('.cms-m2o__choice-label')?.textContent).to.equal('Person 2');
      expect(
        [...second.querySelectorAll('.cms-m2o__choice-field')].map((one) => [
          one.getAttribute('data-field'),
          one.textContent,
        ]),
      ).to.deep.equal([
        ['country', '<b>FR</b>'],
        ['born', '1901'],
      ]);
      expect(second.querySelector('b')).to.equal(null);
    } finally {
      api.restore();
      await act(async () => {
        setRelations([]);
        setCurrentProject(null);
      });
    }
  });

  it('datetime-created / -updated: showRelative in the form too', async () => {
    const at = new Date(Date.now() - 2 * 24 * 3600 * 1000 - 3600 * 1000);
    const stamped = await render(
      'datetime-updated',
      fieldOf('modified_on', 'datetime_updated', 'datetime-updated', {
        options: { showRelative: true },
      }),
      at.toISOString(),
    );
    expect(control(stamped.container).textContent).to.equal('2 days ago');
  });

  it('owner and user-updated: the display option in the form too', async () => {
    const owner = await render(
      'owner',
      fieldOf('owner', 'owner', 'owner', { options: { display: 'name' } }),
      { id: 3, first_name: 'Ada', last_name: 'Lovelace' },
    );
    const output = control<HTMLOutputElement>(owner.container);
    expect(output.textContent).to.equal('Ada Lovelace');
    expect(output.querySelector('.cms-info-avatar')).to.equal(null);
  });

  it('read-only inputs do not edit', async () => {
    const text = await render('text-input', fieldOf('t', 'string', 'text-input'), 'x', {
      readonly: true,
    });
    expect(control(text.container).readOnly).to.equal(true);
    const toggle = await render('toggle', fieldOf('b', 'boolean', 'toggle'), true, {
      readonly: true,
    });
    expect(control(toggle.container).disabled).to.equal(true);
  });
});
