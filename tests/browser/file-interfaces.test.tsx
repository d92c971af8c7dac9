// The tags, file-size and files interfaces as a user drives them, with v8's option defaults: tags
// typed with Enter and commas come out lower-cased and sorted, Backspace removes the last, a text
// field stores them as (wrapped) CSV; a size typed as "1.5 MB" is staged in bytes; the files of a
// sorted junction are moved with the keyboard and the save sends only their new places.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import type { CollectionInfo, Relation } from '../../src/api/types.js';
import { savePayload } from '../../src/form/save-payload.js';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { setCollections, setRelations } from '../../src/state/schema.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { type Mounted, mount, typeText } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const definition = (id: string) => getInterface(id) as InterfaceDefinition;

async function press(target: HTMLElement, key: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

const galleryRelations: Relation[] = [
  {
    id: 1,
    collection_many: 'articles_files',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'gallery',
    junction_field: 'file',
  },
  {
    id: 2,
    collection_many: 'articles_files',
    field_many: 'file',
    collection_one: 'directus_files',
    field_one: null,
    junction_field: 'article',
  },
];

const junction: CollectionInfo = {
  collection: 'articles_files',
  managed: true,
  hidden: true,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: { ...fieldOf('id', 'integer', 'primary-key'), primary_key: true },
    article: fieldOf('article', 'integer', 'numeric'),
    file: fieldOf('file', 'integer', 'numeric'),
    sort: fieldOf('sort', 'sort', 'sort'),
  },
};

const fileRow = (id: number, title: string) => ({
  id,
  title,
  type: 'image/jpeg',
  filename_download: `${title}.jpg`,
  data: { full_url: '', url: '', thumbnails: null },
});

describe('file interfaces', () => {
  let mounted: Mounted | null = null;
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('tags: Enter and commas add, lower-cased and sorted; Backspace and × remove', async () => {
    const reports: unknown[] = [];
    const field = fieldOf('keywords', 'array', 'tags');
    mounted = await mount(
      createElement(Controlled, {
        definition: definition('tags'),
        field,
        initial: ['news'],
        reports,
      }),
    );
    const input = mounted.container.querySelector<HTMLInputElement>('.cms-tags__input')!;
    await typeText(input, 'Zebra, Apple');
    await press(input, 'Enter');
    expect(reports.at(-1)).to.deep.equal(['apple', 'news', 'zebra']);
    expect(input.value, 'the box empties').to.equal('');

    await press(input, 'Backspace');
    expect(reports.at(-1)).to.deep.equal(['apple', 'news']);
    const remove = mounted.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove tag apple"]',
    )!;
    await act(async () => remove.click());
    expect(reports.at(-1)).to.deep.equal(['news']);
  });

  it('tags on a text field store wrapped CSV; validation keeps a refused tag in the box', async () => {
    const reports: unknown[] = [];
    const field = fieldOf('keywords', 'string', 'tags', {
      options: { wrap: true, validation: '^[a-z]+$', validationMessage: 'Letters only' },
    });
    mounted = await mount(
      createElement(Controlled, { definition: definition('tags'), field, initial: null, reports }),
    );
    const input = mounted.container.querySelector<HTMLInputElement>('.cms-tags__input')!;
    await typeText(input, 'good,bad1');
    await press(input, ',');
    expect(reports.at(-1)).to.equal(',good,');
    expect(input.value).to.equal('bad1');
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).to.equal('Letters only');
  });

  it('file-size: a typed size is staged in bytes, text that is not a size is flagged', async () => {
    const reports: unknown[] = [];
    const field = fieldOf('filesize', 'integer', 'file-size');
    mounted = await mount(
      createElement(Controlled, {
        definition: definition('file-size'),
        field,
        initial: 2048,
        reports,
      }),
    );
    const input = mounted.container.querySelector<HTMLInputElement>('input')!;
    expect(input.value).to.equal('2.05 kB');
    await typeText(input, '1.5 MB');
    expect(reports.at(-1)).to.equal(1_500_000);
    await typeText(input, 'ten');
    expect(reports).to.have.length(1);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('files: moved with the arrow keys, the save sends only the new places', async () => {
    setRelations(galleryRelations);
    setCollections([junction]);
    const reports: unknown[] = [];
    const field = fieldOf('gallery', 'o2m', 'files');
    const saved = [
      { id: 20, article: 7, sort: 1, file: fileRow(1, 'harbour') },
      { id: 21, article: 7, sort: 2, file: fileRow(2, 'summit') },
      { id: 22, article: 7, sort: 3, file: fileRow(3, 'meadow') },
    ];
    mounted = await mount(
      createElement(Controlled, {
        definition: definition('files'),
        field,
        initial: saved,
        reports,
      }),
    );
    const names = () =>
      Array.from(mounted!.container.querySelectorAll('.cms-files-field__name')).map(
        (name) => name.textContent,
      );
    expect(names()).to.deep.equal(['harbour', 'summit', 'meadow']);

    const grip = mounted.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Move harbour"]',
    )!;
    await press(grip, 'ArrowRight');
    expect(names()).to.deep.equal(['summit', 'harbour', 'meadow']);
    const payload = savePayload(
      { gallery: reports.at(-1) },
      { gallery: saved },
      { gallery: field },
      galleryRelations,
      { articles_files: junction },
    );
    expect(payload).to.deep.equal({
      gallery: [
        { id: 21, sort: 1 },
        { id: 20, sort: 2 },
      ],
    });

    // Removing one sends its junction row's delete and closes the gap.
    const remove = mounted.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove meadow"]',
    )!;
    await act(async () => remove.click());
    expect(names()).to.deep.equal(['summit', 'harbour']);
  });
});
