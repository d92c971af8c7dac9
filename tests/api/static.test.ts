// `/` → ./admin/, the admin build at /admin/, and the demo pages at /demo/.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/precompress.mjs';
import { fetchJson, fetchText } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('static routes with a built admin and demo pages', () => {
  let folder: string;
  let server: TestServer;

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'cms-static-'));
    const adminDir = path.join(folder, 'dist');
    const demoDir = path.join(folder, 'demo');
    await mkdir(path.join(adminDir, 'chunks'), { recursive: true });
    await mkdir(demoDir, { recursive: true });
    await writeFile(path.join(adminDir, 'index.html'), '<!doctype html><title>admin-index</title>');
    await writeFile(path.join(adminDir, 'chunks', 'app.js'), 'export const app = 1;');
    await writeFile(path.join(adminDir, '.env'), 'SECRET=1');
    await writeFile(path.join(folder, 'outside.txt'), 'outside the admin folder');
    await writeFile(path.join(demoDir, 'index.html'), '<!doctype html><title>demo-index</title>');
    await writeFile(path.join(demoDir, 'portal.html'), '<!doctype html><title>portal</title>');
    server = await startTestServer({ adminDir, demoDir });
  });

  after(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('redirects / to ./admin/', async () => {
    const response = await fetchText(`${server.baseUrl}/`);
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), './admin/');
    assert.equal(new URL('./admin/', `${server.baseUrl}/`).pathname, '/admin/');
  });

  it('serves index.html at /admin/, uncached', async () => {
    const response = await fetchText(`${server.baseUrl}/admin/`);
    assert.equal(response.status, 200);
    assert.match(response.body, /admin-index/);
    assert.match(String(response.headers.get('content-type')), /^text\/html/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const bare = await fetchText(`${server.baseUrl}/admin`);
    assert.equal(bare.status, 302);
  });

  it('serves the admin chunks and 404s what is not there', async () => {
    const chunk = await fetchText(`${server.baseUrl}/admin/chunks/app.js`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.body, 'export const app = 1;');
    assert.match(String(chunk.headers.get('content-type')), /javascript/);
    const missing = await fetchJson(`${server.baseUrl}/admin/chunks/missing.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error?.code, 1);
  });

  it('never serves dotfiles or anything outside the admin folder', async () => {
    for (const url of [
      '/admin/.env',
      '/admin/%2e%2e/outside.txt',
      '/admin/chunks%2f..%2f..%2foutside.txt',
    ]) {
      const response = await fetchText(`${server.baseUrl}${url}`);
      assert.notEqual(response.status, 200, url);
      assert.doesNotMatch(response.body, /SECRET|outside the admin/, url);
    }
  });

  it('serves demo pages that exist, and the demo index to browsers', async () => {
    const page = await fetchText(`${server.baseUrl}/demo/portal.html`);
    assert.equal(page.status, 200);
    assert.match(page.body, /portal/);
    const index = await fetchText(`${server.baseUrl}/demo/`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    assert.equal(index.status, 200);
    assert.match(index.body, /demo-index/);
  });

  it('leaves the rest of /demo/ to the API of the project "demo"', async () => {
    // No project "demo" on this server: the API answers as for any unknown project.
    const info = await fetchJson(`${server.baseUrl}/demo/`, {
      headers: { accept: 'application/json, text/plain, */*' },
    });
    assert.equal(info.status, 401);
    assert.equal(info.body.error?.code, 3);
    const items = await fetchJson(`${server.baseUrl}/demo/items/articles`);
    assert.equal(items.status, 401);
  });
});

describe('static routes without an admin build', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers /admin/ with a 503 telling to run the build', async () => {
    for (const url of ['/admin/', '/admin/cms-admin.js']) {
      const response = await fetchText(`${server.baseUrl}${url}`);
      assert.equal(response.status, 503, url);
      assert.match(response.body, /npm run build/);
      assert.match(String(response.headers.get('content-type')), /^text\/plain/);
    }
  });
});

/** A GET whose body comes back as sent (fetch would ask for and undo compression by itself). */
function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('compressed and cached admin files', () => {
  let folder: string;
  let adminDir: string;
  let server: TestServer;
  const ENTRY = 'cms-admin.js';
  const CHUNK = 'chunks/vendor-Ab12Cd34.js';
  // Large enough to get compressed copies (precompress skips files under 1 KB).
  const moduleText = (name: string) =>
    Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = ${i * 7};`).join('\n');

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'cms-static-compressed-'));
    adminDir = path.join(folder, 'dist');
    await mkdir(path.join(adminDir, 'chunks'), { recursive: true });
    await writeFile(path.join(adminDir, 'index.html'), '<!doctype html><title>admin-index</title>');
    await writeFile(path.join(adminDir, ENTRY), moduleText('entry'));
    await writeFile(path.join(adminDir, CHUNK), moduleText('vendor'));
    // The same step the build runs (rollup.config.mjs).
    await precompress(adminDir, ['index.html', ENTRY, CHUNK]);
    server = await startTestServer({ adminDir, demoDir: path.join(folder, 'no-demo') });
  });

  after(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends the entry file brotli-encoded to a client that accepts br', async () => {
    const plain = await readFile(path.join(adminDir, ENTRY));
    const response = await getRaw(`${server.baseUrl}/admin/${ENTRY}`, {
      'accept-encoding': 'br',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.ok(response.body.length < plain.length, 'the brotli body is smaller');
    assert.deepEqual(brotliDecompressSync(response.body), plain);
  });

  it('sends it gzip-encoded to a client that accepts only gzip', async () => {
    const plain = await readFile(path.join(adminDir, ENTRY));
    const response = await getRaw(`${server.baseUrl}/admin/${ENTRY}`, {
      'accept-encoding': 'gzip',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.deepEqual(gunzipSync(response.body), plain);
  });

  it('sends the plain bytes to a client that accepts no encoding', async () => {
    const plain = await readFile(path.join(adminDir, ENTRY));
    const response = await getRaw(`${server.baseUrl}/admin/${ENTRY}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.deepEqual(response.body, plain);
  });

  it('caches hashed chunks for a year as immutable, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await getRaw(`${server.baseUrl}/admin/${CHUNK}`, {
        'accept-encoding': encoding,
      });
      assert.equal(response.status, 200, encoding);
      assert.equal(
        response.headers['cache-control'],
        'public, max-age=31536000, immutable',
        encoding,
      );
    }
  });

  it('has the unhashed entry file revalidated, answering 304 when unchanged', async () => {
    for (const encoding of ['br', 'identity']) {
      const first = await getRaw(`${server.baseUrl}/admin/${ENTRY}`, {
        'accept-encoding': encoding,
      });
      assert.equal(first.headers['cache-control'], 'no-cache', encoding);
      const etag = String(first.headers.etag);
      assert.ok(first.headers.etag, encoding);
      assert.ok(first.headers['last-modified'], encoding);
      const again = await getRaw(`${server.baseUrl}/admin/${ENTRY}`, {
        'accept-encoding': encoding,
        'if-none-match': etag,
      });
      assert.equal(again.status, 304, encoding);
      assert.equal(again.body.length, 0, encoding);
    }
  });

  it('has index.html revalidated, answering 304 to If-None-Match', async () => {
    const first = await getRaw(`${server.baseUrl}/admin/`, { 'accept-encoding': 'br, gzip' });
    assert.equal(first.status, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.ok(first.headers.etag);
    const again = await getRaw(`${server.baseUrl}/admin/`, {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(again.status, 304);
    const changed = await getRaw(`${server.baseUrl}/admin/`, {
      'accept-encoding': 'br, gzip',
      'if-none-match': '"not-this-one"',
    });
    assert.equal(changed.status, 200);
    assert.match(changed.body.toString(), /admin-index/);
  });
});
