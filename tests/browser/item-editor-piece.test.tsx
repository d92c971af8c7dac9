// <cms-item-editor> on its own in a host page: its attributes choose the item (`+` a new one), it
// saves, deletes (soft delete through the status mapping, or for real), asks before another
// primary-key drops unsaved edits, reports through its DOM events, signs in inline when the page
// has no session, and never touches the host page's hash. The API is the stub of the auth tests:
// writes and answers that change between calls are beyond a static folder.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index.js';
import type { CmsItemEditorElement } from '../../elements/cms-item-editor.js';
import { $hasUnsavedEdits } from '../../src/state/edits.js';
import { hydrate, isHydratedFor } from '../../src/state/hydration.js';
import {
  apiError,
  projectHome,
  type StubAnswer,
  type StubbedApi,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import { statusField } from './fixtures/item-harness/article-field.js';
import { CLOSED_API, resetStores, shadowQuery, typeInto } from './helpers.js';

const HOST_HASH = '#host-anchor';

function collection(name: string, withStatus: boolean) {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: {
      id: {
        collection: name,
        field: 'id',
        type: 'integer',
        interface: 'primary-key',
        primary_key: true,
        readonly: true,
      },
      ...(withStatus ? { status: { ...statusField(), collection: name } } : {}),
      title: { collection: name, field: 'title', type: 'string', interface: 'text-input', sort: 2 },
    },
  };
}

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

type Row = Record<string, unknown>;

/** An editor (role 3) whose rows on articles and notes grant everything, `explain` as given. */
function editorOf(explain: string) {
  const user = { ...admin, id: 7, role: { ...admin.role, id: 3, name: 'Editor' } };
  const rows = ['articles', 'notes'].map((name, index) => ({
    id: index + 1,
    collection: name,
    role: 3,
    status: null,
    create: 'full',
    read: 'full',
    update: 'full',
    delete: 'full',
    explain,
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
  }));
  return { user, rows };
}

/**
 * A small signed-in (or not) project `alpha` with articles (status mapping) and notes (none), for
 * the admin, or for an editor whose rows demand a reason (`explain`).
 */
function editorApi({
  signedIn,
  explain,
  beta = false,
}: {
  signedIn: boolean;
  explain?: string;
  /** A second project `beta` (the admin signed in) with pages. */
  beta?: boolean;
}) {
  let session = signedIn;
  const editor = explain === undefined ? null : editorOf(explain);
  const me = editor?.user ?? admin;
  const articles: Record<string, Row> = {
    '1': { id: 1, status: 'published', title: 'First article' },
    '2': { id: 2, status: 'draft', title: 'Second article' },
  };
  const notes: Record<string, Row> = { '5': { id: 5, title: 'A note' } };
  const item = (rows: Record<string, Row>, key: string): StubAnswer =>
    rows[key] ? { body: { data: rows[key] } } : apiError(203, 'Item not found', 404);
  const list = (data: unknown): StubAnswer => ({ body: { data } });
  return stubApi({
    'GET server/projects': list(beta ? ['alpha', 'beta'] : ['alpha']),
    ...(beta ? betaRoutes() : {}),
    'GET alpha/': () => projectHome('Alpha', session),
    'POST alpha/auth/authenticate': (call) => {
      if ((call.body as Row).password !== 'right password') {
        return apiError(100, 'Invalid user credentials', 401);
      }
      session = true;
      return list({ user: me });
    },
    'GET alpha/users/me': () => (session ? list(me) : apiError(3, 'Not signed in', 401)),
    'GET alpha/permissions/me': list(editor?.rows ?? []),
    'GET alpha/collections': list([collection('articles', true), collection('notes', false)]),
    'GET alpha/relations': list([]),
    'GET alpha/settings': list([]),
    'GET alpha/collection_presets': list([]),
    'GET interfaces': list([]),
    'GET layouts': list([]),
    'GET modules': list([]),
    'GET alpha/items/articles/1': () => item(articles, '1'),
    'GET alpha/items/articles/2': () => item(articles, '2'),
    'GET alpha/items/articles/9': () => item(articles, '9'),
    'GET alpha/items/articles/404': () => item(articles, '404'),
    'GET alpha/items/notes/5': () => item(notes, '5'),
    'PATCH alpha/items/articles/1': (call) => {
      const changes = call.body as Row;
      if ('title' in changes && !changes.title) return apiError(4, 'The title is required.', 422);
      articles['1'] = { ...articles['1'], ...changes };
      return list(articles['1']);
    },
    'POST alpha/items/articles': (call) => {
      articles['9'] = { ...(call.body as Row), id: 9 };
      return list(articles['9']);
    },
    'PATCH alpha/items/notes/5': (call) => {
      notes['5'] = { ...notes['5'], ...(call.body as Row) };
      return list(notes['5']);
    },
    'DELETE alpha/items/notes/5': () => {
      delete notes['5'];
      return {};
    },
  });
}

/** Project `beta`: one collection (pages) with one item, the admin signed in. */
function betaRoutes(): Record<string, StubAnswer> {
  const list = (data: unknown): StubAnswer => ({ body: { data } });
  return {
    'GET beta/': projectHome('Beta', true),
    'GET beta/users/me': list(admin),
    'GET beta/collections': list([collection('pages', false)]),
    'GET beta/relations': list([]),
    'GET beta/settings': list([]),
    'GET beta/collection_presets': list([]),
    'GET beta/items/pages/3': list({ id: 3, title: 'A beta page' }),
  };
}

interface Heard {
  type: string;
  detail: unknown;
}

let api: StubbedApi | null = null;
let heard: Heard[] = [];
const EVENTS = ['cms-item-saved', 'cms-item-deleted', 'cms-change', 'cms-error'];

function mountEditor(
  collectionName: string,
  primaryKey: string,
  project = 'alpha',
): CmsItemEditorElement {
  const container = fixtureSync<HTMLDivElement>(html`
    <div>
      <cms-item-editor
        api-url=${CLOSED_API}
        project=${project}
        collection=${collectionName}
        primary-key=${primaryKey}
      ></cms-item-editor>
    </div>
  `);
  // Listened to on an ancestor: the events bubble out of the shadow root.
  for (const type of EVENTS) {
    container.addEventListener(type, (event) => {
      heard.push({ type, detail: (event as CustomEvent).detail });
    });
  }
  return container.firstElementChild as CmsItemEditorElement;
}

const detailsOf = (type: string) =>
  heard.filter((one) => one.type === type).map((one) => one.detail);

function titleInput(element: Element): HTMLInputElement | null {
  return shadowQuery<HTMLInputElement>(element, '[data-field="title"] input');
}

async function formWithTitle(element: Element, title: string): Promise<HTMLInputElement> {
  await waitUntil(() => titleInput(element)?.value === title, `no form showing "${title}"`, {
    timeout: 5000,
  });
  return titleInput(element)!;
}

function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | null {
  return (
    Array.from(root.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === name,
    ) ?? null
  );
}

function openDialog(element: Element): HTMLDialogElement | null {
  return shadowQuery<HTMLDialogElement>(element, 'dialog[open]');
}

function field(element: Element, label: string): HTMLInputElement {
  const labelElement = Array.from(element.shadowRoot!.querySelectorAll('label')).find(
    (candidate) => candidate.textContent === label,
  );
  const input = labelElement && element.shadowRoot!.getElementById(labelElement.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
}

const text = (element: Element) => element.shadowRoot?.textContent ?? '';

/** Writes the reason an `explain` question asks for, as typing would. */
function typeReason(box: HTMLTextAreaElement, reason: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, reason);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

async function violations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join('; ')}`,
  );
}

describe('<cms-item-editor>', () => {
  beforeEach(() => {
    resetStores();
    heard = [];
    history.replaceState(null, '', `${location.pathname}${location.search}${HOST_HASH}`);
  });
  afterEach(() => {
    api?.restore();
    api = null;
  });

  it('shows the item its attributes name, and follows another primary-key', async () => {
    api = editorApi({ signedIn: true });
    const element = mountEditor('articles', '1');
    await formWithTitle(element, 'First article');
    expect(shadowQuery(element, '.cms-piece-editor__title')?.textContent).to.equal(
      'ArticlesItem 1',
    );
    expect(buttonNamed(element.shadowRoot!, 'Delete')).to.not.equal(null);

    element.setAttribute('primary-key', '2');
    await formWithTitle(element, 'Second article');
    expect(location.hash).to.equal(HOST_HASH);
    expect(detailsOf('cms-change')).to.deep.equal([]);
  });

  it('saves the staged edits (button and mod+s) and fires cms-change and cms-item-saved', async () => {
    api = editorApi({ signedIn: true });
    const element = mountEditor('articles', '1');
    const title = await formWithTitle(element, 'First article');
    const save = buttonNamed(element.shadowRoot!, 'Save')!;
    expect(save.disabled).to.equal(true);

    typeInto(title, 'Changed title');
    await waitUntil(() => !save.disabled, 'save stayed disabled');
    expect(detailsOf('cms-change')).to.deep.equal([{ dirty: true }]);
    save.click();
    await waitUntil(() => detailsOf('cms-item-saved').length === 1, 'no cms-item-saved');
    expect(api.callsTo('PATCH alpha/items/articles/1').map((call) => call.body)).to.deep.equal([
      { title: 'Changed title' },
    ]);
    expect(detailsOf('cms-item-saved')[0]).to.deep.equal({
      collection: 'articles',
      primaryKey: 1,
      item: { id: 1, status: 'published', title: 'Changed title' },
    });
    await waitUntil(() => detailsOf('cms-change').length === 2, 'no clean cms-change');
    expect(detailsOf('cms-change')[1]).to.deep.equal({ dirty: false });
    await waitUntil(() => text(element).includes('Saved.'), 'no saved note');

    // mod+s from a field inside saves too, and the host page never sees the key.
    let hostSawKey = false;
    const onHostKey = () => {
      hostSawKey = true;
    };
    window.addEventListener('keydown', onHostKey);
    typeInto(title, 'Saved with the keyboard');
    await waitUntil(() => !save.disabled, 'save stayed disabled');
    const shortcut = new KeyboardEvent('keydown', {
      key: 's',
      ctrlKey: true,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    title.dispatchEvent(shortcut);
    window.removeEventListener('keydown', onHostKey);
    expect(shortcut.defaultPrevented).to.equal(true);
    expect(hostSawKey).to.equal(false);
    await waitUntil(() => detailsOf('cms-item-saved').length === 2, 'mod+s did not save');
    expect(api.callsTo('PATCH alpha/items/articles/1').at(-1)?.body).to.deep.equal({
      title: 'Saved with the keyboard',
    });
    expect(location.hash).to.equal(HOST_HASH);
  });

  it('creates an item for `+`, then edits the created item', async () => {
    api = editorApi({ signedIn: true });
    const element = mountEditor('articles', '+');
    const title = await formWithTitle(element, '');
    expect(shadowQuery(element, '.cms-piece-editor__item')?.textContent).to.equal('New item');
    expect(buttonNamed(element.shadowRoot!, 'Delete')).to.equal(null);
    const draft = shadowQuery<HTMLInputElement>(
      element,
      '[data-field="status"] input[value="draft"]',
    );
    expect(draft?.checked).to.equal(true);

    typeInto(title, 'Made in the piece');
    buttonNamed(element.shadowRoot!, 'Save')!.click();
    await waitUntil(() => detailsOf('cms-item-saved').length === 1, 'no cms-item-saved');
    expect(api.callsTo('POST alpha/items/articles')[0]?.body).to.deep.equal({
      status: 'draft',
      title: 'Made in the piece',
    });
    expect(detailsOf('cms-item-saved')[0]).to.deep.include({
      collection: 'articles',
      primaryKey: 9,
    });
    await waitUntil(
      () => shadowQuery(element, '.cms-piece-editor__item')?.textContent === 'Item 9',
      'the created item did not open',
    );
    await formWithTitle(element, 'Made in the piece');
    expect(buttonNamed(element.shadowRoot!, 'Delete')).to.not.equal(null);
    expect(location.hash).to.equal(HOST_HASH);
  });

  it('asks before another primary-key drops unsaved edits: keep editing, then discard', async () => {
    api = editorApi({ signedIn: true });
    const element = mountEditor('articles', '1');
    const title = await formWithTitle(element, 'First article');
    typeInto(title, 'Unsaved');
    await waitUntil(() => detailsOf('cms-change').length === 1, 'no dirty cms-change');

    element.setAttribute('primary-key', '404');
    await waitUntil(() => openDialog(element), 'no question');
    expect(openDialog(element)!.textContent).to.contain('unsaved changes');
    buttonNamed(openDialog(element)!, 'Keep editing')!.click();
    await waitUntil(() => !openDialog(element), 'the question stayed open');
    expect(titleInput(element)?.value).to.equal('Unsaved');
    expect(api.callsTo('GET alpha/items/articles/404')).to.have.length(0);

    element.setAttribute('primary-key', '2');
    await waitUntil(() => openDialog(element), 'no second question');
    buttonNamed(openDialog(element)!, 'Discard changes')!.click();
    await formWithTitle(element, 'Second article');
    expect(detailsOf('cms-change')).to.deep.equal([{ dirty: true }, { dirty: false }]);
    expect($hasUnsavedEdits.get()).to.equal(false);
    expect(api.callsTo('PATCH alpha/items/articles/1')).to.have.length(0);
  });

  it('deletes after confirming: soft delete through the status mapping, else for real', async () => {
    api = editorApi({ signedIn: true });
    const element = mountEditor('articles', '1');
    await formWithTitle(element, 'First article');
    buttonNamed(element.shadowRoot!, 'Delete')!.click();
    await waitUntil(() => openDialog(element), 'no confirmation');
    buttonNamed(openDialog(element)!, 'Cancel')!.click();
    await waitUntil(() => !openDialog(element), 'the confirmation stayed open');
    expect(api.callsTo('PATCH alpha/items/articles/1')).to.have.length(0);

    buttonNamed(element.shadowRoot!, 'Delete')!.click();
    await waitUntil(() => openDialog(element), 'no confirmation');
    buttonNamed(openDialog(element)!, 'Delete')!.click();
    await waitUntil(() => detailsOf('cms-item-deleted').length === 1, 'no cms-item-deleted');
    expect(api.callsTo('PATCH alpha/items/articles/1')[0]?.body).to.deep.equal({
      status: 'deleted',
    });
    expect(detailsOf('cms-item-deleted')[0]).to.deep.equal({
      collection: 'articles',
      primaryKey: 1,
    });
    await waitUntil(() => text(element).includes('The item was deleted.'), 'no deleted notice');

    element.setAttribute('collection', 'notes');
    element.setAttribute('primary-key', '5');
    await formWithTitle(element, 'A note');
    buttonNamed(element.shadowRoot!, 'Delete')!.click();
    await waitUntil(() => openDialog(element), 'no confirmation');
    buttonNamed(openDialog(element)!, 'Delete')!.click();
    await waitUntil(() => detailsOf('cms-item-deleted').length === 2, 'no second cms-item-deleted');
    expect(api.callsTo('DELETE alpha/items/notes/5')).to.have.length(1);
    expect(detailsOf('cms-item-deleted')[1]).to.deep.equal({ collection: 'notes', primaryKey: 5 });
    expect(location.hash).to.equal(HOST_HASH);
  });

  it('asks why before a save (button or mod+s) and a delete when the role must explain, and sends comment=', async () => {
    api = editorApi({ signedIn: true, explain: 'always' });
    const element = mountEditor('notes', '5');
    const title = await formWithTitle(element, 'A note');
    typeInto(title, 'Explained note');
    const save = buttonNamed(element.shadowRoot!, 'Save')!;
    await waitUntil(() => !save.disabled, 'save stayed disabled');
    title.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 's',
        ctrlKey: true,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await waitUntil(() => openDialog(element)?.querySelector('textarea'), 'mod+s asked no reason');
    expect(api.callsTo('PATCH alpha/items/notes/5'), 'nothing sent yet').to.have.length(0);
    const reason = openDialog(element)!.querySelector('textarea')!;
    const confirmSave = buttonNamed(openDialog(element)!, 'Save')!;
    expect(confirmSave.disabled, 'no save without a reason').to.equal(true);
    typeReason(reason, 'Fixing a typo');
    await waitUntil(() => !confirmSave.disabled, 'the reason did not enable the save');
    confirmSave.click();
    await waitUntil(() => api!.callsTo('PATCH alpha/items/notes/5').length === 1, 'no PATCH');
    expect(api.callsTo('PATCH alpha/items/notes/5')[0]!.query.get('comment')).to.equal(
      'Fixing a typo',
    );

    await waitUntil(() => !openDialog(element), 'the question stayed open');
    buttonNamed(element.shadowRoot!, 'Delete')!.click();
    await waitUntil(() => openDialog(element)?.querySelector('textarea'), 'delete asked no reason');
    const confirmDelete = buttonNamed(openDialog(element)!, 'Delete')!;
    expect(confirmDelete.disabled, 'no delete without a reason').to.equal(true);
    typeReason(openDialog(element)!.querySelector('textarea')!, 'Duplicate');
    await waitUntil(() => !confirmDelete.disabled, 'the reason did not enable the delete');
    confirmDelete.click();
    await waitUntil(() => detailsOf('cms-item-deleted').length === 1, 'no cms-item-deleted');
    expect(api.callsTo('DELETE alpha/items/notes/5')[0]!.query.get('comment')).to.equal(
      'Duplicate',
    );
  });

  it('reports failures as cms-error: a refused save keeps the edits, a missing item says so', async () => {
    api = editorApi({ signedIn: true });
    const element = mountEditor('articles', '1');
    const title = await formWithTitle(element, 'First article');
    typeInto(title, '');
    await waitUntil(() => detailsOf('cms-change').length === 1, 'no dirty cms-change');
    buttonNamed(element.shadowRoot!, 'Save')!.click();
    await waitUntil(() => detailsOf('cms-error').length === 1, 'no cms-error');
    expect(detailsOf('cms-error')[0]).to.deep.include({ code: 4, status: 422 });
    await waitUntil(() => text(element).includes('The title is required.'), 'no inline message');
    expect(shadowQuery(element, '[role="alert"]')?.textContent).to.contain(
      'The item could not be saved',
    );
    expect(titleInput(element)?.value).to.equal('');
    expect(detailsOf('cms-item-saved')).to.deep.equal([]);

    buttonNamed(shadowQuery(element, '.cms-piece-editor')!, 'Save')!.click();
    await waitUntil(() => detailsOf('cms-error').length === 2, 'no second cms-error');

    // Moving on discards (asked first), then the missing item is reported.
    element.setAttribute('primary-key', '404');
    await waitUntil(() => openDialog(element), 'no question');
    buttonNamed(openDialog(element)!, 'Discard changes')!.click();
    await waitUntil(() => text(element).includes('Item 404 does not exist'), 'no not-found notice');
    expect(detailsOf('cms-error').at(-1)).to.deep.include({ code: 203, status: 404 });
  });

  it('signs in inline when the page has no session, then shows the item', async () => {
    api = editorApi({ signedIn: false });
    const element = mountEditor('articles', '1');
    await waitUntil(() => shadowQuery(element, 'form.cms-piece-sign-in'), 'no sign-in form', {
      timeout: 5000,
    });
    expect(text(element)).to.contain('Sign in to Alpha to edit this item.');
    expect(titleInput(element)).to.equal(null);
    expect(await violations(element)).to.deep.equal([]);

    typeInto(field(element, 'Email'), admin.email);
    typeInto(field(element, 'Password'), 'wrong password');
    shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
    await waitUntil(() => text(element).includes('Incorrect Email/Password'), 'no refusal');

    typeInto(field(element, 'Password'), 'right password');
    shadowQuery<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
    await formWithTitle(element, 'First article');
    expect(await violations(element)).to.deep.equal([]);
    expect(api.callsTo('POST alpha/auth/authenticate').map((call) => call.body)).to.deep.equal([
      { email: admin.email, password: 'wrong password', mode: 'cookie' },
      { email: admin.email, password: 'right password', mode: 'cookie' },
    ]);
    expect(location.hash).to.equal(HOST_HASH);
  });

  it("hydrates its own project when the page's stores hold another one", async () => {
    api = editorApi({ signedIn: true, beta: true });
    await hydrate('beta');
    expect(isHydratedFor('beta')).to.equal(true);
    const element = mountEditor('articles', '1', 'alpha');
    await formWithTitle(element, 'First article');
    expect(isHydratedFor('alpha')).to.equal(true);
    expect(api.callsTo('GET alpha/collections')).to.have.length(1);
  });

  it('two editors on different projects: the later one shows its item, the other says why not', async () => {
    api = editorApi({ signedIn: true, beta: true });
    const first = mountEditor('articles', '1', 'alpha');
    await formWithTitle(first, 'First article');
    const second = mountEditor('pages', '3', 'beta');
    await formWithTitle(second, 'A beta page');
    await waitUntil(
      () => text(first).includes('Another editor on this page'),
      'the earlier editor gave no notice',
    );
    expect(titleInput(first), 'no form on data of another project').to.equal(null);
    expect(text(first)).to.contain('alpha');
    // The later one leaves: the earlier one loads its own project again.
    second.remove();
    await formWithTitle(first, 'First article');
    expect(isHydratedFor('alpha')).to.equal(true);
  });

  it('says which attribute is missing and does not fail', async () => {
    api = editorApi({ signedIn: true });
    const container = fixtureSync<HTMLDivElement>(html`
      <div><cms-item-editor api-url=${CLOSED_API} project="alpha" collection="articles"></cms-item-editor></div>
    `);
    const element = container.firstElementChild!;
    await waitUntil(() => text(element).includes('primary-key'), 'no notice', { timeout: 5000 });
    element.setAttribute('primary-key', '1');
    await formWithTitle(element, 'First article');
  });
});
