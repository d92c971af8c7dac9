// POST /server/projects and DELETE /server/projects/{name} (contract §4.3, §4.4) on every database:
// the super-admin token rule, validation, the all-or-nothing install, force, the .lock file, delete.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import type { DatabaseInput } from '../../server/services/projects/create-project.js';
import { databaseMatrix, type TestDatabase } from '../helpers/databases.js';
import { fetchJson } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const TOKEN = 'first-install-token-0123456789';

/** The install form's database fields for a matrix database. */
function dbFields(input: DatabaseInput): Record<string, unknown> {
  if (input.type === 'sqlite') return { db_type: 'sqlite' };
  return {
    db_type: input.type,
    db_host: input.host,
    db_port: input.port,
    db_name: input.name,
    db_user: input.username,
    db_password: input.password ?? '',
  };
}

function install(server: TestServer, body: Record<string, unknown>) {
  return fetchJson(`${server.baseUrl}/server/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const admin = { user_email: 'owner@example.com', user_password: 'a-long-enough-password' };

for (const target of databaseMatrix()) {
  describe(`project endpoints on ${target.label}`, () => {
    let server: TestServer;
    let database: TestDatabase;
    const tokenFile = () => path.join(server.dataDir, 'config', '__api.json');

    before(async () => {
      server = await startTestServer();
      database = await target.create();
    });
    after(async () => {
      await server?.close();
      await database?.drop();
    });

    it('validates the body before touching anything (E4/422)', async () => {
      const missing = await install(server, { project: 'news', super_admin_token: TOKEN });
      assert.equal(missing.status, 422);
      assert.equal(missing.body.error?.code, 4);
      assert.match(missing.body.error?.message ?? '', /user_email/);

      const badKey = await install(server, {
        project: 'News; DROP TABLE x',
        super_admin_token: TOKEN,
        ...admin,
        ...dbFields(database.input),
      });
      assert.equal(badKey.status, 422);
      assert.equal(badKey.body.error?.code, 4);
      assert.equal(existsSync(tokenFile()), false, 'a refused install stores no token');
    });

    if (target.kind !== 'sqlite') {
      it('needs a database name and user for a server database', async () => {
        const response = await install(server, {
          project: 'news',
          super_admin_token: TOKEN,
          ...admin,
          db_type: target.kind,
        });
        assert.equal(response.status, 422);
        assert.match(response.body.error?.message ?? '', /db_name.*db_user/);
      });

      it('answers E19/400 for a database it cannot reach and leaves nothing behind', async () => {
        const response = await install(server, {
          project: 'news',
          super_admin_token: TOKEN,
          ...admin,
          ...dbFields(target.unreachable()),
        });
        assert.equal(response.status, 400);
        assert.equal(response.body.error?.code, 19);
        assert.equal(existsSync(path.join(server.dataDir, 'config', 'news.json')), false);
        assert.equal(existsSync(tokenFile()), false);
      });
    }

    it('installs the first project, answers {"public": true} and stores the token', async () => {
      const response = await install(server, {
        project: 'news',
        project_name: 'Newsroom',
        super_admin_token: TOKEN,
        ...admin,
        ...dbFields(database.input),
      });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.deepEqual(response.body, { public: true });
      const stored = JSON.parse(await readFile(tokenFile(), 'utf8'));
      assert.equal(stored.super_admin_token, TOKEN);
      const list = await fetchJson(`${server.baseUrl}/server/projects`);
      assert.deepEqual(list.body.data, ['news']);
      const info = await fetchJson<{ data: { api: { project_name: string } } }>(
        `${server.baseUrl}/news/`,
      );
      assert.equal(info.body.data.api.project_name, 'Newsroom');
    });

    it('refuses a later install with a wrong token (E3/401)', async () => {
      const response = await install(server, {
        project: 'second',
        super_admin_token: 'not-the-token',
        ...admin,
        db_type: 'sqlite',
      });
      assert.equal(response.status, 401);
      assert.equal(response.body.error?.code, 3);
      assert.equal(existsSync(path.join(server.dataDir, 'config', 'second.json')), false);
    });

    it('refuses an existing key (E18/409)', async () => {
      const response = await install(server, {
        project: 'news',
        super_admin_token: TOKEN,
        ...admin,
        ...dbFields(database.input),
      });
      assert.equal(response.status, 409);
      assert.equal(response.body.error?.code, 18);
    });

    if (target.kind !== 'sqlite') {
      it('refuses a database that already holds system tables (E0), unless forced', async () => {
        const again = { ...admin, ...dbFields(database.input), super_admin_token: TOKEN };
        const refused = await install(server, { ...again, project: 'copy' });
        assert.equal(refused.status, 500);
        assert.equal(refused.body.error?.code, 0);
        assert.match(refused.body.error?.message ?? '', /already contains Directus system tables/);

        // `force` drops the system tables and installs afresh (it takes the database over).
        const forced = await install(server, { ...again, project: 'copy', force: true });
        assert.equal(forced.status, 200, JSON.stringify(forced.body));
        const db: Knex = database.connect!();
        try {
          const users = await db('directus_users').select('email');
          assert.deepEqual(users, [{ email: admin.user_email }]);
        } finally {
          await db.destroy();
        }
        const removed = await fetchJson(
          `${server.baseUrl}/server/projects/copy?super_admin_token=${TOKEN}`,
          { method: 'DELETE' },
        );
        assert.equal(removed.status, 200);
      });
    }

    it('is frozen by a .lock file in the data folder (E10/403)', async () => {
      const lock = path.join(server.dataDir, '.lock');
      await writeFile(lock, '');
      try {
        const response = await install(server, {
          project: 'locked',
          super_admin_token: TOKEN,
          ...admin,
          db_type: 'sqlite',
        });
        assert.equal(response.status, 403);
        assert.equal(response.body.error?.code, 10);
      } finally {
        await rm(lock);
      }
    });

    it('deletes a project: token checked, unknown names E1, system tables dropped', async () => {
      const url = (name: string, token = TOKEN) =>
        `${server.baseUrl}/server/projects/${name}?super_admin_token=${encodeURIComponent(token)}`;
      const wrongToken = await fetchJson(url('news', 'nope'), { method: 'DELETE' });
      assert.equal(wrongToken.status, 401);
      assert.equal(wrongToken.body.error?.code, 3);
      const unknown = await fetchJson(url('nothing-here'), { method: 'DELETE' });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.error?.code, 1);
      assert.match(unknown.body.error?.message ?? '', /Unknown Project: nothing-here/);

      const deleted = await fetchJson(url('news'), { method: 'DELETE' });
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { public: true });
      const info = await fetchJson(`${server.baseUrl}/news/`);
      assert.equal(info.status, 401, 'the project is gone');
      if (database.connect) {
        const db = database.connect();
        try {
          assert.equal(await db.schema.hasTable('directus_users'), false);
          assert.equal(await db.schema.hasTable('directus_settings'), false);
        } finally {
          await db.destroy();
        }
      }
      const list = await fetchJson(`${server.baseUrl}/server/projects`);
      assert.equal(list.body.error?.code, 14, 'no project left');
    });
  });
}
