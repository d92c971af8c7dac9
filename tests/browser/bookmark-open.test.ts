// Opening a bookmark that fails (spec 2 §8 "Bookmark open or delete failure: notification with the
// something-went-wrong text plus the error"): the page stops saying it is opening the bookmark,
// shows why, and leads back to the collection; an unknown bookmark id says so.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsAdminElement } from '../../elements/cms-admin.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { clearHash, fixtureApi, project, resetStores, shadowQuery } from './helpers.js';

const API = fixtureApi('api-signed-in');

type Answer = { status: number; body: unknown };

/** The signed-in fixture, with the answers of `answers` (keyed `METHOD path` below the project). */
function answerPresets(answers: Record<string, Answer>): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const below = url.href.startsWith(`${API}alpha/`)
      ? url.href.slice(`${API}alpha/`.length).split('?')[0]
      : null;
    const answer = below === null ? undefined : answers[`${method} ${below}`];
    if (!answer) return original(input, init);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return () => {
    window.fetch = original;
  };
}

async function openBookmark(id: string): Promise<CmsAdminElement> {
  $projects.set([project('alpha', { authenticated: true })]);
  setCurrentProject('alpha');
  history.replaceState(
    null,
    '',
    `${location.pathname}${location.search}#/alpha/bookmarks/articles/${id}`,
  );
  const element = fixtureSync<CmsAdminElement>(html`<cms-admin api-url=${API}></cms-admin>`);
  await waitUntil(() => shadowQuery(element, '.cms-module-bar'), 'no shell', { timeout: 5000 });
  return element;
}

const heading = (element: Element) =>
  shadowQuery(element, '.cms-page-header__title')?.textContent ?? '';
const notifications = (element: Element) =>
  [...(element.shadowRoot?.querySelectorAll('.cms-notification') ?? [])].map(
    (notification) => notification.textContent ?? '',
  );

async function settledOnFailure(element: CmsAdminElement): Promise<void> {
  await waitUntil(
    () => shadowQuery(element, '.cms-bookmark-open__failure'),
    `still: ${heading(element)}`,
    { timeout: 5000 },
  );
}

describe('opening a bookmark that fails', () => {
  let restore: (() => void) | null = null;
  beforeEach(() => {
    resetStores();
    clearHash();
  });
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('shows the error and a way back to the collection, not an endless loader', async () => {
    const bookmark = {
      id: 4,
      title: 'Drafts',
      user: 7,
      role: null,
      collection: 'articles',
      search_query: 'draft',
      filters: [],
      view_type: 'tabular',
      view_query: null,
      view_options: null,
    };
    restore = answerPresets({
      'GET collection_presets/4': { status: 200, body: { data: bookmark } },
      'GET collection_presets': { status: 200, body: { data: [] } },
      'POST collection_presets': {
        status: 503,
        body: { error: { code: 21, message: 'The database is read-only now.' } },
      },
    });
    const element = await openBookmark('4');
    await settledOnFailure(element);

    expect(heading(element)).not.to.contain('Opening');
    expect(shadowQuery(element, '.cms-page .cms-loader') === null, 'a loader is left').to.equal(
      true,
    );
    expect(shadowQuery(element, '.cms-bookmark-open__failure')?.textContent).to.contain(
      'The database is read-only now.',
    );
    const back = shadowQuery<HTMLAnchorElement>(element, '.cms-bookmark-open__failure a');
    expect(back?.getAttribute('href')).to.equal('#/alpha/collections/articles');
    expect(back?.textContent).to.equal('Back to Articles');
    await waitUntil(() => notifications(element).length > 0, 'no notification');
    expect(notifications(element)[0]).to.contain('Something went wrong');
    expect(notifications(element)[0]).to.contain('The database is read-only now.');
  });

  it('says an unknown bookmark id does not exist', async () => {
    restore = answerPresets({
      'GET collection_presets/99': {
        status: 404,
        body: { error: { code: 203, message: 'Item with id "99" not found' } },
      },
    });
    const element = await openBookmark('99');
    await settledOnFailure(element);
    expect(heading(element)).not.to.contain('Opening');
    expect(shadowQuery(element, '.cms-bookmark-open__failure')?.textContent).to.contain(
      'This bookmark does not exist, or it was deleted.',
    );
    expect(location.hash).to.equal('#/alpha/bookmarks/articles/99');
  });
});
