// /users end to end on every database (contract §7.10, §6.9, §9.4, §11.3): CRUD through the
// write service, `me`, the admin's start-up read, secrets never in responses, the password policy
// on create and update, the last active admin (E216), `status-update` activity, what non-admins
// may not change, tracking/page, invitations (mail, accept) and the user's revisions. Everyone
// signs in for real with POST /auth/authenticate; the editor's role is created through POST /roles
// (so it carries the default permission rows of §8.3).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { restrictedUser } from '../helpers/api-client.js';
import { assertError, caller, type Item, item, items, type Reply } from '../helpers/caller.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const EDITOR = { email: 'editor@example.com', password: 'editor-password-1' };
const ADMIN_APP_FIELDS = 'id,avatar.*,email,first_name,last_name,locale,role.*,last_page,theme';

for (const target of databaseMatrix()) {
  describe(`system users on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let adminToken: string;
    let adminId: number;
    let editorToken: string;
    let editorId: number;
    let editorsRole: number;

    const { get, post, patch, del } = caller(
      () => `${server.baseUrl}/${server.projectKey}`,
      () => adminToken,
    );

    /** No credential anywhere in a response body (hash, static token, 2FA secret, reset JWT). */
    function assertNoSecrets(reply: Reply, extra: string[] = []) {
      const text = JSON.stringify(reply.body);
      assert.doesNotMatch(text, /\$argon2/, 'no password hash');
      assert.doesNotMatch(text, /"password"/, 'no password key');
      for (const value of extra) assert.ok(!text.includes(value), `no ${value}`);
    }
    async function signIn(email: string, password: string): Promise<{ token: string; id: number }> {
      const reply = await post('/auth/authenticate', { email, password }, null);
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      const data = reply.body?.data as { token: string; user: { id: number } };
      return { token: data.token, id: Number(data.user.id) };
    }
    async function setPolicy(policy: string) {
      const row = await db('directus_settings').where('key', 'password_policy').first();
      item(await patch(`/settings/${row.id}`, { value: policy }));
    }
    async function activityCount(where: Item): Promise<number> {
      const rows = await db('directus_activity').where(where).count({ count: '*' });
      return Number(rows[0]?.count ?? 0);
    }

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      const admin = server.admin as { email: string; password: string };
      ({ token: adminToken, id: adminId } = await signIn(admin.email, admin.password));
      editorsRole = Number(item(await post('/roles', { name: 'Editors' })).id);
      const created = item(
        await post('/users', {
          status: 'active',
          role: editorsRole,
          first_name: 'Eddie',
          last_name: 'Editor',
          email: ' Editor@Example.com ',
          password: EDITOR.password,
        }),
      );
      editorId = Number(created.id);
      ({ token: editorToken } = await signIn(EDITOR.email, EDITOR.password));
    });

    after(async () => {
      await server?.close();
    });

    describe('reads', () => {
      it('answers the admin app start-up read of users/me', async () => {
        const reply = await get(`/users/me?fields=${ADMIN_APP_FIELDS}`);
        const me = item(reply);
        assert.deepEqual(
          Object.keys(me).sort(),
          ADMIN_APP_FIELDS.replaceAll('.*', '').split(',').sort(),
        );
        assert.equal(me.id, adminId);
        assert.equal(me.email, server.admin?.email);
        assert.equal(me.avatar, null);
        const role = me.role as Item;
        assert.equal(role.id, 1);
        assert.equal(role.name, 'Administrator');
        assert.equal(reply.body?.public, undefined);
        assertNoSecrets(reply);
      });

      it('gives a restricted user their own role through users/me (role read is "mine")', async () => {
        const me = item(await get(`/users/me?fields=${ADMIN_APP_FIELDS}`, editorToken));
        assert.equal(me.id, editorId);
        assert.equal(me.email, EDITOR.email, 'email stored lower-case and trimmed');
        assert.equal((me.role as Item)?.id, editorsRole);
        assert.equal((me.role as Item)?.name, 'Editors');
      });

      it('lets a role without users read permission read itself through users/me only', async () => {
        const token = await restrictedUser(db, 'no-directory', [
          { collection: 'directus_users', read: 'none', read_field_blacklist: 'last_page' },
        ]);
        const me = item(await get('/users/me', token));
        assert.equal(me.email, 'no-directory@example.com');
        assert.equal(me.last_page, undefined, "the role's read blacklist still applies");
        assertError(await get('/users/me?fields=last_page', token), 403, 304);
        assertError(await get(`/users/${adminId}`, token), 404, 203);
        assertError(await get(`/users/${me.id}`, token), 404, 203);
        assertError(await get('/users', token), 403, 300);
      });

      it('refuses users/me to the public role with E3', async () => {
        assertError(await get('/users/me', null), 401, 3);
      });

      it('lists users with §3 parameters and meta', async () => {
        const reply = await get(
          '/users?fields=id,email&sort=-id&limit=1&meta=total_count,result_count',
        );
        const list = items(reply);
        assert.equal(list.length, 1);
        assert.deepEqual(Object.keys(list[0] as Item).sort(), ['email', 'id']);
        assert.equal(reply.body?.meta?.result_count, 1);
        assert.ok(Number(reply.body?.meta?.total_count) >= 2);
        const several = items(await get(`/users/${adminId},${editorId}?fields=id`));
        assert.deepEqual(several.map((user) => user.id).sort(), [adminId, editorId].sort());
        assertError(await get('/users/987654'), 404, 203);
        assertError(await get('/users/99999999999'), 404, 203);
        assertError(await get('/users/abc'), 404, 203);
        const skipped = items(await get(`/users/${adminId},abc,99999999999?fields=id`));
        assert.deepEqual(skipped, [{ id: adminId }], 'CSV reads skip keys that name no user');
        assertError(await patch('/users/99999999999', { title: 'x' }), 404, 203);
        assertError(await get('/users?fields=nope'), 422, 202);
      });

      it('never answers a password; masks token, 2FA secret and reset token for admins', async () => {
        await db('directus_users').where('id', editorId).update({
          token: 'editor-static-token-secret',
          '2fa_secret': 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          password_reset_token: 'reset.jwt.value',
        });
        try {
          for (const route of [
            `/users/${editorId}`,
            `/users/${editorId}?fields=*`,
            `/users/${editorId}?fields=*.*`,
            `/users/${editorId}?fields=id,password,token,2fa_secret`,
          ]) {
            const reply = await get(route);
            const user = item(reply);
            assert.equal(Object.hasOwn(user, 'password'), false, route);
            assert.equal(user.token, '**********', route);
            assert.equal(user['2fa_secret'], '**********', route);
            assertNoSecrets(reply, ['editor-static-token-secret', 'JBSWY3DP', 'reset.jwt.value']);
          }
          const list = await get('/users?fields=*,role.*,role.users.*');
          assertNoSecrets(list, ['editor-static-token-secret', 'JBSWY3DP', 'reset.jwt.value']);
          // Filtering, sorting or searching on a secret would leak it bit by bit.
          assertError(await get('/users?filter[token][rlike]=editor%'), 403, 215);
          assertError(await get('/users?filter[password][nnull]=1'), 403, 215);
          assertError(await get('/users?sort=token'), 403, 215);
          assert.deepEqual(items(await get('/users?q=editor-static-token')), []);
          const viaActivity = await get('/activity?fields=action_by.*&limit=5');
          assertNoSecrets(viaActivity, ['editor-static-token-secret']);
        } finally {
          await db('directus_users')
            .where('id', editorId)
            .update({ token: null, '2fa_secret': null, password_reset_token: null });
        }
      });

      it("hides other users' private fields from non-admins, not their own", async () => {
        await db('directus_users').where('id', adminId).update({ last_page: '/admin-page' });
        const list = items(await get('/users?fields=*', editorToken));
        const admin = list.find((user) => user.id === adminId) as Item;
        const self = list.find((user) => user.id === editorId) as Item;
        assert.ok(admin && self);
        for (const field of ['last_page', 'last_access_on', 'email_notifications', 'token']) {
          assert.equal(Object.hasOwn(admin, field), false, field);
        }
        assert.equal(Object.hasOwn(self, 'email_notifications'), true);
        assert.equal(self.token, null, 'own token presence');
        // Filtering on last_page stays possible (the admin app's "who is on this page").
        const here = items(
          await get('/users?filter[last_page][eq]=/admin-page&fields=id', editorToken),
        );
        assert.deepEqual(
          here.map((user) => user.id),
          [adminId],
        );
      });
    });

    describe('writes', () => {
      it('creates a user with a hashed password and answers it without secrets', async () => {
        const reply = await post('/users?fields=*,role.name', {
          status: 'draft',
          role: editorsRole,
          first_name: 'New',
          last_name: 'Person',
          email: 'new.person@example.com',
          password: 'plain-password-1',
        });
        const user = item(reply);
        assert.equal((user.role as Item).name, 'Editors');
        assertNoSecrets(reply, ['plain-password-1']);
        const row = await db('directus_users')
          .where('id', user.id as number)
          .first();
        assert.match(String(row.password), /^\$argon2id\$/);
        assert.ok(row.external_id, 'external_id generated');
        assert.equal(
          await activityCount({
            collection: 'directus_users',
            item: String(user.id),
            action: 'create',
          }),
          1,
        );
        assertError(
          await post('/users', { ...row, id: undefined, external_id: undefined, password: 'x1' }),
          409,
          204,
        );
      });

      it('applies the password policy on create and update', async () => {
        await setPolicy('/^.{12,}$/');
        try {
          const base = {
            status: 'active',
            role: editorsRole,
            first_name: 'Policy',
            last_name: 'Checked',
            email: 'policy@example.com',
          };
          assertError(await post('/users', { ...base, password: 'short' }), 422, 4, /password/);
          assert.equal(
            await db('directus_users').where('email', 'policy@example.com').first(),
            undefined,
          );
          const user = item(await post('/users', { ...base, password: 'long-enough-password' }));
          assertError(await patch(`/users/${user.id}`, { password: 'tiny' }), 422, 4, /password/);
          assertError(await patch('/users/me', { password: 'tiny' }, editorToken), 422, 4);
          item(await patch(`/users/${user.id}`, { password: 'another-long-password' }));
          await signIn('policy@example.com', 'another-long-password');
        } finally {
          await setPolicy('');
        }
      });

      it('updates users/me and batches (array body, CSV ids), deletes a CSV of ids', async () => {
        const me = item(
          await patch('/users/me?fields=id,first_name,theme', { theme: 'dark' }, editorToken),
        );
        assert.deepEqual(me, { id: editorId, first_name: 'Eddie', theme: 'dark' });
        const created = items(
          await post('/users?fields=id,email', [
            {
              status: 'draft',
              role: editorsRole,
              first_name: 'A',
              last_name: 'A',
              email: 'a@example.com',
              password: 'password-a',
            },
            {
              status: 'draft',
              role: editorsRole,
              first_name: 'B',
              last_name: 'B',
              email: 'b@example.com',
              password: 'password-b',
            },
          ]),
        );
        assert.equal(created.length, 2);
        const [a, b] = created.map((user) => Number(user.id));
        const renamed = items(
          await patch('/users?fields=id,company', [
            { id: a, company: 'Acme' },
            { id: b, company: 'Beta' },
          ]),
        );
        assert.deepEqual(
          renamed.map((user) => user.company),
          ['Acme', 'Beta'],
        );
        const same = items(await patch(`/users/${a},${b}?fields=title`, { title: 'Writer' }));
        assert.deepEqual(same, [{ title: 'Writer' }, { title: 'Writer' }]);
        assertError(await patch('/users', [{ company: 'no key' }]), 422, 12);
        assertError(await patch(`/users/${a}`, {}), 400, 13);
        const gone = await del(`/users/${a},${b}`);
        assert.equal(gone.status, 204);
        assert.equal(
          await db('directus_users')
            .whereIn('id', [a as number, b as number])
            .first(),
          undefined,
        );
      });

      it('logs status changes as status-update and soft-deletes through the status', async () => {
        const user = item(
          await post('/users', {
            status: 'active',
            role: editorsRole,
            first_name: 'S',
            last_name: 'S',
            email: 'status@example.com',
            password: 'status-password',
          }),
        );
        item(await patch(`/users/${user.id}`, { status: 'suspended' }));
        assert.equal(
          await activityCount({
            collection: 'directus_users',
            item: String(user.id),
            action: 'status-update',
          }),
          1,
        );
        item(await patch(`/users/${user.id}`, { first_name: 'T' }));
        assert.equal(
          await activityCount({
            collection: 'directus_users',
            item: String(user.id),
            action: 'status-update',
          }),
          1,
          'no status change, no status-update row',
        );
        const soft = await patch(`/users/${user.id}`, { status: 'deleted' });
        assert.equal(soft.status, 204, 'a soft-deleted user is no longer readable');
        assertError(await get(`/users/${user.id}`), 404, 203);
      });

      it('protects the last active admin (E216) but lets a second admin go', async () => {
        assertError(await patch(`/users/${adminId}`, { status: 'suspended' }), 403, 216);
        assertError(await patch('/users/me', { role: editorsRole }), 403, 216);
        assertError(await del(`/users/${adminId}`), 403, 216);
        assertError(await patch('/users', [{ id: adminId, status: 'draft' }]), 403, 216);
        const second = item(
          await post('/users', {
            status: 'active',
            role: 1,
            first_name: 'Second',
            last_name: 'Admin',
            email: 'second.admin@example.com',
            password: 'second-admin-password',
          }),
        );
        // Both at once would leave none: the whole batch is refused and rolled back.
        assertError(
          await patch(`/users/${adminId},${second.id}`, { status: 'suspended' }),
          403,
          216,
        );
        assert.equal((await db('directus_users').where('id', adminId).first()).status, 'active');
        assert.equal(
          (
            await db('directus_users')
              .where('id', second.id as number)
              .first()
          ).status,
          'active',
        );
        item(await patch(`/users/${second.id}`, { status: 'suspended' }));
        assert.equal((await del(`/users/${second.id}`)).status, 204);
        assert.equal((await db('directus_users').where('id', adminId).first()).status, 'active');
      });

      it('keeps non-admins from raising themselves or touching admins', async () => {
        assertError(await patch('/users/me', { role: 1 }, editorToken), 403, 305, /role/);
        assertError(await patch('/users/me', { role: editorsRole + 100 }, editorToken), 403, 305);
        assertError(await patch('/users/me', { status: 'suspended' }, editorToken), 403, 305);
        assertError(
          await patch('/users/me', { token: 'my-own-static-token' }, editorToken),
          403,
          305,
        );
        assertError(
          await patch(`/users/${adminId}`, { first_name: 'Hacked' }, editorToken),
          403,
          302,
        );
        assertError(
          await patch(`/users/${adminId}`, { password: 'hacked-password' }, editorToken),
          403,
          302,
        );
        assertError(await del(`/users/${adminId}`, editorToken), 403, 303);
        assertError(await del(`/users/${editorId}`, editorToken), 403, 303);
        assertError(
          await post(
            '/users',
            {
              status: 'active',
              email: 'x@example.com',
              first_name: 'x',
              last_name: 'x',
              password: 'xxxxxxxx',
              role: editorsRole,
            },
            editorToken,
          ),
          403,
          301,
        );
        assertError(await patch('/users/me', { password_reset_token: 'x' }), 403, 305);
        assertError(await patch('/users/me', { '2fa_secret': 'JBSWY3DPEHPK3PXP' }), 422, 4);
        item(await patch('/users/me?fields=2fa_secret', { '2fa_secret': null }));
        assert.equal((await db('directus_users').where('id', adminId).first()).first_name, 'Admin');
      });

      it('tracks the page a user is on', async () => {
        const reply = await patch(
          '/users/me/tracking/page?fields=id,last_page,last_access_on',
          { last_page: '/collections/articles' },
          editorToken,
        );
        const user = item(reply);
        assert.equal(user.id, editorId);
        assert.equal(user.last_page, '/collections/articles');
        assert.match(String(user.last_access_on), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        const row = await db('directus_users').where('id', editorId).first();
        assert.equal(row.last_page, '/collections/articles');
        item(await patch(`/users/${editorId}/tracking/page`, { last_page: '/settings' }));
        assertError(
          await patch(`/users/${adminId}/tracking/page`, { last_page: '/x' }, editorToken),
          403,
          302,
        );
        assertError(await patch('/users/me/tracking/page', {}, editorToken), 422, 4);
        assertError(await patch('/users/me/tracking/page', { last_page: '/x' }, null), 401, 3);
        assertError(await patch('/users/98765/tracking/page', { last_page: '/x' }), 404, 203);
        assertError(await patch('/users/99999999999/tracking/page', { last_page: '/x' }), 404, 203);
      });
    });

    describe('invitations', () => {
      const outbox = () => path.join(server.dataDir, 'outbox', server.projectKey as string);
      async function mails(): Promise<string[]> {
        try {
          return (await readdir(outbox())).filter((name) => name.endsWith('.json')).sort();
        } catch {
          return [];
        }
      }

      it('invites by mail (admins only) and accepts the token once', async () => {
        assertError(
          await post('/users/invite', { email: 'nope@example.com' }, editorToken),
          403,
          10,
          /Inviting user was denied/,
        );
        assertError(await post('/users/invite', { email: 'not-an-email' }), 422, 4);
        assertError(await post('/users/invite', {}), 422, 4);
        const before = await mails();
        const reply = await post('/users/invite?fields=email,status', {
          email: ['Invited@Example.com', EDITOR.email],
        });
        const invited = items(reply);
        assert.deepEqual(invited.map((user) => [user.email, user.status]).sort(), [
          [EDITOR.email, 'active'],
          ['invited@example.com', 'invited'],
        ]);
        const added = (await mails()).filter((name) => !before.includes(name));
        assert.equal(added.length, 1, 'only the new address is mailed');
        const message = JSON.parse(await readFile(path.join(outbox(), added[0] as string), 'utf8'));
        assert.deepEqual(message.to, ['invited@example.com']);
        const token = decodeURIComponent(String(/\/users\/invite\/(\S+)/.exec(message.text)?.[1]));
        assert.ok(token.split('.').length === 3, message.text);

        const accepted = await get(`/users/invite/${encodeURIComponent(token)}`, null);
        const user = item(accepted);
        assert.equal(user.email, 'invited@example.com');
        assert.equal(user.status, 'invited', 'the user as it was before');
        assert.equal(accepted.body?.public, true);
        const row = await db('directus_users').where('email', 'invited@example.com').first();
        assert.equal(row.status, 'active');
        assertError(await post(`/users/invite/${encodeURIComponent(token)}`, {}, null), 404, 106);
        assertError(await get('/users/invite/not.a.token', null), 401, 101);
      });

      it('gives the chosen role to new and still-invited users, not to those who accepted', async () => {
        assertError(
          await post('/users/invite', { email: 'roled@example.com', role: 'editors' }),
          422,
          4,
          /role/,
        );
        assertError(
          await post('/users/invite', { email: 'roled@example.com', role: 987654 }),
          422,
          4,
          /role/,
        );
        assert.equal(
          await db('directus_users').where('email', 'roled@example.com').first(),
          undefined,
          'a refused invite creates nobody',
        );
        const first = items(
          await post('/users/invite?fields=email,status,role', {
            email: ['roled@example.com', EDITOR.email],
            role: editorsRole,
          }),
        );
        const byEmail = (list: Item[], email: string) => list.find((u) => u.email === email);
        assert.equal(Number(byEmail(first, 'roled@example.com')?.role), editorsRole);
        // Asked again with another role: the invited user takes it, the active editor keeps theirs.
        const again = items(
          await post('/users/invite?fields=email,status,role', {
            email: ['roled@example.com', EDITOR.email],
            role: 1,
          }),
        );
        assert.equal(Number(byEmail(again, 'roled@example.com')?.role), 1);
        assert.equal(byEmail(again, 'roled@example.com')?.status, 'invited');
        assert.equal(Number(byEmail(again, EDITOR.email)?.role), editorsRole);
        const id = (await db('directus_users').where('email', 'roled@example.com').first()).id;
        assert.equal(
          await activityCount({ collection: 'directus_users', item: String(id), action: 'update' }),
          1,
          'the role change is in the activity log',
        );
        // Without a role the invite leaves it as it is.
        const plain = items(
          await post('/users/invite?fields=email,role', { email: 'roled@example.com' }),
        );
        assert.equal(Number(plain[0]?.role), 1);
      });

      it('edits an invited user whose names and password are still blank', async () => {
        const [invited] = items(
          await post('/users/invite?fields=id', { email: 'blank-names@example.com' }),
        );
        const id = invited?.id;
        // The blanks the row already has do not block a change that leaves them alone…
        const edited = item(await patch(`/users/${id}?fields=title,status`, { title: 'Guest' }));
        assert.deepEqual([edited.title, edited.status], ['Guest', 'invited']);
        // …but blanking a required field, or a status change, checks the whole record.
        assertError(await patch(`/users/${id}`, { title: 'x', email: '' }), 422, 4, /email/);
        assertError(await patch(`/users/${id}`, { status: 'active' }), 422, 4, /first_name/);
      });
    });

    describe('revisions', () => {
      it("lists a user's revisions without secrets and reads one by offset", async () => {
        item(await patch(`/users/${editorId}`, { title: 'Chief' }));
        const reply = await get(`/users/${editorId}/revisions?meta=total_count`);
        const list = items(reply);
        assert.ok(list.length >= 2);
        for (const revision of list) {
          assert.equal(revision.collection, 'directus_users');
          assert.equal(revision.item, String(editorId));
        }
        assert.equal(reply.body?.meta?.total_count, list.length);
        assertNoSecrets(reply, [EDITOR.password]);
        const first = item(await get(`/users/${editorId}/revisions/0`));
        assert.equal(first.id, list[0]?.id);
        assert.equal((first.data as Item).email, EDITOR.email);
        assertError(await get(`/users/${editorId}/revisions/abc`), 422, 4);
        assertError(await get(`/users/${editorId}/revisions/999`), 404, 203);
        const mine = items(await get('/users/me/revisions?fields=id', editorToken));
        assert.ok(mine.length >= 2);
        assertError(await get(`/users/${editorId}/revisions`, null), 401, 3);
      });
    });
  });
}
