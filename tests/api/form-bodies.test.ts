// Form-encoded request bodies (contract §1: `application/x-www-form-urlencoded` is accepted
// wherever JSON is), with PHP-style nested keys as v8 read them: `author[name]=x` is
// {author: {name: 'x'}}. On every database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    error?: { code: number | null; message: string };
  } | null;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

for (const database of databaseMatrix()) {
  describe(`form-encoded bodies (${database.kind})`, () => {
    let server: TestServer;
    let projectUrl: string;

    before(async () => {
      server = await startTestServer({ database, demoContent: true });
      projectUrl = `${server.baseUrl}/${server.projectKey}`;
    });
    after(() => server.close());

    const admin = () => server.admin ?? assert.fail('the test project has an admin');

    /** Signs the admin in with a form-encoded body; the JWT. */
    async function signIn(): Promise<string> {
      const response = await fetch(`${projectUrl}/auth/authenticate`, {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams(admin()).toString(),
      });
      const { status, body } = await answer(response);
      assert.equal(status, 200, JSON.stringify(body));
      const token = body?.data?.token;
      assert.equal(typeof token, 'string');
      return token as string;
    }

    it('signs in with a form-encoded body', async () => {
      const token = await signIn();
      const me = await answer(
        await fetch(`${projectUrl}/users/me`, { headers: { authorization: `Bearer ${token}` } }),
      );
      assert.equal(me.status, 200);
      assert.equal(me.body?.data?.email, admin().email);
    });

    it('refuses wrong credentials sent form-encoded as it does JSON ones (E100)', async () => {
      const { email } = admin();
      const asForm = await answer(
        await fetch(`${projectUrl}/auth/authenticate`, {
          method: 'POST',
          headers: FORM,
          body: `email=${encodeURIComponent(email)}&password=wrong`,
        }),
      );
      const asJson = await answer(
        await fetch(`${projectUrl}/auth/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong' }),
        }),
      );
      assert.equal(asForm.body?.error?.code, 100, JSON.stringify(asForm.body));
      assert.deepEqual(asForm, asJson);
    });

    it('creates an item form-encoded, nested keys becoming a nested write', async () => {
      const token = await signIn();
      const slug = `form-${database.kind}-${Date.now()}`;
      // `+` is a space, as browsers encode forms; author[name] creates the related author.
      const created = await answer(
        await fetch(`${projectUrl}/items/articles?fields=*,author.name`, {
          method: 'POST',
          headers: { ...FORM, authorization: `Bearer ${token}` },
          body: `title=Sent+as+a+form&slug=${slug}&status=draft&author[name]=Form+Author`,
        }),
      );
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const data = created.body?.data ?? {};
      assert.equal(data.title, 'Sent as a form');
      assert.equal(data.slug, slug);
      assert.deepEqual(data.author, { name: 'Form Author' });
    });

    it('answers an empty form body as an empty payload (E13)', async () => {
      const token = await signIn();
      const response = await fetch(`${projectUrl}/items/articles`, {
        method: 'POST',
        headers: { ...FORM, authorization: `Bearer ${token}` },
        body: '',
      });
      const { status, body } = await answer(response);
      assert.equal(status, 400, JSON.stringify(body));
      assert.equal(body?.error?.code, 13);
    });
  });
}
