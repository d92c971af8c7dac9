// The S3 storage adapter against s3rver (a small S3 server on 127.0.0.1 started here): the
// adapter's own operations with awkward keys, then a project configured with `storage.adapter`
// "s3" end to end: upload, asset, thumbnail made and cached in the bucket, rename, delete, and a
// refused upload when the credentials are wrong (nothing left in the database).
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import S3rver from 's3rver';
import sharp from 'sharp';
import { S3Storage, StorageConflictError } from '../../server/services/storage/index.js';
import { client, expectError, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { multipart, originalsDir, png, type Row, setStorage } from './files-helpers.js';

const BUCKET = 'cms-files';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage against s3rver', () => {
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let folder: string;
  let endpoint: string;

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'cms-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(folder, 'buckets'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    await s3?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const adapter = (prefix: string, accessKeyId = CREDENTIALS.accessKeyId) =>
    new S3Storage({ endpoint, bucket: BUCKET, prefix, ...CREDENTIALS, accessKeyId });

  it('stores, reads, moves, lists and deletes objects', async () => {
    const storage = adapter('area/one');
    const source = path.join(folder, 'upload.part');
    const content = Buffer.from('hello from a temporary file, ünïcode inside');
    await writeFile(source, content);
    const key = 'a b (1)/ünï ç.txt';
    await storage.putFile(key, source, content.length, { contentType: 'text/plain' });

    const info = await storage.stat(key);
    assert.equal(info?.size, content.length);
    assert.ok(info?.lastModified instanceof Date);
    const object = await storage.get(key);
    assert.ok(object);
    assert.ok((await readAll(object.body)).equals(content));
    assert.equal(await storage.get('missing.txt'), null);
    assert.equal(await storage.stat('missing.txt'), null);

    await assert.rejects(
      storage.putFile(key, source, content.length, { exclusive: true }),
      StorageConflictError,
    );
    await storage.putBuffer('a b (1)/second.bin', Buffer.from([1, 2, 3]));
    assert.deepEqual((await storage.list('a b (1)')).sort(), ['a b (1)/second.bin', key].sort());
    // Another area of the bucket is not touched by this one's prefix.
    await adapter('area/two').putBuffer('a b (1)/other.bin', Buffer.from([9]));

    await storage.move('a b (1)/second.bin', 'moved.bin');
    assert.equal(await storage.stat('a b (1)/second.bin'), null);
    assert.equal((await storage.stat('moved.bin'))?.size, 3);
    await assert.rejects(storage.move('moved.bin', key), StorageConflictError);

    await storage.deleteFolder('a b (1)');
    assert.deepEqual(await storage.list('a b (1)'), []);
    assert.equal((await adapter('area/two').stat('a b (1)/other.bin'))?.size, 1);
    await storage.delete('moved.bin');
    await storage.delete('moved.bin');
    assert.equal(await storage.stat('moved.bin'), null);
    await assert.rejects(storage.stat('../escape'), /Invalid storage key/);
  });

  // s3rver checks the access key of SigV4 requests (its signature check is not implemented).
  it('reports refused requests as errors', async () => {
    await assert.rejects(
      adapter('x', 'UNKNOWN-KEY').putBuffer('k', Buffer.from('v')),
      /HTTP 403 InvalidAccessKeyId/,
    );
  });

  describe('a project storing its files in S3', () => {
    let server: TestServer;
    let db: Knex;
    let token: string;
    let url: string;

    before(async () => {
      server = await startTestServer({ database: databaseMatrix()[0] });
      db = await server.projectDb();
      token = await signIn(server);
      url = `${server.baseUrl}/${server.projectKey}/files`;
      await setStorage(server, {
        adapter: 's3',
        endpoint,
        bucket: BUCKET,
        region: 'us-east-1',
        key: CREDENTIALS.accessKeyId,
        secret: CREDENTIALS.secretAccessKey,
        root: 'project/originals',
        thumb_root: 'project/thumbnails',
        root_url: `${endpoint}/${BUCKET}/project/originals`,
      });
    });
    after(async () => {
      await server?.close();
    });

    it('uploads, serves, thumbnails, renames and deletes through the bucket', async () => {
      const originals = adapter('project/originals');
      const thumbnails = adapter('project/thumbnails');
      const bytes = await png(320, 240, '#3355aa');
      const response = await multipart(url, token, [{ name: 'in the cloud.png', bytes }]);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const file = response.body.data as Row;
      const disk = String(file.filename_disk);
      assert.equal(file.storage, 's3');
      assert.equal(file.width, 320);
      assert.equal((file.data as Row).full_url, `${endpoint}/${BUCKET}/project/originals/${disk}`);
      assert.equal((await originals.stat(disk))?.size, bytes.length);
      assert.deepEqual(await readdir(originalsDir(server)), [], 'nothing on local disk');

      const assetUrl = `${server.baseUrl}/${server.projectKey}/assets/${file.private_hash}`;
      const original = await fetch(assetUrl);
      assert.equal(original.status, 200);
      assert.equal(original.headers.get('content-type'), 'image/png');
      assert.ok(Buffer.from(await original.arrayBuffer()).equals(bytes));

      const part = await fetch(assetUrl, { headers: { range: 'bytes=100-199' } });
      assert.equal(part.status, 206);
      assert.equal(part.headers.get('content-range'), `bytes 100-199/${bytes.length}`);
      assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200)));

      const thumbnail = await fetch(`${assetUrl}?key=directus-small-crop`);
      assert.equal(thumbnail.status, 200);
      const made = Buffer.from(await thumbnail.arrayBuffer());
      const metadata = await sharp(made).metadata();
      assert.deepEqual([metadata.width, metadata.height], [64, 64]);
      const cachedKey = `${disk}/w64,h64,fcrop,q80.png`;
      assert.equal((await thumbnails.stat(cachedKey))?.size, made.length);

      // Served from the bucket's cache: the original is not needed any more.
      const saved = await originals.get(disk);
      const savedBytes = await readAll(saved!.body);
      await originals.delete(disk);
      const again = await fetch(`${assetUrl}?key=directus-small-crop`);
      assert.equal(again.status, 200);
      assert.ok(Buffer.from(await again.arrayBuffer()).equals(made));
      const temp = path.join(server.dataDir, 'restore.part');
      await writeFile(temp, savedBytes);
      await originals.putFile(disk, temp, savedBytes.length);

      const admin = client(server.baseUrl, server.projectKey!, token);
      const renamed = await admin.patch(`/files/${file.id}`, { filename_disk: 'cloud.png' });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      assert.equal(await originals.stat(disk), null);
      assert.equal((await originals.stat('cloud.png'))?.size, bytes.length);
      assert.deepEqual(await thumbnails.list(disk), [], 'old thumbnails removed');

      await fetch(`${assetUrl}?key=thumbnail`);
      assert.equal((await thumbnails.list('cloud.png')).length, 1);
      const removed = await admin.del(`/files/${file.id}`);
      assert.equal(removed.status, 204);
      assert.equal(await originals.stat('cloud.png'), null);
      assert.deepEqual(await thumbnails.list('cloud.png'), []);
    });

    it('stores nothing when the bucket refuses the upload', async () => {
      await setStorage(server, { key: 'UNKNOWN-KEY' });
      try {
        const before = Number((await db('directus_files').count({ n: '*' }).first())?.n);
        const response = await multipart(url, token, [{ name: 'x.png', bytes: await png(8, 8) }]);
        expectError(response, 607, 500);
        const after = Number((await db('directus_files').count({ n: '*' }).first())?.n);
        assert.equal(after, before);
        assert.deepEqual(await readdir(path.join(server.dataDir, 'tmp', 'uploads')), []);
      } finally {
        await setStorage(server, { key: CREDENTIALS.accessKeyId });
      }
    });
  });
});
