// GET /{project}/ on every database: the anonymous shape of contract §4.6, and the fuller shape
// the service builds once a caller is signed in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertReturningId } from '../../server/db/insert.js';
import { ADMIN_ROLE_ID } from '../../server/db/system-collections.js';
import { PUBLIC_ACTOR } from '../../server/http/actor.js';
import { buildProjectInfo } from '../../server/services/projects/project-info.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type ProjectInfoBody = Json & { data: { api: Record<string, unknown>; server?: unknown } };

for (const target of databaseMatrix()) {
  describe(`project info on ${target.label}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({
        database: target,
        projectKey: 'magazine',
        projectName: 'The Magazine',
      });
    });
    after(() => server.close());

    it('gives anonymous callers the public shape with public: true', async () => {
      const response = await fetchJson<ProjectInfoBody>(`${server.baseUrl}/magazine/`);
      assert.equal(response.status, 200);
      assert.equal(response.body.public, true);
      assert.deepEqual(response.body.data, {
        api: {
          requires2FA: false,
          project_name: 'The Magazine',
          project_logo: null,
          project_color: '#263238',
          project_foreground: null,
          project_background: null,
          project_public_note: null,
          default_locale: null,
          telemetry: false,
        },
      });
    });

    it('reflects settings and turns file settings into file URLs', async () => {
      const db = await server.projectDb();
      const id = await insertReturningId(db, 'directus_files', {
        filename_disk: 'logo-on-disk.png',
        filename_download: 'logo.png',
        private_hash: 'abcdefgh12345678',
        type: 'image/png',
        uploaded_by: 1,
        uploaded_on: '2025-01-01 00:00:00',
      });
      await db('directus_settings')
        .where({ key: 'project_logo' })
        .update({ value: String(id) });
      await db('directus_settings').where({ key: 'project_color' }).update({ value: '#ff6600' });
      await db('directus_settings')
        .where({ key: 'project_public_note' })
        .update({ value: 'Welcome **back**' });
      try {
        const response = await fetchJson<ProjectInfoBody>(`${server.baseUrl}/magazine/`);
        const api = response.body.data.api;
        assert.equal(api.project_color, '#ff6600');
        assert.equal(api.project_public_note, 'Welcome **back**');
        assert.deepEqual(api.project_logo, {
          full_url: `${server.baseUrl}/uploads/magazine/originals/logo-on-disk.png`,
          url: '/uploads/magazine/originals/logo-on-disk.png',
          asset_url: '/magazine/assets/abcdefgh12345678',
        });
      } finally {
        await db('directus_settings').where({ key: 'project_logo' }).update({ value: '' });
        await db('directus_settings').where({ key: 'project_color' }).update({ value: '#263238' });
        await db('directus_settings').where({ key: 'project_public_note' }).update({ value: '' });
        await db('directus_files').where({ id }).delete();
      }
    });

    it('adds version, database and server data for a signed-in admin', async () => {
      const db = await server.projectDb();
      const config = await server.app.cms.registry.read('magazine');
      assert.ok(config);
      const project = { key: 'magazine', config, db };
      const admin = {
        ...PUBLIC_ACTOR,
        public: false,
        admin: true,
        userId: 1,
        roleId: ADMIN_ROLE_ID,
      };
      const info = await buildProjectInfo(project, admin, 'http://localhost');
      assert.equal(info.api.version, '8.8.1');
      assert.equal(info.api.database, target.kind);
      assert.equal(info.api.requires2FA, false);
      assert.equal(typeof info.server?.max_upload_size, 'number');
      assert.equal(info.server?.general?.runtime, 'node');

      const enforced = await buildProjectInfo(
        project,
        { ...admin, admin: false, enforce2fa: true },
        '',
      );
      assert.equal(enforced.api.requires2FA, true);
      assert.equal(enforced.server?.general, undefined);

      const anonymous = await buildProjectInfo(project, { ...PUBLIC_ACTOR, enforce2fa: true }, '');
      assert.equal(anonymous.api.requires2FA, false);
      assert.equal(anonymous.api.version, undefined);
      assert.equal(anonymous.server, undefined);
    });

    it('answers E3/401 for a project that does not exist', async () => {
      const response = await fetchJson(`${server.baseUrl}/magazine2/`);
      assert.equal(response.status, 401);
      assert.deepEqual(response.body, { error: { code: 3, message: 'Unauthorized request' } });
    });
  });
}
