// POST /{project}/mail (contract §7.16) on every database, through the file outbox: signed-in
// users only (E108), recipients as addresses, user ids and {email, name} (E12 for anything
// else), templates over `data` with values escaped in HTML mail, the sender chosen as v8 does,
// and nothing sent for a bad body.
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { type Client, client, expectError, restrictedUser, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const KEY = 'posting';

interface OutboxEntry {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

for (const target of databaseMatrix()) {
  describe(`POST /mail on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let admin: Client;
    let editor: Client;
    let readerId: number;
    let inactiveId: number;

    const outbox = () => path.join(server.dataDir, 'outbox', KEY);
    const messages = async (): Promise<string[]> =>
      (await readdir(outbox()).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.json'))
        .sort();
    /** Sends with `as` and returns the one message it added to the outbox. */
    const sendOne = async (as: Client, body: unknown): Promise<OutboxEntry> => {
      const before = await messages();
      const response = await as.post('/mail', body);
      assert.equal(response.status, 204, JSON.stringify(response.body));
      const added = (await messages()).filter((name) => !before.includes(name));
      assert.equal(added.length, 1);
      return JSON.parse(await readFile(path.join(outbox(), added[0]!), 'utf8')) as OutboxEntry;
    };

    before(async () => {
      server = await startTestServer({ database: target, projectKey: KEY });
      db = await server.projectDb();
      const configFile = path.join(server.dataDir, 'config', `${KEY}.json`);
      const json = JSON.parse(await readFile(configFile, 'utf8'));
      json.mail.default.from = 'Project <project@example.com>';
      await writeFile(configFile, JSON.stringify(json, null, 2));
      admin = client(server.baseUrl, KEY, await signIn(server));
      editor = client(server.baseUrl, KEY, await restrictedUser(db, 'editor', []));
      [readerId, inactiveId] = await Promise.all(
        [
          { email: 'reader@example.com', status: 'active', first_name: 'Rea', last_name: 'Der' },
          { email: 'gone@example.com', status: 'suspended' },
        ].map(async (row) => {
          await db('directus_users').insert({ ...row, role: 1 });
          return Number((await db('directus_users').where({ email: row.email }).first()).id);
        }),
      );
    });
    after(async () => {
      await server?.close();
    });

    it('answers E108/401 to the public role and sends nothing', async () => {
      const response = await client(server.baseUrl, KEY, null).post('/mail', {
        to: 'someone@example.com',
        body: 'Hello',
      });
      expectError(response, 108, 401);
      assert.deepEqual(await messages(), []);
    });

    it('sends plain mail from the signed-in user to addresses, user ids and named recipients', async () => {
      const message = await sendOne(editor, {
        to: [readerId, { email: 'guest@example.com', name: 'Guest, "Jr."' }, 'plain@example.com'],
        subject: 'Hello {{ who }}',
        body: 'Dear {{ who }}, the <b>{{ thing.name }}</b> is ready. {{ missing }}.',
        data: { who: 'team', thing: { name: 'A & B' } },
      });
      assert.deepEqual(message.to, [
        '"Rea Der" <reader@example.com>',
        '"Guest, \\"Jr.\\"" <guest@example.com>',
        'plain@example.com',
      ]);
      assert.equal(message.from, 'editor@example.com');
      assert.equal(message.subject, 'Hello team');
      // Plain text keeps values as they are.
      assert.equal(message.text, 'Dear team, the <b>A & B</b> is ready. .');
      assert.equal(message.html, undefined);
    });

    it('escapes data values in HTML mail and adds a text version', async () => {
      const message = await sendOne(admin, {
        to: 'plain@example.com',
        subject: 'News',
        type: 'html',
        body: '<p>Hi {{ name }}</p><p><a href="https://example.com/?q={{ name }}">open</a></p>',
        data: { name: '<script>alert("x")</script> & co' },
      });
      assert.equal(message.from, '"Admin User" <admin@example.com>');
      assert.ok(message.html);
      assert.ok(
        message.html.includes(
          '<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>',
        ),
        message.html,
      );
      assert.ok(message.html.includes('q=&lt;script&gt;'), 'escaped inside attributes too');
      assert.doesNotMatch(message.html, /<script>/);
      assert.match(message.html, /^<!doctype html>.*<title>News<\/title>/);
      assert.match(message.text, /^Hi <script>alert\("x"\)<\/script> & co\nopen$/);
    });

    it('sends from mail.default.from when an admin asks for it, never for others', async () => {
      const fromAdmin = await sendOne(admin, {
        to: 'plain@example.com',
        body: 'x',
        use_default_email: true,
      });
      assert.equal(fromAdmin.from, 'Project <project@example.com>');
      const fromEditor = await sendOne(editor, {
        to: 'plain@example.com',
        body: 'x',
        use_default_email: true,
      });
      assert.equal(fromEditor.from, 'editor@example.com');
    });

    it('refuses bad bodies with E13, E4 and E12, sending nothing', async () => {
      const before = await messages();
      const tooMany = Array.from({ length: 101 }, (_, index) => `r${index}@example.com`);
      const cases: [unknown, number, number][] = [
        [{}, 13, 400],
        [[{ to: 'a@example.com', body: 'x' }], 13, 400],
        [{ to: 'a@example.com' }, 4, 422],
        [{ to: 'a@example.com', body: '   ' }, 4, 422],
        [{ to: 'a@example.com', body: 'x', type: 'markdown' }, 4, 422],
        [{ to: 'a@example.com', body: 'x', data: 'nope' }, 4, 422],
        [{ to: 'a@example.com', body: 'x', subject: 5 }, 4, 422],
        [{ to: 'a@example.com', body: 'x', use_default_email: 'yes' }, 4, 422],
        [{ body: 'x' }, 12, 422],
        [{ to: [], body: 'x' }, 12, 422],
        [{ to: 'not-an-address', body: 'x' }, 12, 422],
        [{ to: 'a@example.com\r\nBcc: b@example.com', body: 'x' }, 12, 422],
        [{ to: ['a@example.com', 999999], body: 'x' }, 12, 422],
        [{ to: inactiveId, body: 'x' }, 12, 422],
        [{ to: 1.5, body: 'x' }, 12, 422],
        [{ to: { name: 'No address' }, body: 'x' }, 12, 422],
        [{ to: [true], body: 'x' }, 12, 422],
        [{ to: tooMany, body: 'x' }, 12, 422],
      ];
      for (const [body, code, status] of cases) {
        const response = await editor.post('/mail', body);
        assert.equal(response.body.error?.code, code, JSON.stringify(body).slice(0, 120));
        assert.equal(response.status, status, JSON.stringify(body).slice(0, 120));
      }
      assert.deepEqual(await messages(), before);
    });
  });
}
