// Webhook URLs at save (contract §7.14, issue #16) on every configured database: a URL whose host
// is a loopback/private/link-local/… IP literal or a local host name is refused with E4/422 unless
// private addresses are allowed for the project (config `webhooks.allow_private`, or
// CMS_OUTBOUND_ALLOW_PRIVATE=1). Host names are not resolved here: the dispatcher refuses the
// private addresses they resolve to at delivery (webhooks-dispatch.test.ts).
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { type Client, client, expectError, type Row, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PRIVATE_URLS = [
  'http://127.0.0.1:8080/hook',
  'http://127.1.2.3/hook',
  'http://[::1]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://10.1.2.3/hook',
  'https://192.168.0.10/hook',
  'http://172.16.5.4/hook',
  'http://169.254.169.254/latest/meta-data',
  'http://[fe80::1]/hook',
  'http://[fd00::1]/hook',
  'http://100.64.0.1/hook',
  'http://0.0.0.0/hook',
  'http://0x7f000001/hook',
  'http://localhost:3000/hook',
  'http://LOCALHOST./hook',
  'http://api.localhost/hook',
];

const PUBLIC_URLS = [
  'https://hooks.example.com/cms',
  'http://93.184.215.14/hook',
  'http://[2606:4700::1]/x',
];

// The environment switch must not leak in from the shell running the tests.
delete process.env.CMS_OUTBOUND_ALLOW_PRIVATE;

for (const target of databaseMatrix()) {
  describe(`webhook URL policy on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let configFile: string;

    const allowPrivateInConfig = async (allow: boolean) => {
      const json = JSON.parse(await readFile(configFile, 'utf8'));
      if (allow) json.webhooks = { allow_private: true };
      else delete json.webhooks;
      await writeFile(configFile, JSON.stringify(json, null, 2));
    };
    const hook = (url: string) => ({
      status: 'active',
      http_action: 'post',
      url,
      collection: 'articles',
      directus_action: 'item.create:after',
    });
    const stored = async () => Number((await db('directus_webhooks').count('* as n'))[0]!.n);

    before(async () => {
      server = await startTestServer({ database: target, projectKey: 'hooks' });
      db = await server.projectDb();
      configFile = path.join(server.dataDir, 'config', 'hooks.json');
      admin = client(server.baseUrl, 'hooks', await signIn(server));
    });
    after(async () => {
      await server?.close();
    });

    it('refuses private IP literals and local host names by default, naming the host', async () => {
      const count = await stored();
      for (const url of PRIVATE_URLS) {
        const response = await admin.post('/webhooks', hook(url));
        expectError(response, 4, 422);
        assert.match(String(response.body.error?.message), /^url: The host ".+" is /, url);
      }
      const loopback = await admin.post('/webhooks', hook('http://127.0.0.1/hook'));
      assert.equal(
        loopback.body.error?.message,
        'url: The host "127.0.0.1" is a loopback address; webhooks may only call public addresses unless private addresses are allowed for this project.',
      );
      assert.equal(await stored(), count, 'nothing stored');
    });

    it('accepts public addresses and host names, and refuses moving a webhook to a private one', async () => {
      for (const url of PUBLIC_URLS) {
        const response = await admin.post('/webhooks', hook(url));
        assert.equal(response.status, 200, `${url}: ${JSON.stringify(response.body)}`);
      }
      const created = await admin.post('/webhooks', hook('https://hooks.example.com/other'));
      const id = (created.body.data as Row).id;
      expectError(await admin.patch(`/webhooks/${id}`, { url: 'http://10.0.0.5/hook' }), 4, 422);
      const row = await db('directus_webhooks').where({ id }).first();
      assert.equal(row.url, 'https://hooks.example.com/other', 'unchanged');
      // Other fields can still be edited.
      const renamed = await admin.patch(`/webhooks/${id}`, { status: 'inactive' });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    });

    it('accepts private targets when the project config allows them', async () => {
      await allowPrivateInConfig(true);
      try {
        for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost:3000/hook']) {
          const response = await admin.post('/webhooks', hook(url));
          assert.equal(response.status, 200, `${url}: ${JSON.stringify(response.body)}`);
        }
        // Still http(s) only.
        expectError(await admin.post('/webhooks', hook('ftp://127.0.0.1/hook')), 4, 422);
      } finally {
        await allowPrivateInConfig(false);
      }
      expectError(await admin.post('/webhooks', hook('http://127.0.0.1:8080/hook')), 4, 422);
    });

    it('accepts private targets when CMS_OUTBOUND_ALLOW_PRIVATE=1', async () => {
      process.env.CMS_OUTBOUND_ALLOW_PRIVATE = '1';
      try {
        const response = await admin.post('/webhooks', hook('http://10.1.2.3/hook'));
        assert.equal(response.status, 200, JSON.stringify(response.body));
      } finally {
        delete process.env.CMS_OUTBOUND_ALLOW_PRIVATE;
      }
      expectError(await admin.post('/webhooks', hook('http://10.1.2.3/hook')), 4, 422);
    });
  });
}
