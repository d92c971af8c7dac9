// GET /{project}/assets/{key} (contract §7.7) on every configured database: originals with their
// headers, thumbnails checked by decoding them with sharp, the whitelist (E12), the thumbnail
// cache (served without the original once made; 304 on If-None-Match), naming by download name,
// non-image files as downloads, and the /uploads/… URL of `data.url`.
import assert from 'node:assert/strict';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { type Client, client, expectError, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  listTree,
  multipart,
  originalsDir,
  png,
  type Row,
  thumbnailsDir,
} from './files-helpers.js';

async function setSetting(db: Knex, key: string, value: string | null): Promise<void> {
  const updated = await db('directus_settings').where({ key }).update({ value });
  if (!updated) await db('directus_settings').insert({ key, value });
}

for (const target of databaseMatrix()) {
  describe(`assets on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let token: string;
    let admin: Client;
    let filesUrl: string;
    let image: Row;
    let bytes: Buffer;

    const asset = (key: string, query = '', headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}/${server.projectKey}/assets/${key}${query}`, { headers });

    async function upload(name: string, content: Buffer, type?: string): Promise<Row> {
      const response = await multipart(filesUrl, token, [{ name, bytes: content, type }]);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data as Row;
    }

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      token = await signIn(server);
      admin = client(server.baseUrl, server.projectKey!, token);
      filesUrl = `${server.baseUrl}/${server.projectKey}/files`;
      bytes = await png(400, 300, '#20a050');
      image = await upload('Green field.png', bytes);
    });
    after(async () => {
      await server?.close();
    });

    it('serves the original with its type, name, ETag and dates', async () => {
      const response = await asset(String(image.private_hash));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/png');
      assert.equal(response.headers.get('content-length'), String(bytes.length));
      assert.equal(
        response.headers.get('content-disposition'),
        `inline; filename="Green field.png"; filename*=UTF-8''Green%20field.png`,
      );
      assert.equal(response.headers.get('etag'), `"${image.checksum}"`);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.ok(response.headers.get('last-modified'));
      assert.match(String(response.headers.get('content-security-policy')), /sandbox/);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(bytes));

      const again = await asset(String(image.private_hash), '', {
        'if-none-match': `"${image.checksum}"`,
      });
      assert.equal(again.status, 304);
      assert.equal((await again.arrayBuffer()).byteLength, 0);

      await setSetting(db, 'thumbnail_cache_ttl', '86400');
      try {
        const cached = await asset(String(image.private_hash));
        assert.equal(cached.headers.get('cache-control'), 'max-age=86400, public');
      } finally {
        await setSetting(db, 'thumbnail_cache_ttl', null);
      }

      // Ranges (one at a time), and HEAD.
      const hash = String(image.private_hash);
      const part = await asset(hash, '', { range: 'bytes=10-19' });
      assert.equal(part.status, 206);
      assert.equal(part.headers.get('content-range'), `bytes 10-19/${bytes.length}`);
      assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20)));
      const tail = await asset(hash, '', { range: 'bytes=-5' });
      assert.ok(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-5)));
      const open = await asset(hash, '', { range: `bytes=${bytes.length - 3}-` });
      assert.equal((await open.arrayBuffer()).byteLength, 3);
      const past = await asset(hash, '', { range: `bytes=${bytes.length}-` });
      assert.equal(past.status, 416);
      assert.equal(past.headers.get('content-range'), `bytes */${bytes.length}`);
      const stale = await asset(hash, '', { range: 'bytes=0-1', 'if-range': '"other"' });
      assert.equal(stale.status, 200);
      assert.equal((await stale.arrayBuffer()).byteLength, bytes.length);
      const head = await fetch(`${server.baseUrl}/${server.projectKey}/assets/${hash}`, {
        method: 'HEAD',
      });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('content-length'), String(bytes.length));

      const download = await asset(String(image.private_hash), '?download');
      assert.match(String(download.headers.get('content-disposition')), /^attachment; /);
      const missing = await asset('nosuchhash000000');
      assert.equal(missing.status, 404);
      assert.equal(((await missing.json()) as { error: { code: number } }).error.code, 203);
    });

    it('makes whitelisted thumbnails of the right size', async () => {
      const hash = String(image.private_hash);
      const cases: [string, number, number, string][] = [
        ['?key=directus-small-crop', 64, 64, 'png'],
        ['?key=directus-medium-contain', 300, 225, 'png'],
        ['?key=directus-large-crop', 800, 600, 'png'],
        ['?key=thumbnail', 200, 150, 'png'],
        ['?w=200&h=200&f=contain&q=80', 200, 150, 'png'],
        ['?width=64&height=64&fit=crop&quality=80', 64, 64, 'png'],
        ['?key=directus-medium-crop&format=webp', 300, 300, 'webp'],
        ['?key=directus-medium-crop&format=jpg', 300, 300, 'jpeg'],
      ];
      for (const [query, width, height, format] of cases) {
        const response = await asset(hash, query);
        assert.equal(response.status, 200, `${query}: ${response.status}`);
        assert.equal(response.headers.get('content-type'), `image/${format}`, query);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        assert.equal(metadata.format, format, query);
        assert.deepEqual([metadata.width, metadata.height], [width, height], query);
      }
    });

    it('refuses thumbnails outside the whitelist (E12)', async () => {
      const hash = String(image.private_hash);
      for (const query of [
        '?key=huge',
        '?w=1000&h=1000&f=crop&q=80',
        '?w=64&h=64&f=crop&q=79',
        '?w=64&h=64&f=stretch&q=80',
        '?w=abc&h=64&f=crop&q=80',
        '?w=64&f=crop&q=80',
        '?key=directus-small-crop&format=tiff',
      ]) {
        const response = await asset(hash, query);
        assert.equal(response.status, 422, query);
        assert.equal(((await response.json()) as { error: { code: number } }).error.code, 12);
      }
      // Nothing was made for the refused requests.
      const made = await listTree(thumbnailsDir(server));
      assert.ok(made.every((entry) => !entry.includes('w1000') && !entry.includes('q79')));

      // A project preset extends the whitelist.
      await setSetting(
        db,
        'asset_whitelist',
        JSON.stringify([
          { key: 'thumbnail', width: 200, height: 200, fit: 'contain', quality: 80 },
          { key: 'banner', width: 120, height: 40, fit: 'crop', quality: 70 },
        ]),
      );
      try {
        const banner = await asset(hash, '?key=banner');
        assert.equal(banner.status, 200);
        const metadata = await sharp(Buffer.from(await banner.arrayBuffer())).metadata();
        assert.deepEqual([metadata.width, metadata.height], [120, 40]);
        const listed = await admin.get(`/files/${image.id}`);
        const keys = (((listed.body.data as Row).data as Row).thumbnails as Row[]).map(
          (entry) => entry.key,
        );
        assert.ok(keys.includes('banner'));
      } finally {
        await setSetting(
          db,
          'asset_whitelist',
          JSON.stringify([
            { key: 'thumbnail', width: 200, height: 200, fit: 'contain', quality: 80 },
          ]),
        );
      }
    });

    it('caches thumbnails in storage and serves them from there', async () => {
      const content = await png(500, 500, '#884400');
      const file = await upload('cached.png', content);
      const hash = String(file.private_hash);
      const first = await asset(hash, '?key=directus-small-crop');
      assert.equal(first.status, 200);
      const firstBytes = Buffer.from(await first.arrayBuffer());
      const etag = String(first.headers.get('etag'));
      const cached = path.join(
        thumbnailsDir(server),
        String(file.filename_disk),
        'w64,h64,fcrop,q80.png',
      );
      const made = await stat(cached);
      assert.equal(made.size, firstBytes.length);

      // Without the original, only the cache can answer.
      await rm(path.join(originalsDir(server), String(file.filename_disk)));
      const second = await asset(hash, '?key=directus-small-crop');
      assert.equal(second.status, 200);
      assert.ok(Buffer.from(await second.arrayBuffer()).equals(firstBytes));
      assert.equal(second.headers.get('etag'), etag);
      assert.equal((await stat(cached)).mtimeMs, made.mtimeMs, 'not made again');
      const notModified = await asset(hash, '?key=directus-small-crop', { 'if-none-match': etag });
      assert.equal(notModified.status, 304);
      // A size never made needs the original, which is gone.
      const other = await asset(hash, '?key=directus-small-contain');
      assert.equal(other.status, 404);

      // Many requests at once make a thumbnail once.
      const burst = await Promise.all(
        Array.from({ length: 8 }, () =>
          asset(String(image.private_hash), '?key=directus-large-contain'),
        ),
      );
      const sizes = await Promise.all(
        burst.map(async (response) => (await response.arrayBuffer()).byteLength),
      );
      assert.ok(burst.every((response) => response.status === 200));
      assert.equal(new Set(sizes).size, 1);
    });

    it('serves other files as they are, as downloads where they could run script', async () => {
      const html = Buffer.from(
        '<!doctype html><html><body><script>alert(1)</script></body></html>',
      );
      const page = await upload('page.html', html, 'text/html');
      assert.equal(page.type, 'text/html');
      assert.equal((page.data as Row).thumbnails, null);
      const response = await asset(String(page.private_hash));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/html; charset=us-ascii');
      assert.equal(
        response.headers.get('content-disposition'),
        `attachment; filename="page.html"; filename*=UTF-8''page.html`,
      );
      assert.match(String(response.headers.get('content-security-policy')), /sandbox/);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(html));
      const noThumbnail = await asset(String(page.private_hash), '?key=thumbnail');
      expectError({ status: noThumbnail.status, body: (await noThumbnail.json()) as Row }, 12, 422);

      const svg = await upload(
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
      );
      assert.equal(svg.type, 'image/svg+xml');
      assert.equal(svg.width, 10);
      assert.equal((svg.data as Row).thumbnails, null);
      const svgResponse = await asset(String(svg.private_hash));
      assert.match(String(svgResponse.headers.get('content-disposition')), /^attachment; /);

      const text = await upload('read me.txt', Buffer.from('plain text, ünïcode'));
      const textResponse = await asset(String(text.private_hash));
      assert.equal(textResponse.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.match(String(textResponse.headers.get('content-disposition')), /^inline; /);
    });

    it('names assets by download name when asset_url_naming says so', async () => {
      await setSetting(db, 'asset_url_naming', 'filename_download');
      try {
        const read = await admin.get(`/files/${image.id}`);
        const data = (read.body.data as Row).data as Row;
        assert.equal(data.asset_url, `/${server.projectKey}/assets/Green%20field.png`);
        const thumbnails = data.thumbnails as Row[];
        assert.equal(
          thumbnails[0].relative_url,
          `/${server.projectKey}/assets/Green%20field.png?key=directus-small-crop`,
        );
        const response = await fetch(`${server.baseUrl}${data.asset_url}`);
        assert.equal(response.status, 200);
        assert.ok(Buffer.from(await response.arrayBuffer()).equals(bytes));
      } finally {
        await setSetting(db, 'asset_url_naming', 'private_hash');
      }
      // With private hashes, a download name finds nothing.
      assert.equal((await asset('Green%20field.png')).status, 404);
    });

    it('serves data.url of local storage at /uploads/{project}/originals', async () => {
      const data = image.data as Row;
      const response = await fetch(`${server.baseUrl}${data.url}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/png');
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(bytes));
      const unknown = await fetch(
        `${server.baseUrl}/uploads/${server.projectKey}/originals/nope.png`,
      );
      assert.equal(unknown.status, 404);
      const traversal = await fetch(
        `${server.baseUrl}/uploads/${server.projectKey}/originals/..%2F..%2Fconfig%2Ftest.json`,
      );
      assert.equal(traversal.status, 404);
    });
  });
}
