// Webhooks firing on item writes (contract §7.14) on every database, against a real HTTP listener
// on loopback: the v8 payload for create/update/delete (batches fire per item), retries with
// back-off for a failing listener, a `webhook-failed` activity row once every attempt failed, a
// request that never waits for a slow listener, and loopback targets refused unless allowed.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { webhookDispatcher } from '../../server/services/webhooks/index.js';
import { type Client, client, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Row = Record<string, unknown>;

// Short back-off so the retries of these tests take milliseconds; read at delivery time.
process.env.CMS_WEBHOOK_RETRY_DELAY_MS = '5';
delete process.env.CMS_OUTBOUND_ALLOW_PRIVATE;

interface Hit {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Held {
  request: IncomingMessage;
  response: ServerResponse;
  /** The connection closed before the answer was sent (the caller gave up). */
  closedEarly: () => boolean;
}

/** A real HTTP server on 127.0.0.1; answers by path: /fail-once-*, /down-*, /hold-*, else 200. */
class Listener {
  readonly hits: Hit[] = [];
  readonly #held = new Map<string, (held: Held) => void>();
  #server = http.createServer((request, response) => this.#handle(request, response));
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  to(pathname: string): Hit[] {
    return this.hits.filter((hit) => new URL(hit.url, this.url).pathname === pathname);
  }

  /** The next request to /hold-{name}, held open until the test answers it. */
  hold(pathname: string): Promise<Held> {
    return new Promise((resolve) => this.#held.set(pathname, resolve));
  }

  #handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const hit: Hit = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.hits.push(hit);
      const pathname = new URL(hit.url, this.url).pathname;
      const held = this.#held.get(pathname);
      if (held) {
        this.#held.delete(pathname);
        let closedEarly = false;
        response.on('close', () => {
          if (!response.writableEnded) closedEarly = true;
        });
        held({ request, response, closedEarly: () => closedEarly });
        return;
      }
      const failing =
        pathname.startsWith('/down') ||
        (pathname.startsWith('/fail-once') && this.to(pathname).length === 1);
      response.statusCode = failing ? 500 : 200;
      response.end(failing ? 'broken' : 'ok');
    });
  }
}

const FIELDS = [
  {
    field: 'id',
    type: 'integer',
    datatype: 'INT',
    interface: 'primary-key',
    primary_key: true,
    auto_increment: true,
  },
  { field: 'title', type: 'string', datatype: 'VARCHAR', length: 100, interface: 'text-input' },
];

for (const target of databaseMatrix()) {
  describe(`webhook dispatch on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let adminId: number;
    let listener: Listener;
    let configFile: string;

    const settle = () => webhookDispatcher(server.app.cms).idle();
    const allowPrivateInConfig = async (allow: boolean) => {
      const json = JSON.parse(await readFile(configFile, 'utf8'));
      if (allow) json.webhooks = { allow_private: true };
      else delete json.webhooks;
      await writeFile(configFile, JSON.stringify(json, null, 2));
    };
    const collection = async (name: string) => {
      const created = await admin.post('/collections', { collection: name, fields: FIELDS });
      assert.equal(created.status, 200, JSON.stringify(created.body));
    };
    const webhook = async (row: Row): Promise<number> => {
      const created = await admin.post('/webhooks', {
        status: 'active',
        http_action: 'post',
        ...row,
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      return Number((created.body.data as Row).id);
    };
    const failures = async (webhookId: number): Promise<Row[]> => {
      const listed = await admin.get(
        `/activity?filter[action][eq]=webhook-failed&filter[item][eq]=${webhookId}&sort=id`,
      );
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      return listed.body.data as Row[];
    };

    before(async () => {
      listener = new Listener();
      await listener.start();
      server = await startTestServer({ database: target, projectKey: 'hooks' });
      db = await server.projectDb();
      configFile = path.join(server.dataDir, 'config', 'hooks.json');
      await allowPrivateInConfig(true);
      admin = client(server.baseUrl, 'hooks', await signIn(server));
      adminId = Number(
        (await db('directus_users').where({ email: server.admin!.email }).first()).id,
      );
    });
    after(async () => {
      await server?.close();
      await listener?.close();
    });

    it('posts the item on create and update and calls GET on delete, per item of a batch', async () => {
      await collection('articles');
      await collection('elsewhere');
      await webhook({
        collection: 'articles',
        directus_action: 'item.create:after',
        url: `${listener.url}/created?secret=abc`,
      });
      await webhook({
        collection: 'articles',
        directus_action: 'item.update:after',
        url: `${listener.url}/updated`,
      });
      await webhook({
        collection: 'articles',
        directus_action: 'item.delete:after',
        http_action: 'get',
        url: `${listener.url}/deleted`,
      });
      await webhook({
        collection: 'articles',
        directus_action: 'item.create:after',
        status: 'inactive',
        url: `${listener.url}/inactive`,
      });
      await webhook({
        collection: 'elsewhere',
        directus_action: 'item.create:after',
        url: `${listener.url}/other`,
      });

      const created = await admin.post('/items/articles', { title: 'First' });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = Number((created.body.data as Row).id);
      await settle();
      const [first] = listener.to('/created');
      assert.ok(first, 'the create webhook was called');
      assert.equal(first.method, 'POST');
      assert.equal(first.url, '/created?secret=abc');
      assert.match(String(first.headers['content-type']), /^application\/json/);
      assert.deepEqual(JSON.parse(first.body), { id, title: 'First' });
      assert.equal(first.headers['x-directus-event'], 'item.create:after');
      assert.equal(first.headers['x-directus-collection'], 'articles');
      assert.equal(first.headers['x-directus-item'], String(id));
      assert.equal(first.headers['x-directus-project'], 'hooks');

      const batch = await admin.post('/items/articles', [{ title: 'Second' }, { title: 'Third' }]);
      assert.equal(batch.status, 200, JSON.stringify(batch.body));
      await settle();
      assert.deepEqual(
        listener
          .to('/created')
          .map((hit) => JSON.parse(hit.body).title)
          .sort(),
        ['First', 'Second', 'Third'],
      );

      const updated = await admin.patch(`/items/articles/${id}`, { title: 'Renamed' });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      await settle();
      const updates = listener.to('/updated');
      assert.equal(updates.length, 1);
      assert.deepEqual(JSON.parse(updates[0]!.body), { id, title: 'Renamed' });
      assert.equal(updates[0]!.headers['x-directus-event'], 'item.update:after');

      const deleted = await admin.del(`/items/articles/${id}`);
      assert.equal(deleted.status, 204);
      await settle();
      const deletes = listener.to('/deleted');
      assert.equal(deletes.length, 1);
      assert.equal(deletes[0]!.method, 'GET');
      assert.equal(deletes[0]!.body, '');
      assert.equal(deletes[0]!.headers['x-directus-event'], 'item.delete:after');
      assert.equal(deletes[0]!.headers['x-directus-item'], String(id));

      assert.equal(listener.to('/inactive').length, 0, 'inactive webhooks stay quiet');
      assert.equal(listener.to('/other').length, 0, "another collection's webhook stays quiet");
      assert.equal(listener.to('/updated').length, 1, 'creates and deletes fire no update');
    });

    it('retries a failing listener until it answers', async () => {
      await collection('flaky_things');
      const id = await webhook({
        collection: 'flaky_things',
        directus_action: 'item.create:after',
        url: `${listener.url}/fail-once`,
      });
      const created = await admin.post('/items/flaky_things', { title: 'Retry me' });
      assert.equal(created.status, 200);
      await settle();
      const hits = listener.to('/fail-once');
      assert.equal(hits.length, 2, 'one failure, one retry');
      assert.equal(hits[1]!.body, hits[0]!.body);
      assert.deepEqual(await failures(id), []);
    });

    it('records an activity row once every attempt failed', async () => {
      await collection('doomed_things');
      const id = await webhook({
        collection: 'doomed_things',
        directus_action: 'item.create:after',
        url: `${listener.url}/down?token=do-not-log-me`,
      });
      const created = await admin.post('/items/doomed_things', { title: 'Nobody listens' });
      assert.equal(created.status, 200, 'the write itself succeeds');
      const item = String((created.body.data as Row).id);
      await settle();
      assert.equal(listener.to('/down').length, 4, 'the first attempt and three retries');
      const rows = await failures(id);
      assert.equal(rows.length, 1);
      const row = rows[0]!;
      assert.equal(row.collection, 'directus_webhooks');
      assert.equal(String(row.action_by), String(adminId));
      assert.equal(
        row.comment,
        `POST ${listener.url}/down for item.create:after on doomed_things ${item} failed after 4 attempts: HTTP 500`,
      );
      assert.equal(
        await db('doomed_things')
          .count('* as n')
          .first()
          .then((r) => Number(r?.n)),
        1,
      );
    });

    it('answers the write before a slow listener has answered', async () => {
      await collection('slow_things');
      const id = await webhook({
        collection: 'slow_things',
        directus_action: 'item.create:after',
        url: `${listener.url}/hold`,
      });
      const held = listener.hold('/hold');
      const created = await admin.post('/items/slow_things', { title: 'No waiting' });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const call = await held;
      // The webhook call is still open: the response above did not wait for it (nor for its
      // deadline, which would have closed the connection).
      assert.equal(call.closedEarly(), false);
      assert.equal(call.response.writableEnded, false);
      call.response.end('done');
      await settle();
      assert.equal(listener.to('/hold').length, 1);
      assert.deepEqual(await failures(id), []);
    });

    it('refuses a loopback target unless the config or CMS_OUTBOUND_ALLOW_PRIVATE=1 allows it', async () => {
      await collection('guarded_things');
      const id = await webhook({
        collection: 'guarded_things',
        directus_action: 'item.create:after',
        url: `${listener.url}/guarded`,
      });
      await allowPrivateInConfig(false);
      try {
        const created = await admin.post('/items/guarded_things', { title: 'Inside' });
        assert.equal(created.status, 200);
        await settle();
        assert.equal(listener.to('/guarded').length, 0, 'nothing reached the listener');
        const rows = await failures(id);
        assert.equal(rows.length, 1);
        assert.match(
          String(rows[0]!.comment),
          /failed after 1 attempt: .*not allowed \(loopback\)/,
        );

        process.env.CMS_OUTBOUND_ALLOW_PRIVATE = '1';
        await admin.post('/items/guarded_things', { title: 'Allowed by the environment' });
        await settle();
        assert.equal(listener.to('/guarded').length, 1);
      } finally {
        delete process.env.CMS_OUTBOUND_ALLOW_PRIVATE;
        await allowPrivateInConfig(true);
      }
    });
  });
}
