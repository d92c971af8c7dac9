// Translation (interfaces catalogue row 52): an article's translations live in
// articles_translations, one row per language (O2M). A tab per language, each a form of that
// collection's fields with their own interfaces; editing stages updates and creates, "Clear
// translation" a delete, and the save sends exactly those.
import { expect } from '@open-wc/testing';
import type { CollectionInfo, FieldInfo, Relation } from '../../src/api/types.js';
import { savePayload } from '../../src/form/save-payload.js';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { setPermissions } from '../../src/permissions/store.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { editorUser } from './fixtures/current-user.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { mountInterface } from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount, typeText } from './fixtures/item-harness/render.js';
import { permissionRow } from './fixtures/permission-row.js';
import { resetStores } from './helpers.js';

const ADMIN_ROLE = 1;
const EDITOR_ROLE = 3;
const TRANSLATIONS = 'articles_translations';

const translated = (name: string, type: string, iface: string, extra: Partial<FieldInfo> = {}) =>
  fieldOf(name, type, iface, { collection: TRANSLATIONS, ...extra });

const translationFields: Record<string, FieldInfo> = {
  id: translated('id', 'integer', 'primary-key', { primary_key: true, hidden_detail: true }),
  article: translated('article', 'm2o', 'many-to-one', { sort: 1 }),
  language: translated('language', 'string', 'language', { sort: 2 }),
  title: translated('title', 'string', 'text-input', { sort: 3, width: 'half' }),
  featured: translated('featured', 'boolean', 'toggle', { sort: 4, width: 'half' }),
  body: translated('body', 'string', 'textarea', { sort: 5 }),
};

const collection = (name: string, fields: Record<string, FieldInfo>): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields,
});

const translationsField = fieldOf('translations', 'translation', 'translation', {
  options: { languageField: 'language' },
});

const relations: Relation[] = [
  {
    id: 9,
    collection_many: TRANSLATIONS,
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'translations',
    junction_field: null,
  },
];
const collections = {
  articles: collection('articles', {
    id: fieldOf('id', 'integer', 'primary-key', { primary_key: true }),
    translations: translationsField,
  }),
  [TRANSLATIONS]: collection(TRANSLATIONS, translationFields),
};

// As the item form reads it (`translations.*.*`): the key back to the article comes expanded.
const savedTranslations = [
  {
    id: 41,
    article: { id: 7, title: 'Parent' },
    language: 'en-US',
    title: 'Hello <b>world</b>',
    featured: true,
    body: 'In English.',
  },
  {
    id: 42,
    article: { id: 7, title: 'Parent' },
    language: 'fr-FR',
    title: 'Bonjour',
    featured: false,
    body: null,
  },
];

let mounted: (Mounted & { reports?: unknown[] }) | null = null;

const tabs = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
const tabNamed = (root: ParentNode, code: string) =>
  tabs(root).find((tab) => tab.querySelector(`[title="${code}"]`)) as HTMLElement;
const marked = (root: ParentNode) =>
  tabs(root)
    .filter((tab) => tab.querySelector('.cms-translation__dot'))
    .map((tab) => tab.querySelector('[title]')?.getAttribute('title'));
const panel = (root: ParentNode) => root.querySelector<HTMLElement>('[role="tabpanel"]')!;
const control = <E extends Element>(root: ParentNode, field: string, selector: string) =>
  panel(root).querySelector<E>(`[data-field="${field}"] ${selector}`);
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((one) => one.textContent?.trim() === name) ?? null;

function saveOf(staged: unknown) {
  return savePayload(
    { translations: staged },
    { translations: savedTranslations },
    collections.articles.fields,
    relations,
    collections,
  );
}

describe('translation', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setRelations(relations);
    setCollections(Object.values(collections));
    setCurrentUser(editorUser(ADMIN_ROLE));
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('a tab per default language, a dot on those with content, each a form of the translated fields with their own interfaces', async () => {
    mounted = await mountInterface(translationsField, savedTranslations);
    const { container } = mounted;
    expect(tabs(container).map((tab) => tab.textContent)).to.deep.equal([
      'English (translated)',
      'German',
      'French (translated)',
      'Spanish',
      'Italian',
      'Dutch',
      'Portuguese (Brazil)',
    ]);
    expect(marked(container)).to.deep.equal(['en-US', 'fr-FR']);
    expect(container.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal(
      'Languages',
    );
    // The first language is open: not the key, the key back or the language, each field by its interface.
    expect(
      [...panel(container).querySelectorAll('[data-field]')].map((one) =>
        one.getAttribute('data-field'),
      ),
    ).to.deep.equal(['title', 'featured', 'body']);
    expect(control<HTMLInputElement>(container, 'title', 'input')!.value).to.equal(
      'Hello <b>world</b>',
    );
    expect(panel(container).querySelector('b')).to.equal(null);
    expect(control<HTMLInputElement>(container, 'featured', '[role="switch"]')!.checked).to.equal(
      true,
    );
    expect(control<HTMLTextAreaElement>(container, 'body', 'textarea')!.value).to.equal(
      'In English.',
    );
    // Each field is labelled by its own label.
    const title = control<HTMLInputElement>(container, 'title', 'input')!;
    expect(panel(container).querySelector(`label[for="${title.id}"]`)?.textContent).to.equal(
      'Title',
    );
  });

  it('editing a saved language stages an update of its row, and only the changed field is sent', async () => {
    const shown = await mountInterface(translationsField, savedTranslations);
    mounted = shown;
    const { container, reports } = shown;
    await typeText(control<HTMLInputElement>(container, 'title', 'input')!, 'Hello again');
    const staged = reports.at(-1) as Record<string, unknown>[];
    expect(staged).to.have.length(2);
    expect(staged[0]).to.deep.include({ id: 41, language: 'en-US', title: 'Hello again' });
    expect(saveOf(staged)).to.deep.equal({ translations: [{ id: 41, title: 'Hello again' }] });
  });

  it('editing a language without a row stages a create with the language set, and marks its tab', async () => {
    const shown = await mountInterface(translationsField, savedTranslations);
    mounted = shown;
    const { container, reports } = shown;
    await click(tabNamed(container, 'de-DE'));
    expect(panel(container).textContent).to.contain(
      'No German translation yet. Filling in a field adds it.',
    );
    expect(buttonNamed(container, 'Clear translation')).to.equal(null);
    expect(control<HTMLInputElement>(container, 'title', 'input')!.value).to.equal('');
    await typeText(control<HTMLInputElement>(container, 'title', 'input')!, 'Hallo');
    await typeText(control<HTMLTextAreaElement>(container, 'body', 'textarea')!, 'Auf Deutsch.');
    expect(marked(container)).to.deep.equal(['en-US', 'de-DE', 'fr-FR']);
    expect(saveOf(reports.at(-1))).to.deep.equal({
      translations: [{ language: 'de-DE', title: 'Hallo', body: 'Auf Deutsch.' }],
    });
    // Switching tabs keeps what was typed.
    await click(tabNamed(container, 'en-US'));
    await click(tabNamed(container, 'de-DE'));
    expect(control<HTMLInputElement>(container, 'title', 'input')!.value).to.equal('Hallo');
  });

  it('"Clear translation" stages deleting a saved row (a new one is simply dropped)', async () => {
    const shown = await mountInterface(translationsField, savedTranslations);
    mounted = shown;
    const { container, reports } = shown;
    await click(tabNamed(container, 'fr-FR'));
    await click(buttonNamed(container, 'Clear translation')!);
    expect(marked(container)).to.deep.equal(['en-US']);
    expect(panel(container).textContent).to.contain(
      'The French translation is deleted when you save.',
    );
    expect(control<HTMLInputElement>(container, 'title', 'input')!.value).to.equal('');
    expect(saveOf(reports.at(-1))).to.deep.equal({
      translations: [{ id: 42, $delete: true }],
    });

    // Filling it in again after clearing: the old row goes, a new one is created.
    await typeText(control<HTMLInputElement>(container, 'title', 'input')!, 'Salut');
    expect(saveOf(reports.at(-1))).to.deep.equal({
      translations: [
        { id: 42, $delete: true },
        { language: 'fr-FR', title: 'Salut' },
      ],
    });
    // A new row cleared leaves only the delete.
    await click(buttonNamed(container, 'Clear translation')!);
    expect(saveOf(reports.at(-1))).to.deep.equal({
      translations: [{ id: 42, $delete: true }],
    });
  });

  it('read-only: every field is read-only and nothing can be cleared', async () => {
    const shown = await mountInterface(translationsField, savedTranslations, true);
    mounted = shown;
    const { container, reports } = shown;
    expect(control<HTMLInputElement>(container, 'title', 'input')!.readOnly).to.equal(true);
    expect(control<HTMLInputElement>(container, 'featured', 'input')!.disabled).to.equal(true);
    expect(buttonNamed(container, 'Clear translation')).to.equal(null);
    await click(tabNamed(container, 'de-DE'));
    expect(control<HTMLInputElement>(container, 'title', 'input')!.readOnly).to.equal(true);
    expect(reports).to.deep.equal([]);
  });

  it('a role without create on the translations cannot add a language, but edits and clears saved ones', async () => {
    setCurrentUser(editorUser(EDITOR_ROLE));
    setPermissions([permissionRow({ collection: TRANSLATIONS, create: 'none' })]);
    mounted = await mountInterface(translationsField, savedTranslations);
    const { container } = mounted;
    expect(control<HTMLInputElement>(container, 'title', 'input')!.readOnly).to.equal(false);
    expect(buttonNamed(container, 'Clear translation')).to.not.equal(null);
    await click(tabNamed(container, 'de-DE'));
    expect(control<HTMLInputElement>(container, 'title', 'input')!.readOnly).to.equal(true);
    expect(panel(container).textContent).to.contain('Your role may not add translations.');
  });

  it('the languages option: its own list and names, languages the item has beyond it, and a bad one said so', async () => {
    const field = fieldOf('translations', 'translation', 'translation', {
      options: { languageField: 'language', languages: '{"fr-FR":"Français","de-DE":"Deutsch"}' },
    });
    mounted = await mountInterface(field, savedTranslations);
    // en-US is not listed but the item has it: it keeps its tab, named by the browser.
    expect(tabs(mounted.container).map((tab) => tab.textContent)).to.deep.equal([
      'Français (translated)',
      'Deutsch',
      'English (United States) (translated)',
    ]);
    mounted.unmount();

    const broken = fieldOf('translations', 'translation', 'translation', {
      options: { languageField: 'language', languages: '{not json' },
    });
    mounted = await mountInterface(broken, []);
    expect(mounted.container.textContent).to.contain(
      'The languages set up for this field are not valid; the default languages are shown.',
    );
    expect(tabs(mounted.container)).to.have.length(7);
    mounted.unmount();

    // No language field named and none of the `lang` type: a clear problem, no form.
    const unnamed = fieldOf('translations', 'translation', 'translation', { options: {} });
    mounted = await mountInterface(unnamed, savedTranslations);
    expect(mounted.container.textContent).to.contain('This field names no language field');
    expect(tabs(mounted.container)).to.have.length(0);
  });

  it('finds the language field by its lang type when the option is unset', async () => {
    setCollections([
      collections.articles,
      collection(TRANSLATIONS, {
        ...translationFields,
        language: translated('language', 'lang', 'language', { sort: 2 }),
      }),
    ]);
    const unnamed = fieldOf('translations', 'translation', 'translation', { options: {} });
    mounted = await mountInterface(unnamed, savedTranslations);
    expect(marked(mounted.container)).to.deep.equal(['en-US', 'fr-FR']);
  });

  it('displays the languages present, or the template on the first of them', async () => {
    const definition = getInterface('translation') as InterfaceDefinition;
    const Display = definition.display!;
    mounted = await mount(
      <Display
        value={[...savedTranslations].reverse()}
        field={translationsField}
        options={{ languageField: 'language' }}
      />,
    );
    // In the languages' order, not the rows'.
    expect(mounted.container.textContent).to.equal('en-US, fr-FR');
    mounted.unmount();

    mounted = await mount(
      <Display
        value={savedTranslations}
        field={translationsField}
        options={{ languageField: 'language', template: '{{title}}' }}
      />,
    );
    expect(mounted.container.textContent).to.equal('Hello <b>world</b>');
    expect(mounted.container.querySelector('b')).to.equal(null);
    mounted.unmount();

    // Without the schema (a listing of another project, say): how many.
    setRelations([]);
    mounted = await mount(
      <Display value={savedTranslations} field={translationsField} options={{}} />,
    );
    expect(mounted.container.textContent).to.equal('2 translations');
  });
});
