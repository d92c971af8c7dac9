// The outbound module (services/outbound): which addresses a URL import or a webhook may reach,
// and the bounds of safeFetch. Traffic goes to a server on 127.0.0.1 only; "public" hosts are
// simulated with a resolver and an address rule, and refused targets are never connected to.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  addressRange,
  assertOutboundAllowed,
  isPublicAddress,
  OutboundError,
  privateAddressesAllowed,
  safeFetch,
} from '../../server/services/outbound/index.js';

async function rejectsWith(promise: Promise<unknown>, reason: string): Promise<OutboundError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof OutboundError, String(error));
    assert.equal(error.reason, reason, error.message);
    return error;
  }
  assert.fail(`expected an OutboundError (${reason})`);
}

describe('outbound address policy', () => {
  it('allows public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(isPublicAddress(address), true, address);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ]) {
      assert.equal(isPublicAddress(address), false, address);
    }
    assert.equal(addressRange('::ffff:192.168.0.1'), 'private');
  });

  it('refuses loopback, private and link-local URLs, whatever their notation', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost:8080/x',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://[::1]/',
      'http://[::ffff:7f00:1]/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
    ]) {
      await rejectsWith(assertOutboundAllowed(url), 'forbidden-address');
    }
  });

  it('checks every address a name resolves to', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const error = await rejectsWith(
      assertOutboundAllowed('https://mixed.example/', { resolve }),
      'forbidden-address',
    );
    assert.match(error.message, /mixed\.example/);
    const onlyPublic = async () => [{ address: '93.184.216.34', family: 4 }];
    const checked = await assertOutboundAllowed('https://public.example/a', {
      resolve: onlyPublic,
    });
    assert.deepEqual(checked.addresses, [{ address: '93.184.216.34', family: 4 }]);
  });

  it('refuses URLs that are not http(s), and unresolvable names', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://x/', 'not a url']) {
      await rejectsWith(assertOutboundAllowed(url), 'invalid-url');
    }
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await rejectsWith(assertOutboundAllowed('http://nowhere.invalid/', { resolve }), 'dns');
  });

  it('allows private addresses by flag or by CMS_OUTBOUND_ALLOW_PRIVATE=1', async () => {
    assert.equal(privateAddressesAllowed(false, {}), false);
    assert.equal(privateAddressesAllowed(true, {}), true);
    assert.equal(privateAddressesAllowed(false, { CMS_OUTBOUND_ALLOW_PRIVATE: '1' }), true);
    assert.equal(privateAddressesAllowed(false, { CMS_OUTBOUND_ALLOW_PRIVATE: 'yes' }), false);
    await assertOutboundAllowed('http://127.0.0.1/', { allowPrivate: true });
    const previous = process.env.CMS_OUTBOUND_ALLOW_PRIVATE;
    process.env.CMS_OUTBOUND_ALLOW_PRIVATE = '1';
    try {
      await assertOutboundAllowed('http://127.0.0.1/');
    } finally {
      if (previous === undefined) delete process.env.CMS_OUTBOUND_ALLOW_PRIVATE;
      else process.env.CMS_OUTBOUND_ALLOW_PRIVATE = previous;
    }
  });
});

describe('safeFetch', () => {
  let server: http.Server;
  let base: string;
  let port: number;
  const hits: string[] = [];

  before(async () => {
    server = http.createServer((request, response) => {
      hits.push(`${request.headers.host} ${request.url}`);
      const url = request.url ?? '/';
      if (url === '/hello') {
        response.setHeader('content-type', 'text/plain');
        response.end('hello');
      } else if (url === '/to-hello') {
        response.writeHead(302, { location: '/hello' });
        response.end();
      } else if (url === '/to-other-host') {
        // 127.0.0.2 stands for a private address below.
        response.writeHead(302, { location: `http://127.0.0.2:${port}/hello` });
        response.end();
      } else if (url === '/loop') {
        response.writeHead(302, { location: '/loop' });
        response.end();
      } else if (url === '/big-declared') {
        response.setHeader('content-length', String(10_000));
        response.end(Buffer.alloc(10_000));
      } else if (url === '/big-chunked') {
        response.write(Buffer.alloc(6000));
        response.end(Buffer.alloc(6000));
      } else if (url === '/slow') {
        response.write('a');
        // Never ends within the test's deadline.
        setTimeout(() => response.end('b'), 5000).unref();
      } else if (url === '/echo') {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => response.end(`${request.method} ${body}`));
      } else {
        response.statusCode = 404;
        response.end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** 127.0.0.1 plays a public address; everything else is private. */
  const asPublic = { allowAddress: (address: string) => address === '127.0.0.1' };

  it('refuses a loopback server unless private addresses are allowed', async () => {
    const before = hits.length;
    await rejectsWith(safeFetch(`${base}/hello`), 'forbidden-address');
    assert.equal(hits.length, before, 'no connection was made');
    const response = await safeFetch(`${base}/hello`, { allowPrivate: true });
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'hello');
  });

  it('connects to the checked addresses (a pinned lookup)', async () => {
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const response = await safeFetch(`http://pinned.invalid:${port}/hello`, {
      ...asPublic,
      resolve,
    });
    assert.equal(await response.text(), 'hello');
    assert.ok(hits.includes(`pinned.invalid:${port} /hello`));
  });

  it('follows redirects, checking every hop', async () => {
    const followed = await safeFetch(`${base}/to-hello`, asPublic);
    assert.equal(followed.status, 200);
    assert.equal(followed.url.pathname, '/hello');
    assert.equal(await followed.text(), 'hello');

    const before = hits.length;
    await rejectsWith(safeFetch(`${base}/to-other-host`, asPublic), 'forbidden-address');
    assert.equal(hits.length, before + 1, 'the private hop was never requested');

    await rejectsWith(
      safeFetch(`${base}/loop`, { ...asPublic, maxRedirects: 3 }),
      'too-many-redirects',
    );
    const unfollowed = await safeFetch(`${base}/to-hello`, { ...asPublic, maxRedirects: 0 });
    assert.equal(unfollowed.status, 302);
    unfollowed.body.destroy();
  });

  it('bounds the size of the answer', async () => {
    await rejectsWith(
      safeFetch(`${base}/big-declared`, { allowPrivate: true, maxBytes: 5000 }),
      'too-large',
    );
    const chunked = await safeFetch(`${base}/big-chunked`, { allowPrivate: true, maxBytes: 5000 });
    await rejectsWith(chunked.buffer(), 'too-large');
    const fits = await safeFetch(`${base}/big-chunked`, { allowPrivate: true, maxBytes: 12_000 });
    assert.equal((await fits.buffer()).length, 12_000);
  });

  it('bounds the time of the whole call, body included', async () => {
    const started = Date.now();
    const response = await safeFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 });
    await rejectsWith(response.buffer(), 'timeout');
    assert.ok(Date.now() - started < 3000);
  });

  it('sends a method and a body', async () => {
    const response = await safeFetch(`${base}/echo`, {
      allowPrivate: true,
      method: 'POST',
      body: 'payload',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(await response.text(), 'POST payload');
  });
});
