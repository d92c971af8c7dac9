import { expect, waitUntil } from '@open-wc/testing';
import { UNREACHABLE } from '../../src/api/error-codes.js';
import { decideNavigation, installNavigationGuard } from '../../src/router/guard.js';
import { setLeaveCheck } from '../../src/router/leave-guard.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Route } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $projects, $projectsError } from '../../src/state/projects.js';
import { $sidebars, toggleSidebar } from '../../src/state/sidebars.js';
import { project, resetStores } from './helpers.js';

function guardedRouter() {
  const router = createRouter(routes, memoryLocation('/'));
  const uninstall = installNavigationGuard(router);
  return { router, uninstall };
}

async function settledOn(
  router: ReturnType<typeof guardedRouter>['router'],
  name: string,
): Promise<Route> {
  await waitUntil(() => router.$route.get()?.name === name, `never reached ${name}`, {
    timeout: 3000,
  });
  return router.$route.get()!;
}

describe('navigation guard', () => {
  beforeEach(resetStores);

  it('sends everything to /install when the server has no projects', async () => {
    $projects.set(false);
    const { router, uninstall } = guardedRouter();
    router.open('/p/collections');
    const route = await settledOn(router, 'install');
    expect(route.fullPath).to.equal('/install');
    router.open('/login');
    await settledOn(router, 'install');
    uninstall();
  });

  it('lets public routes through without signing in', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/reset-password?token=abc');
    const route = await settledOn(router, 'reset-password');
    expect(route.search).to.deep.equal({ token: 'abc' });
    uninstall();
  });

  it('sends an unauthenticated deep link to /login with the full path as redirect', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/collections/articles?sort=title');
    const route = await settledOn(router, 'login');
    expect(route.search).to.deep.equal({ redirect: '/alpha/collections/articles?sort=title' });
    uninstall();
  });

  it('sends / to /login keeping its query', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/?project=alpha&error=1&code=100');
    const route = await settledOn(router, 'login');
    expect(route.search).to.deep.equal({ project: 'alpha', error: '1', code: '100' });
    uninstall();
  });

  it('lets a signed-in user through to a project route', async () => {
    $projects.set([project('alpha', { authenticated: true })]);
    setCurrentProject('alpha');
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/collections');
    const route = await settledOn(router, 'collections');
    expect(route.params).to.deep.equal({ project: 'alpha' });
    uninstall();
  });

  it('closes both sidebars on every navigation', async () => {
    $projects.set([project('alpha')]);
    toggleSidebar('nav', true);
    toggleSidebar('info', true);
    const decision = await decideNavigation(createRouter(routes).match('/login'));
    expect(decision).to.deep.equal({ pass: true });
    expect($sidebars.get()).to.deep.equal({ nav: false, info: false });
  });

  it('loads the missing project list first, and still reaches /login when the API is down', async () => {
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/files');
    const route = await settledOn(router, 'login');
    expect(route.search).to.deep.equal({ redirect: '/alpha/files' });
    expect($projectsError.get()?.code).to.equal(UNREACHABLE);
    uninstall();
  });

  it('holds the navigation back until the guard decides, and drops stale decisions', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/alpha/files');
    // Nothing committed yet: the guard aborted the set and decides asynchronously.
    expect(router.$route.get()).to.equal(null);
    router.open('/install');
    await settledOn(router, 'install');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.$route.get()?.name).to.equal('install');
    uninstall();
  });

  it('asks a screen with unsaved work before leaving, and stays when it declines', async () => {
    $projects.set([project('alpha')]);
    const { router, uninstall } = guardedRouter();
    router.open('/install');
    await settledOn(router, 'install');
    const asked: string[] = [];
    let answer = false;
    const removeCheck = setLeaveCheck(async (to) => {
      asked.push(to);
      return answer;
    });

    router.open('/login');
    await waitUntil(() => asked.length === 1, 'not asked');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).to.deep.equal(['/login']);
    expect(router.$route.get()?.name, 'declined: stays').to.equal('install');
    expect(router.$route.get()?.fullPath).to.equal('/install');

    answer = true;
    router.open('/login');
    await settledOn(router, 'login');
    removeCheck();
    router.open('/install');
    await settledOn(router, 'install');
    expect(asked, 'not asked once removed').to.have.length(2);
    uninstall();
  });
});
