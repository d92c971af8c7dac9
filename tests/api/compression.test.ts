// API answers are compressed when the client asks (server/http/compression.ts): brotli or gzip by
// Accept-Encoding, only JSON of at least 1 KB, decoding to exactly the uncompressed bytes.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, chooseEncoding } from '../../server/http/compression.js';
import { sqliteTarget } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
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
      })
      .on('error', reject);
  });
}

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
    assert.equal(chooseEncoding('gzip'), 'gzip');
    assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('*;q=0'), null);
    assert.equal(chooseEncoding('identity'), null);
    assert.equal(chooseEncoding('deflate'), null);
    assert.equal(chooseEncoding(undefined), null);
    assert.equal(chooseEncoding(''), null);
  });
});

describe('compressed API answers', () => {
  let server: TestServer;
  let token: string;
  let listUrl: string;

  before(async () => {
    server = await startTestServer({ database: sqliteTarget, demoContent: true });
    const answer = await fetch(`${server.baseUrl}/${server.projectKey}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    token = ((await answer.json()) as { data: { token: string } }).data.token;
    listUrl = `${server.baseUrl}/${server.projectKey}/items/articles?limit=50&fields=*.*`;
  });
  after(() => server.close());

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('sends a listing as brotli or gzip that decodes to the plain answer', async () => {
    const plain = await get(listUrl, auth());
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.length >= COMPRESS_MIN_BYTES, 'the listing is large enough to compress');
    assert.match(String(plain.headers.vary), /accept-encoding/i);

    const br = await get(listUrl, { ...auth(), 'accept-encoding': 'gzip, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.body.length < plain.body.length / 2, 'brotli at least halves the listing');
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);

    const gz = await get(listUrl, { ...auth(), 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), plain.body);
    assert.equal(gz.headers['content-type'], plain.headers['content-type']);
    assert.equal(gz.headers['x-content-type-options'], 'nosniff');
  });

  it('leaves small answers and refused encodings alone', async () => {
    const ping = await get(`${server.baseUrl}/server/ping`, { 'accept-encoding': 'br' });
    assert.equal(ping.status, 200);
    assert.equal(ping.headers['content-encoding'], undefined);

    const refused = await get(listUrl, { ...auth(), 'accept-encoding': 'br;q=0, gzip;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.ok(JSON.parse(refused.body.toString('utf8')).data.length > 0);
  });

  it('compresses error answers too and keeps their status', async () => {
    const missing = await get(`${server.baseUrl}/${server.projectKey}/items/articles/999999`, {
      ...auth(),
      'accept-encoding': 'br',
    });
    assert.equal(missing.status, 404);
    const text =
      missing.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(missing.body).toString('utf8')
        : missing.body.toString('utf8');
    assert.equal(JSON.parse(text).error.code, 203);
  });
});
