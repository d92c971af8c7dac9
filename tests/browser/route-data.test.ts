import { expect } from '@open-wc/testing';
import type { CollectionInfo, CurrentUser } from '../../src/api/types.js';
import { clearQueries } from '../../src/data/query-cache.js';
import { createRouter, type Route } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { prefetchRouteData } from '../../src/screens/app-root/route-data.js';
import { setApiRoot } from '../../src/state/config.js';
import { fixtureApi, resetStores } from './helpers.js';

// The first screen's early reads (route-data.ts): a listing's view is asked for before the
// listing's code is there, and nothing is asked for a screen that would not read it.

const match = (path: string): Route => createRouter(routes).match(path);

const user: CurrentUser = {
  id: 7,
  email: 'editor@example.com',
  first_name: null,
  last_name: null,
  locale: 'en-US',
  theme: 'auto',
  last_page: null,
  avatar: null,
  role: { id: 3, module_listing: null, collection_listing: null },
};

function collection(name: string, changes: Partial<CollectionInfo> = {}): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    ...changes,
  } as CollectionInfo;
}

describe('first screen reads', () => {
  const realFetch = window.fetch;
  let asked: URL[] = [];

  beforeEach(() => {
    resetStores();
    setApiRoot(fixtureApi('api-signed-in'));
    asked = [];
    window.fetch = (input, init) => {
      asked.push(new URL(String(input instanceof Request ? input.url : input)));
      return realFetch(input, init);
    };
  });

  afterEach(() => {
    window.fetch = realFetch;
    clearQueries();
  });

  it("asks for a listing's view: the user's own preset and the role's or global one", () => {
    prefetchRouteData(match('/alpha/collections/articles'), user, {
      articles: collection('articles'),
    });
    const presets = asked.filter((url) => url.pathname.endsWith('/alpha/collection_presets'));
    expect(presets.map((url) => url.searchParams.get('filter[collection][eq]'))).to.deep.equal([
      'articles',
      'articles',
    ]);
    expect(presets[0].searchParams.get('filter[user][eq]')).to.equal('7');
    expect(presets[1].searchParams.get('filter[user][null]')).to.equal('1');
    // Asked again (the collections arriving after the user): nothing more.
    prefetchRouteData(match('/alpha/collections/articles'), user, {
      articles: collection('articles'),
    });
    expect(asked.length).to.equal(2);
  });

  it('asks nothing for a single collection, an unknown one or another screen', () => {
    prefetchRouteData(match('/alpha/collections/home'), user, {
      home: collection('home', { single: true }),
    });
    prefetchRouteData(match('/alpha/collections/missing'), user, {});
    prefetchRouteData(match('/alpha/files'), user, { articles: collection('articles') });
    prefetchRouteData(match('/alpha/collections/articles/1'), user, {
      articles: collection('articles'),
    });
    expect(asked).to.deep.equal([]);
  });
});
