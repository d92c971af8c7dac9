// Compatibility: the official v8 JavaScript client, @directus/sdk-js 6.x, unchanged, against this
// server on every configured database. What it sends and how it reads answers is its own code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SDK } from '@directus/sdk-js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Client = InstanceType<typeof SDK>;

/**
 * Cookie mode in Node: axios (which the SDK uses) keeps no cookies outside a browser, so this jar
 * plays the browser's part: it stores Set-Cookie and sends the cookie back, nothing more.
 */
function withCookieJar(client: Client): void {
  const jar = new Map<string, string>();
  client.api.xhr.interceptors.response.use((response) => {
    for (const header of (response.headers['set-cookie'] as string[] | undefined) ?? []) {
      const [pair] = header.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    return response;
  });
  client.api.xhr.interceptors.request.use((config) => {
    if (jar.size) {
      config.headers = config.headers ?? {};
      config.headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    return config;
  });
}

for (const target of databaseMatrix()) {
  describe(`@directus/sdk-js 6 on ${target.label}`, () => {
    let server: TestServer;
    let client: Client;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      client = new SDK({ url: server.baseUrl, project: server.projectKey!, mode: 'jwt' });
    });
    after(async () => {
      await server?.close();
    });

    it('signs in with a JWT and is then logged in', async () => {
      assert.equal(await client.isLoggedIn(), false);
      const login = await client.login({
        email: server.admin!.email,
        password: server.admin!.password,
      });
      const session = login.data as { token?: string; user?: { email: string } };
      assert.equal(typeof session.token, 'string');
      assert.equal(session.user?.email, server.admin!.email);
      assert.equal(await client.isLoggedIn(), true);
      const info = await client.projectInfo();
      assert.equal(info.public, undefined);
      assert.equal(info.data.api.project_name, 'Test project');
    });

    it('answers ping without a project prefix', async () => {
      assert.equal(await client.ping(), 'pong');
    });

    it('reads items with filters, sort, limit and meta', async () => {
      const published = await client.getItems<Array<{ id: number; status: string }>>('articles', {
        filter: { status: { eq: 'published' } },
        sort: '-published_on',
        limit: 2,
        meta: ['total_count', 'filter_count', 'result_count'],
      });
      assert.equal(published.data.length, 2);
      assert.ok(published.data.every((item) => item.status === 'published'));
      const meta = published.meta as unknown as Record<string, number>;
      assert.equal(meta.result_count, 2);
      assert.ok(meta.filter_count <= meta.total_count, JSON.stringify(meta));

      const withAuthor = await client.getItem<{ author: { name: string } }>('articles', 1, {
        fields: '*,author.*',
      });
      assert.equal(typeof withAuthor.data.author.name, 'string');
    });

    it('creates, updates, reads revisions, reverts and deletes an item', async () => {
      const created = await client.createItem<{ id?: number; name: string; color: string }>(
        'tags',
        { name: 'sdk-compat', color: '#123456' },
      );
      const id = created.data.id!;
      assert.ok(id > 0);
      const updated = await client.updateItem('tags', id, { color: '#654321' });
      assert.equal((updated.data as { color: string }).color, '#654321');

      const revisions = await client.getItemRevisions<{ color: string }>('tags', id);
      const list = revisions.data as unknown as Array<{ id: number; data: { color: string } }>;
      assert.equal(list.length, 2);
      const first = list.find((revision) => revision.data.color === '#123456');
      assert.ok(first, 'the creation revision holds the first colour');
      await client.revert('tags', id, first.id);
      const reverted = await client.getItem<{ color: string }>('tags', id);
      assert.equal(reverted.data.color, '#123456');

      await client.deleteItem('tags', id);
      // The SDK's own error object carries the server's code.
      await assert.rejects(
        client.getItem('tags', id),
        (error: { info?: { code?: number } }) => error.info?.code === 203,
      );
    });

    it('reads collections, fields and relations', async () => {
      const collections = (await client.getCollections()) as unknown as {
        data: Array<{ collection: string }>;
      };
      const names = collections.data.map((c) => c.collection);
      assert.ok(names.includes('articles') && names.includes('directus_users'));
      const fields = (await client.getFields('articles')) as unknown as {
        data: Array<{ field: string }>;
      };
      assert.ok(fields.data.some((field) => field.field === 'title'));
      const relations = (await client.getCollectionRelations('articles')) as unknown as Array<{
        data: Array<{ collection_many: string; collection_one: string }>;
      }>;
      const all = relations.flatMap((response) => response.data);
      assert.ok(
        all.some((r) => r.collection_many === 'articles' && r.collection_one === 'authors'),
      );
    });

    it('reads the user, settings, roles and permissions and saves a bookmark', async () => {
      const me = (await client.getMe({ fields: 'id,email,role.*' })) as unknown as {
        data: { email: string; role: { id: number } };
      };
      assert.equal(me.data.email, server.admin!.email);
      assert.equal(me.data.role.id, 1);
      const users = (await client.getUsers()) as unknown as {
        data: Array<Record<string, unknown>>;
      };
      assert.ok(users.data.length >= 1);
      assert.ok(
        users.data.every((user) => !('password' in user)),
        'no password hashes',
      );

      const settings = (await client.getSettings()) as unknown as {
        data: Array<{ key: string }>;
      };
      assert.ok(settings.data.some((setting) => setting.key === 'project_name'));
      const settingsFields = (await client.getSettingsFields()) as unknown as {
        data: unknown[];
      };
      assert.ok(settingsFields.data.length > 0);

      const roles = (await client.getRoles()) as unknown as { data: Array<{ id: number }> };
      assert.deepEqual(roles.data.map((role) => role.id).slice(0, 2), [1, 2]);
      const permissions = await client.getPermissions();
      assert.ok(Array.isArray(permissions.data));

      const preset = (await client.createCollectionPreset({
        title: 'Published articles',
        collection: 'articles',
        filters: [{ field: 'status', operator: 'eq', value: 'published' }],
      } as never)) as unknown as { data: { id: number; title: string } };
      assert.equal(preset.data.title, 'Published articles');
      // The SDK asks for the user's, the role's and the global bookmarks and joins them.
      const bookmarks = (await client.getCollectionPresets()) as unknown as Array<{ id: number }>;
      assert.ok(bookmarks.some((row) => row.id === preset.data.id));
      await client.deleteCollectionPreset(preset.data.id);
    });

    it('logs out, after which the token no longer signs in', async () => {
      const token = client.config.token;
      await client.logout();
      const check = await fetch(`${server.baseUrl}/${server.projectKey}/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal((await check.json()).public, true);
    });

    it('signs in with a cookie session', async () => {
      const cookieClient = new SDK({
        url: server.baseUrl,
        project: server.projectKey!,
        mode: 'cookie',
      });
      withCookieJar(cookieClient);
      await cookieClient.login({ email: server.admin!.email, password: server.admin!.password });
      assert.equal(await cookieClient.isLoggedIn(), true);
      const items = await cookieClient.getItems('authors', { limit: 1 });
      assert.equal(items.data.length, 1);
    });
  });
}
