import { expect } from '@open-wc/testing';
import type { CurrentUser } from '../../src/api/types.js';
import { clearQueries } from '../../src/data/query-cache.js';
import { createRouter, type Route } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { prefetchRouteData } from '../../src/screens/app-root/route-data.js';
import { setApiRoot } from '../../src/state/config.js';
import { collectionInfo, fixtureApi, requestUrl, resetStores, withFetch } from './helpers.js';

// The first screen's early reads (route-data.ts): a listing's view is asked for before the
// listing's code is there, and nothing is asked for a screen that would not read it.

const match = (path: string): Route => createRouter(routes).match(path);

const editor = {
  id: 7,
  email: 'editor@example.com',
  role: { id: 3, module_listing: null, collection_listing: null },
} as CurrentUser;

/** The URLs `prefetch` asks for (it asks synchronously). */
function askedBy(prefetch: () => void): Promise<URL[]> {
  const asked: URL[] = [];
  return withFetch(
    (real, input, init) => {
      asked.push(requestUrl(input));
      return real(input, init);
    },
    () => {
      prefetch();
      return asked;
    },
  );
}

describe('first screen reads', () => {
  beforeEach(() => {
    resetStores();
    setApiRoot(fixtureApi('api-signed-in'));
  });

  afterEach(() => clearQueries());

  it("asks for a listing's view: the user's own preset and the role's or global one", async () => {
    const articles = { articles: collectionInfo('articles') };
    const asked = await askedBy(() => {
      prefetchRouteData(match('/alpha/collections/articles'), editor, articles);
      // Asked again (the collections arriving after the user): nothing more.
      prefetchRouteData(match('/alpha/collections/articles'), editor, articles);
    });
    expect(asked.map((url) => url.pathname.endsWith('/alpha/collection_presets'))).to.deep.equal([
      true,
      true,
    ]);
    expect(asked.map((url) => url.searchParams.get('filter[collection][eq]'))).to.deep.equal([
      'articles',
      'articles',
    ]);
    expect(asked[0].searchParams.get('filter[user][eq]')).to.equal('7');
    expect(asked[1].searchParams.get('filter[user][null]')).to.equal('1');
  });

  it('asks nothing for a single collection, an unknown one or another screen', async () => {
    const asked = await askedBy(() => {
      prefetchRouteData(match('/alpha/collections/home'), editor, {
        home: collectionInfo('home', { single: true }),
      });
      prefetchRouteData(match('/alpha/collections/missing'), editor, {});
      prefetchRouteData(match('/alpha/files'), editor, { articles: collectionInfo('articles') });
      prefetchRouteData(match('/alpha/collections/articles/1'), editor, {
        articles: collectionInfo('articles'),
      });
    });
    expect(asked).to.deep.equal([]);
  });
});
