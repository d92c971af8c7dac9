// /permissions, /roles and /collection_presets end to end on every database (contract §7.8, §7.9,
// §7.12, §8.3, §9.4, §11.1): a role created through the API gets the default rows of §8.3 and is
// then judged by them; batch POST/PATCH arrays as the SDK sends them; /permissions/me for a
// restricted role, an admin and the public; `mine` scoping of roles and permissions; roles 1/2
// cannot be deleted; a deleted role takes its permissions and presets along and leaves its users
// without a role; bookmarks and listing preferences with the personal/role/global rules.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { assertError, caller, countRows, type Item, item, items } from '../helpers/caller.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const WRITER = { email: 'writer@example.com', password: 'writer-password-1' };

for (const target of databaseMatrix()) {
  describe(`system permissions, roles and presets on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let adminToken: string;
    let adminId: number;
    let writerToken: string;
    let writerId: number;
    let writers: number;

    const { get, post, patch, del } = caller(
      () => `${server.baseUrl}/${server.projectKey}`,
      () => adminToken,
    );

    const count = (table: string, where: Item = {}) => countRows(db, table, where);
    async function signIn(email: string, password: string): Promise<{ token: string; id: number }> {
      const reply = await post('/auth/authenticate', { email, password }, null);
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      const data = reply.body?.data as { token: string; user: { id: number } };
      return { token: data.token, id: Number(data.user.id) };
    }

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      const admin = server.admin as { email: string; password: string };
      ({ token: adminToken, id: adminId } = await signIn(admin.email, admin.password));
      writers = Number(item(await post('/roles', { name: 'Writers', description: 'Write' })).id);
      item(
        await post('/users', {
          status: 'active',
          role: writers,
          first_name: 'Wendy',
          last_name: 'Writer',
          email: WRITER.email,
          password: WRITER.password,
        }),
      );
      ({ token: writerToken, id: writerId } = await signIn(WRITER.email, WRITER.password));
    });

    after(async () => {
      await server?.close();
    });

    describe('roles', () => {
      it('creates a role with the default permission rows of §8.3', async () => {
        const rows = items(await get(`/permissions?filter[role][eq]=${writers}&limit=-1`));
        assert.equal(rows.length, 16);
        const byKey = new Map(rows.map((row) => [`${row.collection}:${row.status ?? ''}`, row]));
        const activity = byKey.get('directus_activity:') as Item;
        assert.deepEqual(
          [activity.create, activity.read, activity.update, activity.delete, activity.comment],
          ['full', 'mine', 'none', 'none', 'update'],
        );
        const users = byKey.get('directus_users:active') as Item;
        assert.deepEqual([users.read, users.update, users.delete], ['full', 'mine', 'mine']);
        assert.equal((byKey.get('directus_users:draft') as Item).read, 'none');
        const role = item(await get(`/roles/${writers}?fields=*.*`));
        assert.equal(role.name, 'Writers');
        assert.ok(typeof role.external_id === 'string' && role.external_id.length > 0);
        assert.deepEqual(
          (role.users as Item[]).map((user) => user.id),
          [writerId],
        );
      });

      it('lists, reads, updates roles; names are unique', async () => {
        const list = items(await get('/roles?fields=id,name&sort=id&meta=total_count'));
        assert.deepEqual(
          list.slice(0, 2).map((role) => role.name),
          ['Administrator', 'Public'],
        );
        const updated = item(
          await patch(`/roles/${writers}?fields=id,module_listing,ip_whitelist`, {
            module_listing: [{ name: 'Docs', link: '/docs', icon: 'help' }],
            ip_whitelist: [],
          }),
        );
        assert.deepEqual(updated.module_listing, [{ name: 'Docs', link: '/docs', icon: 'help' }]);
        assertError(await post('/roles', { name: 'Writers' }), 409, 204);
        assertError(await post('/roles', {}), 400, 13);
        assertError(await post('/roles', { description: 'no name' }), 422, 4);
      });

      it('lets a restricted role read its own role only', async () => {
        const mine = items(await get('/roles?fields=id,name', writerToken));
        assert.deepEqual(mine, [{ id: writers, name: 'Writers' }]);
        assertError(await get('/roles/1', writerToken), 404, 203);
        assertError(await post('/roles', { name: 'Mine' }, writerToken), 403, 301);
        assertError(await patch(`/roles/${writers}`, { name: 'Renamed' }, writerToken), 403, 302);
        assertError(await get('/roles', null), 401, 3);
      });

      it('refuses to delete roles 1 and 2 (E3), whoever asks', async () => {
        assertError(await del('/roles/1'), 401, 3, /not allowed to delete group \[1\]/);
        assertError(await del('/roles/2'), 401, 3);
        assertError(await del('/roles/2', writerToken), 401, 3);
        assert.equal(await count('directus_roles', { id: 1 }), 1);
      });

      it('deletes a role with its permissions and role presets; its users lose the role', async () => {
        const temp = Number(item(await post('/roles', { name: 'Temporary' })).id);
        const user = item(
          await post('/users', {
            status: 'active',
            role: temp,
            first_name: 'T',
            last_name: 'T',
            email: 'temp@example.com',
            password: 'temp-password-1',
          }),
        );
        item(
          await post('/collection_presets', {
            collection: 'directus_users',
            role: temp,
            user: null,
            title: 'Team',
          }),
        );
        assert.equal(await count('directus_permissions', { role: temp }), 16);
        assert.equal((await del(`/roles/${temp}`)).status, 204);
        assert.equal(await count('directus_roles', { id: temp }), 0);
        assert.equal(await count('directus_permissions', { role: temp }), 0);
        assert.equal(await count('directus_collection_presets', { role: temp }), 0);
        assert.equal(
          (
            await db('directus_users')
              .where('id', user.id as number)
              .first()
          ).role,
          null,
        );
        assertError(await del(`/roles/${temp}`), 404, 203);
        assertError(await del('/roles/99999999999'), 404, 203);
      });
    });

    describe('permissions', () => {
      it('answers /permissions/me for a restricted role, an admin and the public', async () => {
        const reply = await get('/permissions/me', writerToken);
        const rows = items(reply);
        assert.equal(rows.length, 16);
        assert.ok(rows.every((row) => row.role === writers));
        assert.deepEqual(items(await get('/permissions/me')), []);
        const anonymous = await get('/permissions/me', null);
        assert.deepEqual(anonymous.body, { data: [], public: true });
        // Status rows → the array; a collection-wide row alone → that row; nothing → [].
        const users = items(await get('/permissions/me/directus_users', writerToken));
        assert.equal(users.length, 5);
        const roles = item(await get('/permissions/me/directus_roles', writerToken));
        assert.equal(roles.read, 'mine');
        assert.deepEqual(items(await get('/permissions/me/directus_webhooks', writerToken)), []);
        assertError(await get('/permissions/me/no_such_collection', writerToken), 404, 200);
      });

      it('creates and updates permissions in batches, as the SDK sends them', async () => {
        const created = items(
          await post('/permissions', [
            { collection: 'directus_webhooks', role: writers, read: 'full', status: null },
            {
              collection: 'directus_webhooks',
              role: writers,
              status: '$create',
              create: 'full',
              write_field_blacklist: ['url'],
            },
          ]),
        );
        assert.equal(created.length, 2);
        assert.deepEqual(created[1]?.write_field_blacklist, ['url']);
        const stored = await db('directus_permissions')
          .where('id', created[1]?.id as number)
          .first();
        assert.equal(stored.write_field_blacklist, 'url');
        const [a, b] = created.map((row) => Number(row.id));
        const updated = items(
          await patch('/permissions?fields=id,read,comment', [
            { id: a, read: 'mine' },
            { id: b, comment: 'read' },
          ]),
        );
        assert.deepEqual(updated, [
          { id: a, read: 'mine', comment: 'none' },
          { id: b, read: 'none', comment: 'read' },
        ]);
        const mine = items(await get('/permissions/me', writerToken));
        assert.ok(
          mine.some((row) => row.status === '$create'),
          '$create rows are listed',
        );
        const same = items(
          await patch(`/permissions/${a},${b}?fields=explain`, { explain: 'update' }),
        );
        assert.deepEqual(same, [{ explain: 'update' }, { explain: 'update' }]);
        assertError(await patch(`/permissions/${a}`, { read: 'everything' }), 422, 4, /read/);
        assertError(
          await post('/permissions', { collection: 'x', role: writers, explain: 'often' }),
          422,
          4,
        );
        assertError(
          await post(
            '/permissions',
            { collection: 'directus_webhooks', role: writers },
            writerToken,
          ),
          403,
          301,
        );
        assertError(await patch(`/permissions/${a}`, { read: 'full' }, writerToken), 403, 302);
        assertError(await post('/permissions', 'nope'), 400, 13);
        assertError(await post('/permissions', []), 400, 13);
        assertError(await post('/permissions', [1, 2]), 422, 4);
        assert.equal((await del(`/permissions/${a},${b}`)).status, 204);
        assert.equal(
          await count('directus_permissions', { collection: 'directus_webhooks', role: writers }),
          0,
        );
      });

      it("scopes a restricted role's permission reads to its own role", async () => {
        const rows = items(await get('/permissions?limit=-1', writerToken));
        assert.ok(rows.length > 0);
        assert.ok(rows.every((row) => row.role === writers));
        const other = item(
          await post('/permissions', { collection: 'directus_files', role: 2, read: 'full' }),
        );
        assertError(await get(`/permissions/${other.id}`, writerToken), 404, 203);
        assert.equal(item(await get(`/permissions/${other.id}`)).role, 2);
        assert.equal((await del(`/permissions/${other.id}`)).status, 204);
        assertError(await get('/permissions', null), 401, 3);
      });
    });

    describe('collection presets', () => {
      it('saves personal bookmarks and preferences for non-admins, no activity', async () => {
        const before = await count('directus_activity');
        const bookmark = item(
          await post(
            '/collection_presets',
            {
              title: 'Drafts',
              collection: 'directus_users',
              filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
              view_query: { tabular: { sort: '-id' } },
            },
            writerToken,
          ),
        );
        assert.equal(bookmark.user, writerId, 'user defaults to the caller');
        assert.equal(bookmark.view_type, 'tabular');
        assert.deepEqual(bookmark.filters, [{ field: 'status', operator: 'eq', value: 'draft' }]);
        const preference = item(
          await post(
            '/collection_presets',
            { user: writerId, collection: 'directus_users', view_options: { tabular: {} } },
            writerToken,
          ),
        );
        assert.equal(preference.title, null);
        item(
          await patch(`/collection_presets/${bookmark.id}`, { title: 'My drafts' }, writerToken),
        );
        assert.equal(await count('directus_activity'), before, 'preset writes log nothing');
        // The SDK's preference query.
        const found = items(
          await get(
            `/collection_presets?limit=1&sort=-id&filter[title][null]=1&filter[collection][eq]=directus_users&filter[user][eq]=${writerId}`,
            writerToken,
          ),
        );
        assert.deepEqual(
          found.map((preset) => preset.id),
          [preference.id],
        );
        assert.equal((await del(`/collection_presets/${preference.id}`, writerToken)).status, 204);
      });

      it('keeps non-admins to their own presets', async () => {
        const base = { collection: 'directus_users', title: 'Other' };
        assertError(
          await post('/collection_presets', { ...base, user: adminId }, writerToken),
          403,
          10,
        );
        assertError(
          await post('/collection_presets', { ...base, user: null }, writerToken),
          403,
          10,
        );
        assertError(await post('/collection_presets', { ...base, role: 1 }, writerToken), 403, 10);
        assertError(await post('/collection_presets', base, null), 403, 10);
        const own = item(
          await post('/collection_presets', { ...base, role: writers }, writerToken),
        );
        assertError(
          await patch(`/collection_presets/${own.id}`, { user: adminId }, writerToken),
          403,
          10,
        );
        assertError(
          await patch(`/collection_presets/${own.id}`, { user: null }, writerToken),
          403,
          10,
        );
        const admins = item(await post('/collection_presets', { ...base, user: adminId }));
        assertError(
          await patch(`/collection_presets/${admins.id}`, { title: 'x' }, writerToken),
          403,
          302,
        );
        assertError(await del(`/collection_presets/${admins.id}`, writerToken), 403, 303);
        assertError(
          await post(
            '/collection_presets',
            { collection: 'directus_users', user: writerId, title: 'Other', role: writers },
            writerToken,
          ),
          409,
          204,
        );
      });

      it('shares role and global bookmarks; only admins delete role presets', async () => {
        const team = item(
          await post('/collection_presets', {
            title: 'Team',
            collection: 'directus_files',
            role: writers,
            user: null,
          }),
        );
        const everyone = item(
          await post('/collection_presets', {
            title: 'All',
            collection: 'directus_files',
            role: null,
            user: null,
          }),
        );
        const bookmarks = items(
          await get(
            `/collection_presets?filter[title][nnull]=1&filter[role][eq]=${writers}&filter[user][null]=1`,
            writerToken,
          ),
        );
        assert.deepEqual(
          bookmarks.map((preset) => preset.id),
          [team.id],
        );
        const global = items(
          await get(
            '/collection_presets?filter[title][nnull]=1&filter[role][null]=1&filter[user][null]=1',
            writerToken,
          ),
        );
        assert.deepEqual(
          global.map((preset) => preset.id),
          [everyone.id],
        );
        assertError(
          await patch(`/collection_presets/${team.id}`, { title: 'Mine now' }, writerToken),
          403,
          302,
        );
        assertError(
          await del(`/collection_presets/${team.id}`, writerToken),
          403,
          10,
          /Cannot delete collection presets that belongs to a role/,
        );
        assertError(await del(`/collection_presets/${everyone.id}`, writerToken), 403, 303);
        assert.equal((await del(`/collection_presets/${team.id},${everyone.id}`)).status, 204);
        assertError(await get(`/collection_presets/${team.id}`), 404, 203);
      });
    });
  });
}
