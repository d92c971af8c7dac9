// The webhook screens in real Chromium against a stubbed API: the list (badge, URL link, method,
// event, collection; empty and failed states), the create form (a non-http URL refused before
// sending, then the POST and the move to the stored webhook), editing (only the changes sent, with
// Ctrl+S), the server's refusal of a private address shown at the URL field with the typing kept,
// Delete behind its question, and the delivery failures panel (its query, its rows, empty).
import { useStore } from '@nanostores/react';
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
import type { Webhook } from '../../src/api/webhooks.js';
import { RouterContext } from '../../src/router/Link.js';
import { mayLeave } from '../../src/router/leave-guard.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { WebhookDetail } from '../../src/screens/settings/webhooks/WebhookDetail.js';
import { WebhooksList } from '../../src/screens/settings/webhooks/WebhooksList.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $notifications } from '../../src/state/notifications.js';
import { setCollections } from '../../src/state/schema.js';
import {
  apiError,
  type StubbedApi,
  type StubRoutes,
  stubApi,
} from './fixtures/auth-api-stub/stub-api.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { chooseOption, resetStores } from './helpers.js';

const collection = (name: string, note: string | null = null): CollectionInfo => ({
  collection: name,
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note,
  translation: null,
  fields: {},
});

const HOOKS: Webhook[] = [
  {
    id: 3,
    status: 'active',
    http_action: 'post',
    url: 'https://hooks.example.com/build',
    collection: 'articles',
    directus_action: 'item.create:after',
  },
  {
    id: 5,
    status: 'inactive',
    http_action: 'get',
    url: 'https://ping.example.org/',
    collection: 'tags',
    directus_action: 'item.delete:after',
  },
];

/** Shows the screen of the router's current route, as RouteView does for these two. */
function Screen({ router }: { router: Router }) {
  const route = useStore(router.$route);
  if (!route) return null;
  if (route.name === 'settings-webhooks') return <WebhooksList route={route} />;
  if (route.name === 'settings-webhook') return <WebhookDetail route={route} />;
  return <p data-other-route={route.name}>{route.path}</p>;
}

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;
let router: Router;

async function waitFor<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 150; tries += 1) {
    const value = read();
    if (value) return value;
    await settle(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function open(path: string, answers: StubRoutes): Promise<HTMLElement> {
  api = stubApi(answers);
  router = createRouter(routes, memoryLocation(path));
  router.start();
  mounted = await mount(
    <RouterContext.Provider value={router}>
      <Screen router={router} />
    </RouterContext.Provider>,
  );
  return mounted.container;
}

const currentPath = () => router.$route.get()?.path;
const urlInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('.cms-webhook-form__url input')!;
const saveButton = (root: HTMLElement) => buttonNamed(root, 'Save')!;
const notified = (title: string) => $notifications.get().some((each) => each.title === title);

async function pressCtrlS() {
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
  });
}

describe('settings › webhooks', () => {
  beforeEach(() => {
    resetStores();
    setCurrentProject('alpha');
    setCollections([collection('articles'), collection('tags'), collection('authors')]);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  describe('the list', () => {
    it('shows each webhook as a row that opens it, and New opens the create form', async () => {
      const root = await open('/alpha/settings/webhooks', {
        'GET alpha/webhooks': { body: { data: HOOKS } },
      });
      const rows = await waitFor(() => {
        const found = root.querySelectorAll<HTMLTableRowElement>('tbody tr');
        return found.length === 2 && [...found];
      }, 'two rows');
      const cells = (row: HTMLTableRowElement) =>
        [...row.cells].map((cell) => cell.textContent?.trim());
      expect(cells(rows[0])).to.deep.equal([
        'Active',
        'https://hooks.example.com/build',
        'POST',
        'Item created',
        'Articles',
      ]);
      expect(cells(rows[1])).to.deep.equal([
        'Inactive',
        'https://ping.example.org/',
        'GET',
        'Item deleted',
        'Tags',
      ]);
      expect(rows[0].querySelector('.cms-webhook-status--active')).to.exist;
      expect(rows[1].querySelector('.cms-webhook-status--inactive')).to.exist;
      expect([...root.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal([
        'Status',
        'URL',
        'HTTP method',
        'Event',
        'Collection',
      ]);
      const crumbs = [...root.querySelectorAll('.cms-breadcrumb li')].map((li) => li.textContent);
      expect(crumbs).to.deep.equal(['Settings', 'Webhooks']);

      // The keyboard's way in: a real link to the webhook, reachable with Tab.
      const link = rows[1].querySelector<HTMLAnchorElement>('a')!;
      expect(link.getAttribute('href')).to.equal('#/alpha/settings/webhooks/5');
      expect(link.tabIndex).to.equal(0);

      // A click anywhere on the row opens the webhook too.
      await click(rows[1].cells[3]);
      expect(currentPath()).to.equal('/alpha/settings/webhooks/5');

      router.open('/alpha/settings/webhooks');
      await settle();
      const newLink = await waitFor(
        () =>
          [...root.querySelectorAll<HTMLAnchorElement>('a')].find(
            (anchor) => anchor.textContent?.trim() === 'New webhook',
          ),
        'the New link',
      );
      await click(newLink);
      expect(currentPath()).to.equal('/alpha/settings/webhooks/+');
    });

    it('says when there are no webhooks yet and offers to create one', async () => {
      const root = await open('/alpha/settings/webhooks', {
        'GET alpha/webhooks': { body: { data: [] } },
      });
      await waitFor(() => root.querySelector('.cms-webhooks-empty'), 'the empty state');
      expect(root.textContent).to.contain('No webhooks yet');
      expect(root.querySelector('table')).to.equal(null);
      const create = [...root.querySelectorAll<HTMLAnchorElement>('.cms-webhooks-empty a')][0];
      expect(create.textContent?.trim()).to.equal('Create a webhook');
      expect(create.getAttribute('href')).to.equal('#/alpha/settings/webhooks/+');
    });

    it('says when the list cannot be loaded, and Try again asks again', async () => {
      const root = await open('/alpha/settings/webhooks', {
        'GET alpha/webhooks': (_call, index) =>
          index === 0 ? apiError(3, 'Permission denied', 403) : { body: { data: HOOKS } },
      });
      await waitFor(() => root.querySelector('[role="alert"]'), 'the error');
      expect(root.textContent).to.contain('The webhooks could not be loaded');
      await click(buttonNamed(root, 'Try again')!);
      await waitFor(() => root.querySelectorAll('tbody tr').length === 2, 'the rows');
      expect(api?.callsTo('GET alpha/webhooks')).to.have.length(2);
    });
  });

  describe('the create form', () => {
    it('refuses a URL that is not http(s) before sending, then creates and opens the webhook', async () => {
      const root = await open('/alpha/settings/webhooks/+', {
        'POST alpha/webhooks': (call) => ({
          body: { data: { id: 7, ...(call.body as object) } },
        }),
        'GET alpha/webhooks/7': {
          body: {
            data: {
              id: 7,
              status: 'active',
              http_action: 'post',
              url: 'https://example.com/in',
              collection: 'tags',
              directus_action: 'item.update:after',
            },
          },
        },
        'GET alpha/activity': { body: { data: [] } },
      });
      await waitFor(() => root.querySelector('.cms-webhook-form'), 'the form');
      const crumbs = [...root.querySelectorAll('.cms-breadcrumb li')].map((li) => li.textContent);
      expect(crumbs).to.deep.equal(['Settings', 'Webhooks', 'New webhook']);
      expect(buttonNamed(root, 'Delete'), 'no Delete for a new webhook').to.equal(null);
      expect(saveButton(root).disabled, 'nothing typed yet').to.equal(true);
      const status = root.querySelector<HTMLInputElement>('input[role="switch"]')!;
      expect(status.checked, 'a new webhook starts active').to.equal(true);

      await typeText(urlInput(root), 'ftp://files.example.com/drop');
      await chooseOption(
        root.querySelector('.cms-webhook-form__collection [role="combobox"]')!,
        'tags',
      );
      await click(root.querySelector('input[type="radio"][value="item.update:after"]')!);
      expect(saveButton(root).disabled).to.equal(false);
      await click(saveButton(root));
      await settle();
      expect(api?.callsTo('POST alpha/webhooks'), 'nothing sent').to.have.length(0);
      const problem = root.querySelector('.cms-webhook-form__url [role="alert"]');
      expect(problem?.textContent).to.equal('Only http:// and https:// addresses can be called.');
      expect(urlInput(root).getAttribute('aria-invalid')).to.equal('true');
      expect(urlInput(root).getAttribute('aria-describedby')).to.contain(problem?.id);
      expect(urlInput(root).value, 'what was typed stays').to.equal('ftp://files.example.com/drop');

      await typeText(urlInput(root), '  https://example.com/in ');
      expect(
        root.querySelector('.cms-webhook-form__url [role="alert"]'),
        'the message goes once the URL is edited',
      ).to.equal(null);
      await click(saveButton(root));
      await waitFor(() => api?.callsTo('POST alpha/webhooks').length === 1, 'the POST');
      expect(api?.callsTo('POST alpha/webhooks')[0].body).to.deep.equal({
        status: 'active',
        http_action: 'post',
        url: 'https://example.com/in',
        collection: 'tags',
        directus_action: 'item.update:after',
      });
      await waitFor(() => currentPath() === '/alpha/settings/webhooks/7', 'the stored webhook');
      await waitFor(() => root.querySelector('.cms-webhook-failures'), 'its page');
      expect(notified('Webhook created')).to.equal(true);
      expect(root.querySelector('.cms-page-header')?.textContent).to.contain('example.com/in');
    });

    it('asks for the URL and the collection when they are left out', async () => {
      const root = await open('/alpha/settings/webhooks/+', {});
      await waitFor(() => root.querySelector('.cms-webhook-form'), 'the form');
      await click(root.querySelector('input[type="radio"][value="get"]')!);
      await pressCtrlS();
      expect(api?.calls, 'nothing sent').to.have.length(0);
      const messages = [...root.querySelectorAll('.cms-webhook-form [role="alert"]')].map(
        (each) => each.textContent,
      );
      expect(messages).to.deep.equal([
        'Enter the URL to call.',
        'Choose the collection whose items fire the webhook.',
      ]);
      expect(document.activeElement).to.equal(urlInput(root));
    });
  });

  describe('a stored webhook', () => {
    const detailAnswers = (extra: StubRoutes = {}): StubRoutes => ({
      'GET alpha/webhooks/3': { body: { data: HOOKS[0] } },
      'GET alpha/activity': { body: { data: [] } },
      ...extra,
    });

    it('saves only what changed, with Ctrl+S, and offers Save only with edits', async () => {
      const root = await open(
        '/alpha/settings/webhooks/3',
        detailAnswers({
          'PATCH alpha/webhooks/3': (call) => ({
            body: { data: { ...HOOKS[0], ...(call.body as object) } },
          }),
        }),
      );
      await waitFor(() => urlInput(root)?.value === HOOKS[0].url, 'the stored URL');
      const crumbs = [...root.querySelectorAll('.cms-breadcrumb li')].map((li) => li.textContent);
      expect(crumbs).to.deep.equal(['Settings', 'Webhooks', 'hooks.example.com/build']);
      expect(saveButton(root).disabled).to.equal(true);
      await pressCtrlS();
      expect(api?.callsTo('PATCH alpha/webhooks/3'), 'nothing to save').to.have.length(0);

      const status = root.querySelector<HTMLInputElement>('input[role="switch"]')!;
      await click(status);
      await click(root.querySelector('input[type="radio"][value="item.delete:after"]')!);
      expect(saveButton(root).disabled).to.equal(false);
      await pressCtrlS();
      await waitFor(() => api?.callsTo('PATCH alpha/webhooks/3').length === 1, 'the PATCH');
      expect(api?.callsTo('PATCH alpha/webhooks/3')[0].body).to.deep.equal({
        status: 'inactive',
        directus_action: 'item.delete:after',
      });
      await waitFor(() => saveButton(root).disabled, 'nothing left to save');
      expect(notified('Webhook saved')).to.equal(true);
      expect(root.querySelector('.cms-page-header .cms-webhook-status')?.textContent).to.equal(
        'Inactive',
      );
    });

    it('asks before leaving with unsaved edits, and keeps them when told to', async () => {
      const root = await open('/alpha/settings/webhooks/3', detailAnswers());
      await waitFor(() => urlInput(root)?.value === HOOKS[0].url, 'the stored URL');
      expect(await mayLeave('/alpha/settings/webhooks'), 'nothing edited').to.equal(true);
      await typeText(urlInput(root), 'https://hooks.example.com/other');

      // What the app's router guard asks before any navigation (router/guard.ts).
      let leaving = mayLeave('/alpha/settings/webhooks');
      const question = await waitFor(
        () => root.querySelector<HTMLDialogElement>('dialog[open][role="alertdialog"]'),
        'the leave question',
      );
      await click(buttonNamed(question, 'Keep editing')!);
      expect(await leaving).to.equal(false);
      expect(urlInput(root).value).to.equal('https://hooks.example.com/other');

      leaving = mayLeave('/alpha/settings/webhooks');
      const again = await waitFor(
        () => root.querySelector<HTMLDialogElement>('dialog[open][role="alertdialog"]'),
        'the leave question again',
      );
      await click(buttonNamed(again, 'Discard changes')!);
      expect(await leaving).to.equal(true);
    });

    it('shows the server’s refusal of the URL at the field and keeps what was typed', async () => {
      const refusal =
        'url: The host "10.0.0.8" is a private address; webhooks may only call public addresses unless private addresses are allowed for this project.';
      const root = await open(
        '/alpha/settings/webhooks/3',
        detailAnswers({ 'PATCH alpha/webhooks/3': apiError(4, refusal, 422) }),
      );
      await waitFor(() => urlInput(root)?.value === HOOKS[0].url, 'the stored URL');
      await typeText(urlInput(root), 'http://10.0.0.8/hook');
      await click(saveButton(root));
      await waitFor(
        () => root.querySelector('.cms-webhook-form__url [role="alert"]'),
        'the message at the URL',
      );
      expect(root.querySelector('.cms-webhook-form__url [role="alert"]')?.textContent).to.equal(
        refusal.slice('url: '.length),
      );
      expect(urlInput(root).value).to.equal('http://10.0.0.8/hook');
      expect(saveButton(root).disabled, 'the edit is still staged').to.equal(false);
      expect(currentPath()).to.equal('/alpha/settings/webhooks/3');
    });

    it('deletes only once the question is answered yes, then shows the list', async () => {
      let deleted = false;
      const root = await open(
        '/alpha/settings/webhooks/3',
        detailAnswers({
          'DELETE alpha/webhooks/3': () => {
            deleted = true;
            return {};
          },
          'GET alpha/webhooks': () => ({ body: { data: deleted ? [HOOKS[1]] : HOOKS } }),
        }),
      );
      await waitFor(() => urlInput(root)?.value === HOOKS[0].url, 'the stored URL');
      await click(buttonNamed(root, 'Delete')!);
      const question = await waitFor(
        () => root.querySelector<HTMLDialogElement>('dialog[open][role="alertdialog"]'),
        'the question',
      );
      expect(question.textContent).to.contain('Delete the webhook hooks.example.com/build?');
      await click(buttonNamed(question, 'Cancel')!);
      expect(api?.callsTo('DELETE alpha/webhooks/3'), 'cancel deletes nothing').to.have.length(0);
      expect(root.querySelector('dialog[open]')).to.equal(null);

      await click(buttonNamed(root, 'Delete')!);
      const again = await waitFor(
        () => root.querySelector<HTMLDialogElement>('dialog[open][role="alertdialog"]'),
        'the question again',
      );
      await click(buttonNamed(again, 'Delete')!);
      await waitFor(() => currentPath() === '/alpha/settings/webhooks', 'the list');
      expect(api?.callsTo('DELETE alpha/webhooks/3')).to.have.length(1);
      await waitFor(() => root.querySelectorAll('tbody tr').length === 1, 'one row left');
      expect(notified('Webhook deleted')).to.equal(true);
    });

    it('lists the delivery failures the server recorded, newest first, with when and what', async () => {
      const now = new Date();
      const minutesAgo = (minutes: number) =>
        new Date(now.getTime() - minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      const root = await open(
        '/alpha/settings/webhooks/3',
        detailAnswers({
          'GET alpha/activity': {
            body: {
              data: [
                {
                  id: 41,
                  action_on: minutesAgo(3),
                  comment:
                    'POST https://hooks.example.com/build for item.create:after on articles 12 failed after 4 attempts: HTTP 503',
                },
                {
                  id: 40,
                  action_on: minutesAgo(120),
                  comment:
                    'POST https://hooks.example.com/build for item.create:after on articles 11 failed after 1 attempt: HTTP 404',
                },
              ],
            },
          },
        }),
      );
      const items = await waitFor(() => {
        const found = root.querySelectorAll<HTMLElement>('.cms-webhook-failure');
        return found.length === 2 && [...found];
      }, 'two failures');
      const query = api?.callsTo('GET alpha/activity')[0].query;
      expect(query?.get('filter[action][eq]')).to.equal('webhook-failed');
      expect(query?.get('filter[collection][eq]')).to.equal('directus_webhooks');
      expect(query?.get('filter[item][eq]')).to.equal('3');
      expect(query?.get('sort')).to.equal('-action_on,-id');
      expect(Number(query?.get('limit'))).to.be.within(1, 100);

      expect(items[0].dataset.activity).to.equal('41');
      expect(items[0].querySelector('time')?.textContent).to.equal('3 minutes ago');
      expect(items[0].querySelector('.cms-webhook-failure__exact')?.textContent).to.not.equal('');
      expect(items[0].querySelector('.cms-webhook-failure__comment')?.textContent).to.contain(
        'failed after 4 attempts: HTTP 503',
      );
      expect(items[1].querySelector('time')?.textContent).to.equal('2 hours ago');
      const heading = root.querySelector('.cms-webhook-failures h2');
      expect(heading?.textContent).to.equal('Recent delivery failures');
    });

    it('says when no failure was recorded, and Refresh asks again', async () => {
      const root = await open('/alpha/settings/webhooks/3', detailAnswers());
      await waitFor(() => root.querySelector('.cms-webhook-failures__empty'), 'the empty state');
      expect(root.querySelector('.cms-webhook-failures__empty')?.textContent).to.equal(
        'No failed deliveries recorded.',
      );
      await click(buttonNamed(root, 'Refresh')!);
      await waitFor(() => api?.callsTo('GET alpha/activity').length === 2, 'a second read');
    });

    it('is not found when the server has no such webhook', async () => {
      const root = await open('/alpha/settings/webhooks/99', {
        'GET alpha/webhooks/99': apiError(203, 'Item not found', 404),
      });
      await waitFor(() => root.textContent?.includes('/alpha/settings/webhooks/99'), 'not found');
      expect(root.querySelector('.cms-webhook-form')).to.equal(null);
    });
  });
});
