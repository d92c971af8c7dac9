// loadPermissions on every database: a role, its users and permission rows seeded into a real
// project; the loaded rows keep their v8 shape, the role's user ids are read only when a row uses
// the `role` level, and the read scopes built on them are right.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import { isApiError } from '../../server/errors/api-error.js';
import { type Actor, PUBLIC_ACTOR } from '../../server/http/actor.js';
import {
  loadPermissions,
  requestPermissions,
} from '../../server/services/permissions/load-permissions.js';
import type { CollectionInfo } from '../../server/services/permissions/permission-service.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { outcome, POSTS } from '../unit/server/permissions-fixtures.js';

const NOTES: CollectionInfo = {
  name: 'notes',
  ownerField: 'owner',
  softDeleteStatuses: [],
  statuses: [],
};
const ACTIVITY: CollectionInfo = {
  name: 'directus_activity',
  softDeleteStatuses: [],
  statuses: [],
};

function actor(userId: number, roleId: number): Actor {
  return { userId, roleId, admin: false, public: false, enforce2fa: false };
}

/** Counts the queries a block runs on the project's knex instance. */
async function countQueries<T>(db: Knex, run: () => Promise<T>): Promise<[T, number]> {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  db.on('query', listener);
  try {
    return [await run(), count];
  } finally {
    db.off('query', listener);
  }
}

for (const target of databaseMatrix()) {
  describe(`permissions loader on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let editors: number;
    let readers: number;
    let me: number;
    let mate: number;
    let stranger: number;
    const ids: Record<string, number> = {};

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      editors = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      readers = await insertReturningId(db, 'directus_roles', { name: 'Readers' });
      const user = (email: string, role: number) =>
        insertReturningId(db, 'directus_users', { email, role, status: 'active' });
      me = await user('me@example.com', editors);
      mate = await user('mate@example.com', editors);
      stranger = await user('stranger@example.com', readers);

      const permission = async (key: string, row: Record<string, unknown>) => {
        ids[key] = await insertReturningId(db, 'directus_permissions', row);
      };
      // Editors: workflow rows on posts (with a $create row), a role-level read on notes with
      // a blacklist, mine on activity.
      await permission('draft', {
        collection: 'posts',
        role: editors,
        status: 'draft',
        create: 'full',
        read: 'role',
        update: 'mine',
        comment: null,
        read_field_blacklist: 'budget, secret',
      });
      await permission('published', {
        collection: 'posts',
        role: editors,
        status: 'published',
        read: 'full',
        read_field_blacklist: 'secret',
      });
      await permission('create', {
        collection: 'posts',
        role: editors,
        status: '$create',
        write_field_blacklist: 'featured',
        status_blacklist: 'published',
      });
      await permission('notes', { collection: 'notes', role: editors, read: 'mine' });
      await permission('activity', {
        collection: 'directus_activity',
        role: editors,
        create: 'full',
        read: 'mine',
        comment: 'update',
      });
      // Readers: nothing at role level.
      await permission('readerNotes', {
        collection: 'notes',
        role: readers,
        read: 'full',
        update: 'mine',
      });
    });
    after(() => server.close());

    it('loads the rows of the caller role in the v8 shape, ordered by id', async () => {
      const permissions = await loadPermissions(db, actor(me, editors));
      const rows = permissions.myPermissions();
      assert.deepEqual(
        rows.map((row) => row.id),
        [ids.draft, ids.published, ids.create, ids.notes, ids.activity],
      );
      assert.deepEqual(rows[0], {
        id: ids.draft,
        collection: 'posts',
        role: editors,
        status: 'draft',
        create: 'full',
        read: 'role',
        update: 'mine',
        delete: 'none',
        comment: null,
        explain: 'none',
        read_field_blacklist: ['budget', 'secret'],
        write_field_blacklist: [],
        status_blacklist: [],
      });
      assert.equal(rows[2].status, '$create');
      assert.deepEqual(rows[2].status_blacklist, ['published']);
      assert.equal(rows[3].status, null);
      assert.deepEqual(permissions.myPermissionsFor('posts'), rows.slice(0, 3));
      assert.deepEqual(permissions.myPermissionsFor('notes'), rows[3]);
    });

    it('reads the role users for role levels and builds the read scopes', async () => {
      const [permissions, queries] = await countQueries(db, () =>
        loadPermissions(db, actor(me, editors)),
      );
      assert.equal(queries, 2);
      assert.deepEqual(permissions.readScope(POSTS), {
        rows: [{ status: 'draft', ownerIn: [me, mate] }, { status: 'published' }],
        fieldBlacklist: ['secret'],
        fieldBlacklistByStatus: { draft: ['budget'] },
        ownerField: 'owner',
      });
      assert.deepEqual(permissions.readScope(NOTES).rows, [{ ownerIn: [me] }]);
      const activity = permissions.readScope(ACTIVITY);
      assert.deepEqual(activity.rows, [{ ownerIn: [me] }]);
      assert.equal(activity.ownerField, 'action_by');
    });

    it('enforces the loaded $create row on creates', async () => {
      const permissions = await loadPermissions(db, actor(me, editors));
      assert.equal(
        outcome(() => permissions.assertCanCreate(POSTS, { title: 'x' })),
        'ok',
      );
      assert.equal(
        outcome(() => permissions.assertCanCreate(POSTS, { featured: true })),
        305,
      );
      assert.equal(
        outcome(() => permissions.assertCanCreate(POSTS, { status: 'published' })),
        301,
      );
      const draft = { id: 1, status: 'draft', owner: mate };
      // update is mine: a role-mate's draft is not mine
      assert.equal(
        outcome(() => permissions.assertCanUpdate(POSTS, draft, { title: 'y' })),
        302,
      );
      assert.equal(
        outcome(() => permissions.assertCanUpdate(POSTS, { ...draft, owner: me }, { title: 'y' })),
        'ok',
      );
    });

    it('skips the role users without role levels, and loads nothing for admins', async () => {
      const [readerPermissions, queries] = await countQueries(db, () =>
        loadPermissions(db, actor(stranger, readers)),
      );
      assert.equal(queries, 1);
      assert.equal(readerPermissions.readScope(NOTES).rows, 'all');
      assert.deepEqual(
        readerPermissions.myPermissions().map((row) => row.id),
        [ids.readerNotes],
      );

      const admin: Actor = { userId: 1, roleId: 1, admin: true, public: false, enforce2fa: false };
      const [adminPermissions, adminQueries] = await countQueries(db, () =>
        loadPermissions(db, admin),
      );
      assert.equal(adminQueries, 0);
      assert.equal(adminPermissions.readScope(POSTS).rows, 'all');
    });

    it('gives the public role (no rows) E3 on reads', async () => {
      const permissions = await loadPermissions(db, PUBLIC_ACTOR);
      assert.deepEqual(permissions.myPermissions(), []);
      assert.throws(
        () => permissions.assertCanReadAtAll(NOTES),
        (error) => isApiError(error) && error.code === 3 && error.status === 401,
      );
    });

    it('loads once per request and again for another request or actor', async () => {
      const request = { actor: actor(stranger, readers) };
      const [results, queries] = await countQueries(db, async () => {
        const first = await requestPermissions(request, db);
        const second = await requestPermissions(request, db);
        const other = await requestPermissions({ actor: actor(stranger, readers) }, db);
        return { first, second, other };
      });
      assert.equal(results.first, results.second);
      assert.notEqual(results.first, results.other);
      assert.equal(queries, 2);
    });
  });
}
