// Refusals the upload dialog shows on the file they concern (issue 14 "bad input"): a URL import of
// a private or loopback address, an address that cannot be reached or found, and uploads over the
// project's max size (E601, whose message carries the spec's text, spec 2 §5), and an upload cut
// off half-way (the admin's cancel). Each answer says what went wrong in words a person can act
// on, and no row (nor a stray temporary file) is left.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { uploadTempDir } from '../../server/services/files/receive.js';
import { type Client, client, expectError, signIn } from '../helpers/api-client.js';
import { sqliteTarget } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { multipart, setStorage } from './files-helpers.js';

const SERVER_SIZE_TEXT = 'Your server is not configured to handle uploads of this size.';

async function fileCount(db: Knex): Promise<number> {
  return Number((await db('directus_files').count({ n: '*' }).first())?.n ?? 0);
}

/** A port on loopback that nothing listens on (opened, then closed). */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('files: URL import and size refusals', () => {
  let server: TestServer;
  let db: Knex;
  let token: string;
  let admin: Client;

  before(async () => {
    server = await startTestServer({ database: sqliteTarget });
    db = await server.projectDb();
    token = await signIn(server);
    admin = client(server.baseUrl, server.projectKey!, token);
  });
  after(() => server.close());

  const message = (response: { body: { error?: { message?: string } } }) =>
    String(response.body.error?.message);

  it('refuses private, loopback and link-local addresses, saying why', async () => {
    const before = await fileCount(db);
    for (const [address, expected] of [
      [
        'http://127.0.0.1:8080/photo.png',
        'data: The URL could not be imported: the address of "127.0.0.1" is not allowed (loopback, the server itself). Only public addresses can be imported.',
      ],
      ['http://localhost/photo.png', '(loopback, the server itself)'],
      ['http://10.1.2.3/photo.png', 'the address of "10.1.2.3" is not allowed (private network)'],
      ['http://169.254.169.254/latest/meta-data/', 'is not allowed (link-local)'],
      ['http://[::1]/photo.png', '(loopback, the server itself)'],
    ] as const) {
      const refused = await admin.post('/files', { data: address });
      expectError(refused, 4, 422);
      assert.ok(message(refused).includes(expected), `${address}: ${message(refused)}`);
    }
    assert.equal(await fileCount(db), before);
  });

  it('an address nothing answers on gives a clear error, not a driver code', async () => {
    await setStorage(server, { allow_private_imports: true });
    try {
      const port = await closedPort();
      const refused = await admin.post('/files', { data: `http://127.0.0.1:${port}/photo.png` });
      expectError(refused, 4, 422);
      assert.equal(
        message(refused),
        `data: The URL could not be imported: nothing answers at 127.0.0.1:${port}.`,
      );
    } finally {
      await setStorage(server, { allow_private_imports: false });
    }
  });

  it('a host that does not exist gives a clear error', async () => {
    const refused = await admin.post('/files', { data: 'http://no-such-host.invalid/photo.png' });
    expectError(refused, 4, 422);
    assert.equal(
      message(refused),
      'data: The URL could not be imported: the host "no-such-host.invalid" could not be resolved.',
    );
  });

  it("an upload over the project's max size is E601/413 with the spec's text", async () => {
    await setStorage(server, { upload_max_size: 1000 });
    try {
      const before = await fileCount(db);
      const refused = await multipart(`${server.baseUrl}/${server.projectKey}/files`, token, [
        { name: 'big.bin', bytes: Buffer.alloc(5000, 1) },
      ]);
      expectError(refused, 601, 413);
      assert.ok(message(refused).includes(SERVER_SIZE_TEXT), message(refused));
      assert.equal(await fileCount(db), before);
    } finally {
      await setStorage(server, { upload_max_size: 32 * 1024 * 1024 });
    }
  });

  it('an upload cut off half-way (cancelled) leaves no row and no temporary file', async () => {
    const before = await fileCount(db);
    const boundary = 'cms-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="half.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const { port } = new URL(server.baseUrl);
    const request = http.request({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: `/${server.projectKey}/files`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Promises far more than is sent, as a browser does for a large file.
        'content-length': String(head.length + 5_000_000),
      },
    });
    request.on('error', () => undefined);
    const answered = new Promise<void>((resolve) => {
      request.on('response', (response) => response.resume().on('end', resolve));
      request.on('close', resolve);
    });
    request.write(head);
    request.write(Buffer.alloc(200_000, 3));
    // Wait until the server has started receiving the file, then cut the connection.
    const temp = uploadTempDir(server.dataDir);
    let receiving = false;
    for (let tries = 0; tries < 200 && !receiving; tries += 1) {
      receiving = (await readdir(temp).catch(() => [] as string[])).length > 0;
      if (!receiving) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.ok(receiving, 'the server was receiving the file when the connection was cut');
    request.destroy();
    await answered;
    for (let tries = 0; tries < 200; tries += 1) {
      const parts = await readdir(temp).catch(() => [] as string[]);
      if (parts.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.deepEqual(await readdir(temp).catch(() => []), [], path.join(temp, '*.part'));
    assert.equal(await fileCount(db), before);
  });
});
