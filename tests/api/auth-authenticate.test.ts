// Authentication end to end on every database (contract §1.5, §5): every branch of
// /auth/authenticate with its code and status, JWT and cookie modes, suspension, 2FA, static
// tokens, refresh, logout, sessions with sliding expiry, the session endpoints' restrictions and
// role IP whitelists.
import assert from 'node:assert/strict';
import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import type { ProjectConfig } from '../../server/config/project-config.js';
import { insertReturningId } from '../../server/db/insert.js';
import { hashPassword } from '../../server/services/auth/password.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Body = Json & { data?: Record<string, unknown> & { api?: Record<string, unknown> } };

const KEY = 'auth';

interface UserSpec {
  email: string;
  password?: string;
  status?: string;
  role?: number | null;
  token?: string | null;
  secret?: string | null;
}

async function createUser(db: Knex, spec: UserSpec): Promise<number> {
  return insertReturningId(db, 'directus_users', {
    email: spec.email,
    password: spec.password ? await hashPassword(spec.password) : null,
    status: spec.status ?? 'active',
    role: spec.role === undefined ? 3 : spec.role,
    token: spec.token ?? null,
    '2fa_secret': spec.secret ?? null,
    first_name: spec.email.split('@')[0],
  });
}

function sqlDate(value: unknown): Date {
  return new Date(`${String(value).replace(' ', 'T')}Z`);
}

function totp(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** A 6-digit code no period within ±2 of now accepts. */
function wrongCode(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => totp(secret, Date.now() + step * 30_000)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

function setCookieOf(response: { headers: Headers }): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`directus-${KEY}-session=`));
}

for (const target of databaseMatrix()) {
  describe(`authentication on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let config: ProjectConfig;
    let adminId: number;
    const ids: Record<string, number> = {};
    const url = (path: string) => `${server.baseUrl}/${KEY}${path}`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetchJson<Body>(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetchJson<Body>(url(path), { headers });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const login = async (email: string, password: string, extra: Record<string, unknown> = {}) => {
      const response = await post('/auth/authenticate', { email, password, ...extra });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return String(response.body.data?.token);
    };
    /** Who GET /{project}/ thinks the caller is. */
    const whoami = async (headers: Record<string, string>) => {
      const response = await get('/', headers);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      if (response.body.public) return 'public';
      const server = response.body.data?.server as { general?: unknown } | undefined;
      return server?.general ? 'admin' : 'user';
    };
    const setSetting = (key: string, value: string | null) =>
      db('directus_settings').where({ key }).update({ value });

    before(async () => {
      server = await startTestServer({ database: target, projectKey: KEY });
      db = await server.projectDb();
      const read = await server.app.cms.registry.read(KEY);
      assert.ok(read);
      config = read;
      adminId = Number(
        (await db('directus_users').where({ email: server.admin?.email }).first()).id,
      );
      ids.editorRole = await insertReturningId(db, 'directus_roles', { name: 'Editors' });
      assert.equal(ids.editorRole, 3);
      ids.secureRole = await insertReturningId(db, 'directus_roles', {
        name: 'Secure',
        enforce_2fa: true,
      });
      ids.officeRole = await insertReturningId(db, 'directus_roles', {
        name: 'Office',
        ip_whitelist: '10.20.30.40',
      });
      ids.editor = await createUser(db, { email: 'editor@example.com', password: 'editor-pass' });
      ids.draft = await createUser(db, {
        email: 'draft@example.com',
        password: 'draft-pass',
        status: 'draft',
      });
      ids.suspended = await createUser(db, {
        email: 'suspended@example.com',
        password: 'suspended-pass',
        status: 'suspended',
      });
    });
    after(() => server.close());

    it('answers E114/422 for invalid payloads and E13/400 for a non-object body', async () => {
      for (const body of [
        {},
        { email: 'editor@example.com' },
        { password: 'x' },
        { email: 'not-an-email', password: 'x' },
        { email: 'editor@example.com', password: 'editor-pass', mode: 'bogus' },
      ]) {
        const response = await post('/auth/authenticate', body);
        assert.equal(response.status, 422, JSON.stringify(body));
        assert.equal(response.body.error?.code, 114, JSON.stringify(body));
      }
      const array = await post('/auth/authenticate', [{ email: 'a@b.c', password: 'x' }]);
      assert.equal(array.status, 400);
      assert.equal(array.body.error?.code, 13);
    });

    it('answers E100/404 for an unknown email and for a wrong password (logged)', async () => {
      const unknown = await post('/auth/authenticate', {
        email: 'nobody@example.com',
        password: 'x',
      });
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.body, { error: { code: 100, message: 'Invalid user credentials' } });

      const wrong = await post('/auth/authenticate', {
        email: 'editor@example.com',
        password: 'not-it',
      });
      assert.equal(wrong.status, 404);
      assert.equal(wrong.body.error?.code, 100);
      const row = await db('directus_activity')
        .where({ action: 'invalid-credentials', item: String(ids.editor) })
        .first();
      assert.ok(row, 'an invalid-credentials activity row');
      assert.equal(row.collection, 'directus_users');
      assert.equal(Number(row.action_by), ids.editor);
      assert.equal(row.ip, '127.0.0.1');
    });

    it('answers E103/401 for an inactive user and E103/404 for a suspended one', async () => {
      const draft = await post('/auth/authenticate', {
        email: 'draft@example.com',
        password: 'draft-pass',
      });
      assert.equal(draft.status, 401);
      assert.equal(draft.body.error?.code, 103);
      // Checked before the password.
      const suspended = await post('/auth/authenticate', {
        email: 'suspended@example.com',
        password: 'wrong',
      });
      assert.equal(suspended.status, 404);
      assert.equal(suspended.body.error?.code, 103);
    });

    it('signs in in JWT mode: token with v8 claims, user without secrets, activity, session', async () => {
      const response = await post('/auth/authenticate', {
        email: 'EDITOR@example.com',
        password: 'editor-pass',
      });
      assert.equal(response.status, 200);
      assert.equal(response.body.public, true);
      const data = response.body.data as { token: string; user: Record<string, unknown> };
      assert.equal(response.headers.getSetCookie().length, 0);
      const claims = decodeJwt(data.token);
      assert.equal(claims.id, ids.editor);
      assert.equal(claims.type, 'auth');
      assert.equal(claims.key, config.auth.public_key);
      assert.equal(claims.project, KEY);
      assert.equal(claims.ttl, 20);
      assert.ok(Math.abs(Number(claims.exp) - (Date.now() / 1000 + 20 * 60)) < 5);
      assert.equal(data.user.id, ids.editor);
      assert.equal(data.user.email, 'editor@example.com');
      assert.equal(data.user.role, 3);
      for (const hidden of [
        'password',
        'token',
        'email_notifications',
        'last_access_on',
        'last_page',
      ]) {
        assert.equal(hidden in data.user, false, hidden);
      }
      const activity = await db('directus_activity')
        .where({ action: 'authenticate', item: String(ids.editor) })
        .first();
      assert.ok(activity);
      assert.equal(Number(activity.action_by), ids.editor);
      const sessions = await db('directus_user_sessions').where({ user: ids.editor });
      assert.equal(sessions.length, 1);
      assert.equal(sessions[0].token_type, 'jwt');
      assert.equal(sessions[0].ip_address, '127.0.0.1');
      const expires = sqlDate(sessions[0].token_expired_at).getTime();
      assert.ok(Math.abs(expires - (Date.now() + 10080 * 60_000)) < 60_000);
      assert.equal(await whoami(bearer(data.token)), 'user');
    });

    it('signs in in cookie mode: encrypted session cookie that signs later requests in', async () => {
      const before = await db('directus_users').where({ id: adminId }).first();
      assert.equal(before.token, null);
      const response = await post('/auth/authenticate?mode=cookie', {
        email: server.admin?.email,
        password: server.admin?.password,
      });
      assert.equal(response.status, 200);
      assert.deepEqual(Object.keys(response.body.data ?? {}), ['user']);
      const cookie = setCookieOf(response);
      assert.ok(cookie, 'Set-Cookie');
      const attributes = cookie.split(';').map((part) => part.trim());
      assert.ok(attributes.includes('HttpOnly'));
      assert.ok(attributes.includes('Path=/'));
      assert.ok(attributes.includes('SameSite=Lax'));
      assert.ok(!attributes.includes('Secure'));
      const expires = Date.parse(String(attributes.find((a) => a.startsWith('Expires='))).slice(8));
      assert.ok(Math.abs(expires - (Date.now() + 10080 * 60_000)) < 60_000);

      // <base64 ciphertext>::<hex IV>, AES-128-CTR with SHA-256(secret_key) → "{token}-{session id}".
      const value = decodeURIComponent(String(attributes[0]).split('=').slice(1).join('='));
      const match = /^([A-Za-z0-9+/]+=*)::([0-9a-f]{32})$/.exec(value);
      assert.ok(match, value);
      const key = createHash('sha256').update(config.auth.secret_key).digest().subarray(0, 16);
      const decipher = createDecipheriv('aes-128-ctr', key, Buffer.from(String(match[2]), 'hex'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(String(match[1]), 'base64')),
        decipher.final(),
      ]).toString();
      const user = await db('directus_users').where({ id: adminId }).first();
      assert.match(String(user.token), /^[A-Za-z0-9]{24}$/);
      const session = await db('directus_user_sessions')
        .where({ user: adminId, token_type: 'cookie' })
        .orderBy('id', 'desc')
        .first();
      assert.equal(plain, `${user.token}-${session.id}`);
      assert.equal(session.token, plain);

      const header = { cookie: String(attributes[0]) };
      const info = await get('/', header);
      assert.equal(info.body.public, undefined);
      assert.equal(info.body.data?.api?.version, '8.8.1');
      assert.ok(setCookieOf(info), 'the cookie is re-issued');

      // mode in the body works too, and reuses the static token.
      const again = await post('/auth/authenticate', {
        email: server.admin?.email,
        password: server.admin?.password,
        mode: 'cookie',
      });
      assert.ok(setCookieOf(again));
      assert.equal((await db('directus_users').where({ id: adminId }).first()).token, user.token);

      // Logout revokes the session and clears the cookie.
      const logout = await post('/auth/logout', {}, header);
      assert.equal(logout.status, 200);
      assert.deepEqual(logout.body, { public: true });
      assert.match(String(setCookieOf(logout)), /Expires=Thu, 01 Jan 1970/);
      assert.equal(await db('directus_user_sessions').where({ id: session.id }).first(), undefined);
      const afterLogout = await get('/', header);
      assert.equal(afterLogout.body.public, true);
      assert.match(String(setCookieOf(afterLogout)), /Expires=Thu, 01 Jan 1970/);
    });

    it('signs in a user whose password is a v8 (PHP bcrypt) hash and upgrades it to argon2id', async () => {
      // The password_verify example of PHP's manual: password "rasmuslerdorf".
      const v8Hash = '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a';
      const id = await createUser(db, { email: 'from-v8@example.com' });
      await db('directus_users').where({ id }).update({ password: v8Hash });
      const wrong = await post('/auth/authenticate', {
        email: 'from-v8@example.com',
        password: 'rasmus',
      });
      assert.equal(wrong.body.error?.code, 100);
      assert.equal((await db('directus_users').where({ id }).first()).password, v8Hash);

      const right = await post('/auth/authenticate', {
        email: 'from-v8@example.com',
        password: 'rasmuslerdorf',
      });
      assert.equal(right.status, 200, JSON.stringify(right.body));
      const stored = String((await db('directus_users').where({ id }).first()).password);
      assert.match(stored, /^\$argon2id\$/);
      const again = await post('/auth/authenticate', {
        email: 'from-v8@example.com',
        password: 'rasmuslerdorf',
      });
      assert.equal(again.status, 200, 'the upgraded hash verifies');
    });

    it('suspends a user after login_attempts_allowed failures (E103/404)', async () => {
      await setSetting('login_attempts_allowed', '2');
      try {
        const victim = await createUser(db, {
          email: 'victim@example.com',
          password: 'right-pass',
        });
        const attempt = (password: string) =>
          post('/auth/authenticate', { email: 'victim@example.com', password });
        assert.equal((await attempt('wrong-1')).body.error?.code, 100);
        assert.equal((await attempt('wrong-2')).body.error?.code, 100);
        // A success resets the count.
        assert.equal((await attempt('right-pass')).status, 200);
        assert.equal((await attempt('wrong-3')).body.error?.code, 100);
        assert.equal((await attempt('wrong-4')).body.error?.code, 100);
        const third = await attempt('wrong-5');
        assert.equal(third.status, 404);
        assert.equal(third.body.error?.code, 103);
        assert.equal(
          (await db('directus_users').where({ id: victim }).first()).status,
          'suspended',
        );
        const right = await attempt('right-pass');
        assert.equal(right.status, 404);
        assert.equal(right.body.error?.code, 103);
      } finally {
        await setSetting('login_attempts_allowed', '25');
      }
    });

    it('asks for the OTP of a user with 2FA: E111, E112, then a real TOTP code signs in', async () => {
      const secret = new Secret({ size: 20 }).base32;
      await createUser(db, { email: 'otp@example.com', password: 'otp-pass', secret });
      const credentials = { email: 'otp@example.com', password: 'otp-pass' };
      const missing = await post('/auth/authenticate', credentials);
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error?.code, 111);
      const wrong = await post('/auth/authenticate', { ...credentials, otp: wrongCode(secret) });
      assert.equal(wrong.status, 404);
      assert.equal(wrong.body.error?.code, 112);
      const badPassword = await post('/auth/authenticate', {
        ...credentials,
        password: 'nope',
        otp: totp(secret),
      });
      assert.equal(badPassword.body.error?.code, 100);
      const at = Date.now();
      const code = totp(secret, at);
      const ok = await post('/auth/authenticate', { ...credentials, otp: code });
      assert.equal(ok.status, 200);
      assert.ok(ok.body.data?.token);
      assert.notEqual(
        (ok.body.data?.user as Record<string, unknown> | undefined)?.['2fa_secret'],
        secret,
      );

      // A code signs in once; the code of another period (still in the window) works.
      const replay = await post('/auth/authenticate', { ...credentials, otp: code });
      assert.equal(replay.status, 404);
      assert.equal(replay.body.error?.code, 112);
      const following = totp(secret, at + 30_000);
      assert.notEqual(following, code);
      const next = await post('/auth/authenticate', { ...credentials, otp: following });
      assert.equal(next.status, 200, JSON.stringify(next.body));
    });

    it('lets a user of a role enforcing 2FA in with error 113, then only to activate 2FA', async () => {
      const userId = await createUser(db, {
        email: 'enforced@example.com',
        password: 'enforced-pass',
        role: ids.secureRole,
      });
      const response = await post('/auth/authenticate', {
        email: 'enforced@example.com',
        password: 'enforced-pass',
      });
      assert.equal(response.status, 200);
      assert.deepEqual(response.body.error, {
        code: 113,
        message: '2FA enforced but not activated for user',
      });
      const token = String(response.body.data?.token);
      assert.equal(decodeJwt(token).id, userId);
      assert.equal((response.body.data?.user as Record<string, unknown> | undefined)?.id, userId);

      // The token acts as public everywhere but activate_2fa.
      assert.equal(await whoami(bearer(token)), 'public');
      const secretResponse = await get('/utils/2fa_secret', bearer(token));
      assert.equal(secretResponse.status, 200);
      const secret = String((secretResponse.body.data as Record<string, unknown>)['2fa_secret']);
      assert.match(secret, /^[A-Z2-7]{32}$/);

      const anonymous = await post('/users/me/activate_2fa', {
        '2fa_secret': secret,
        otp: totp(secret),
      });
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.error?.code, 108);
      const someoneElse = await post(
        `/users/${adminId}/activate_2fa`,
        { '2fa_secret': secret, otp: totp(secret) },
        bearer(token),
      );
      assert.equal(someoneElse.body.error?.code, 108);
      const noOtp = await post('/users/me/activate_2fa', { '2fa_secret': secret }, bearer(token));
      assert.equal(noOtp.status, 422);
      assert.equal(noOtp.body.error?.code, 4);
      const wrong = await post(
        '/users/me/activate_2fa',
        { '2fa_secret': secret, otp: wrongCode(secret) },
        bearer(token),
      );
      assert.equal(wrong.status, 404);
      assert.equal(wrong.body.error?.code, 112);
      assert.equal((await db('directus_users').where({ id: userId }).first())['2fa_secret'], null);

      const activated = await post(
        `/users/${userId}/activate_2fa`,
        { '2fa_secret': secret, otp: totp(secret) },
        bearer(token),
      );
      assert.equal(activated.status, 200, JSON.stringify(activated.body));
      assert.equal(activated.body.data?.id, userId);
      assert.equal(activated.body.public, undefined);
      assert.equal(
        (await db('directus_users').where({ id: userId }).first())['2fa_secret'],
        secret,
      );

      // Now the same session is a signed-in user whose project requires 2FA.
      const info = await get('/', bearer(token));
      assert.equal(info.body.public, undefined);
      assert.equal(info.body.data?.api?.requires2FA, true);
      const next = await post('/auth/authenticate', {
        email: 'enforced@example.com',
        password: 'enforced-pass',
      });
      assert.equal(next.body.error?.code, 111);
    });

    it('accepts static tokens of active users only', async () => {
      const token = `static-${randomBytes(8).toString('hex')}`;
      const userId = await createUser(db, { email: 'static@example.com', token });
      assert.equal(await whoami(bearer(token)), 'user');
      assert.equal(await whoami({}), 'public');
      const query = await get(`/?access_token=${token}`);
      assert.equal(query.body.public, undefined);
      assert.equal(await whoami(bearer(token.toUpperCase())), 'public');
      await db('directus_users').where({ id: userId }).update({ status: 'suspended' });
      assert.equal(await whoami(bearer(token)), 'public');
    });

    it('falls back to public for a user deactivated after signing in', async () => {
      const userId = await createUser(db, { email: 'leaver@example.com', password: 'leaver-pass' });
      const token = await login('leaver@example.com', 'leaver-pass');
      assert.equal(await whoami(bearer(token)), 'user');
      await db('directus_users').where({ id: userId }).update({ status: 'draft' });
      assert.equal(await whoami(bearer(token)), 'public');
    });

    it('refreshes a JWT of a live session: E4 missing, E101 invalid, E102 expired', async () => {
      const token = await login('editor@example.com', 'editor-pass');
      const refreshed = await post('/auth/refresh', { token });
      assert.equal(refreshed.status, 200);
      const next = String(refreshed.body.data?.token);
      assert.notEqual(next, token);
      const [oldClaims, newClaims] = [decodeJwt(token), decodeJwt(next)];
      assert.equal(newClaims.jti, oldClaims.jti);
      assert.equal(newClaims.id, ids.editor);
      assert.equal(newClaims.needs2FA, false);
      assert.ok(Number(newClaims.exp) >= Number(oldClaims.exp));
      assert.equal(await whoami(bearer(next)), 'user');

      const missing = await post('/auth/refresh', {});
      assert.equal(missing.status, 422);
      assert.equal(missing.body.error?.code, 4);
      const invalid = await post('/auth/refresh', { token: 'not.a.jwt' });
      assert.equal(invalid.status, 401);
      assert.equal(invalid.body.error?.code, 101);
      const expired = await new SignJWT({ ...oldClaims, exp: undefined })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(new TextEncoder().encode(config.auth.secret_key));
      const expiredResponse = await post('/auth/refresh', { token: expired });
      assert.equal(expiredResponse.status, 401);
      assert.equal(expiredResponse.body.error?.code, 102);
      assert.equal(await whoami(bearer(expired)), 'public');

      // Logout ends the session: both tokens of it are refused from now on.
      const logout = await post('/auth/logout', {}, bearer(next));
      assert.equal(logout.status, 200);
      assert.equal(await whoami(bearer(token)), 'public');
      assert.equal(await whoami(bearer(next)), 'public');
      const afterLogout = await post('/auth/refresh', { token });
      assert.equal(afterLogout.body.error?.code, 101);
    });

    it('slides a session forward on every request and purges expired sessions', async () => {
      const token = await login('editor@example.com', 'editor-pass');
      const jti = String(decodeJwt(token).jti);
      const soon = new Date(Date.now() + 5 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      await db('directus_user_sessions').where({ token: jti }).update({ token_expired_at: soon });
      const stale = await insertReturningId(db, 'directus_user_sessions', {
        user: ids.editor,
        token_type: 'jwt',
        token: 'stale-session',
        created_on: '2020-01-01 00:00:00',
        token_expired_at: '2020-01-02 00:00:00',
      });
      assert.equal(await whoami(bearer(token)), 'user');
      const session = await db('directus_user_sessions').where({ token: jti }).first();
      const expires = sqlDate(session.token_expired_at).getTime();
      assert.ok(expires > Date.now() + 10000 * 60_000, String(session.token_expired_at));
      assert.equal(await db('directus_user_sessions').where({ id: stale }).first(), undefined);

      // A JWT whose session has expired is public although the JWT itself is still valid.
      await db('directus_user_sessions')
        .where({ token: jti })
        .update({ token_expired_at: '2020-01-01 00:00:00' });
      assert.equal(await whoami(bearer(token)), 'public');
      assert.equal(await db('directus_user_sessions').where({ token: jti }).first(), undefined);
    });

    it('restricts the session endpoints to the session owner or an admin', async () => {
      await db('directus_user_sessions').where({ user: ids.editor }).delete();
      const first = await login('editor@example.com', 'editor-pass');
      const second = await login('editor@example.com', 'editor-pass');
      const adminToken = await login(String(server.admin?.email), String(server.admin?.password));

      const list = await get('/auth/sessions', bearer(first));
      assert.equal(list.status, 200);
      assert.equal(list.body.public, undefined);
      const rows = list.body.data as unknown as Record<string, unknown>[];
      assert.equal(rows.length, 2);
      for (const row of rows) {
        assert.equal(row.user, ids.editor);
        assert.equal('token' in row, false);
      }
      const anonymous = await get('/auth/sessions');
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.error?.code, 108);

      const check = await get('/auth/check', bearer(first));
      assert.deepEqual(check.body, { data: { authenticated: true } });
      const checkAnonymous = await get('/auth/check', bearer('nope'));
      assert.deepEqual(checkAnonymous.body, { data: { authenticated: false }, public: true });

      // Another user's sessions: refused.
      const foreign = await post(`/auth/logout/${adminId}`, {}, bearer(first));
      assert.equal(foreign.status, 401);
      assert.equal(foreign.body.error?.code, 3);
      const foreignOne = await post(`/auth/logout/${adminId}/1`, {}, bearer(first));
      assert.equal(foreignOne.body.error?.code, 3);
      assert.equal(await whoami(bearer(adminToken)), 'admin');
      const noCaller = await post(`/auth/logout/${ids.editor}`, {});
      assert.equal(noCaller.body.error?.code, 108);

      // One's own session by id.
      const firstSession = await db('directus_user_sessions')
        .where({ token: String(decodeJwt(first).jti) })
        .first();
      const own = await fetch(url(`/auth/logout/${ids.editor}/${firstSession.id}`), {
        method: 'POST',
        headers: bearer(second),
      });
      assert.equal(own.status, 204);
      assert.equal(await whoami(bearer(first)), 'public');
      assert.equal(await whoami(bearer(second)), 'user');

      // An admin may end anyone's sessions.
      const byAdmin = await fetch(url(`/auth/logout/${ids.editor}`), {
        method: 'POST',
        headers: bearer(adminToken),
      });
      assert.equal(byAdmin.status, 204);
      assert.equal(await whoami(bearer(second)), 'public');
      assert.equal((await db('directus_user_sessions').where({ user: ids.editor })).length, 0);
      const checkAfter = await get('/auth/check', bearer(second));
      assert.equal((checkAfter.body.data as Record<string, unknown>).authenticated, false);
    });

    it('refuses clients outside a role IP whitelist with E19/401', async () => {
      const token = `office-${randomBytes(8).toString('hex')}`;
      await createUser(db, { email: 'office@example.com', role: ids.officeRole, token });
      const refused = await get('/', bearer(token));
      assert.equal(refused.status, 401);
      assert.deepEqual(refused.body, {
        error: { code: 19, message: 'You are not allowed to sign in from this location' },
      });
      const sessions = await get('/auth/sessions', bearer(token));
      assert.equal(sessions.body.error?.code, 19);
      await db('directus_roles')
        .where({ id: ids.officeRole })
        .update({ ip_whitelist: '10.20.30.40,127.0.0.1' });
      assert.equal(await whoami(bearer(token)), 'user');

      // The public role's whitelist applies to anonymous callers.
      await db('directus_roles').where({ id: 2 }).update({ ip_whitelist: '10.1.1.1' });
      try {
        const anonymous = await get('/');
        assert.equal(anonymous.status, 401);
        assert.equal(anonymous.body.error?.code, 19);
        assert.equal(await whoami(bearer(token)), 'user');
      } finally {
        await db('directus_roles').where({ id: 2 }).update({ ip_whitelist: null });
      }
      assert.equal(await whoami({}), 'public');
    });

    it('lists the configured SSO providers by name only', async () => {
      const response = await get('/auth/sso');
      assert.deepEqual(response.body, { data: [], public: true });
      const file = path.join(server.dataDir, 'config', `${KEY}.json`);
      const json = JSON.parse(await readFile(file, 'utf8'));
      json.auth.social_providers = { github: { client_id: 'id', client_secret: 'very-secret' } };
      await writeFile(file, JSON.stringify(json, null, 2));
      const configured = await get('/auth/sso');
      assert.deepEqual(configured.body, { data: [{ name: 'github', icon: null }], public: true });
    });
  });
}
