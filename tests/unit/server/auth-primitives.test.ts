// Building blocks of authentication, without a server: cookie encryption, JWTs, TOTP, password
// policy, reset links, IP whitelists, project resolution of global routes.
import assert from 'node:assert/strict';
import { createDecipheriv, createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { AuthConfig } from '../../../server/config/project-config.js';
import { requestProjectKey } from '../../../server/http/request-project.js';
import { presentedToken } from '../../../server/http/token-transport.js';
import { sessionExpiry } from '../../../server/services/auth/auth-settings.js';
import { safeEqual } from '../../../server/services/auth/constant-time.js';
import {
  decryptSessionToken,
  encryptSessionToken,
} from '../../../server/services/auth/cookie-crypto.js';
import {
  assertPasswordPolicy,
  compilePasswordPolicy,
} from '../../../server/services/auth/password-policy.js';
import { resetLink, resetPageBase } from '../../../server/services/auth/password-reset.js';
import {
  looksLikeJwt,
  signAuthToken,
  signResetToken,
  verifyAuthToken,
  verifyResetToken,
} from '../../../server/services/auth/tokens.js';
import {
  generateTotpSecret,
  isValidTotpSecret,
  verifyTotp,
} from '../../../server/services/auth/totp.js';
import { ipAllowed, publicUser, type UserRow } from '../../../server/services/auth/users.js';

const auth: AuthConfig = {
  secret_key: 'abcdefghijklmnopqrstuvwxyz012345',
  public_key: '6f1c2a8e-3b1d-4c55-9a0e-1f2d3c4b5a69',
  ttl: 20,
  social_providers: {},
};

describe('auth: session cookie encryption (AES-128-CTR)', () => {
  it('writes <base64>::<hex iv> that decrypts with SHA-256(secret)[0..16]', () => {
    const value = encryptSessionToken(auth.secret_key, 'static-token-xyz-42');
    const match = /^([A-Za-z0-9+/]+=*)::([0-9a-f]{32})$/.exec(value);
    assert.ok(match, value);
    const key = createHash('sha256').update(auth.secret_key).digest().subarray(0, 16);
    const decipher = createDecipheriv('aes-128-ctr', key, Buffer.from(match[2] as string, 'hex'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(match[1] as string, 'base64')),
      decipher.final(),
    ]).toString();
    assert.equal(plain, 'static-token-xyz-42');
    assert.equal(decryptSessionToken(auth.secret_key, value), 'static-token-xyz-42');
  });

  it('uses a fresh IV each time and refuses other secrets and malformed values', () => {
    const a = encryptSessionToken(auth.secret_key, 'tok-1');
    const b = encryptSessionToken(auth.secret_key, 'tok-1');
    assert.notEqual(a, b);
    assert.notEqual(decryptSessionToken('another-secret-another-secret-00', a), 'tok-1');
    for (const bad of ['', 'abc', 'abc::zz', `${a}x`, 'AAAA::00']) {
      assert.equal(decryptSessionToken(auth.secret_key, bad), undefined, bad);
    }
  });
});

describe('auth: JWTs', () => {
  it('signs v8 claims plus the session id, HS256 with typ JWT', async () => {
    const token = await signAuthToken(auth, 'alpha', {
      userId: 7,
      sessionId: 'sess',
      ttlMinutes: 20,
    });
    assert.deepEqual(decodeProtectedHeader(token), { alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    assert.equal(claims.id, 7);
    assert.equal(claims.type, 'auth');
    assert.equal(claims.key, auth.public_key);
    assert.equal(claims.project, 'alpha');
    assert.equal(claims.ttl, 20);
    assert.equal(claims.jti, 'sess');
    const now = Math.floor(Date.now() / 1000);
    assert.ok(Math.abs(Number(claims.exp) - (now + 1200)) <= 2);
    const verified = await verifyAuthToken(auth, 'alpha', token);
    assert.equal(verified.ok, true);
  });

  it('refuses another project, another public key, another secret, another type', async () => {
    const token = await signAuthToken(auth, 'alpha', { userId: 7, sessionId: 's', ttlMinutes: 5 });
    assert.deepEqual(await verifyAuthToken(auth, 'beta', token), { ok: false, reason: 'invalid' });
    assert.deepEqual(await verifyAuthToken({ ...auth, public_key: 'other' }, 'alpha', token), {
      ok: false,
      reason: 'invalid',
    });
    assert.deepEqual(
      await verifyAuthToken(
        { ...auth, secret_key: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' },
        'alpha',
        token,
      ),
      { ok: false, reason: 'invalid' },
    );
    const reset = await signResetToken(auth, 'alpha', { userId: 7, email: 'a@b.c', ttlMinutes: 5 });
    assert.equal((await verifyAuthToken(auth, 'alpha', reset)).ok, false);
    assert.equal((await verifyResetToken(auth, 'alpha', token)).ok, false);
    assert.equal((await verifyResetToken(auth, 'alpha', reset)).ok, true);
  });

  it('says "expired" only for an expired token of ours', async () => {
    const expired = await new SignJWT({
      id: 1,
      type: 'auth',
      key: auth.public_key,
      project: 'alpha',
      jti: 's',
      ttl: 20,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(auth.secret_key));
    assert.deepEqual(await verifyAuthToken(auth, 'alpha', expired), {
      ok: false,
      reason: 'expired',
    });
    assert.deepEqual(
      await verifyAuthToken({ ...auth, secret_key: 'x'.repeat(32) }, 'alpha', expired),
      { ok: false, reason: 'invalid' },
    );
  });

  it('checks a token once per process, then only its expiry, and again for another config', async (t) => {
    const start = Date.now();
    t.mock.timers.enable({ apis: ['Date'], now: start });
    const token = await signAuthToken(auth, 'alpha', { userId: 3, sessionId: 'x', ttlMinutes: 1 });
    const first = await verifyAuthToken(auth, 'alpha', token);
    assert.equal(first.ok, true);
    const again = await verifyAuthToken(auth, 'alpha', token);
    assert.deepEqual(again, first);
    // The same token under another secret or public key, or for another project, is checked anew.
    const otherSecret = { ...auth, secret_key: 'y'.repeat(32) };
    assert.deepEqual(await verifyAuthToken(otherSecret, 'alpha', token), {
      ok: false,
      reason: 'invalid',
    });
    assert.equal(
      (await verifyAuthToken({ ...auth, public_key: 'other' }, 'alpha', token)).ok,
      false,
    );
    assert.equal((await verifyAuthToken(auth, 'beta', token)).ok, false);
    assert.equal((await verifyAuthToken(auth, 'alpha', token)).ok, true);
    // A minute later it has expired, known or not.
    t.mock.timers.tick(61_000);
    assert.deepEqual(await verifyAuthToken(auth, 'alpha', token), { ok: false, reason: 'expired' });
    assert.deepEqual(await verifyAuthToken(auth, 'alpha', token), { ok: false, reason: 'expired' });
  });

  it('tells JWTs from static tokens by shape and typ header', async () => {
    const token = await signAuthToken(auth, 'alpha', { userId: 1, sessionId: 's', ttlMinutes: 1 });
    assert.equal(looksLikeJwt(token), true);
    assert.equal(looksLikeJwt('static-token'), false);
    assert.equal(looksLikeJwt('a.b.c'), false);
    const noTyp = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.e30.sig`;
    assert.equal(looksLikeJwt(noTyp), false);
  });
});

describe('auth: TOTP', () => {
  it('accepts the current code and codes within ±2 periods only', () => {
    const secret = generateTotpSecret();
    assert.equal(isValidTotpSecret(secret), true);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const now = Date.now();
    assert.equal(verifyTotp(secret, totp.generate({ timestamp: now })), true);
    assert.equal(verifyTotp(secret, totp.generate({ timestamp: now - 55_000 })), true);
    assert.equal(verifyTotp(secret, totp.generate({ timestamp: now - 5 * 30_000 })), false);
    assert.equal(verifyTotp(secret, '12345'), false);
    assert.equal(verifyTotp(secret, undefined), false);
    assert.equal(isValidTotpSecret('not base32!'), false);
  });
});

describe('auth: password policy', () => {
  it('understands PHP-style delimited patterns and bare ones', () => {
    assert.equal(compilePasswordPolicy('')?.source, undefined);
    assert.equal(compilePasswordPolicy('/^.{8,}$/')?.test('12345678'), true);
    assert.equal(compilePasswordPolicy('/^.{8,}$/')?.test('1234567'), false);
    assert.equal(compilePasswordPolicy('/^[a-z]+$/i')?.test('ABC'), true);
    assert.equal(compilePasswordPolicy('^\\d+$')?.test('123'), true);
    assert.throws(() => assertPasswordPolicy('/^.{8,}$/', 'short'), { code: 4, status: 422 });
    assert.doesNotThrow(() => assertPasswordPolicy('/^.{8,}$/', 'long enough'));
    assert.doesNotThrow(() => assertPasswordPolicy('', 'x'));
    // A broken policy refuses rather than accepting everything.
    assert.throws(() => assertPasswordPolicy('/[/', 'anything'), { code: 4 });
  });
});

describe('auth: reset links', () => {
  const trusted = ['http://api.example:8080', 'https://app.example/admin/'];
  it('uses reset_url only for trusted origins', () => {
    assert.equal(
      resetLink('T', 'p', 'http://api.example:8080/admin/', 'https://app.example/#/reset', trusted),
      'https://app.example/#/reset?token=T',
    );
    assert.equal(
      resetLink('T', 'p', 'http://api.example:8080/admin/', 'https://app.example/r?x=1', trusted),
      'https://app.example/r?x=1&token=T',
    );
    for (const foreign of [
      'https://evil.example/r',
      'https://app.example.evil.com/',
      'javascript:alert(1)',
    ]) {
      assert.equal(
        resetLink('T', 'p', 'http://api.example:8080/admin/', foreign, trusted),
        'http://api.example:8080/admin/#/reset-password?token=T&project=p',
      );
    }
  });

  it('builds the default page from app_url, else the configured public address, never a Host', () => {
    // A forged Host header must not decide where a valid reset token is mailed to.
    assert.equal(
      resetPageBase('https://cms.example.com/admin', 'https://api.example'),
      'https://cms.example.com/admin/',
    );
    assert.equal(resetPageBase('', 'http://api.example:8080/'), 'http://api.example:8080/admin/');
    assert.equal(
      resetPageBase('not a url', 'http://api.example:8080'),
      'http://api.example:8080/admin/',
    );
    assert.equal(resetPageBase('', undefined), undefined);
  });
});

describe('auth: helpers', () => {
  it('compares secrets exactly', () => {
    assert.equal(safeEqual('abc', 'abc'), true);
    assert.equal(safeEqual('abc', 'abd'), false);
    assert.equal(safeEqual('abc', 'abcd'), false);
    assert.equal(safeEqual(null, null), false);
  });

  it('checks role IP whitelists, IPv4-mapped addresses included', () => {
    const role = { id: 3, enforce2fa: false, ipWhitelist: ['10.0.0.1', '127.0.0.1'] };
    assert.equal(ipAllowed(role, '127.0.0.1'), true);
    assert.equal(ipAllowed(role, '::ffff:127.0.0.1'), true);
    assert.equal(ipAllowed(role, '10.0.0.2'), false);
    assert.equal(ipAllowed({ ...role, ipWhitelist: [] }, '10.0.0.2'), true);
    assert.equal(ipAllowed(undefined, '10.0.0.2'), true);
  });

  it('gives session expiry as now + auto_sign_out, or 10 years for 0', () => {
    const now = new Date('2025-01-01T00:00:00.500Z');
    assert.equal(
      sessionExpiry({ autoSignOutMinutes: 60 }, now).toISOString(),
      '2025-01-01T01:00:00.000Z',
    );
    assert.equal(sessionExpiry({ autoSignOutMinutes: 0 }, now).getUTCFullYear(), 2034);
  });

  it('strips credentials from the user object and masks the 2FA secret', () => {
    const user = publicUser({
      id: 1,
      status: 'active',
      role: 1,
      email: 'a@b.c',
      password: '$argon2id$...',
      token: 'static',
      email_notifications: 1,
      last_access_on: null,
      last_page: '/x',
      locale_options: '{"a":1}',
      '2fa_secret': 'JBSWY3DPEHPK3PXP',
      password_reset_token: null,
    } as unknown as UserRow);
    for (const key of ['password', 'token', 'email_notifications', 'last_access_on', 'last_page']) {
      assert.equal(key in user, false, key);
    }
    assert.deepEqual(user.locale_options, { a: 1 });
    assert.notEqual(user['2fa_secret'], 'JBSWY3DPEHPK3PXP');
    assert.ok(user['2fa_secret']);
    assert.equal(user.password_reset_token, null);
  });
});

function fakeRequest(url: string, headers: Record<string, string> = {}): FastifyRequest {
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  return { url, headers, query } as unknown as FastifyRequest;
}

describe('auth: project and token of a request', () => {
  it('takes the project from the path, or for global routes from JWT claim, ?project, header', async () => {
    const jwt = await signAuthToken(auth, 'fromjwt', { userId: 1, sessionId: 's', ttlMinutes: 1 });
    assert.equal(requestProjectKey(fakeRequest('/shop/items/a')), 'shop');
    assert.equal(requestProjectKey(fakeRequest('/server/info')), undefined);
    assert.equal(
      requestProjectKey(
        fakeRequest('/interfaces?project=q', {
          authorization: `Bearer ${jwt}`,
          'x-directus-project': 'h',
        }),
      ),
      'fromjwt',
    );
    assert.equal(
      requestProjectKey(fakeRequest('/layouts?project=q', { 'x-directus-project': 'h' })),
      'q',
    );
    assert.equal(requestProjectKey(fakeRequest('/modules', { 'x-directus-project': 'h' })), 'h');
    assert.equal(requestProjectKey(fakeRequest('/types')), undefined);
  });

  it('reads the token in the order access_token, Basic user, Bearer, cookie', () => {
    const cookie = 'directus-p-session=COOKIE; other=1';
    const basic = (user: string, password = '') =>
      `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    assert.deepEqual(
      presentedToken(fakeRequest('/p/?access_token=Q', { authorization: 'Bearer B', cookie }), 'p'),
      { value: 'Q', source: 'query' },
    );
    assert.deepEqual(
      presentedToken(fakeRequest('/p/', { authorization: basic('U'), cookie }), 'p'),
      { value: 'U', source: 'basic' },
    );
    assert.deepEqual(presentedToken(fakeRequest('/p/', { authorization: basic('U', 'U') }), 'p'), {
      value: 'U',
      source: 'basic',
    });
    // Basic with a real password is not a static token.
    assert.deepEqual(
      presentedToken(fakeRequest('/p/', { authorization: basic('U', 'pw'), cookie }), 'p'),
      { value: 'COOKIE', source: 'cookie' },
    );
    assert.deepEqual(
      presentedToken(fakeRequest('/p/', { authorization: 'bearer B', cookie }), 'p'),
      { value: 'B', source: 'bearer' },
    );
    assert.deepEqual(presentedToken(fakeRequest('/p/', { cookie }), 'p'), {
      value: 'COOKIE',
      source: 'cookie',
    });
    assert.equal(presentedToken(fakeRequest('/p/', { cookie }), 'other'), undefined);
  });
});
