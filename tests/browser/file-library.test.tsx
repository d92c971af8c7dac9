import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import type { FileRow } from '../../src/api/files.js';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { FileBrowser, type FileBrowserProps } from '../../src/screens/files/FileBrowser.js';
import { $config } from '../../src/state/config.js';
import { setCollections } from '../../src/state/schema.js';
import { setCurrentUser } from '../../src/state/user.js';
import { adoptAdminStyles, chooseOption, resetStores, typeInto } from './helpers.js';

// The file browser against a stubbed API (the calls it makes are checked): files of the current
// folder only, folder tiles and the breadcrumb, creating a folder, moving files, and picker mode
// (accept greys out, one file when not multiple, Enter toggles, Choose answers with the rows).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const API = 'http://api.test/';

const field = (name: string, type: string, sort: number, changes: Partial<FieldInfo> = {}) => ({
  id: null,
  collection: 'directus_files',
  field: name,
  type,
  interface: null,
  sort,
  ...changes,
});

const files: CollectionInfo = {
  collection: 'directus_files',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: field('id', 'integer', 0, { primary_key: true }),
    data: field('data', 'alias', 1, { hidden_detail: true }),
    title: field('title', 'string', 2),
    filename_download: field('filename_download', 'string', 3),
    type: field('type', 'string', 4),
    filesize: field('filesize', 'integer', 5),
    folder: field('folder', 'm2o', 6),
    uploaded_by: field('uploaded_by', 'owner', 7),
    uploaded_on: field('uploaded_on', 'datetime', 8),
  },
};

const file = (id: number, title: string, type: string, folder: number | null): FileRow =>
  ({
    id,
    title,
    type,
    folder,
    filename_download: `${title.toLowerCase().replace(/ /g, '-')}.${type.split('/')[1]}`,
    filename_disk: `${id}.bin`,
    filesize: 1500 * id,
    width: type.startsWith('image/') ? 800 : null,
    height: type.startsWith('image/') ? 600 : null,
    duration: null,
    uploaded_by: 1,
    // Pictures come with their whitelist thumbnails (which this test server does not serve).
    data: type.startsWith('image/')
      ? {
          full_url: `${API}uploads/${id}`,
          url: `/uploads/${id}`,
          thumbnails: [
            {
              key: 'directus-medium-crop',
              url: `${API}alpha/assets/h${id}`,
              width: 300,
              height: 300,
            },
          ],
        }
      : { full_url: `${API}uploads/${id}`, url: `/uploads/${id}`, thumbnails: null },
  }) as FileRow;

let stored: FileRow[];
let folders: { id: number; name: string; parent_folder: number | null }[];
let calls: { method: string; url: URL; body: unknown }[];
let original: typeof window.fetch;

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });

function stubApi() {
  calls = [];
  original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/alpha/collection_presets') {
      // The user has no own view yet; the server's default for files is cards.
      if (query.has('filter[user][eq]')) return json({ data: [] });
      return json({
        data: [
          {
            id: 2,
            user: null,
            role: null,
            title: null,
            collection: 'directus_files',
            view_type: 'cards',
            view_options: { cards: { title: 'title' } },
          },
        ],
      });
    }
    if (path === '/alpha/files' && method === 'GET') {
      const inFolder = query.get('filter[folder][eq]');
      const matching = stored.filter((row) =>
        inFolder === null ? row.folder === null : String(row.folder) === inFolder,
      );
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? matching.length);
      return json({
        data: matching.slice(offset, offset + limit),
        meta: { total_count: stored.length, filter_count: matching.length },
      });
    }
    if (path.startsWith('/alpha/files/') && method === 'PATCH') {
      const ids = path.split('/').at(-1)!.split(',').map(Number);
      stored = stored.map((row) => (ids.includes(row.id) ? { ...row, ...(body as object) } : row));
      return json({ data: stored.filter((row) => ids.includes(row.id)) });
    }
    if (path === '/alpha/folders' && method === 'GET') return json({ data: folders });
    if (path === '/alpha/folders' && method === 'POST') {
      const created = {
        id: folders.length + 10,
        ...(body as { name: string; parent_folder: number | null }),
      };
      folders = [...folders, created];
      return json({ data: created });
    }
    return json({ error: { code: 203, message: 'nothing here' } }, 404);
  };
}

let root: Root;
let container: HTMLElement;

async function mount(props: Partial<FileBrowserProps> = {}, style = '') {
  await initI18n();
  const router = createRouter(routes, memoryLocation('/alpha/files')) as Router;
  router.start();
  container = document.createElement('div');
  container.style.cssText = style;
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <RouterContext.Provider value={router}>
      <FileBrowser project="alpha" {...props} />
    </RouterContext.Provider>,
  );
}

const text = () => container.textContent ?? '';
const button = (label: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (entry) => entry.textContent?.trim() === label,
  );
const fileCalls = () =>
  calls.filter((call) => call.url.pathname === '/alpha/files' && call.method === 'GET');
const checkbox = (title: string) =>
  [...container.querySelectorAll<HTMLInputElement>('.cms-file-card__select')].find((input) =>
    input.closest('.cms-file-card')?.textContent?.includes(title),
  )!;

describe('the file browser', () => {
  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', API);
    stored = [
      file(1, 'Fjord', 'image/jpeg', null),
      file(2, 'Price list', 'application/pdf', null),
      file(3, 'Summit', 'image/png', 5),
    ];
    folders = [
      { id: 5, name: 'Trips', parent_folder: null },
      { id: 6, name: 'Winter', parent_folder: 5 },
    ];
    stubApi();
    setCurrentUser({
      id: 1,
      email: 'admin@example.com',
      first_name: 'Ada',
      last_name: 'Min',
      locale: 'en-US',
      theme: 'auto',
      last_page: null,
      avatar: null,
      role: { id: 1, module_listing: null, collection_listing: null },
    });
    setCollections([files]);
  });
  afterEach(() => {
    root?.unmount();
    container?.remove();
    window.fetch = original;
  });

  it('lists the root folder as cards: title, type badge and size, with the folders as tiles', async () => {
    await mount();
    await waitUntil(() => text().includes('Fjord'), 'no cards', { timeout: 3000 });
    const query = fileCalls()[0]!.url.searchParams;
    expect(query.get('filter[folder][null]')).to.equal('1');
    expect(query.get('fields')).to.include('data');
    expect(text()).to.include('Price list');
    expect(text()).not.to.include('Summit');
    // A picture's type is a corner badge; a document's tile names its extension under its icon.
    const badges = [...container.querySelectorAll('.cms-file-card__badge')].map(
      (b) => b.textContent,
    );
    expect(badges).to.deep.equal(['JPG']);
    // (The picture's own thumbnail may fail to load here and show its icon too: read the PDF's.)
    const priceList = [...container.querySelectorAll('.cms-file-card')].find((card) =>
      card.textContent?.includes('Price list'),
    );
    expect(priceList?.querySelector('.cms-file-thumb__badge')?.textContent).to.equal('PDF');
    expect(text()).to.include('1.5 kB');
    expect(text()).to.include('800 × 600');
    await waitUntil(() => container.querySelector('.cms-folder-tile'), 'no folder tiles');
    const tiles = [...container.querySelectorAll('.cms-folder-tile')].map(
      (tile) => tile.textContent,
    );
    expect(tiles).to.deep.equal(['Trips']);
    const link = container.querySelector<HTMLAnchorElement>('.cms-file-card__title a')!;
    expect(link.getAttribute('href')).to.equal('#/alpha/files/1');
  });

  it('says "No files" for an empty library, with a way to upload', async () => {
    stored = [];
    folders = [];
    await mount();
    await waitUntil(() => text().includes('No files'), 'no empty state', { timeout: 3000 });
    expect(text()).to.include('Drop files here, or use Upload.');
    expect(button('Upload')).to.not.equal(undefined);
  });

  it('keeps only the cards in view in the DOM, and loads the page a jump to the middle shows', async () => {
    stored = Array.from({ length: 600 }, (_, index) =>
      file(index + 1, `Bulk ${index + 1}`, 'application/pdf', null),
    );
    folders = [];
    adoptAdminStyles();
    await mount({}, 'display:flex;flex-direction:column;width:1000px;height:700px');
    await waitUntil(() => text().includes('Bulk 1'), 'no cards', { timeout: 3000 });
    const body = container.querySelector<HTMLElement>('.cms-files__body')!;
    // Generous waits: on a loaded CI machine the scroll's page request took over waitUntil's 1 s.
    await waitUntil(() => body.scrollHeight > 10_000, 'the grid is not as tall as every file', {
      timeout: 5000,
    });
    expect(container.querySelectorAll('.cms-file-card').length).to.be.below(80);
    const offsets = () => fileCalls().map((call) => Number(call.url.searchParams.get('offset')));
    // The first page, and the one after it read ahead.
    expect(offsets()).to.deep.equal([0, 50]);

    body.scrollTop = body.scrollHeight / 2;
    await waitUntil(
      () => fileCalls().some((call) => Number(call.url.searchParams.get('offset')) >= 250),
      'the middle page was not asked for',
      { timeout: 5000 },
    );
    // Not every page before it: what the window shows and a page either side.
    expect(offsets()).to.not.include(100);
    expect(offsets()).to.not.include(150);
    await waitUntil(() => text().includes('Bulk 300'), 'the middle cards are not shown', {
      timeout: 5000,
    });
    expect(container.querySelectorAll('.cms-file-card').length).to.be.below(80);
  });

  it('keeps to the cards in view inside a scrolling panel around it too (a picker dialog)', async () => {
    stored = Array.from({ length: 600 }, (_, index) =>
      file(index + 1, `Bulk ${index + 1}`, 'application/pdf', null),
    );
    folders = [];
    adoptAdminStyles();
    await mount({ selectable: true }, 'width:1000px;height:600px;overflow:auto');
    await waitUntil(() => text().includes('Bulk 1'), 'no cards', { timeout: 3000 });
    await waitUntil(
      () => container.scrollHeight > 10_000,
      'the grid is not as tall as every file',
      { timeout: 5000 },
    );
    expect(container.querySelectorAll('.cms-file-card').length).to.be.below(80);
    container.scrollTop = container.scrollHeight / 2;
    await waitUntil(() => text().includes('Bulk 300'), 'the middle cards are not shown', {
      timeout: 5000,
    });
    expect(container.querySelectorAll('.cms-file-card').length).to.be.below(80);
  });

  it('browses into a folder and back out through the breadcrumb', async () => {
    await mount();
    await waitUntil(() => container.querySelector('.cms-folder-tile'), 'no folder tiles', {
      timeout: 3000,
    });
    await waitUntil(() => text().includes('Fjord'), 'no cards');
    checkbox('Fjord').click();
    await waitUntil(() => text().includes('1 selected'), 'not selected');
    container.querySelector<HTMLButtonElement>('.cms-folder-tile')!.click();
    await waitUntil(() => text().includes('Summit'), 'the folder was not listed');
    expect(fileCalls().at(-1)!.url.searchParams.get('filter[folder][eq]')).to.equal('5');
    expect(text()).not.to.include('Fjord');
    // Another folder starts with nothing selected (a move acts on what is in view).
    expect(text()).not.to.include('selected');
    const crumbs = container.querySelector('.cms-folder-crumbs')!;
    expect(crumbs.textContent).to.include('All files');
    expect(crumbs.querySelector('[aria-current]')!.textContent).to.equal('Trips');
    expect(
      [...container.querySelectorAll('.cms-folder-tile')].map((tile) => tile.textContent),
    ).to.deep.equal(['Winter']);
    button('All files')!.click();
    await waitUntil(() => text().includes('Fjord'), 'not back at the root');
  });

  it('creates a folder inside the current one', async () => {
    await mount({ folder: 5 });
    await waitUntil(() => text().includes('Summit'), 'no files', { timeout: 3000 });
    button('New folder')!.click();
    const input = await waitUntil(
      () => container.querySelector<HTMLInputElement>('dialog[open] input'),
      'no name field',
    ).then(() => container.querySelector<HTMLInputElement>('dialog[open] input')!);
    typeInto(input, 'Spring');
    button('Create')!.click();
    await waitUntil(() => calls.some((call) => call.method === 'POST'), 'nothing created');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).to.equal('/alpha/folders');
    expect(post.body).to.deep.equal({ name: 'Spring', parent_folder: 5 });
    await waitUntil(
      () =>
        [...container.querySelectorAll('.cms-folder-tile')].some(
          (tile) => tile.textContent === 'Spring',
        ),
      'the new folder is not shown',
    );
  });

  it('moves the selected files into another folder', async () => {
    await mount();
    await waitUntil(() => text().includes('Fjord'), 'no cards', { timeout: 3000 });
    checkbox('Fjord').click();
    await waitUntil(() => button('Move to folder'), 'no move button');
    button('Move to folder')!.click();
    const select = await waitUntil(
      () => container.querySelector('dialog[open] [role="combobox"]'),
      'no destination',
    ).then(() => container.querySelector('dialog[open] [role="combobox"]')!);
    await chooseOption(select, '6');
    button('Move')!.click();
    await waitUntil(() => calls.some((call) => call.method === 'PATCH'), 'nothing moved');
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url.pathname).to.equal('/alpha/files/1');
    expect(patch.body).to.deep.equal({ folder: 6 });
    await waitUntil(() => !text().includes('Fjord'), 'the moved file is still listed');
  });

  it('moves file cards dropped on a folder tile (the whole selection when a selected card is dragged)', async () => {
    await mount();
    await waitUntil(
      () => text().includes('Fjord') && container.querySelector('.cms-folder-tile'),
      'no cards',
      {
        timeout: 3000,
      },
    );
    checkbox('Fjord').click();
    checkbox('Price list').click();
    await waitUntil(() => text().includes('2 selected'), 'not selected');
    const card = checkbox('Fjord').closest('li')!;
    const tile = container.querySelector<HTMLButtonElement>('.cms-folder-tile')!;
    const transfer = new DataTransfer();
    card.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }));
    tile.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitUntil(
      () => tile.hasAttribute('data-drop-target'),
      'the tile does not show it takes the drop',
    );
    tile.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitUntil(() => calls.some((call) => call.method === 'PATCH'), 'nothing moved');
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url.pathname).to.equal('/alpha/files/1,2');
    expect(patch.body).to.deep.equal({ folder: 5 });
    await waitUntil(
      () => !text().includes('Fjord') && !text().includes('Price list'),
      'still listed',
    );
  });

  it('picks files: others than accepted are greyed out, one at a time, Enter toggles, Choose answers', async () => {
    let chosen: FileRow[] | null = null;
    await mount({
      selectable: true,
      multiple: false,
      accept: ['image/*'],
      onSelect: (rows) => {
        chosen = rows;
      },
    });
    await waitUntil(() => text().includes('Fjord'), 'no cards', { timeout: 3000 });
    const pdf = checkbox('Price list');
    expect(pdf.disabled).to.equal(true);
    expect(pdf.closest('.cms-file-card')!.classList.contains('cms-file-card--disabled')).to.equal(
      true,
    );
    expect(button('Choose')!.disabled).to.equal(true);

    // A click anywhere on the card selects it.
    checkbox('Fjord')
      .closest('.cms-file-card')!
      .querySelector<HTMLElement>('.cms-file-card__preview')!
      .click();
    await waitUntil(() => checkbox('Fjord').checked, 'not selected by a click');
    expect(button('Choose')!.disabled).to.equal(false);
    // Enter toggles it off again.
    checkbox('Fjord').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitUntil(() => !checkbox('Fjord').checked, 'Enter did not toggle');
    checkbox('Fjord').click();
    await waitUntil(() => checkbox('Fjord').checked, 'not selected again');
    button('Choose')!.click();
    expect(chosen).to.not.equal(null);
    expect(chosen!.map((row) => row.id)).to.deep.equal([1]);
    expect(chosen![0]!.title).to.equal('Fjord');
  });
});
