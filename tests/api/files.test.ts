// /files (contract §7.6, §9.8) on every configured database: the three upload forms, the `data`
// object (also through relations of items), metadata read from the file, every refusal (size
// E601 with nothing left behind, MIME whitelist E4, traversal names, private import addresses,
// batch rules E15, permissions E10), content replacement, renames and deletes with their stored
// originals and thumbnails.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { type Client, client, expectError, restrictedUser, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  jpegWithMetadata,
  listDir,
  listTree,
  multipart,
  originalsDir,
  png,
  type Row,
  setStorage,
  thumbnailsDir,
} from './files-helpers.js';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/;

async function fileCount(db: Knex): Promise<number> {
  return Number((await db('directus_files').count({ n: '*' }).first())?.n ?? 0);
}

async function setSetting(db: Knex, key: string, value: string | null): Promise<void> {
  const updated = await db('directus_settings').where({ key }).update({ value });
  if (!updated) await db('directus_settings').insert({ key, value });
}

for (const target of databaseMatrix()) {
  describe(`files on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let token: string;
    let admin: Client;
    let url: string;
    let source: http.Server;
    let sourceBase: string;
    let red: Buffer;

    before(async () => {
      server = await startTestServer({ database: target });
      db = await server.projectDb();
      token = await signIn(server);
      admin = client(server.baseUrl, server.projectKey!, token);
      url = `${server.baseUrl}/${server.projectKey}/files`;
      red = await png(400, 300);
      // A web server on loopback for URL imports.
      const big = Buffer.alloc(300_000, 7);
      source = http.createServer((request, response) => {
        if (request.url === '/photo.png') {
          response.setHeader('content-type', 'image/png');
          response.end(red);
        } else if (request.url === '/named') {
          response.setHeader('content-disposition', 'attachment; filename="report 2024.txt"');
          response.end('quarterly numbers\n');
        } else if (request.url === '/moved') {
          response.writeHead(301, { location: '/photo.png' });
          response.end();
        } else if (request.url === '/big') {
          response.end(big);
        } else {
          response.statusCode = 404;
          response.end('no');
        }
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      sourceBase = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
    });
    after(async () => {
      source?.closeAllConnections();
      await new Promise((resolve) => source?.close(resolve));
      await server?.close();
    });

    it('uploads a multipart file with its form fields, metadata and data object', async () => {
      const response = await multipart(url, token, [{ name: 'red square.png', bytes: red }], {
        title: 'Red square',
        tags: 'red,square',
        description: 'A test image',
      });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const file = response.body.data as Row;
      assert.equal(file.title, 'Red square');
      assert.deepEqual(file.tags, ['red', 'square']);
      assert.equal(file.type, 'image/png');
      assert.equal(file.storage, 'local');
      assert.equal(file.charset, 'binary');
      assert.equal(file.filesize, red.length);
      assert.equal(file.width, 400);
      assert.equal(file.height, 300);
      assert.equal(file.checksum, md5(red));
      assert.equal(file.filename_download, 'red square.png');
      assert.match(String(file.filename_disk), UUID_NAME);
      assert.match(String(file.private_hash), /^[a-z0-9]{16}$/);
      assert.match(String(file.uploaded_on), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.equal(typeof file.uploaded_by, 'number');

      // The data object (§7.6).
      const data = file.data as Row;
      const disk = String(file.filename_disk);
      const project = server.projectKey;
      assert.equal(data.url, `/uploads/${project}/originals/${disk}`);
      assert.equal(data.full_url, `${server.baseUrl}/uploads/${project}/originals/${disk}`);
      assert.equal(data.asset_url, `/${project}/assets/${file.private_hash}`);
      assert.equal(data.embed, null);
      const thumbnails = data.thumbnails as Row[];
      assert.deepEqual(
        thumbnails.map((thumbnail) => thumbnail.key),
        [
          'directus-small-crop',
          'directus-small-contain',
          'directus-medium-crop',
          'directus-medium-contain',
          'directus-large-crop',
          'directus-large-contain',
          'thumbnail',
        ],
      );
      assert.deepEqual(thumbnails[0], {
        key: 'directus-small-crop',
        url: `${server.baseUrl}/${project}/assets/${file.private_hash}?key=directus-small-crop`,
        relative_url: `/${project}/assets/${file.private_hash}?key=directus-small-crop`,
        dimension: '64x64',
        width: 64,
        height: 64,
      });

      // Stored as sent, and served at data.full_url.
      const stored = await readFile(path.join(originalsDir(server), disk));
      assert.ok(stored.equals(red));
      const served = await fetch(String(data.full_url));
      assert.equal(served.status, 200);
      assert.ok(Buffer.from(await served.arrayBuffer()).equals(red));

      // Activity `upload` and a revision.
      const activity = await db('directus_activity')
        .where({ collection: 'directus_files', item: String(file.id) })
        .select('action');
      assert.deepEqual(
        activity.map((row) => row.action),
        ['upload'],
      );
      const revisions = await admin.get(`/files/${file.id}/revisions`);
      assert.equal((revisions.body.data as Row[]).length, 1);

      // Reads: the list and one file carry `data` too; CSV ids give an array.
      // `data` comes with the default fields, `*`, or by name.
      const one = await admin.get(`/files/${file.id}?fields=id,data`);
      assert.deepEqual(Object.keys(one.body.data as Row), ['id', 'data']);
      assert.deepEqual((one.body.data as Row).data, data);
      const plain = await admin.get(`/files/${file.id}?fields=id,title`);
      assert.deepEqual(Object.keys(plain.body.data as Row), ['id', 'title']);
      const without = await admin.get(`/files/${file.id}?fields=*,-data`);
      assert.equal((without.body.data as Row).data, undefined);
      const byDefault = await admin.get(`/files/${file.id}`);
      assert.deepEqual((byDefault.body.data as Row).data, data);
      const list = await admin.get('/files?fields=*&meta=total_count');
      assert.ok((list.body.data as Row[]).every((row) => typeof row.data === 'object'));
      const several = await admin.get(`/files/${file.id},${file.id}`);
      assert.ok(Array.isArray(several.body.data));
    });

    it('uploads base64 and data-URI JSON bodies, refusing what is not a file (E4, E13)', async () => {
      const text = Buffer.from('Plain notes\nsecond line\n');
      const notes = await admin.post('/files', {
        data: text.toString('base64'),
        filename_disk: 'notes.txt',
        title: 'Notes',
      });
      assert.equal(notes.status, 200, JSON.stringify(notes.body));
      const row = notes.body.data as Row;
      assert.equal(row.type, 'text/plain');
      assert.equal(row.charset, 'us-ascii');
      assert.equal(row.filename_download, 'notes.txt');
      assert.match(String(row.filename_disk), /\.txt$/);
      assert.equal(row.width, null);
      assert.equal((row.data as Row).thumbnails, null);

      const uri = await admin.post('/files', {
        data: `data:image/png;base64,${red.toString('base64')}`,
        filename_download: 'from-uri.png',
      });
      assert.equal(uri.status, 200, JSON.stringify(uri.body));
      assert.equal((uri.body.data as Row).type, 'image/png');
      assert.equal((uri.body.data as Row).title, 'From Uri');

      expectError(await admin.post('/files', { data: 'not base64 at all!' }), 4, 422);
      expectError(await admin.post('/files', { title: 'no data' }), 4, 422);
      expectError(await admin.post('/files', { data: '' }), 4, 422);
      expectError(await admin.post('/files', {}), 13, 400);
      expectError(
        await multipart(url, token, [{ name: 'empty.txt', bytes: Buffer.alloc(0) }]),
        4,
        422,
      );
      expectError(await multipart(url, token, [], { title: 'no file' }), 4, 422);
    });

    it('reads EXIF and IPTC into title, description, tags, location and metadata', async () => {
      const jpeg = await jpegWithMetadata(120, 80);
      const response = await multipart(url, token, [{ name: 'dawn.jpg', bytes: jpeg }]);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const file = response.body.data as Row;
      assert.equal(file.type, 'image/jpeg');
      assert.equal(file.width, 120);
      assert.equal(file.height, 80);
      assert.equal(file.title, 'Harbour at dawn');
      assert.equal(file.description, 'Fishing boats leaving the harbour. Übersee');
      assert.deepEqual(file.tags, ['harbour', 'boats', 'morning']);
      assert.equal(file.location, 'Lisbon, Portugal');
      const metadata = file.metadata as { exif: Row; iptc: Row };
      assert.equal(metadata.exif.Make, 'TestCam');
      assert.equal(metadata.exif.Model, 'X1');
      assert.equal(metadata.exif.Artist, 'Ann Example');
      assert.equal(metadata.iptc.byline, 'Ann Example');
      assert.deepEqual(metadata.iptc.keywords, ['harbour', 'boats', 'morning']);

      // What the client sends wins over what the file says.
      const own = await multipart(url, token, [{ name: 'dawn.jpg', bytes: jpeg }], {
        title: 'My title',
        location: 'Porto',
      });
      assert.equal((own.body.data as Row).title, 'My title');
      assert.equal((own.body.data as Row).location, 'Porto');
      assert.equal(
        (own.body.data as Row).description,
        'Fishing boats leaving the harbour. Übersee',
      );
    });

    it('imports URLs from a local server only when private addresses are allowed', async () => {
      const before = await fileCount(db);
      const refused = await admin.post('/files', { data: `${sourceBase}/photo.png` });
      expectError(refused, 4, 422);
      assert.match(
        String(refused.body.error?.message),
        /not allowed \(loopback, the server itself\)/,
      );
      assert.equal(await fileCount(db), before);

      await setStorage(server, { allow_private_imports: true });
      try {
        const imported = await admin.post('/files', { data: `${sourceBase}/photo.png` });
        assert.equal(imported.status, 200, JSON.stringify(imported.body));
        const file = imported.body.data as Row;
        assert.equal(file.type, 'image/png');
        assert.equal(file.filename_download, 'photo.png');
        assert.equal(file.title, 'Photo');
        assert.equal(file.checksum, md5(red));

        const named = await admin.post('/files', { data: `${sourceBase}/named` });
        assert.equal((named.body.data as Row).filename_download, 'report 2024.txt');
        assert.equal((named.body.data as Row).type, 'text/plain');

        const moved = await admin.post('/files', { data: `${sourceBase}/moved` });
        assert.equal((moved.body.data as Row).filename_download, 'photo.png');

        expectError(await admin.post('/files', { data: `${sourceBase}/missing` }), 4, 422);
        await setStorage(server, { upload_max_size: 100_000 });
        const before601 = await fileCount(db);
        expectError(await admin.post('/files', { data: `${sourceBase}/big` }), 601, 413);
        assert.equal(await fileCount(db), before601);
      } finally {
        await setStorage(server, {
          allow_private_imports: false,
          upload_max_size: 32 * 1024 * 1024,
        });
      }

      const previous = process.env.CMS_OUTBOUND_ALLOW_PRIVATE;
      process.env.CMS_OUTBOUND_ALLOW_PRIVATE = '1';
      try {
        const imported = await admin.post('/files', { data: `${sourceBase}/photo.png` });
        assert.equal(imported.status, 200, JSON.stringify(imported.body));
      } finally {
        if (previous === undefined) delete process.env.CMS_OUTBOUND_ALLOW_PRIVATE;
        else process.env.CMS_OUTBOUND_ALLOW_PRIVATE = previous;
      }
      expectError(await admin.post('/files', { data: 'http://169.254.169.254/latest/' }), 4, 422);
      expectError(await admin.post('/files', { data: 'http://[::1]:9/' }), 4, 422);
    });

    it('imports YouTube links as embeds without needing the network', async () => {
      const response = await admin.post('/files', {
        data: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const file = response.body.data as Row;
      assert.equal(file.type, 'embed/youtube');
      assert.equal(file.embed, 'dQw4w9WgXcQ');
      assert.ok(Number(file.filesize) > 0);
      const data = file.data as Row;
      assert.deepEqual(data.embed, {
        html: '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      assert.ok(Array.isArray(data.thumbnails));

      // The same from a form whose `data` field is the link.
      const form = await multipart(url, token, [], { data: 'https://youtu.be/dQw4w9WgXcQ' });
      assert.equal(form.status, 200, JSON.stringify(form.body));
      assert.equal((form.body.data as Row).type, 'embed/youtube');
      const preview = await fetch(
        `${server.baseUrl}/${server.projectKey}/assets/${file.private_hash}?key=directus-small-crop`,
      );
      assert.equal(preview.status, 200);
      assert.equal(preview.headers.get('content-type'), 'image/jpeg');
    });

    it('refuses uploads past the maximum size with E601, leaving nothing behind', async () => {
      await setStorage(server, { upload_max_size: 50_000 });
      try {
        const rows = await fileCount(db);
        const originals = await listDir(originalsDir(server));
        const large = await png(1200, 1200, '#123456');
        const noise = Buffer.alloc(200_000);
        for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
        assert.ok(noise.length > 50_000);

        expectError(await multipart(url, token, [{ name: 'noise.bin', bytes: noise }]), 601, 413);
        expectError(
          await admin.post('/files', { data: noise.toString('base64'), filename_disk: 'n.bin' }),
          601,
          413,
        );
        const exactly = noise.subarray(0, 50_000);
        const fits = await multipart(url, token, [{ name: 'fits.bin', bytes: exactly }]);
        assert.equal(fits.status, 200, JSON.stringify(fits.body));
        assert.equal((fits.body.data as Row).filesize, 50_000);
        assert.equal((fits.body.data as Row).type, 'application/octet-stream');
        await admin.del(`/files/${(fits.body.data as Row).id}`);

        assert.equal(await fileCount(db), rows);
        assert.deepEqual(await listDir(originalsDir(server)), originals);
        assert.deepEqual(await listDir(path.join(server.dataDir, 'tmp', 'uploads')), []);
        assert.ok(large.length > 0);
      } finally {
        await setStorage(server, { upload_max_size: 32 * 1024 * 1024 });
      }
    });

    it('refuses types outside file_mimetype_whitelist with E4 naming the file', async () => {
      await setSetting(db, 'file_mimetype_whitelist', 'image/*,application/pdf');
      try {
        const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
        // The client's claim does not count: the bytes say HTML.
        const refused = await multipart(url, token, [
          { name: 'innocent.png', bytes: html, type: 'image/png' },
        ]);
        expectError(refused, 4, 422);
        assert.match(String(refused.body.error?.message), /innocent\.png/);
        assert.match(String(refused.body.error?.message), /text\/html/);
        const text = await admin.post('/files', {
          data: Buffer.from('hello').toString('base64'),
          filename_disk: 'hello.txt',
        });
        expectError(text, 4, 422);
        assert.match(String(text.body.error?.message), /hello\.txt/);
        const allowed = await multipart(url, token, [{ name: 'ok.png', bytes: red }]);
        assert.equal(allowed.status, 200);
      } finally {
        await setSetting(db, 'file_mimetype_whitelist', '');
      }
    });

    it('decides the type from the bytes: a binary of no accepted type is refused whatever its name', async () => {
      // An ELF executable named like a picture.
      const elf = Buffer.concat([
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
        Buffer.alloc(120, 0x90),
      ]);
      await setSetting(db, 'file_mimetype_whitelist', 'image/*');
      try {
        const refused = await multipart(url, token, [
          { name: 'holiday.jpg', bytes: elf, type: 'image/jpeg' },
        ]);
        expectError(refused, 4, 422);
        assert.match(String(refused.body.error?.message), /application\/octet-stream/);
      } finally {
        await setSetting(db, 'file_mimetype_whitelist', '');
      }
      const stored = await multipart(url, token, [{ name: 'holiday.jpg', bytes: elf }]);
      assert.equal(stored.status, 200, JSON.stringify(stored.body));
      assert.equal((stored.body.data as Row).type, 'application/octet-stream');
    });

    it('never lets a file name leave the storage folder', async () => {
      const before = await fileCount(db);
      for (const name of ['../../escape.png', '..\\..\\escape.png', 'a/../../escape.png']) {
        expectError(await multipart(url, token, [{ name, bytes: red }]), 4, 422);
      }
      expectError(
        await admin.post('/files', { data: red.toString('base64'), filename_disk: '../x.png' }),
        4,
        422,
      );
      expectError(
        await admin.post('/files', {
          data: red.toString('base64'),
          filename_disk: 'x.png',
          filename_download: '../../x.png',
        }),
        4,
        422,
      );
      assert.equal(await fileCount(db), before);

      // Names are hints: a path keeps its last segment, odd characters go.
      const windows = await admin.post('/files', {
        data: red.toString('base64'),
        filename_disk: 'x.png',
        filename_download: 'C:\\fakepath\\holiday "best".png',
      });
      assert.equal((windows.body.data as Row).filename_download, 'holiday best.png');

      await setSetting(db, 'file_naming', 'file_name');
      try {
        const first = await multipart(url, token, [{ name: 'My Photo (1).png', bytes: red }]);
        const second = await multipart(url, token, [{ name: 'My Photo (1).png', bytes: red }]);
        assert.equal((first.body.data as Row).filename_disk, 'My-Photo-1.png');
        assert.equal((second.body.data as Row).filename_disk, 'My-Photo-1-1.png');
        assert.equal((second.body.data as Row).filename_download, 'My Photo (1).png');

        const id = (first.body.data as Row).id;
        expectError(
          await admin.patch(`/files/${id}`, { filename_disk: '../../moved.png' }),
          4,
          422,
        );
        expectError(
          await admin.patch(`/files/${id}`, { filename_disk: 'My-Photo-1-1.png' }),
          4,
          422,
        );
        const renamed = await admin.patch(`/files/${id}`, { filename_disk: 'renamed.png' });
        assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
        assert.equal((renamed.body.data as Row).filename_disk, 'renamed.png');
        const stored = await listDir(originalsDir(server));
        assert.ok(stored.includes('renamed.png'));
        assert.ok(!stored.includes('My-Photo-1.png'));
        assert.ok(stored.includes('My-Photo-1-1.png'));
      } finally {
        await setSetting(db, 'file_naming', 'uuid');
      }
      // Nothing was ever written outside the originals folder.
      assert.deepEqual(await listDir(path.join(server.dataDir, 'uploads', server.projectKey!)), [
        'generated',
        'originals',
      ]);
      assert.ok(!(await listDir(server.dataDir)).includes('escape.png'));
    });

    it('keeps to one file per request (E15)', async () => {
      const before = await fileCount(db);
      const originals = await listDir(originalsDir(server));
      expectError(await admin.post('/files', [{ data: red.toString('base64') }]), 15, 400);
      expectError(
        await multipart(url, token, [
          { name: 'a.png', bytes: red },
          { name: 'b.png', bytes: red },
        ]),
        15,
        400,
      );
      assert.equal(await fileCount(db), before);
      assert.deepEqual(await listDir(originalsDir(server)), originals);

      const a = (await multipart(url, token, [{ name: 'a.png', bytes: red }])).body.data as Row;
      const b = (await multipart(url, token, [{ name: 'b.png', bytes: red }])).body.data as Row;
      const data = red.toString('base64');
      expectError(await admin.patch('/files', [{ id: a.id, data }]), 15, 400);
      expectError(await admin.patch(`/files/${a.id},${b.id}`, { data }), 15, 400);
      expectError(
        await multipart(
          `${url}/${a.id},${b.id}`,
          token,
          [{ name: 'c.png', bytes: red }],
          {},
          'PATCH',
        ),
        15,
        400,
      );

      const batch = await admin.patch('/files', [
        { id: a.id, title: 'First' },
        { id: b.id, title: 'Second' },
      ]);
      assert.equal(batch.status, 200, JSON.stringify(batch.body));
      assert.deepEqual(
        (batch.body.data as Row[]).map((row) => row.title),
        ['First', 'Second'],
      );
      const same = await admin.patch(`/files/${a.id},${b.id}`, { tags: ['shared'] });
      assert.deepEqual(
        (same.body.data as Row[]).map((row) => row.tags),
        [['shared'], ['shared']],
      );
      // Server columns cannot be set by clients.
      const spoof = await admin.patch(`/files/${a.id}`, {
        type: 'text/html',
        private_hash: 'aaaaaaaaaaaaaaaa',
        filesize: 1,
      });
      assert.equal((spoof.body.data as Row).type, 'image/png');
      assert.equal((spoof.body.data as Row).private_hash, a.private_hash);
      assert.equal((spoof.body.data as Row).filesize, red.length);
    });

    it('replaces the content of a file and drops its old original and thumbnails', async () => {
      const created = await multipart(url, token, [{ name: 'replace-me.png', bytes: red }]);
      const file = created.body.data as Row;
      const thumb = await fetch(
        `${server.baseUrl}/${server.projectKey}/assets/${file.private_hash}?key=directus-small-crop`,
      );
      assert.equal(thumb.status, 200);
      const folder = path.join(thumbnailsDir(server), String(file.filename_disk));
      assert.equal((await listDir(folder)).length, 1);

      const blue = await png(90, 60, '#0000ff');
      const replaced = await admin.patch(`/files/${file.id}`, {
        data: blue.toString('base64'),
        title: 'Now blue',
      });
      assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
      const row = replaced.body.data as Row;
      assert.equal(row.title, 'Now blue');
      assert.equal(row.width, 90);
      assert.equal(row.checksum, md5(blue));
      assert.equal(row.private_hash, file.private_hash);
      assert.notEqual(row.filename_disk, file.filename_disk);
      const stored = await listDir(originalsDir(server));
      assert.ok(!stored.includes(String(file.filename_disk)));
      assert.ok(stored.includes(String(row.filename_disk)));
      assert.deepEqual(await listDir(folder), []);

      const viaForm = await multipart(
        `${url}/${file.id}`,
        token,
        [{ name: 'green.png', bytes: await png(30, 20, '#00ff00') }],
        { description: 'green now' },
        'PATCH',
      );
      assert.equal(viaForm.status, 200, JSON.stringify(viaForm.body));
      assert.equal((viaForm.body.data as Row).width, 30);
      assert.equal((viaForm.body.data as Row).description, 'green now');
      assert.ok(!(await listDir(originalsDir(server))).includes(String(row.filename_disk)));
    });

    it('deletes rows with their originals and thumbnails', async () => {
      const a = (await multipart(url, token, [{ name: 'del-a.png', bytes: red }])).body.data as Row;
      const b = (await multipart(url, token, [{ name: 'del-b.png', bytes: red }])).body.data as Row;
      for (const file of [a, b]) {
        for (const key of ['directus-small-crop', 'thumbnail']) {
          const response = await fetch(
            `${server.baseUrl}/${server.projectKey}/assets/${file.private_hash}?key=${key}`,
          );
          assert.equal(response.status, 200);
        }
      }
      const thumbs = await listTree(thumbnailsDir(server));
      assert.equal(thumbs.filter((entry) => entry.startsWith(String(a.filename_disk))).length, 2);

      const removed = await admin.del(`/files/${a.id},${b.id}`);
      assert.equal(removed.status, 204);
      assert.equal(
        await db('directus_files')
          .whereIn('id', [Number(a.id), Number(b.id)])
          .first(),
        undefined,
      );
      const originals = await listDir(originalsDir(server));
      const generated = await listDir(thumbnailsDir(server));
      for (const file of [a, b]) {
        assert.ok(!originals.includes(String(file.filename_disk)));
        assert.ok(!generated.includes(String(file.filename_disk)));
      }
      expectError(await admin.del(`/files/${a.id}`), 203, 404);
      const gone = await fetch(`${server.baseUrl}/${server.projectKey}/assets/${a.private_hash}`);
      assert.equal(gone.status, 404);
    });

    it('adds data to files reached through relations of items', async () => {
      const created = await admin.post('/collections', {
        collection: 'posts',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            primary_key: true,
            auto_increment: true,
            interface: 'primary-key',
          },
          { field: 'title', type: 'string', datatype: 'VARCHAR', length: 100 },
          { field: 'image', type: 'file', datatype: 'INT', interface: 'file' },
        ],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const relation = await admin.post('/relations', {
        collection_many: 'posts',
        field_many: 'image',
        collection_one: 'directus_files',
      });
      assert.equal(relation.status, 200, JSON.stringify(relation.body));
      const file = (await multipart(url, token, [{ name: 'cover.png', bytes: red }])).body
        .data as Row;
      const post = await admin.post('/items/posts', { title: 'Hello', image: file.id });
      assert.equal(post.status, 200, JSON.stringify(post.body));
      const id = (post.body.data as Row).id;

      const expanded = await admin.get(`/items/posts/${id}?fields=*,image.*`);
      const image = (expanded.body.data as Row).image as Row;
      assert.equal(image.id, file.id);
      assert.deepEqual(image.data, file.data);

      const onlyData = await admin.get(`/items/posts/${id}?fields=id,image.data`);
      assert.deepEqual((onlyData.body.data as Row).image, { data: file.data });

      const raw = await admin.get(`/items/posts/${id}?fields=id,image`);
      assert.equal((raw.body.data as Row).image, file.id);

      const list = await admin.get('/items/posts?fields=title,image.data.thumbnails');
      const first = (list.body.data as Row[])[0].image as Row;
      assert.ok(Array.isArray((first.data as Row).thumbnails));
    });

    it('checks the role: upload, edit and delete need their permission (E10)', async () => {
      const adminFile = (await multipart(url, token, [{ name: 'admins.png', bytes: red }])).body
        .data as Row;
      const readerToken = await restrictedUser(db, `files-reader-${target.kind}`, [
        { collection: 'directus_files', read: 'full' },
      ]);
      const reader = client(server.baseUrl, server.projectKey!, readerToken);
      const read = await reader.get(`/files/${adminFile.id}`);
      assert.equal(read.status, 200);
      assert.equal(typeof (read.body.data as Row).data, 'object');

      const before = await fileCount(db);
      const originals = await listDir(originalsDir(server));
      const refused = await multipart(url, readerToken, [{ name: 'nope.png', bytes: red }]);
      expectError(refused, 10, 403);
      assert.equal(refused.body.error?.message, 'You are not allowed to upload files');
      expectError(await reader.post('/files', { data: red.toString('base64') }), 10, 403);
      const edit = await reader.patch(`/files/${adminFile.id}`, { title: 'x' });
      expectError(edit, 10, 403);
      assert.equal(edit.body.error?.message, 'You are not allowed to edit files');
      const remove = await reader.del(`/files/${adminFile.id}`);
      expectError(remove, 10, 403);
      assert.equal(remove.body.error?.message, 'You are not allowed to delete files');
      assert.equal(await fileCount(db), before);
      assert.deepEqual(await listDir(originalsDir(server)), originals);

      // Own files only: upload and edit one's own, not another user's.
      const ownerToken = await restrictedUser(db, `files-owner-${target.kind}`, [
        {
          collection: 'directus_files',
          create: 'full',
          read: 'mine',
          update: 'mine',
          delete: 'mine',
        },
      ]);
      const owner = client(server.baseUrl, server.projectKey!, ownerToken);
      const mine = await multipart(url, ownerToken, [{ name: 'mine.png', bytes: red }]);
      assert.equal(mine.status, 200, JSON.stringify(mine.body));
      const myFile = mine.body.data as Row;
      const listed = await owner.get('/files');
      assert.deepEqual(
        (listed.body.data as Row[]).map((row) => row.id),
        [myFile.id],
      );
      assert.equal((await owner.patch(`/files/${myFile.id}`, { title: 'Mine' })).status, 200);
      const others = await owner.patch(`/files/${adminFile.id}`, { title: 'Taken' });
      assert.equal(others.body.error?.code, 302, JSON.stringify(others.body));
      assert.equal((await owner.del(`/files/${myFile.id}`)).status, 204);
      assert.ok(!(await listDir(originalsDir(server))).includes(String(myFile.filename_disk)));

      // The public role may not read files at all here.
      const anonymous = client(server.baseUrl, server.projectKey!, null);
      expectError(await anonymous.get('/files'), 3, 401);
      expectError(await multipart(url, null, [{ name: 'anon.png', bytes: red }]), 10, 403);
    });
  });
}
