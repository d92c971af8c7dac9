// Server-hosted extensions over HTTP (contract §7.17), on every database: the listings need a
// signed-in user of a project named by JWT, header or ?project=; a temporary custom folder holds
// valid and malformed extensions; the files are served with their content types and nothing
// outside the listed extensions' scripts and stylesheets can be reached.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, fetchText, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const KEY = 'ext';

type Body = Json & { data?: unknown };

/** Writes `files` (relative path → content) under `root`. */
async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

const RATING_META = {
  id: 'not-the-folder-name',
  path: 'somewhere/else',
  name: '$t:rating',
  version: '1.0.0',
  icon: 'star',
  types: ['integer', 'decimal'],
  options: { max: { name: 'Max', interface: 'numeric', default: 5 } },
  translation: { 'en-US': { rating: 'Rating' } },
  hideLabel: false,
  vendor: 'kept as is',
};

const INPUT_JS = 'window.__DirectusExtension__ = { input: true };\n';

/** A GET sent byte for byte (fetch would normalise dot segments and encodings away). */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

for (const target of databaseMatrix()) {
  describe(`extensions on ${target.label}`, () => {
    let server: TestServer;
    let token: string;
    let secretKey: string;

    before(async () => {
      server = await startTestServer({ database: target, projectKey: KEY });
      const custom = path.join(server.dataDir, 'extensions', 'custom');
      await writeTree(custom, {
        'interfaces/rating/meta.json': JSON.stringify(RATING_META),
        'interfaces/rating/input.js': INPUT_JS,
        'interfaces/rating/display.js': 'window.__DirectusExtension__ = { display: true };\n',
        'interfaces/rating/input.css': '.rating { color: gold; }\n',
        'interfaces/rating/notes.txt': 'not an asset',
        'interfaces/broken-json/meta.json': '{ "name": "Broken", ',
        'interfaces/broken-json/input.js': INPUT_JS,
        'interfaces/broken-json/display.js': INPUT_JS,
        'interfaces/no-types/meta.json': JSON.stringify({ name: 'No types' }),
        'interfaces/no-types/input.js': INPUT_JS,
        'interfaces/no-types/display.js': INPUT_JS,
        'interfaces/no-display/meta.json': JSON.stringify({ name: 'Half', types: ['string'] }),
        'interfaces/no-display/input.js': INPUT_JS,
        'interfaces/.hidden/meta.json': JSON.stringify({ name: 'Hidden', types: ['string'] }),
        'layouts/board/meta.json': JSON.stringify({ name: 'Board', icon: 'view_column' }),
        'layouts/board/layout.js': 'window.__DirectusExtension__ = { layout: true };\n',
        'layouts/board/options.js': 'window.__DirectusExtension__ = { options: true };\n',
        'modules/reports/meta.json': JSON.stringify({ name: 'Reports', icon: 'insights' }),
        'modules/reports/module.js': 'window.__DirectusExtension__ = { module: true };\n',
        'modules/reports/module.css': '.reports {}\n',
      });
      const signIn = await fetchJson<Body & { data?: { token?: string } }>(
        `${server.baseUrl}/${KEY}/auth/authenticate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: server.admin?.email, password: server.admin?.password }),
        },
      );
      assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
      token = String(signIn.body.data?.token);
      const config = await server.app.cms.registry.read(KEY);
      assert.ok(config);
      secretKey = config.auth.secret_key;
    });
    after(() => server.close());

    const list = (kind: string, headers: Record<string, string> = {}, query = '') =>
      fetchJson<Body>(`${server.baseUrl}/${kind}${query}`, { headers });

    it('lists only well-formed extensions, with their meta.json keys and path', async () => {
      const interfaces = await list('interfaces', { authorization: `Bearer ${token}` });
      assert.equal(interfaces.status, 200, JSON.stringify(interfaces.body));
      const { id: _id, path: _path, ...meta } = RATING_META;
      assert.deepEqual(interfaces.body, {
        data: [{ id: 'rating', path: 'extensions/custom/interfaces/rating/meta.json', ...meta }],
      });
      const layouts = await list('layouts', { authorization: `Bearer ${token}` });
      assert.deepEqual(layouts.body.data, [
        {
          id: 'board',
          path: 'extensions/custom/layouts/board/meta.json',
          name: 'Board',
          icon: 'view_column',
        },
      ]);
      const modules = await list('modules', { authorization: `Bearer ${token}` });
      assert.deepEqual(
        (modules.body.data as { id: string }[]).map((entry) => entry.id),
        ['reports'],
      );
    });

    it('resolves the project from the header or ?project= (cookie mode sends the header)', async () => {
      const cookieSignIn = await fetch(`${server.baseUrl}/${KEY}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: server.admin?.email,
          password: server.admin?.password,
          mode: 'cookie',
        }),
      });
      const cookie = cookieSignIn.headers
        .getSetCookie()
        .find((header) => header.startsWith(`directus-${KEY}-session=`))
        ?.split(';')[0];
      assert.ok(cookie);
      const byHeader = await list('layouts', { cookie, 'x-directus-project': KEY });
      assert.equal(byHeader.status, 200, JSON.stringify(byHeader.body));
      assert.equal((byHeader.body.data as unknown[]).length, 1);
      const byQuery = await list('modules', { cookie }, `?project=${KEY}`);
      assert.equal(byQuery.status, 200);
    });

    it('answers E108 to a public caller and E3 when no project resolves', async () => {
      for (const kind of ['interfaces', 'layouts', 'modules', 'types']) {
        const anonymous = await list(kind, { 'x-directus-project': KEY });
        assert.equal(anonymous.status, 401, kind);
        assert.equal(anonymous.body.error?.code, 108, kind);
        const badToken = await list(kind, { authorization: 'Bearer nope' }, `?project=${KEY}`);
        assert.equal(badToken.body.error?.code, 108, kind);
        const noProject = await list(kind);
        assert.equal(noProject.status, 401, kind);
        assert.equal(noProject.body.error?.code, 3, kind);
        const unknown = await list(kind, { 'x-directus-project': 'nosuchproject' });
        assert.equal(unknown.body.error?.code, 3, kind);
      }
    });

    it('lists the field types at /types', async () => {
      const types = await list('types', { authorization: `Bearer ${token}` });
      assert.equal(types.status, 200);
      const names = (types.body.data as { name: string }[]).map((entry) => entry.name);
      assert.ok(names.includes('alias') && names.includes('string') && names.includes('m2o'));
      assert.deepEqual(names, [...names].sort());
    });

    it('serves the listed scripts and stylesheets with their content types', async () => {
      const base = `${server.baseUrl}/extensions/custom`;
      const input = await fetchText(`${base}/interfaces/rating/input.js`);
      assert.equal(input.status, 200);
      assert.equal(input.headers.get('content-type'), 'text/javascript; charset=utf-8');
      assert.equal(input.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(input.body, INPUT_JS);
      const css = await fetchText(`${base}/interfaces/rating/input.css`);
      assert.equal(css.status, 200);
      assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
      for (const [file, type] of [
        ['layouts/board/layout.js', 'text/javascript'],
        ['layouts/board/options.js', 'text/javascript'],
        ['modules/reports/module.js', 'text/javascript'],
        ['modules/reports/module.css', 'text/css'],
      ]) {
        const response = await fetchText(`${base}/${file}`);
        assert.equal(response.status, 200, file);
        assert.ok(response.headers.get('content-type')?.startsWith(type), file);
      }
      // Revalidation by ETag.
      const etag = input.headers.get('etag');
      assert.ok(etag);
      const again = await fetchText(`${base}/interfaces/rating/input.js`, {
        headers: { 'if-none-match': etag },
      });
      assert.equal(again.status, 304);
    });

    it('serves nothing else: other names, malformed extensions, unknown folders', async () => {
      for (const file of [
        'custom/interfaces/rating/meta.json',
        'custom/interfaces/rating/notes.txt',
        'custom/interfaces/rating/layout.js',
        'custom/interfaces/rating/display.css',
        'custom/interfaces/broken-json/input.js',
        'custom/interfaces/no-types/display.js',
        'custom/interfaces/.hidden/input.js',
        'custom/layouts/rating/input.js',
        'custom/widgets/rating/input.js',
        'core/interfaces/rating/input.js',
      ]) {
        const response = await fetchJson<Body>(`${server.baseUrl}/extensions/${file}`);
        assert.equal(response.status, 404, file);
        assert.equal(response.body.error?.code, 1, file);
      }
      // Only core/ and custom/ are extension folders; other prefixes are no route of ours.
      const other = await fetchText(
        `${server.baseUrl}/extensions/other/interfaces/rating/input.js`,
      );
      assert.notEqual(other.status, 200);
      assert.ok(!other.body.includes('__DirectusExtension__'));
    });

    it('refuses directory traversal', async () => {
      for (const rawPath of [
        `/extensions/custom/interfaces/rating/..%2F..%2F..%2F..%2Fconfig%2F${KEY}.json`,
        '/extensions/custom/interfaces/..%2F..%2F..%2Fconfig/input.js',
        '/extensions/custom/interfaces/%2e%2e/input.js',
        '/extensions/custom/interfaces/rating/%2e%2e%2finput.js',
        `/extensions/custom/../../config/${KEY}.json`,
        `/extensions/custom/interfaces/rating/../../../../config/${KEY}.json`,
        '/extensions/custom/interfaces/rating/input.js%00.css',
        '/extensions/custom/interfaces/rating%5C..%5C..%5C/input.js',
      ]) {
        const response = await rawGet(server.baseUrl, rawPath);
        assert.notEqual(response.status, 200, rawPath);
        assert.ok(!response.body.includes(secretKey), rawPath);
      }
    });
  });
}
