// /activity (with comments), /settings, /revisions and /utils end to end on every database
// (contract §7.1, §7.11, §7.13, §7.15, §9.6, §11.3): comment create/edit/delete at every comment
// level of a restricted role (judged by the commented item's owner), soft-deleted comments,
// activity `mine` scoping by user, settings typed by the settings form (integer, boolean, file,
// CSV) and GET /settings/fields, revisions list/single, hashing and random strings.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { fieldRow } from '../../server/db/system-fields.js';
import { bumpSchemaVersion } from '../../server/services/schema/index.js';
import { assertError, caller, type Item, item, items } from '../helpers/caller.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const CRITIC = { email: 'critic@example.com', password: 'critic-password-1' };

/** `notes`: a user collection whose `owner` field says whose item it is. */
async function createNotes(db: Knex): Promise<void> {
  await db.schema.createTable('notes', (t) => {
    t.increments('id');
    t.string('title', 100).nullable();
    t.integer('owner').nullable();
  });
  await db('directus_collections').insert({
    collection: 'notes',
    managed: true,
    hidden: false,
    single: false,
  });
  await db('directus_fields').insert(
    [
      { collection: 'notes', field: 'id', type: 'integer', interface: 'primary-key' },
      { collection: 'notes', field: 'title', type: 'string', interface: 'text-input' },
      { collection: 'notes', field: 'owner', type: 'owner', interface: 'owner' },
    ].map(fieldRow),
  );
  await bumpSchemaVersion(db);
}

for (const target of databaseMatrix()) {
  describe(`system activity, settings, revisions and utils on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let adminToken: string;
    let adminId: number;
    let criticToken: string;
    let criticId: number;
    let critics: number;
    let notesPermission: number;
    let ownNote: number;
    let adminNote: number;

    const { get, post, patch, del } = caller(
      () => `${server.baseUrl}/${server.projectKey}`,
      () => adminToken,
    );

    async function signIn(email: string, password: string): Promise<{ token: string; id: number }> {
      const reply = await post('/auth/authenticate', { email, password }, null);
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      const data = reply.body?.data as { token: string; user: { id: number } };
      return { token: data.token, id: Number(data.user.id) };
    }
    const commentLevel = async (level: string | null) =>
      item(await patch(`/permissions/${notesPermission}`, { comment: level }));
    const comment = (item: number, text: string, token = criticToken) =>
      post('/activity/comment', { collection: 'notes', item, comment: text }, token);

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      await createNotes(db);
      const admin = server.admin as { email: string; password: string };
      ({ token: adminToken, id: adminId } = await signIn(admin.email, admin.password));
      critics = Number(item(await post('/roles', { name: 'Critics' })).id);
      item(
        await post('/users', {
          status: 'active',
          role: critics,
          first_name: 'Cri',
          last_name: 'Tic',
          email: CRITIC.email,
          password: CRITIC.password,
        }),
      );
      ({ token: criticToken, id: criticId } = await signIn(CRITIC.email, CRITIC.password));
      notesPermission = Number(
        item(
          await post('/permissions', {
            collection: 'notes',
            role: critics,
            read: 'full',
            comment: 'none',
          }),
        ).id,
      );
      ownNote = await insertReturningId(db, 'notes', { title: 'Mine', owner: criticId });
      adminNote = await insertReturningId(db, 'notes', { title: 'Theirs', owner: adminId });
    });

    after(async () => {
      await server?.close();
    });

    describe('comments', () => {
      it('validates the comment payload', async () => {
        assertError(
          await post('/activity/comment', { collection: 'notes', comment: 'x' }),
          422,
          4,
          /item/,
        );
        assertError(
          await post('/activity/comment', { collection: 'notes', item: ownNote }),
          422,
          4,
          /comment/,
        );
        assertError(
          await post('/activity/comment', { collection: 'nope', item: 1, comment: 'x' }),
          404,
          200,
        );
        assertError(
          await post('/activity/comment', { collection: 'notes', item: 999, comment: 'x' }),
          404,
          203,
        );
        assertError(
          await post('/activity/comment', { collection: 'notes', item: 'abc', comment: 'x' }),
          404,
          203,
        );
        assertError(await post('/activity/comment', {}), 400, 13);
        // The public role cannot even read notes.
        assertError(await comment(ownNote, 'anonymous', null as unknown as string), 403, 210);
      });

      it('refuses comments at level none (E210) and creates them from `create` on', async () => {
        await commentLevel('none');
        assertError(await comment(ownNote, 'nope'), 403, 210);
        await commentLevel('read');
        assertError(await comment(ownNote, 'nope'), 403, 210, /notes/);
        await commentLevel('create');
        // Comments are activity rows: creating them needs create on directus_activity too.
        const activity = await db('directus_permissions')
          .where({ role: critics, collection: 'directus_activity' })
          .first();
        item(await patch(`/permissions/${activity.id}`, { create: 'none' }));
        assertError(await comment(ownNote, 'nope'), 403, 301, /directus_activity/);
        item(await patch(`/permissions/${activity.id}`, { create: 'full' }));
        const reply = await post(
          '/activity/comment?fields=id,action,action_by,collection,item,comment',
          {
            collection: 'notes',
            item: ownNote,
            comment: 'First!',
          },
          criticToken,
        );
        const row = item(reply);
        assert.equal(row.action, 'comment');
        assert.equal(row.action_by, criticId);
        assert.equal(row.collection, 'notes');
        assert.equal(row.item, String(ownNote));
        assert.equal(row.comment, 'First!');
        // `create` does not allow editing or deleting, not even on one's own item.
        assertError(
          await patch(`/activity/comment/${row.id}`, { comment: 'Edited' }, criticToken),
          403,
          211,
        );
        assertError(await del(`/activity/comment/${row.id}`, criticToken), 403, 212);
      });

      it("edits and deletes comments on own items from `update`, others' items from `full`", async () => {
        await commentLevel('create');
        const own = Number(item(await comment(ownNote, 'on my note')).id);
        const theirs = Number(item(await comment(adminNote, 'on their note')).id);
        await commentLevel('update');
        const edited = item(
          await patch(`/activity/comment/${own}`, { comment: 'edited' }, criticToken),
        );
        assert.equal(edited.comment, 'edited');
        assert.match(String(edited.edited_on), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        assertError(
          await patch(`/activity/comment/${theirs}`, { comment: 'x' }, criticToken),
          403,
          211,
        );
        assertError(await del(`/activity/comment/${theirs}`, criticToken), 403, 212);
        await commentLevel('full');
        assert.equal(
          item(await patch(`/activity/comment/${theirs}`, { comment: 'ok' }, criticToken)).comment,
          'ok',
        );
        // A comment by someone else on the caller's item: judged by the item's owner.
        const adminsOnMine = Number(item(await comment(ownNote, 'admin was here', adminToken)).id);
        await commentLevel('update');
        // Allowed, but the critic only reads their own activity rows: nothing to answer.
        const moderated = await patch(
          `/activity/comment/${adminsOnMine}`,
          { comment: 'moderated' },
          criticToken,
        );
        assert.equal(moderated.status, 204, JSON.stringify(moderated.body));
        assert.equal(
          (await db('directus_activity').where('id', adminsOnMine).first()).comment,
          'moderated',
        );

        const gone = await del(`/activity/comment/${own}`, criticToken);
        assert.equal(gone.status, 204);
        const row = await db('directus_activity').where('id', own).first();
        assert.ok(row.comment_deleted_on, 'soft delete keeps the row');
        assert.equal(row.comment, 'edited');
        assertError(
          await patch(`/activity/comment/${own}`, { comment: 'again' }, criticToken),
          404,
          203,
        );
        assertError(await del(`/activity/comment/${own}`), 404, 203);
      });

      it('edits only comment rows and needs a comment', async () => {
        const update = await db('directus_activity').whereNot('action', 'comment').first();
        assertError(
          await patch(`/activity/comment/${update.id}`, { comment: 'x' }),
          404,
          203,
          /Comment/,
        );
        assertError(await patch('/activity/comment/abc', { comment: 'x' }), 404, 203);
        assertError(await patch('/activity/comment/99999999999', { comment: 'x' }), 404, 203);
        assertError(
          await post('/activity/comment', {
            collection: 'notes',
            item: '99999999999',
            comment: 'x',
          }),
          404,
          203,
        );
        assertError(
          await post('/activity/comment', {
            collection: 'notes',
            item: ownNote,
            comment: 'x'.repeat(70_000),
          }),
          422,
          12,
        );
        const own = Number(item(await comment(ownNote, 'x', adminToken)).id);
        assertError(await patch(`/activity/comment/${own}`, { comment: '' }), 422, 4);
      });
    });

    describe('activity', () => {
      it('lists activity with §3 parameters, as the admin app asks', async () => {
        const reply = await get(
          `/activity?filter[collection][eq]=notes&filter[item][eq]=${ownNote}&fields=id,action,action_on,comment,action_by.id,action_by.first_name,action_by.last_name&sort=-action_on&meta=result_count,total_count`,
        );
        const list = items(reply);
        assert.ok(list.length >= 3);
        assert.ok(list.every((row) => row.action === 'comment'));
        assert.ok(list.some((row) => (row.action_by as Item)?.first_name === 'Cri'));
        assert.equal(reply.body?.meta?.result_count, list.length);
        const one = item(await get(`/activity/${list[0]?.id}?fields=id,action`));
        assert.deepEqual(one, { id: list[0]?.id, action: 'comment' });
        assertError(await get('/activity/999999'), 404, 203);
      });

      it('shows a restricted user their own activity only (mine compares users)', async () => {
        const mine = items(await get('/activity?limit=-1', criticToken));
        assert.ok(mine.length > 0);
        assert.ok(
          mine.every((row) => row.action_by === criticId),
          JSON.stringify(mine),
        );
        const total = items(await get('/activity?limit=-1'));
        assert.ok(total.length > mine.length);
        assertError(await get('/activity', null), 401, 3);
      });
    });

    describe('settings', () => {
      it('lists settings with values typed by the settings form', async () => {
        const list = items(await get('/settings?limit=-1'));
        const byKey = new Map(list.map((row) => [row.key, row]));
        assert.equal(byKey.get('default_limit')?.value, 200);
        assert.equal(byKey.get('sort_null_last')?.value, true);
        assert.equal(byKey.get('telemetry')?.value, false);
        assert.equal(byKey.get('project_name')?.value, 'Test project');
        assert.equal(
          typeof byKey.get('asset_whitelist')?.value,
          'string',
          'JSON settings stay strings',
        );
        assert.equal(byKey.get('project_logo')?.value, null);
        const single = item(await get('/settings?filter[key][eq]=auto_sign_out&single=1'));
        assert.equal(single.value, 10080);
        const critic = items(await get('/settings', criticToken));
        assert.ok(critic.length > 5);
        assertError(await get('/settings', null), 401, 3);
      });

      it('answers the settings form at /settings/fields', async () => {
        const reply = await get('/settings/fields?limit=-1&meta=total_count');
        const fields = items(reply);
        assert.ok(fields.every((field) => field.collection === 'directus_settings'));
        const limit = fields.find((field) => field.field === 'default_limit') as Item;
        assert.equal(limit.type, 'integer');
        const naming = fields.find((field) => field.field === 'file_naming') as Item;
        assert.deepEqual(naming.options, { choices: { uuid: 'UUID', file_name: 'File name' } });
        assert.equal(reply.body?.meta?.total_count, fields.length);
        const sorted = items(await get('/settings/fields?sort=-sort&limit=1&fields=field'));
        assert.deepEqual(sorted, [{ field: 'youtube_api_key' }]);
        assert.ok(items(await get('/settings/fields', criticToken)).length > 5);
      });

      it('creates, updates (single and batch) and deletes settings rows', async () => {
        const created = item(await post('/settings', { key: 'custom_list', value: ['a', 'b'] }));
        assert.equal(created.value, 'a,b');
        const telemetry = await db('directus_settings').where('key', 'telemetry').first();
        const limit = await db('directus_settings').where('key', 'default_limit').first();
        const updated = item(await patch(`/settings/${telemetry.id}`, { value: true }));
        assert.equal(updated.value, true);
        assert.equal((await db('directus_settings').where('key', 'telemetry').first()).value, '1');
        const batch = items(
          await patch('/settings', [
            { id: telemetry.id, value: false },
            { id: limit.id, value: 50 },
          ]),
        );
        assert.deepEqual(
          batch.map((row) => row.value),
          [false, 50],
        );
        assert.equal(items(await get('/users')).length <= 50, true);
        item(await patch(`/settings/${limit.id}`, { value: '200' }));
        assertError(await post('/settings', { key: 'custom_list', value: 'x' }), 409, 204);
        assertError(await post('/settings', { value: 'no key' }), 422, 4);
        assertError(await patch(`/settings/${limit.id}`, { value: '1' }, criticToken), 403, 302);
        assertError(await post('/settings', { key: 'x', value: 'y' }, criticToken), 403, 301);
        assert.equal((await del(`/settings/${created.id}`)).status, 204);
        assert.equal(await db('directus_settings').where('key', 'custom_list').first(), undefined);
        assert.ok(
          await db('directus_activity')
            .where({ collection: 'directus_settings', action: 'update' })
            .first(),
        );
      });

      it('expands file settings to the file with its URLs', async () => {
        const fileId = await insertReturningId(db, 'directus_files', {
          filename_disk: 'logo.png',
          filename_download: 'logo.png',
          private_hash: 'abcdef0123456789',
          type: 'image/png',
          uploaded_by: adminId,
          uploaded_on: '2024-01-01 00:00:00',
        });
        const logo = await db('directus_settings').where('key', 'project_logo').first();
        const reply = await patch(`/settings/${logo.id}`, { value: { id: fileId } });
        const value = item(reply).value as Item;
        assert.equal(value.id, fileId);
        assert.equal(value.filename_download, 'logo.png');
        assert.match(
          String((value.data as Item).full_url),
          /^http:\/\/127\.0\.0\.1:\d+\/.*logo\.png$/,
        );
        assert.equal(
          (value.data as Item).asset_url,
          `/${server.projectKey}/assets/abcdef0123456789`,
        );
        assert.equal(
          (await db('directus_settings').where('key', 'project_logo').first()).value,
          String(fileId),
        );
        const listed = items(await get('/settings?filter[key][eq]=project_logo'));
        assert.equal((listed[0]?.value as Item | undefined)?.id, fileId);
      });
    });

    describe('revisions', () => {
      it('lists and reads revisions', async () => {
        const reply = await get(
          '/revisions?filter[collection][eq]=directus_users&sort=-id&meta=filter_count',
        );
        const list = items(reply);
        assert.ok(list.length >= 1);
        assert.equal(reply.body?.meta?.filter_count, list.length);
        const first = list[0] as Item;
        assert.equal(typeof first.data, 'object');
        assert.doesNotMatch(JSON.stringify(list), /\$argon2/);
        const one = item(await get(`/revisions/${first.id}?fields=id,collection,activity.action`));
        assert.equal(one.collection, 'directus_users');
        assert.equal(typeof (one.activity as Item).action, 'string');
        const two = items(
          await get(`/revisions/${first.id},${list[list.length - 1]?.id}?fields=id`),
        );
        assert.equal(two.length, list.length > 1 ? 2 : 1);
        assertError(await get('/revisions/999999'), 404, 203);
        assertError(await get('/revisions', null), 401, 3);
        assertError(await post('/revisions', { collection: 'x' }), 405, 6);
      });

      it('shows a restricted user revisions of collections they read whole, nothing else', async () => {
        item(await patch(`/items/notes/${adminNote}`, { title: 'Theirs, edited' }));
        const byCollection = async (token: string) => {
          const list = items(await get('/revisions?fields=collection&limit=-1', token));
          return new Set(list.map((row) => (row as Item).collection));
        };
        const admins = await byCollection(adminToken);
        assert.ok(admins.has('notes') && admins.has('directus_roles'), [...admins].join());
        const critics = await byCollection(criticToken);
        assert.ok(critics.has('notes'), 'notes are read in full');
        assert.ok(!critics.has('directus_roles'), 'roles are read "mine" only');
        const noteRevisions = `/items/notes/${adminNote}/revisions?fields=id`;
        assert.ok(items(await get(noteRevisions, criticToken)).length >= 1);

        // A field the role may not read makes the note's revisions (whole records) unreadable.
        item(await patch(`/permissions/${notesPermission}`, { read_field_blacklist: 'title' }));
        try {
          assert.ok(!(await byCollection(criticToken)).has('notes'));
          assert.deepEqual(items(await get(noteRevisions, criticToken)), []);
          const reply = await get(
            '/revisions?filter[collection][eq]=notes&meta=total_count',
            criticToken,
          );
          assert.deepEqual(items(reply), []);
        } finally {
          item(await patch(`/permissions/${notesPermission}`, { read_field_blacklist: null }));
        }
      });
    });

    describe('utils', () => {
      it('hashes and matches strings, for the public role too', async () => {
        const core = await post('/utils/hash', { string: 'secret' }, null);
        assert.equal(core.status, 200, JSON.stringify(core.body));
        assert.equal(core.body?.public, true);
        const hash = String((core.body?.data as Item | undefined)?.hash);
        assert.match(hash, /^\$argon2id\$/);
        assert.deepEqual(item(await post('/utils/hash/match', { string: 'secret', hash })), {
          valid: true,
        });
        assert.deepEqual(item(await post('/utils/hash/match', { string: 'wrong', hash })), {
          valid: false,
        });
        const sha = createHash('sha256').update('secret').digest('hex');
        assert.deepEqual(item(await post('/utils/hash', { string: 'secret', hasher: 'sha256' })), {
          hash: sha,
        });
        assert.deepEqual(
          item(await post('/utils/hash/match', { string: 'secret', hash: sha, hasher: 'sha256' })),
          { valid: true },
        );
        assertError(await post('/utils/hash', {}), 422, 4);
        assertError(await post('/utils/hash', { string: 'x', hasher: 'rot13' }), 422, 1000);
        assertError(await post('/utils/hash/match', { string: 'x' }), 422, 4);
      });

      it('makes random strings and keeps the 2FA secret route', async () => {
        const random = String(item(await post('/utils/random/string', { length: 10 })).random);
        assert.match(random, /^[A-Za-z0-9]{10}$/);
        assert.equal(String(item(await post('/utils/random/string', {})).random).length, 32);
        assertError(await post('/utils/random/string', { length: 0 }), 422, 4);
        assertError(await post('/utils/random/string', { length: 'x' }), 422, 4);
        assert.ok((item(await get('/utils/2fa_secret')) as Item)['2fa_secret']);
      });
    });
  });
}
