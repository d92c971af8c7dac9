// Settings › Interfaces in real Chromium: the table lists the bundled interfaces (id, the admin's
// version, types) and the server's extensions (their translated name, version, types), filters on
// name, id or type, and says so when the server's listing fails; the debugger's preview hands its
// value out as JSON and to the display, its options and settings (read only, required, loading,
// width) change the preview, the type sets the default length by database, relational interfaces
// preview through a real relation of the project or say why they cannot, and an unknown id is
// not found.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { CollectionInfo, Relation } from '../../src/api/types.js';
import { APP_VERSION } from '../../src/constants.js';
import { getInterface, listInterfaces } from '../../src/interfaces/registry.js';
import type { Route } from '../../src/router/router.js';
import { InterfaceDebugger } from '../../src/screens/settings/interfaces/InterfaceDebugger.js';
import { InterfacesList } from '../../src/screens/settings/interfaces/InterfacesList.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { apiError, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  pick,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { adoptAdminStyles, project, resetStores } from './helpers.js';

function route(id?: string): Route {
  const path = id ? `/alpha/settings/interfaces/${id}` : '/alpha/settings/interfaces';
  return {
    name: id ? 'settings-interface' : 'settings-interfaces',
    params: id ? { project: 'alpha', id } : { project: 'alpha' },
    search: {},
    path,
    fullPath: path,
    public: false,
  };
}

function collection(name: string, fields: CollectionInfo['fields'] = {}): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: {
      id: { ...fieldOf('id', 'integer', 'primary-key'), collection: name, primary_key: true },
      ...fields,
    },
  };
}

const RATING = {
  id: 'stars-plus',
  path: 'extensions/custom/interfaces/stars-plus/meta.json',
  name: '$t:stars',
  version: '1.4.2',
  types: ['integer', 'decimal'],
  translation: { 'en-US': { stars: 'Star rating plus' } },
  options: { max: { name: 'Most stars', interface: 'numeric', default: 7 } },
};

const RELATIONS: Relation[] = [
  {
    id: 1,
    collection_many: 'articles',
    field_many: 'author',
    collection_one: 'authors',
    field_one: 'articles',
    junction_field: null,
  },
];

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 150 && !check(); tries += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

const root = () => mounted?.container as HTMLElement;
const rowOf = (id: string) => root().querySelector<HTMLElement>(`tr[data-interface="${id}"]`);
const cells = (id: string) =>
  [...(rowOf(id)?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent?.trim());
/** A control by its label's text (a native input, or the Select primitive's button). */
function control<E extends HTMLElement = HTMLInputElement>(label: string): E {
  const element = [...root().querySelectorAll('label')].find(
    (entry) =>
      (
        entry.querySelector('.cms-interface-debugger__switch-label') ?? entry
      ).textContent?.trim() === label,
  );
  const target = element?.htmlFor
    ? root().querySelector<E>(`[id="${element.htmlFor}"]`)
    : element?.querySelector<E>('input');
  if (!target) throw new Error(`no control labelled ${label}`);
  return target;
}
const preview = () => root().querySelector<HTMLElement>('[data-preview]') as HTMLElement;
const previewInput = <E extends HTMLElement = HTMLInputElement>(selector = 'input') =>
  preview().querySelector<E>(selector) as E;
const output = () => root().querySelector('[data-output]')?.textContent ?? '';
const display = () => root().querySelector('[data-display]')?.textContent ?? '';
const option = <E extends HTMLElement = HTMLInputElement>(name: string, selector = 'input') =>
  root().querySelector<E>(`[data-options] [data-option="${name}"] ${selector}`) as E;

describe('settings › interfaces', () => {
  beforeEach(() => {
    resetStores();
    adoptAdminStyles();
    $projects.set([project('alpha', { data: { project_name: 'Alpha', database: 'mysql' } })]);
    setCurrentProject('alpha');
    setCollections([
      collection('articles', {
        author: { ...fieldOf('author', 'm2o', 'many-to-one'), collection: 'articles' },
      }),
      collection('authors'),
      collection('directus_users'),
    ]);
    setRelations(RELATIONS);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  describe('the list', () => {
    it('lists the bundled interfaces and the server extensions with id, version, types and source', async () => {
      api = stubApi({ 'GET interfaces': { body: { data: [RATING] } } });
      mounted = await mount(createElement(InterfacesList, { route: route() }));
      await until(() => rowOf('stars-plus') !== null, 'the server extension is listed');

      const bundled = listInterfaces();
      expect(bundled.length).to.be.greaterThan(30);
      for (const definition of bundled) {
        expect(rowOf(definition.id), definition.id).to.exist;
      }
      const textInput = getInterface('text-input');
      expect(cells('text-input')).to.deep.equal([
        textInput?.name,
        'text-input',
        APP_VERSION,
        textInput?.types.join(', '),
        'Bundled',
      ]);
      expect(cells('stars-plus')).to.deep.equal([
        'Star rating plus',
        'stars-plus',
        '1.4.2',
        'integer, decimal',
        'Server extension',
      ]);
      const link = rowOf('dropdown')?.querySelector('a');
      expect(link?.getAttribute('href')).to.equal('#/alpha/settings/interfaces/dropdown');
      expect(root().textContent).to.contain(
        `${bundled.length + 1} of ${bundled.length + 1} interfaces`,
      );
      const [call] = api.callsTo('GET interfaces');
      expect(call, 'asked the server for its interfaces').to.exist;
    });

    it('filters by name, id or type, and says when nothing matches', async () => {
      api = stubApi({ 'GET interfaces': { body: { data: [RATING] } } });
      mounted = await mount(createElement(InterfacesList, { route: route() }));
      await until(() => rowOf('stars-plus') !== null, 'the server extension is listed');
      const filter = control('Filter interfaces');

      await typeText(filter, 'textarea');
      expect(rowOf('textarea')).to.exist;
      expect(rowOf('text-input')).to.equal(null);

      await typeText(filter, 'decimal');
      expect(rowOf('stars-plus'), 'by type').to.exist;
      expect(rowOf('numeric'), 'numeric edits decimals').to.exist;
      expect(rowOf('textarea')).to.equal(null);

      await typeText(filter, 'star rating');
      expect(rowOf('stars-plus'), 'by translated name').to.exist;

      await typeText(filter, 'no-such-thing');
      expect(root().querySelector('tbody')).to.equal(null);
      expect(root().textContent).to.contain('No interface matches “no-such-thing”.');
    });

    it('keeps the bundled interfaces when the server listing fails, and tries again', async () => {
      api = stubApi({
        'GET interfaces': (_call, index) =>
          index === 0 ? apiError(0, 'Down', 503) : { body: { data: [RATING] } },
      });
      mounted = await mount(createElement(InterfacesList, { route: route() }));
      await until(
        () => root().textContent?.includes('could not be listed') === true,
        'the failure is told',
      );
      expect(rowOf('text-input')).to.exist;
      await click(buttonNamed(root(), 'Try again') as HTMLButtonElement);
      await until(() => rowOf('stars-plus') !== null, 'listed after the retry');
      expect(root().textContent).not.to.contain('could not be listed');
    });
  });

  describe('the debugger', () => {
    beforeEach(() => {
      api = stubApi({ 'GET interfaces': { body: { data: [RATING] } } });
    });

    it('hands the edited value out as JSON and to the display, and resets it', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('text-input') }));
      expect(root().querySelector('h1')?.textContent).to.equal(getInterface('text-input')?.name);
      const crumbs = [...root().querySelectorAll('.cms-breadcrumb li')].map((li) => li.textContent);
      expect(crumbs).to.deep.equal(['Settings', 'Interfaces', getInterface('text-input')?.name]);
      expect(output()).to.equal('null');

      await typeText(previewInput(), 'Harbour at dawn');
      expect(output()).to.equal('"Harbour at dawn"');
      expect(display()).to.equal('Harbour at dawn');

      await click(buttonNamed(root(), 'Reset value') as HTMLButtonElement);
      expect(output()).to.equal('null');
      expect(previewInput().value).to.equal('');
    });

    it('applies option changes to the preview', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('textarea') }));
      const textarea = () => previewInput<HTMLTextAreaElement>('textarea');
      expect(textarea().rows).to.equal(8, 'the default rows');
      await typeText(option('placeholder'), 'Say something');
      expect(textarea().placeholder).to.equal('Say something');
      await typeText(option('rows'), '3');
      expect(textarea().rows).to.equal(3);

      await click(buttonNamed(root(), 'Reset options') as HTMLButtonElement);
      expect(textarea().rows).to.equal(8);
      expect(textarea().placeholder).to.equal('');
    });

    it('read only, required and loading change how the preview is shown', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('text-input') }));
      expect(previewInput().readOnly).to.equal(false);
      expect(preview().textContent).not.to.contain('*');

      await click(control('Read only'));
      expect(previewInput().readOnly).to.equal(true);
      expect(control('Read only').getAttribute('aria-checked')).to.equal('true');

      await click(control('Required'));
      expect(preview().querySelector('.cms-form-field__required')).to.exist;

      await click(control('Loading (beta)'));
      expect(preview().getAttribute('aria-busy')).to.equal('true');
      expect(preview().querySelector('[role="status"]')?.textContent).to.contain('loading');
      expect(preview().querySelector('.cms-interface-debugger__form')?.hasAttribute('inert')).to.be
        .true;
    });

    it('the new-item toggle takes the sample item’s key away (a slug follows its field only then)', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('slug') }));
      await typeText(option('mirroredField'), 'title');
      expect(output()).to.equal('null', 'a saved item keeps its slug');

      await typeText(option('mirroredField'), '');
      await click(control('New item'));
      await typeText(option('mirroredField'), 'title');
      expect(output()).to.equal('"morning-light-over-the-harbour"');
    });

    it('sets the preview width up to 2000 px and refuses more', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('text-input') }));
      const width = control('Preview width (px)');
      expect(preview().dataset.width).to.equal('fit');
      await typeText(width, '2000');
      expect(preview().style.width).to.equal('2000px');
      expect(preview().getBoundingClientRect().width).to.equal(2000);
      const viewport = root().querySelector<HTMLElement>('[data-preview-viewport]');
      expect(viewport?.scrollWidth).to.be.greaterThan(viewport?.clientWidth ?? 0);

      await typeText(width, '2500');
      expect(width.getAttribute('aria-invalid')).to.equal('true');
      expect(root().textContent).to.contain('Enter a whole number from 200 to 2,000.');
      expect(preview().dataset.width).to.equal('fit');
    });

    it('starts the length at the type’s default on the project’s database', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('text-input') }));
      const length = () => control('Length');
      expect(length().value).to.equal('255', 'string is VARCHAR(255) on MySQL');
      expect(previewInput().maxLength).to.equal(255);

      await pick(control<HTMLButtonElement>('Type'), 'lang');
      expect(length().value).to.equal('50', 'lang is CHAR(50) on MySQL');
      expect(previewInput().maxLength).to.equal(50);

      await typeText(length(), '12');
      expect(previewInput().maxLength).to.equal(12);
      await pick(control<HTMLButtonElement>('Type'), 'string');
      expect(length().value).to.equal('255', 'a new type starts at its own default again');
    });

    it('follows the database vendor for the default length', async () => {
      $projects.set([project('alpha', { data: { project_name: 'Alpha', database: 'postgres' } })]);
      mounted = await mount(createElement(InterfaceDebugger, { route: route('text-input') }));
      await pick(control<HTMLButtonElement>('Type'), 'lang');
      expect(control('Length').value).to.equal('255', 'lang is VARCHAR(255) on PostgreSQL');
      expect(root().textContent).to.contain('PostgreSQL');
    });

    it('previews a many-to-one through a real relation of the project', async () => {
      api?.restore();
      api = stubApi({
        'GET interfaces': { body: { data: [] } },
        'GET alpha/items/authors': { body: { data: [{ id: 7 }, { id: 8 }], meta: {} } },
      });
      mounted = await mount(createElement(InterfaceDebugger, { route: route('many-to-one') }));
      const relationValue = (key: string) =>
        root().querySelector(`[data-relation-field="${key}"] dd`)?.textContent;
      expect(relationValue('collection_many')).to.equal('articles');
      expect(relationValue('field_many')).to.equal('author');
      expect(relationValue('collection_one')).to.equal('authors');
      expect(control<HTMLButtonElement>('Collection').textContent).to.contain('articles');
      expect(control<HTMLButtonElement>('Collection').disabled).to.equal(true);
      expect(root().textContent).not.to.contain('No relation to preview against');
      await until(() => api?.callsTo('GET alpha/items/authors').length !== 0, 'asks for authors');
    });

    it('says why a relational interface cannot be previewed without a fitting relation', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('many-to-many') }));
      expect(root().textContent).to.contain('No relation to preview against');
      expect(root().textContent).to.contain('no many-to-many relation');
    });

    it('opens a server extension with its meta.json options on the fallback input', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('stars-plus') }));
      await until(() => root().querySelector('h1')?.textContent === 'Star rating plus', 'loaded');
      expect(root().textContent).to.contain('Hosted by the server');
      expect(root().textContent).to.contain('1.4.2');
      expect(option('max').value).to.equal('7');
      await typeText(previewInput(), '4');
      expect(output()).to.equal('"4"');
    });

    it('is not found for an id nobody has', async () => {
      mounted = await mount(createElement(InterfaceDebugger, { route: route('no-such') }));
      await until(() => root().querySelector('h1')?.textContent === 'Page not found', 'not found');
    });
  });
});
