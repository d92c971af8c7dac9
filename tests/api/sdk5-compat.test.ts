// Compatibility: the older official client, @directus/sdk-js 5.x, unchanged, where it differs
// from 6.x (tests/api/sdk-compat.test.ts): a factory rather than a class, sign-in answering
// {url, project, token, localExp}, a JWT it decodes itself (the `loggedIn` getter and bookmarks
// read its claims), token refresh by the token it holds, qs-encoded query parameters, system
// collections reached through getItems('directus_…'), and errors rejected as the server's bare
// `error` object.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import createClient from '@directus/sdk-js-5';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// The package's typings declare a class, its code exports a factory (that `new` also works with).
// The typings call the token and its claims private; the tests read them as the SDK's users did.
type Declared = InstanceType<typeof import('@directus/sdk-js-5')['default']>;
type Client = Pick<Declared, keyof Declared> & {
  payload: { id: number; exp: Date } | null;
  localExp: number;
  token: string | null;
  /** In the code, not in the typings. */
  projectInfo(): Promise<{ public?: true }>;
};
const sdk = (options: { url: string; project: string }) =>
  (createClient as unknown as (options: object) => Client)(options);

interface ServerError {
  code: number;
  message: string;
}

for (const target of databaseMatrix()) {
  describe(`@directus/sdk-js 5 on ${target.label}`, () => {
    let server: TestServer;
    let client: Client;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      client = sdk({ url: server.baseUrl, project: server.projectKey! });
    });
    after(async () => {
      client?.logout();
      await server?.close();
    });

    it('signs in, decodes the token it gets and counts as logged in', async () => {
      assert.equal(client.loggedIn, false);
      const login = await client.login(
        { email: server.admin!.email, password: server.admin!.password },
        { persist: false, storage: false },
      );
      assert.equal(login.project, server.projectKey);
      assert.equal(typeof login.token, 'string');
      assert.ok(login.localExp > Date.now());
      // The SDK base64-decodes the JWT's claims itself.
      assert.equal(client.payload?.id, 1);
      assert.ok(client.payload?.exp instanceof Date && client.payload.exp.getTime() > Date.now());
      assert.equal(client.loggedIn, true);
      const info = await client.projectInfo();
      assert.equal(info.public, undefined);
    });

    it('refreshes the token it holds and goes on with the new one', async () => {
      const before = client.token;
      const refreshed = (await client.refresh(String(before))) as { data: { token: string } };
      assert.notEqual(refreshed.data.token, before);
      // The automatic path: a token about to expire locally is refreshed and reported.
      const reported = new Promise<{ token: string }>((resolve, reject) => {
        client.onAutoRefreshSuccess = resolve as never;
        client.onAutoRefreshError = reject;
      });
      client.localExp = Date.now() + 5_000;
      await client.refreshIfNeeded();
      const success = await reported;
      assert.equal(client.token, success.token);
      assert.ok(client.localExp > Date.now() + 60_000);
      const me = (await client.getMe({ fields: 'id,email' })) as { data: { email: string } };
      assert.equal(me.data.email, server.admin!.email);
    });

    it('reads items with qs-encoded filters, sort, fields and meta', async () => {
      const published = (await client.getItems('articles', {
        filter: { status: { eq: 'published' } },
        sort: '-published_on',
        fields: 'id,status,author.name',
        limit: 2,
        meta: 'total_count,result_count',
      })) as {
        data: Array<{ status: string; author: { name: string } | null }>;
        meta: Record<string, number>;
      };
      assert.equal(published.data.length, 2);
      assert.ok(published.data.every((item) => item.status === 'published'));
      assert.equal(published.meta.result_count, 2);
      assert.ok(published.meta.total_count >= 2);
      // getItems('directus_…') goes to the system endpoint (/users here).
      const users = (await client.getItems('directus_users', { fields: 'id,email' })) as {
        data: Array<{ id: number; email: string }>;
      };
      assert.ok(users.data.some((user) => user.email === server.admin!.email));
    });

    it('creates, updates and deletes in batches, and reverts a revision', async () => {
      const created = (await client.createItems('tags', [
        { name: 'sdk5-a', color: '#111111' },
        { name: 'sdk5-b', color: '#222222' },
      ])) as { data: Array<{ id: number; name: string }> };
      assert.deepEqual(
        created.data.map((tag) => tag.name),
        ['sdk5-a', 'sdk5-b'],
      );
      const ids = created.data.map((tag) => tag.id);
      const updated = (await client.updateItems(
        'tags',
        ids.map((id) => ({ id, color: '#333333' })),
      )) as { data: Array<{ color: string }> };
      assert.deepEqual(
        updated.data.map((tag) => tag.color),
        ['#333333', '#333333'],
      );
      const revisions = (await client.getItemRevisions('tags', ids[0])) as {
        data: Array<{ id: number; data: { color: string } }>;
      };
      const first = revisions.data.find((revision) => revision.data.color === '#111111');
      assert.ok(first, 'the creation revision holds the first colour');
      await client.revert('tags', ids[0], first.id);
      const reverted = (await client.getItem('tags', ids[0])) as { data: { color: string } };
      assert.equal(reverted.data.color, '#111111');

      await client.deleteItems('tags', ids);
      const left = (await client.getItems('tags', { filter: { id: { in: ids.join(',') } } })) as {
        data: unknown[];
      };
      assert.deepEqual(left.data, []);
    });

    it('rejects with the server error object itself', async () => {
      await assert.rejects(
        client.getItem('tags', 999_999),
        (error: ServerError) => error.code === 203 && typeof error.message === 'string',
      );
      await assert.rejects(
        client.getItems('articles', { filter: { nope: { eq: 1 } } }),
        (error: ServerError) => error.code === 202,
      );
    });

    it('finds bookmarks and listing preferences by the claims of its token', async () => {
      const bookmark = (await client.createCollectionPreset({
        title: 'SDK 5 bookmark',
        collection: 'articles',
        user: client.payload?.id,
      })) as { data: { id: number } };
      const listing = (await client.createCollectionPreset({
        collection: 'articles',
        user: client.payload?.id,
        view_type: 'tabular',
        search_query: 'sdk5',
      })) as { data: { id: number } };
      try {
        const bookmarks = (await client.getMyBookmarks()) as Array<{ id: number }>;
        assert.ok(bookmarks.some((row) => row.id === bookmark.data.id));
        assert.ok(!bookmarks.some((row) => row.id === listing.data.id), 'untitled is no bookmark');
        const preferences = (await client.getMyListingPreferences('articles')) as {
          id?: number;
          search_query?: string;
        };
        assert.equal(preferences.id, listing.data.id);
        assert.equal(preferences.search_query, 'sdk5');
      } finally {
        await client.deleteCollectionPreset(bookmark.data.id);
        await client.deleteCollectionPreset(listing.data.id);
      }
    });

    it('reads collections, fields, settings, permissions and the extension lists', async () => {
      const collection = (await client.getCollection('articles')) as unknown as {
        data: { collection: string; fields: Record<string, { type: string }> };
      };
      assert.equal(collection.data.collection, 'articles');
      assert.equal(typeof collection.data.fields.title?.type, 'string');
      const field = (await client.getField('articles', 'title')) as { data: { field: string } };
      assert.equal(field.data.field, 'title');
      const settings = (await client.getSettings({ limit: -1 })) as {
        data: Array<{ key: string }>;
      };
      assert.ok(settings.data.some((setting) => setting.key === 'project_name'));
      const mine = (await client.getMyPermissions()) as { data: unknown[] };
      assert.ok(Array.isArray(mine.data));
      // Global paths, without the project segment; the project comes from the token.
      const interfaces = (await client.getInterfaces()) as { data: unknown[] };
      assert.ok(Array.isArray(interfaces.data));
      const providers = (await client.getThirdPartyAuthProviders()) as { data: unknown[] };
      assert.ok(Array.isArray(providers.data));
      assert.equal(await client.ping(), 'pong');
    });

    it('is signed out once the token is dropped', async () => {
      client.logout();
      assert.equal(client.loggedIn, false);
      const info = await client.projectInfo();
      assert.equal(info.public, true);
    });
  });
}
