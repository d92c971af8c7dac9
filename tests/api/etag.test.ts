// ETag / 304 for repeated GETs (issue #20 §4): every successful JSON GET carries a weak ETag of
// its body and `Cache-Control: private, no-cache`; If-None-Match naming it answers 304 with no
// body, whatever encoding was asked for; a write, another user's view or an error never reuse a
// tag that does not match their own body.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { bodyTag, matchesTag } from '../../server/http/etag.js';
import { restrictedUser, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('If-None-Match matching', () => {
  it('compares weakly, takes lists and *', () => {
    const tag = bodyTag('{"data":1}');
    assert.match(tag, /^W\/"[A-Za-z0-9_-]+"$/);
    assert.equal(matchesTag(tag, tag), true);
    assert.equal(matchesTag(tag.slice(2), tag), true, 'strong form of the same tag');
    assert.equal(matchesTag(`W/"other", ${tag}`, tag), true);
    assert.equal(matchesTag('*', tag), true);
    assert.equal(matchesTag('W/"other"', tag), false);
    assert.equal(matchesTag(undefined, tag), false);
    assert.notEqual(bodyTag('{"data":2}'), tag);
  });
});

for (const target of databaseMatrix()) {
  describe(`ETag and 304 on ${target.label}`, () => {
    let server: TestServer;
    let adminToken: string;
    let editorToken: string;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      adminToken = await signIn(server);
      const db = await server.projectDb();
      editorToken = await restrictedUser(db, 'reader', [
        { collection: 'articles', read: 'full', read_field_blacklist: 'body' },
      ]);
    });
    after(async () => {
      await server?.close();
    });

    const get = (path: string, token: string | null, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    const project = (path: string) => `/${server.projectKey}${path}`;

    it('tags the answers the admin repeats and answers 304 when nothing changed', async () => {
      const paths = [
        '/items/articles?meta=total_count,filter_count&limit=2',
        '/collections',
        '/fields/articles',
        '/relations',
        '/settings',
        '/permissions/me',
        '/users/me',
      ].map(project);
      // Not /server/ping: four bytes of text/plain, a tag would be longer than the answer.
      for (const path of paths) {
        const first = await get(path, adminToken);
        assert.equal(first.status, 200, path);
        const body = await first.text();
        const tag = first.headers.get('etag');
        assert.equal(tag, bodyTag(body), path);
        assert.equal(first.headers.get('cache-control'), 'private, no-cache', path);

        const again = await get(path, adminToken, { 'if-none-match': tag ?? '' });
        assert.equal(again.status, 304, path);
        assert.equal(await again.text(), '', path);
        assert.equal(again.headers.get('etag'), tag, path);
        assert.equal(again.headers.get('content-encoding'), null, path);

        const stale = await get(path, adminToken, { 'if-none-match': 'W/"stale"' });
        assert.equal(stale.status, 200, path);
        assert.equal(await stale.text(), body, path);
      }
    });

    it('changes the tag when the data changes', async () => {
      const path = project('/items/articles?limit=-1&fields=id,title');
      const first = await get(path, adminToken);
      const tag = first.headers.get('etag') ?? '';
      await first.text();
      const created = await fetch(`${server.baseUrl}${project('/items/articles')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Tagged', status: 'published' }),
      });
      assert.equal(created.status, 200);
      assert.equal(created.headers.get('etag'), null, 'writes are not tagged');
      await created.text();
      const after = await get(path, adminToken, { 'if-none-match': tag });
      assert.equal(after.status, 200);
      const body = await after.text();
      assert.match(body, /Tagged/);
      assert.notEqual(after.headers.get('etag'), tag);
    });

    it('gives each user the tag of their own body', async () => {
      const path = project('/items/articles?limit=2&fields=*');
      const admin = await get(path, adminToken);
      const adminTag = admin.headers.get('etag') ?? '';
      assert.match(await admin.text(), /"body"/);
      const editor = await get(path, editorToken, { 'if-none-match': adminTag });
      assert.equal(editor.status, 200, "the admin's tag does not fit the editor's body");
      assert.doesNotMatch(await editor.text(), /"body"/);
    });

    it('tags the JSON, not its encoding, and never tags errors', async () => {
      const path = project('/items/articles?limit=-1');
      const plain = await get(path, adminToken, { 'accept-encoding': 'identity' });
      const text = await plain.text();
      const tag = plain.headers.get('etag');
      const raw = await new Promise<{ status: number; headers: Headers; bytes: Buffer }>(
        (resolve, reject) => {
          // fetch would decode gzip itself: read the bytes as sent.
          import('node:http').then(({ get: httpGet }) => {
            httpGet(
              `${server.baseUrl}${path}`,
              { headers: { authorization: `Bearer ${adminToken}`, 'accept-encoding': 'gzip' } },
              (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () =>
                  resolve({
                    status: response.statusCode ?? 0,
                    headers: new Headers(response.headers as Record<string, string>),
                    bytes: Buffer.concat(chunks),
                  }),
                );
              },
            ).on('error', reject);
          }, reject);
        },
      );
      assert.equal(raw.status, 200);
      assert.equal(raw.headers.get('content-encoding'), 'gzip');
      assert.equal(raw.headers.get('etag'), tag);
      assert.equal(gunzipSync(raw.bytes).toString(), text);

      const missing = await get(project('/items/nothing_here'), adminToken);
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('etag'), null);
      await missing.text();
    });
  });
}
