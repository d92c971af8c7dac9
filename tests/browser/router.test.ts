import { expect } from '@open-wc/testing';
import { appRouter } from '../../src/router/app-router.js';
import { hashLocation, memoryLocation } from '../../src/router/location-source.js';
import { formatPath, parsePath, withoutSearchParams } from '../../src/router/path.js';
import { compilePattern } from '../../src/router/pattern.js';
import { createRouter } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';

describe('route patterns', () => {
  it('matches literal segments and decodes parameters', () => {
    const pattern = compilePattern('/:project/collections/:collection/:primaryKey');
    expect(pattern.match('/p/collections/my%20items/1,2')).to.deep.equal({
      project: 'p',
      collection: 'my items',
      primaryKey: '1,2',
    });
    expect(pattern.match('/p/collections/items/3/')).to.deep.equal({
      project: 'p',
      collection: 'items',
      primaryKey: '3',
    });
    expect(pattern.match('/p/collections/items')).to.equal(null);
    expect(pattern.match('/p/settings/items/3')).to.equal(null);
  });

  it('builds paths, encoding parameters but keeping + and commas readable', () => {
    const pattern = compilePattern('/:project/collections/:collection/:primaryKey');
    expect(pattern.build({ project: 'p', collection: 'a/b c', primaryKey: '+' })).to.equal(
      '/p/collections/a%2Fb%20c/+',
    );
    expect(() => pattern.build({ project: 'p', collection: 'a' })).to.throw('primaryKey');
  });
});

describe('paths and search parameters', () => {
  it('splits the query off the path', () => {
    expect(parsePath('/login?redirect=%2Fp%2Ffiles&x=1')).to.deep.equal({
      path: '/login',
      search: { redirect: '/p/files', x: '1' },
    });
    expect(parsePath('')).to.deep.equal({ path: '/', search: {} });
    expect(formatPath('/login', { redirect: '/p/files?b=2' })).to.equal(
      '/login?redirect=%2Fp%2Ffiles%3Fb%3D2',
    );
    expect(withoutSearchParams('/login?error=1&code=100&redirect=%2F', ['error', 'code'])).to.equal(
      '/login?redirect=%2F',
    );
  });
});

describe('route table', () => {
  const router = createRouter(routes);
  const nameOf = (path: string) => router.match(path).name;

  it('has the public routes of spec 1 §2', () => {
    for (const name of ['login', 'reset-password', 'install', 'setup-2fa']) {
      const route = router.match(`/${name}`);
      expect(route.name).to.equal(name);
      expect(route.public).to.equal(true);
    }
    expect(router.match('/p/collections').public).to.equal(false);
  });

  it('resolves every project route of specs 1, 2 and 3', () => {
    const expected: Record<string, string> = {
      '/': 'home',
      '/p/collections': 'collections',
      '/p/collections/articles': 'collection',
      '/p/collections/articles/+': 'item',
      '/p/collections/articles/1,2,3': 'item',
      '/p/ext/my-module': 'extension-module',
      '/p/bookmarks/articles/7': 'bookmark',
      '/p/files': 'files',
      '/p/files/12': 'file',
      '/p/users': 'users',
      '/p/users/3': 'user',
      '/p/activity': 'activity',
      '/p/activity/40': 'activity-item',
      '/p/settings': 'settings',
      '/p/settings/global': 'settings-global',
      '/p/settings/collections': 'settings-collections',
      '/p/settings/collections/articles': 'settings-collection',
      '/p/settings/roles': 'settings-roles',
      '/p/settings/roles/+': 'settings-role',
      '/p/settings/interfaces': 'settings-interfaces',
      '/p/settings/interfaces/wysiwyg': 'settings-interface',
      '/p/settings/webhooks': 'settings-webhooks',
      '/p/settings/webhooks/+': 'settings-webhook',
      '/p/roles': 'system-collection',
      '/p/roles/3': 'system-item',
      '/p': 'not-found',
      '/p/collections/a/b/c': 'not-found',
    };
    for (const [path, name] of Object.entries(expected)) {
      expect(nameOf(path), path).to.equal(name);
    }
  });

  it('gives params and search with the match', () => {
    const route = router.match('/p/collections/articles/5?mode=copy');
    expect(route.params).to.deep.equal({ project: 'p', collection: 'articles', primaryKey: '5' });
    expect(route.search).to.deep.equal({ mode: 'copy' });
    expect(route.path).to.equal('/p/collections/articles/5');
    expect(route.fullPath).to.equal('/p/collections/articles/5?mode=copy');
  });

  it('builds paths by route name', () => {
    expect(router.pathFor('collection', { project: 'p', collection: 'articles' })).to.equal(
      '/p/collections/articles',
    );
    expect(router.pathFor('login', {}, { redirect: '/p/files' })).to.equal(
      '/login?redirect=%2Fp%2Ffiles',
    );
    expect(() => router.pathFor('users')).to.throw('project');
  });
});

describe('navigation', () => {
  let hashBefore = '';
  beforeEach(() => {
    history.replaceState(null, '', `${location.pathname}${location.search}#host-anchor`);
    hashBefore = location.hash;
  });

  it('in memory, opens and redirects without touching the page hash', () => {
    const router = createRouter(routes, memoryLocation('/install'));
    router.start();
    expect(router.$route.get()?.name).to.equal('install');
    router.open('/p/files?x=1');
    expect(router.$route.get()?.name).to.equal('files');
    expect(router.$route.get()?.search).to.deep.equal({ x: '1' });
    router.redirect('/login');
    expect(router.$route.get()?.name).to.equal('login');
    expect(router.locationKind).to.equal('memory');
    expect(location.hash).to.equal(hashBefore);
  });

  it('the app router stays in memory until <cms-admin> connects it', () => {
    expect(appRouter.locationKind).to.equal('memory');
    appRouter.open('/p/users');
    expect(appRouter.$route.get()?.name).to.equal('users');
    expect(location.hash).to.equal(hashBefore);
  });

  it('with the hash location, writes and follows location.hash', async () => {
    const router = createRouter(routes);
    const detach = router.setLocationSource(hashLocation());
    try {
      router.open('/p/collections?sort=title');
      expect(location.hash).to.equal('#/p/collections?sort=title');
      const historyLength = history.length;
      router.redirect('/login');
      expect(location.hash).to.equal('#/login');
      expect(history.length).to.equal(historyLength);

      const changed = new Promise((resolve) =>
        window.addEventListener('hashchange', resolve, { once: true }),
      );
      location.hash = '#/install';
      await changed;
      expect(router.$route.get()?.name).to.equal('install');
    } finally {
      detach();
    }
    expect(router.locationKind).to.equal('memory');
    router.open('/p/files');
    expect(location.hash).to.equal('#/install');
  });
});
