import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { UNREACHABLE } from '../../src/api/error-codes.js';
import { decideNavigation, installNavigationGuard } from '../../src/router/guard.js';
import { setLeaveCheck } from '../../src/router/leave-guard.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Route } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects, $projectsError } from '../../src/state/projects.js';
import { $sidebars, toggleSidebar } from '../../src/state/sidebars.js';
import { project, resetStores } from '../browser/helpers.js';
import { deferred, drainMicrotasks, storeReaches } from '../helpers/async.js';

function guardedRouter() {
  const router = createRouter(routes, memoryLocation('/'));
  const uninstall = installNavigationGuard(router);
  return { router, uninstall };
}

async function settledOn(
  router: ReturnType<typeof guardedRouter>['router'],
  name: string,
): Promise<Route> {
  const route = await storeReaches(router.$route, (value) => value?.name === name, name);
  assert.ok(route);
  return route;
}

describe('navigation guard', () => {
  beforeEach(resetStores);

  it('sends everything to /install when the server has no projects', async () => {
    $projects.set(false);
    const { router, uninstall } = guardedRouter();
    router.open('/p/collections');
    const route = await settledOn(router, 'install');
    assert.equal(route.fullPath, '/install');
    router.open('/login');
    await settledOn(router, 'install');
    uninstall();
  });

  it('lets public routes through without signing in', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/reset-password?token=abc');
    const route = await settledOn(router, 'reset-password');
    assert.deepEqual(route.search, { token: 'abc' });
    uninstall();
  });

  it('sends an unauthenticated deep link to /login with the full path as redirect', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/collections/articles?sort=title');
    const route = await settledOn(router, 'login');
    assert.deepEqual(route.search, { redirect: '/alpha/collections/articles?sort=title' });
    uninstall();
  });

  it('sends / to /login keeping its query', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/?project=alpha&error=1&code=100');
    const route = await settledOn(router, 'login');
    assert.deepEqual(route.search, { project: 'alpha', error: '1', code: '100' });
    uninstall();
  });

  it('lets a signed-in user through to a project route', async () => {
    $projects.set([project('alpha', { authenticated: true })]);
    setCurrentProject('alpha');
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/collections');
    const route = await settledOn(router, 'collections');
    assert.deepEqual(route.params, { project: 'alpha' });
    uninstall();
  });

  it('closes both sidebars on every navigation', async () => {
    $projects.set([project('alpha')]);
    toggleSidebar('nav', true);
    toggleSidebar('info', true);
    const decision = await decideNavigation(createRouter(routes).match('/login'));
    assert.deepEqual(decision, { pass: true });
    assert.deepEqual($sidebars.get(), { nav: false, info: false });
  });

  it('loads the missing project list first, and still reaches /login when the API is down', async () => {
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/files');
    const route = await settledOn(router, 'login');
    assert.deepEqual(route.search, { redirect: '/alpha/files' });
    assert.equal($projectsError.get()?.code, UNREACHABLE);
    uninstall();
  });

  it('holds the navigation back until the guard decides, and drops stale decisions', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/files');
    // Nothing committed yet: the guard aborted the set and decides asynchronously.
    assert.equal(router.$route.get(), null);
    router.open('/install');
    await settledOn(router, 'install');

    // A decision that arrives after a newer navigation: the leave check holds the first one
    // (a public route, which would pass at once) until the second has been committed.
    const held = deferred<boolean>();
    const removeCheck = setLeaveCheck((to) =>
      to.startsWith('/reset-password') ? held.promise : Promise.resolve(true),
    );
    router.open('/reset-password?token=stale');
    router.open('/login');
    await settledOn(router, 'login');
    held.resolve(true);
    await held.promise;
    await drainMicrotasks();
    assert.equal(router.$route.get()?.name, 'login', 'the stale decision was dropped');
    removeCheck();
    uninstall();
  });

  it('asks a screen with unsaved work before leaving, and stays when it declines', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/install');
    await settledOn(router, 'install');
    const asked: string[] = [];
    let answer = false;
    let answered: Promise<boolean> = Promise.resolve(true);
    const removeCheck = setLeaveCheck((to) => {
      asked.push(to);
      answered = Promise.resolve(answer);
      return answered;
    });

    router.open('/login');
    // The check is asked at once; its "no" is a promise, and what follows it only promises too.
    assert.equal(asked.length, 1, 'asked');
    await answered;
    await drainMicrotasks();
    assert.deepEqual(asked, ['/login']);
    assert.equal(router.$route.get()?.name, 'install', 'declined: stays');
    assert.equal(router.$route.get()?.fullPath, '/install');

    answer = true;
    router.open('/login');
    await settledOn(router, 'login');
    removeCheck();
    router.open('/install');
    await settledOn(router, 'install');
    assert.equal(asked.length, 2, 'not asked once removed');
    uninstall();
  });
});
