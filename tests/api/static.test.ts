// `/` → ./admin/, the admin build at /admin/, and the demo pages at /demo/.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
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
