// <cms-file-library> on its own in a host page: it signs in inline when the page has no session,
// shows the library, and reports to the host through DOM events: `cms-file-selected` when the
// picker's Choose confirms (accept greys out other types), `cms-file-uploaded` for each finished
// upload, `cms-error` for a refused upload and for a failed start. Boolean attributes are on when
// present. The host page's hash never moves. The API is the auth tests' fetch stub; uploads go
// through the XMLHttpRequest stub of the upload tests (a static folder cannot take a POST).
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsFileLibraryElement } from '../../elements/cms-file-library.js';
import {
  apiError,
  projectHome,
  type StubAnswer,
  type StubbedApi,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import { type StubbedXhr, stubXhr } from './fixtures/upload-xhr/stub-xhr.js';
import { CLOSED_API, resetStores, shadowQuery, typeInto } from './helpers.js';

const HOST_HASH = '#host-anchor';

type Row = Record<string, unknown>;

const field = (name: string, type: string, sort: number, extra: Row = {}) => ({
  collection: 'directus_files',
  field: name,
  type,
  interface: null,
  sort,
  ...extra,
});

const filesCollection = {
  collection: 'directus_files',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: field('id', 'integer', 0, { primary_key: true, interface: 'primary-key' }),
    title: field('title', 'string', 1),
    filename_download: field('filename_download', 'string', 2),
    type: field('type', 'string', 3),
    filesize: field('filesize', 'integer', 4),
    folder: field('folder', 'm2o', 5),
    uploaded_by: field('uploaded_by', 'owner', 6),
  },
};

const fileRow = (id: number, title: string, type: string): Row => ({
  id,
  title,
  type,
  folder: null,
  filename_download: `${title.toLowerCase()}.${type.split('/')[1]}`,
  filename_disk: `${id}.bin`,
  filesize: 1000 * id,
  width: null,
  height: null,
  uploaded_by: 1,
  data: { full_url: `${CLOSED_API}uploads/${id}`, url: `/uploads/${id}`, thumbnails: null },
});

const admin = {
  id: 1,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'L',
  locale: 'en-US',
  theme: 'auto',
  last_page: null,
  avatar: null,
  role: { id: 1, name: 'Administrator', module_listing: null, collection_listing: null },
};

function libraryApi({ signedIn, home }: { signedIn: boolean; home?: StubAnswer }): StubbedApi {
  let session = signedIn;
  const list = (data: unknown): StubAnswer => ({ body: { data } });
  return stubApi({
    'GET server/projects': list(['alpha']),
    'GET alpha/': () => home ?? projectHome('Alpha', session),
    'POST alpha/auth/authenticate': (call) => {
      if ((call.body as Row).password !== 'right password') {
        return apiError(100, 'Invalid user credentials', 401);
      }
      session = true;
      return list({ user: admin });
    },
    'GET alpha/users/me': () => (session ? list(admin) : apiError(3, 'Not signed in', 401)),
    'GET alpha/permissions/me': list([]),
    'GET alpha/collections': list([filesCollection]),
    'GET alpha/relations': list([]),
    'GET alpha/settings': list([]),
    // No own view yet; the server's default view of the files is cards (as the real one seeds).
    'GET alpha/collection_presets': (call) =>
      list(
        call.query.has('filter[user][eq]')
          ? []
          : [
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
      ),
    'GET interfaces': list([]),
    'GET layouts': list([]),
    'GET modules': list([]),
    'GET alpha/folders': list([]),
    'GET alpha/files': {
      body: {
        data: [fileRow(1, 'Fjord', 'image/jpeg'), fileRow(2, 'Prices', 'application/pdf')],
        meta: { total_count: 2, filter_count: 2, result_count: 2 },
      },
    },
  });
}

interface Heard {
  type: string;
  detail: Row;
}

const EVENTS = ['cms-file-selected', 'cms-file-uploaded', 'cms-error'];
let api: StubbedApi | null = null;
let xhr: StubbedXhr | null = null;
let heard: Heard[] = [];

function mountLibrary(markup: ReturnType<typeof html>): CmsFileLibraryElement {
  const container = fixtureSync<HTMLDivElement>(html`<div>${markup}</div>`);
  // Listened to on an ancestor: the events bubble out of the shadow root.
  for (const type of EVENTS) {
    container.addEventListener(type, (event) => {
      heard.push({ type, detail: (event as CustomEvent).detail });
    });
  }
  return container.querySelector('cms-file-library') as CmsFileLibraryElement;
}

const detailsOf = (type: string) =>
  heard.filter((one) => one.type === type).map((one) => one.detail);

function buttonNamed(element: Element, name: string): HTMLButtonElement | null {
  return (
    Array.from(element.shadowRoot?.querySelectorAll('button') ?? []).find(
      (button) => button.textContent?.trim() === name,
    ) ?? null
  );
}

function checkboxOf(element: Element, title: string): HTMLInputElement | null {
  return (
    Array.from(
      element.shadowRoot?.querySelectorAll<HTMLInputElement>('.cms-file-card__select') ?? [],
    ).find((input) => input.closest('.cms-file-card')?.textContent?.includes(title)) ?? null
  );
}

async function cardsShown(element: Element): Promise<void> {
  await waitUntil(() => checkboxOf(element, 'Fjord'), 'the file cards did not show', {
    timeout: 5000,
  });
}

function drop(element: Element, files: File[]): void {
  const target = shadowQuery<HTMLElement>(element, '.cms-files__body')!;
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    target.dispatchEvent(
      new DragEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        dataTransfer: transfer,
      }),
    );
  }
}

describe('<cms-file-library>', () => {
  beforeEach(() => {
    resetStores();
    heard = [];
    history.replaceState(null, '', `${location.pathname}${location.search}${HOST_HASH}`);
  });
  afterEach(() => {
    api?.restore();
    api = null;
    xhr?.restore();
    xhr = null;
  });

  it('signs in inline, then shows the library, leaving the host hash alone', async () => {
    api = libraryApi({ signedIn: false });
    const library = mountLibrary(
      html`<cms-file-library api-url=${CLOSED_API} project="alpha"></cms-file-library>`,
    );
    await waitUntil(() => shadowQuery(library, 'form.cms-piece-sign-in'), 'no sign-in form', {
      timeout: 5000,
    });
    expect(shadowQuery(library, '.cms-piece-sign-in__title')?.textContent).to.equal(
      'Sign in to see the files',
    );
    const form = shadowQuery<HTMLFormElement>(library, 'form.cms-piece-sign-in')!;
    typeInto(form.querySelector('input[type="email"]')!, 'ada@example.com');
    typeInto(form.querySelector('input[type="password"]')!, 'right password');
    form.requestSubmit();
    await cardsShown(library);
    // Not a picker: no Choose button, and the files are not greyed out.
    expect(buttonNamed(library, 'Choose')).to.equal(null);
    expect(checkboxOf(library, 'Prices')?.disabled).to.equal(false);
    expect(location.hash).to.equal(HOST_HASH);
  });

  it('as a picker, reports the chosen files; accept greys out other types', async () => {
    api = libraryApi({ signedIn: true });
    const library = mountLibrary(html`
      <cms-file-library api-url=${CLOSED_API} project="alpha" selectable accept="image/*">
      </cms-file-library>
    `);
    await cardsShown(library);
    expect(checkboxOf(library, 'Prices')?.disabled, 'a PDF is not an image').to.equal(true);
    const choose = buttonNamed(library, 'Choose')!;
    expect(choose.disabled, 'nothing chosen yet').to.equal(true);

    checkboxOf(library, 'Fjord')!.click();
    await waitUntil(() => !buttonNamed(library, 'Choose')?.disabled, 'Choose stayed disabled');
    buttonNamed(library, 'Choose')!.click();
    await waitUntil(() => detailsOf('cms-file-selected').length === 1, 'no cms-file-selected');
    const [selected] = detailsOf('cms-file-selected') as { files: Row[] }[];
    expect(selected.files.map((file) => file.id)).to.deep.equal([1]);
    expect(selected.files[0].title).to.equal('Fjord');

    // Without the attribute it is a media manager again.
    library.removeAttribute('selectable');
    await waitUntil(() => buttonNamed(library, 'Choose') === null, 'still a picker');
    expect(location.hash).to.equal(HOST_HASH);
  });

  it('reports each finished upload, and a refused one as cms-error', async () => {
    api = libraryApi({ signedIn: true });
    const uploads = stubXhr();
    xhr = uploads;
    const library = mountLibrary(html`
      <cms-file-library api-url=${CLOSED_API} project="alpha" accept="image/*"></cms-file-library>
    `);
    await cardsShown(library);

    drop(library, [new File([new Uint8Array(10)], 'notes.txt', { type: 'text/plain' })]);
    await waitUntil(() => detailsOf('cms-error').length === 1, 'no cms-error for the refusal');
    expect(String(detailsOf('cms-error')[0].message)).to.contain('notes.txt');
    expect(uploads.requests, 'a refused file is never sent').to.have.length(0);

    drop(library, [new File([new Uint8Array(10)], 'sea.png', { type: 'image/png' })]);
    await waitUntil(() => uploads.requests.length === 1, 'the upload was not sent');
    const request = uploads.requests[0];
    expect((request.body?.get('data') as File | undefined)?.name).to.equal('sea.png');
    request.progress(10, 10);
    request.answer(200, { data: fileRow(7, 'Sea', 'image/png') });
    await waitUntil(() => detailsOf('cms-file-uploaded').length === 1, 'no cms-file-uploaded');
    expect((detailsOf('cms-file-uploaded')[0].file as Row).id).to.equal(7);
    expect(detailsOf('cms-error'), 'no further errors').to.have.length(1);
  });

  it('reports a failed start as cms-error', async () => {
    api = libraryApi({ signedIn: true, home: apiError(11, 'Can not reach the database', 503) });
    const library = mountLibrary(
      html`<cms-file-library api-url=${CLOSED_API} project="alpha"></cms-file-library>`,
    );
    await waitUntil(() => detailsOf('cms-error').length > 0, 'no cms-error', { timeout: 5000 });
    expect(detailsOf('cms-error')[0].code).to.equal(11);
    expect(shadowQuery(library, '.cms-notice--danger')?.textContent).to.contain(
      'The file library could not start',
    );
  });
});
