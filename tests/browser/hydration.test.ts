import { expect, waitUntil } from '@open-wc/testing';
import { UNREACHABLE } from '../../src/api/error-codes.js';
import type { CurrentUser, PermissionRow } from '../../src/api/types.js';
import { CURRENT_USER_FIELDS } from '../../src/api/users.js';
import { collectionLevel } from '../../src/permissions/collection-rights.js';
import { $grants } from '../../src/permissions/grants-store.js';
import { $permissionRecords, setPermissions } from '../../src/permissions/store.js';
import {
  decideNavigation,
  installNavigationGuard,
  isTrackedRoute,
  trackNavigation,
} from '../../src/router/guard.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Route } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { $bookmarks, setBookmarks } from '../../src/state/bookmarks.js';
import { setApiRoot } from '../../src/state/config.js';
import { $currentProjectKey, setCurrentProject } from '../../src/state/current-project.js';
import { $hydration, hydrate, setHydrated } from '../../src/state/hydration.js';
import { $projects } from '../../src/state/projects.js';
import { resetState } from '../../src/state/reset.js';
import { $collections, $relations, setCollections, setRelations } from '../../src/state/schema.js';
import { $settings, autoSignOutMinutes, setSettings } from '../../src/state/settings.js';
import { $currentUser, $isAdmin, setCurrentUser } from '../../src/state/user.js';
import { fixtureApi, project, requestUrl, resetStores, withFetch } from './helpers.js';

const match = (path: string): Route => createRouter(routes).match(path);

function user(roleId: number | null, changes: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'editor@example.com',
    first_name: 'Eda',
    last_name: 'Tor',
    locale: 'en-US',
    theme: 'auto',
    last_page: null,
    avatar: null,
    role: roleId === null ? null : { id: roleId, module_listing: null, collection_listing: null },
    ...changes,
  };
}

function permission(changes: Partial<PermissionRow>): PermissionRow {
  return {
    id: 1,
    collection: 'articles',
    role: 3,
    status: null,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
    ...changes,
  };
}

describe('current user and permissions', () => {
  beforeEach(resetStores);

  it('makes role id 1, and only role id 1, an admin', () => {
    expect($isAdmin.get()).to.equal(false);
    setCurrentUser(user(1));
    expect($isAdmin.get()).to.equal(true);
    setCurrentUser(user(3));
    expect($isAdmin.get()).to.equal(false);
    setCurrentUser(user(null));
    expect($isAdmin.get()).to.equal(false);
  });

  it('asks users/me for exactly the fields the v8 admin asks for', () => {
    expect(CURRENT_USER_FIELDS.join(',')).to.equal(
      'id,avatar.*,email,first_name,last_name,locale,role.*,last_page,theme',
    );
  });

  it('groups permissions per collection; read on one status is enough to read', () => {
    setCurrentUser(user(3));
    setPermissions([
      permission({ id: 1, status: 'draft', read: 'mine' }),
      permission({ id: 2, status: 'published', read: 'none' }),
      permission({ id: 3, status: '$create', create: 'full' }),
      permission({ id: 4, collection: 'directus_files', read: 'none' }),
    ]);
    const grants = $grants.get();
    const articles = grants.collections.get('articles');
    expect([...(articles?.byStatus.keys() ?? [])]).to.deep.equal(['draft', 'published']);
    expect(articles?.createForm?.id).to.equal(3);
    expect(articles?.global).to.equal(undefined);
    expect(collectionLevel(grants, 'articles', 'read')).to.equal('mine');
    expect(collectionLevel(grants, 'directus_files', 'read')).to.equal('none');
    expect(collectionLevel(grants, 'unknown', 'read')).to.equal('none');
    setCurrentUser(user(1));
    expect(collectionLevel($grants.get(), 'unknown', 'delete')).to.equal('full');
  });

  it('turns auto_sign_out into minutes, off when unset or below 1', () => {
    expect(autoSignOutMinutes({ auto_sign_out: 30 })).to.equal(30);
    expect(autoSignOutMinutes({ auto_sign_out: '15' })).to.equal(15);
    expect(autoSignOutMinutes({ auto_sign_out: 0 })).to.equal(null);
    expect(autoSignOutMinutes({ auto_sign_out: null })).to.equal(null);
    expect(autoSignOutMinutes({})).to.equal(null);
  });
});

describe('reset', () => {
  beforeEach(resetStores);

  it('clears the user, permissions, schema, settings and bookmarks', () => {
    setCurrentUser(user(3));
    setPermissions([permission({ read: 'full' })]);
    setCollections([
      {
        collection: 'articles',
        managed: true,
        hidden: false,
        single: false,
        icon: null,
        note: null,
        translation: null,
        fields: {},
      },
    ]);
    setRelations([
      {
        id: 1,
        collection_many: 'articles',
        field_many: 'author',
        collection_one: 'directus_users',
        field_one: null,
        junction_field: null,
      },
    ]);
    setSettings([{ id: 1, key: 'auto_sign_out', value: 60 }]);
    setBookmarks([]);
    setBookmarks([
      {
        id: 1,
        title: 'Drafts',
        user: 7,
        role: null,
        collection: 'articles',
        search_query: null,
        filters: [],
        view_type: 'tabular',
        view_query: null,
        view_options: null,
        translation: null,
      },
    ]);
    setHydrated();
    expect(Object.keys($collections.get())).to.deep.equal(['articles']);
    expect($settings.get()).to.deep.equal({ auto_sign_out: 60 });

    resetState();

    expect($currentUser.get()).to.equal(null);
    expect($isAdmin.get()).to.equal(false);
    expect($permissionRecords.get()).to.deep.equal([]);
    expect($collections.get()).to.deep.equal({});
    expect($relations.get()).to.deep.equal([]);
    expect($settings.get()).to.deep.equal({});
    expect($bookmarks.get()).to.deep.equal([]);
    expect($hydration.get()).to.deep.equal({ hydrated: false, error: null });
  });
});

describe('hydrate', () => {
  beforeEach(resetStores);

  it('loads everything a signed-in editor needs, permissions included', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    await hydrate('alpha');
    expect($hydration.get()).to.deep.equal({ hydrated: true, error: null });
    expect($currentUser.get()?.email).to.equal('editor@example.com');
    expect($isAdmin.get()).to.equal(false);
    expect(Object.keys($collections.get())).to.deep.equal(['articles', 'directus_users']);
    expect($relations.get().map((relation) => relation.field_many)).to.deep.equal(['author']);
    expect($settings.get().auto_sign_out).to.equal(60);
    // Three scopes (user, role, global); the fixture answers each with the same row, listed once.
    expect($bookmarks.get().map((bookmark) => bookmark.title)).to.deep.equal(['Drafts']);
    expect(collectionLevel($grants.get(), 'articles', 'read')).to.equal('full');
    // The server info of GET alpha/ arrived with the project list.
    const alpha = ($projects.get() || []).find((entry) => entry.key === 'alpha');
    expect(alpha?.data?.version).to.equal('8.8.1');
    expect(alpha?.data?.max_upload_size).to.equal(1048576);
    expect(alpha?.authenticated).to.equal(true);
  });

  it('keeps the error and stays unhydrated when the API is unreachable', async () => {
    await hydrate('alpha');
    expect($hydration.get().hydrated).to.equal(false);
    expect($hydration.get().error?.code).to.equal(UNREACHABLE);
    expect($currentUser.get()).to.equal(null);
  });

  it('drops the results of a hydration a reset overtook', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    const pending = hydrate('alpha');
    resetState();
    await pending;
    expect($hydration.get()).to.deep.equal({ hydrated: false, error: null });
    expect($currentUser.get()).to.equal(null);
    expect($collections.get()).to.deep.equal({});
  });
});

describe('guard with hydration', () => {
  beforeEach(resetStores);

  it('hydrates a signed-in visit (step 6) and lets it through', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    $projects.set([project('alpha', { authenticated: true })]);
    setCurrentProject('alpha');
    const decision = await decideNavigation(match('/alpha/collections/articles'));
    expect(decision).to.deep.equal({ pass: true });
    expect($hydration.get().hydrated).to.equal(true);
    expect($currentUser.get()?.id).to.equal(7);
  });

  it('keeps a failed hydration for the root view and still lets a signed-in user through', async () => {
    $projects.set([project('alpha', { authenticated: true })]);
    setCurrentProject('alpha');
    const decision = await decideNavigation(match('/alpha/collections'));
    expect(decision).to.deep.equal({ pass: true });
    expect($hydration.get().error?.code).to.equal(UNREACHABLE);
  });

  it('switching to a signed-in project lands on the last page, a deep link stays', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    $projects.set([project('alpha', { authenticated: true })]);
    const overview = await decideNavigation(match('/alpha/collections'));
    expect($currentProjectKey.get()).to.equal('alpha');
    expect($hydration.get().hydrated).to.equal(true);
    expect(overview).to.deep.equal({ pass: false, redirect: '/alpha/collections/articles' });

    setCurrentProject(null);
    const deepLink = await decideNavigation(match('/alpha/files'));
    expect(deepLink).to.deep.equal({ pass: true });
  });

  it('loads the project list and info once on the first navigation of a page, the user first', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    const asked: string[] = [];
    const decision = await withFetch(
      (real, input, init) => {
        asked.push(requestUrl(input).pathname);
        return real(input, init);
      },
      () => decideNavigation(match('/alpha/collections/articles')),
    );
    expect(decision).to.deep.equal({ pass: true });
    expect($hydration.get().hydrated).to.equal(true);
    const api = (path: string) => asked.filter((url) => url.endsWith(path)).length;
    expect(api('/server/projects')).to.equal(1);
    expect(api('/alpha/')).to.equal(1);
    // The address's project info is asked beside the list, not after it.
    expect(asked.slice(0, 2).sort()).to.deep.equal(
      [
        '/tests/browser/fixtures/api-signed-in/alpha/',
        '/tests/browser/fixtures/api-signed-in/server/projects',
      ].sort(),
    );
    expect(asked[2]).to.match(/\/alpha\/users\/me$/);
    const alpha = ($projects.get() || []).find((entry) => entry.key === 'alpha');
    expect(alpha?.authenticated).to.equal(true);
  });

  it('asks for the project list again while hydrating when the first attempt failed', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    let listCalls = 0;
    const decision = await withFetch(
      (real, input, init) => {
        if (requestUrl(input).pathname.endsWith('/server/projects') && ++listCalls === 1) {
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return real(input, init);
      },
      () => decideNavigation(match('/alpha/collections/articles')),
    );
    expect(decision).to.deep.equal({ pass: true });
    expect(listCalls).to.equal(2);
    expect(($projects.get() || []).map((entry) => entry.key)).to.include('alpha');
    expect($hydration.get().hydrated).to.equal(true);
  });

  it('switching to a project while signed out goes to /login with the deep link', async () => {
    $projects.set([project('alpha')]);
    const decision = await decideNavigation(match('/alpha/collections/articles'));
    expect(decision).to.deep.equal({
      pass: false,
      redirect: '/login?redirect=%2Falpha%2Fcollections%2Farticles',
    });
    expect($currentProjectKey.get()).to.equal('alpha');
    expect($hydration.get().hydrated).to.equal(false);
  });
});

describe('last-page tracking', () => {
  beforeEach(resetStores);

  it('never records /login, /logout or /setup-2fa', () => {
    expect(isTrackedRoute(match('/login'))).to.equal(false);
    expect(isTrackedRoute(match('/logout'))).to.equal(false);
    expect(isTrackedRoute(match('/setup-2fa'))).to.equal(false);
    expect(isTrackedRoute(match('/')), '/ only redirects').to.equal(false);
    expect(isTrackedRoute(match('/alpha/collections'))).to.equal(true);
    expect(isTrackedRoute(match('/reset-password'))).to.equal(true);
  });

  it('records the visited path once hydrated, and only then', () => {
    setCurrentProject('alpha');
    setCurrentUser(user(3, { last_page: '/alpha/collections' }));
    trackNavigation(match('/alpha/collections/articles?sort=title'));
    expect($currentUser.get()?.last_page).to.equal('/alpha/collections');

    setHydrated();
    trackNavigation(match('/alpha/collections/articles?sort=title'));
    expect($currentUser.get()?.last_page).to.equal('/alpha/collections/articles');
    trackNavigation(match('/login'));
    trackNavigation(match('/setup-2fa'));
    trackNavigation(match('/logout'));
    expect($currentUser.get()?.last_page).to.equal('/alpha/collections/articles');
  });

  it('records after the guard commits a navigation', async () => {
    setApiRoot(fixtureApi('api-signed-in'));
    $projects.set([project('alpha', { authenticated: true })]);
    setCurrentProject('alpha');
    const router = createRouter(routes, memoryLocation('/'));
    const uninstall = installNavigationGuard(router);
    router.open('/alpha/users');
    await waitUntil(() => router.$route.get()?.name === 'users', 'never reached users', {
      timeout: 3000,
    });
    expect($currentUser.get()?.last_page).to.equal('/alpha/users');
    router.open('/login');
    await waitUntil(() => router.$route.get()?.name === 'login', 'never reached login', {
      timeout: 3000,
    });
    expect($currentUser.get()?.last_page).to.equal('/alpha/users');
    uninstall();
  });
});
