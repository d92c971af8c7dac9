// Single sign-on end to end on every database (contract §5.8): the real server against a real
// OpenID Connect provider (oidc-provider on loopback), the browser played by fetch following
// redirects by hand. Cookie and JWT modes must end in a session that reads /users/me; each
// failure must come back to the client as `?error=true&code=<n>` (or as a plain error when there
// is nowhere trusted to go back to).
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import type { Knex } from 'knex';
import type { ProjectConfig } from '../../server/config/project-config.js';
import { insertReturningId } from '../../server/db/insert.js';
import { sealFlow } from '../../server/services/sso/flow-cookie.js';
import { databaseMatrix } from '../helpers/databases.js';
import { fetchJson, type Json } from '../helpers/http.js';
import {
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../helpers/oidc-provider.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const KEY = 'sso';
const CLIENT_ID = 'cms-test-client';
const CLIENT_SECRET = 'cms-test-client-secret-that-is-long-enough';
const FLOW_COOKIE = `directus-${KEY}-sso`;
const SESSION_COOKIE = `directus-${KEY}-session`;

type Body = Json & { data?: Record<string, unknown> };

/** The value a response sets for a cookie ('' when it clears it), or undefined. */
function setCookie(response: { headers: Headers }, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (header === undefined) return undefined;
  return header.slice(name.length + 1).split(';')[0] ?? '';
}

/** The query of a redirect target, read where a hash-routed app reads it (in the fragment). */
function fragmentQuery(location: string): URLSearchParams {
  const url = new URL(location);
  const fragment = url.hash.slice(1);
  const question = fragment.indexOf('?');
  return new URLSearchParams(question === -1 ? '' : fragment.slice(question + 1));
}

for (const target of databaseMatrix()) {
  describe(`single sign-on on ${target.label}`, () => {
    let server: TestServer;
    let provider: TestOidcProvider;
    let db: Knex;
    let config: ProjectConfig;
    /** Where the admin wants to come back to: this server, hash-routed. */
    let adminUrl: string;
    const url = (route: string) => `${server.baseUrl}/${KEY}${route}`;

    /** GET /auth/sso/{name}: the status, Location and the flow cookie it set. */
    async function start(name: string, query: Record<string, string>) {
      const response = await fetch(`${url(`/auth/sso/${name}`)}?${new URLSearchParams(query)}`, {
        redirect: 'manual',
      });
      const text = await response.text();
      return {
        status: response.status,
        location: response.headers.get('location') ?? '',
        flow: setCookie(response, FLOW_COOKIE),
        body: text ? (JSON.parse(text) as Body) : undefined,
      };
    }

    /** Sends the browser's callback request to the server, with the flow cookie when given. */
    async function callback(callbackUrl: URL | string, flow: string | undefined) {
      const response = await fetch(callbackUrl, {
        redirect: 'manual',
        headers: flow ? { cookie: `${FLOW_COOKIE}=${flow}` } : {},
      });
      const text = await response.text();
      return {
        status: response.status,
        location: response.headers.get('location') ?? '',
        session: setCookie(response, SESSION_COOKIE),
        flowCleared: setCookie(response, FLOW_COOKIE) === '',
        body: text ? (JSON.parse(text) as Body) : undefined,
      };
    }

    /** The whole round trip for `login` at the provider; returns the callback's answer. */
    async function roundTrip(
      login: string,
      query: Record<string, string> = { mode: 'cookie', redirect_url: adminUrl },
      name = 'acme',
    ) {
      const started = await start(name, query);
      assert.equal(started.status, 302, JSON.stringify(started.body));
      assert.ok(started.flow, 'the start sets the flow cookie');
      const back = await signInAtProvider(started.location, { login });
      return callback(back, started.flow);
    }

    /** The `error`/`code` params of a failed round trip's redirect. */
    function errorOf(location: string): { error: string | null; code: string | null } {
      assert.ok(location.startsWith(adminUrl), `back to the admin, got ${location}`);
      const params = fragmentQuery(location);
      return { error: params.get('error'), code: params.get('code') };
    }

    async function me(headers: Record<string, string>) {
      return fetchJson<Body>(url('/users/me'), { headers });
    }

    async function createUser(email: string, fields: Record<string, unknown> = {}) {
      return insertReturningId(db, 'directus_users', {
        email,
        status: 'active',
        role: 3,
        first_name: email.split('@')[0],
        ...fields,
      });
    }

    before(async () => {
      server = await startTestServer({ database: target, projectKey: KEY });
      db = await server.projectDb();
      adminUrl = `${server.baseUrl}/admin/#/login?redirect=%2Fsso%2Fcollections`;
      provider = await startOidcProvider([
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [url('/auth/sso/acme/callback')],
        },
      ]);
      const file = path.join(server.dataDir, 'config', `${KEY}.json`);
      const json = JSON.parse(await readFile(file, 'utf8'));
      json.auth.social_providers = {
        acme: {
          issuer: provider.issuer,
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          icon: 'lock',
        },
        // Port 9 (discard) on loopback: nothing listens, the connection is refused.
        offline: {
          issuer: 'http://127.0.0.1:9',
          client_id: 'x',
          client_secret: 'y',
        },
        incomplete: { client_id: 'only-an-id', client_secret: 'and-a-secret' },
      };
      await writeFile(file, JSON.stringify(json, null, 2));
      const read = await server.app.cms.registry.read(KEY);
      assert.ok(read);
      config = read;

      assert.equal(await insertReturningId(db, 'directus_roles', { name: 'Editors' }), 3);
      const secureRole = await insertReturningId(db, 'directus_roles', {
        name: 'Secure',
        enforce_2fa: true,
      });
      await createUser('alice@example.com');
      await createUser('suspended@example.com', { status: 'suspended' });
      await createUser('draft@example.com', { status: 'draft' });
      await createUser('otp@example.com', { '2fa_secret': 'JBSWY3DPEHPK3PXP' });
      await createUser('enforced@example.com', { role: secureRole });
      await createUser('unverified@example.com');
      provider.accounts.set('unverified@example.com', { email_verified: false });
    });
    after(async () => {
      await provider?.close();
      await server?.close();
    });

    it('lists the providers by name and icon, never their secrets', async () => {
      const response = await fetchJson<Body>(url('/auth/sso'));
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, {
        data: [
          { name: 'acme', icon: 'lock' },
          { name: 'offline', icon: null },
          { name: 'incomplete', icon: null },
        ],
        public: true,
      });
      const text = JSON.stringify(response.body);
      assert.ok(!text.includes(CLIENT_SECRET) && !text.includes(CLIENT_ID));
    });

    it('signs in in cookie mode and the session cookie reads /users/me', async () => {
      const started = await start('acme', { mode: 'cookie', redirect_url: adminUrl });
      assert.equal(started.status, 302);
      const authorization = new URL(started.location);
      assert.equal(authorization.origin, provider.issuer);
      assert.equal(authorization.searchParams.get('client_id'), CLIENT_ID);
      assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
      assert.ok(authorization.searchParams.get('state'));
      assert.ok(authorization.searchParams.get('nonce'));
      assert.equal(authorization.searchParams.get('redirect_uri'), url('/auth/sso/acme/callback'));
      assert.equal(started.body?.data?.authorization_url, started.location);

      const back = await signInAtProvider(started.location, { login: 'alice@example.com' });
      assert.equal(`${back.origin}${back.pathname}`, url('/auth/sso/acme/callback'));
      const done = await callback(back, started.flow);
      assert.equal(done.status, 302, JSON.stringify(done.body));
      assert.equal(done.location, adminUrl);
      assert.ok(done.session, 'the session cookie is set');
      assert.ok(done.flowCleared, 'the flow cookie is cleared');

      const signedIn = await me({ cookie: `${SESSION_COOKIE}=${done.session}` });
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
      assert.equal(signedIn.body.data?.email, 'alice@example.com');
      assert.equal(signedIn.body.public, undefined);

      const activity = await db('directus_activity')
        .where({ action: 'authenticate', collection: 'directus_users' })
        .orderBy('id', 'desc')
        .first();
      const alice = await db('directus_users').where({ email: 'alice@example.com' }).first();
      assert.equal(Number(activity.item), Number(alice.id));
      assert.ok(alice.token, 'cookie sessions embed the user static token');

      // The code was used once: replaying the callback finds no pending attempt.
      const replay = await callback(back, undefined);
      assert.equal(replay.status, 401);
      assert.equal(replay.body?.error?.code, 109);
    });

    it('signs in in JWT mode through a single-use request token', async () => {
      const done = await roundTrip('alice@example.com', { mode: 'jwt', redirect_url: adminUrl });
      assert.equal(done.status, 302, JSON.stringify(done.body));
      assert.equal(done.session, undefined, 'JWT mode sets no session cookie');
      const params = fragmentQuery(done.location);
      assert.equal(params.get('redirect'), '/sso/collections', 'the admin route keeps its query');
      const requestToken = params.get('request_token');
      assert.ok(requestToken);
      // A request token is no access token.
      assert.equal((await me({ authorization: `Bearer ${requestToken}` })).status, 401);

      const exchange = (token: unknown) =>
        fetchJson<Body>(url('/auth/sso/access_token'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ request_token: token }),
        });
      const first = await exchange(requestToken);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const token = String(first.body.data?.token);
      const signedIn = await me({ authorization: `Bearer ${token}` });
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
      assert.equal(signedIn.body.data?.email, 'alice@example.com');

      const second = await exchange(requestToken);
      assert.equal(second.status, 401);
      assert.equal(second.body.error?.code, 109);
      const garbage = await exchange('not-a-token');
      assert.equal(garbage.body.error?.code, 109);

      const expired = await new SignJWT({
        id: Number(signedIn.body.data?.id),
        type: 'request_token',
        key: config.auth.public_key,
        project: KEY,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti('whatever')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(config.auth.secret_key));
      const late = await exchange(expired);
      assert.equal(late.status, 401);
      assert.equal(late.body.error?.code, 110);
    });

    it('answers the callback with JSON when no redirect_url was given', async () => {
      const done = await roundTrip('alice@example.com', { mode: 'jwt' });
      assert.equal(done.status, 200, JSON.stringify(done.body));
      const token = String(done.body?.data?.token);
      const user = (done.body?.data?.user ?? {}) as Record<string, unknown>;
      assert.equal(user.email, 'alice@example.com');
      assert.equal(user.password, undefined);
      assert.equal(user.token, undefined);
      const signedIn = await me({ authorization: `Bearer ${token}` });
      assert.equal(signedIn.body.data?.email, 'alice@example.com');
    });

    it('sends an unknown provider back with code 1, or answers E1/404', async () => {
      const back = await start('nosuch', { mode: 'cookie', redirect_url: adminUrl });
      assert.equal(back.status, 302);
      assert.deepEqual(errorOf(back.location), { error: 'true', code: '1' });
      assert.equal(back.flow, undefined);
      const plain = await start('nosuch', { mode: 'cookie' });
      assert.equal(plain.status, 404);
      assert.equal(plain.body?.error?.code, 1);
    });

    it('sends an email without a user back with code 107 and what the provider said', async () => {
      const done = await roundTrip('nobody@example.com');
      assert.equal(done.status, 302);
      assert.deepEqual(errorOf(done.location), { error: 'true', code: '107' });
      assert.equal(fragmentQuery(done.location).get('attributes[email]'), 'nobody@example.com');
      assert.equal(done.session, undefined);
    });

    it('refuses suspended and inactive users with code 103', async () => {
      for (const login of ['suspended@example.com', 'draft@example.com']) {
        const done = await roundTrip(login);
        assert.deepEqual(errorOf(done.location), { error: 'true', code: '103' }, login);
        assert.equal(done.session, undefined);
      }
    });

    it('refuses users with 2FA, set up or enforced, with code 115', async () => {
      for (const login of ['otp@example.com', 'enforced@example.com']) {
        const done = await roundTrip(login);
        assert.deepEqual(errorOf(done.location), { error: 'true', code: '115' }, login);
      }
    });

    it('refuses an address the provider has not verified', async () => {
      const done = await roundTrip('unverified@example.com');
      assert.deepEqual(errorOf(done.location), { error: 'true', code: '3' });
    });

    it('refuses a response whose state does not match with code 109', async () => {
      const started = await start('acme', { mode: 'cookie', redirect_url: adminUrl });
      const back = await signInAtProvider(started.location, { login: 'alice@example.com' });
      back.searchParams.set('state', 'forged-state');
      const done = await callback(back, started.flow);
      assert.deepEqual(errorOf(done.location), { error: 'true', code: '109' });
      assert.equal(done.session, undefined);

      // A tampered flow cookie is no attempt at all: nowhere trusted to go back to.
      const tampered = await callback(back, `${started.flow}x`);
      assert.equal(tampered.status, 401);
      assert.equal(tampered.body?.error?.code, 109);
    });

    it('refuses an expired attempt with code 110 and one for another provider with 109', async () => {
      const base = {
        mode: 'cookie' as const,
        redirectUrl: adminUrl,
        redirectUri: url('/auth/sso/acme/callback'),
        state: 's',
        nonce: 'n',
        codeVerifier: 'v'.repeat(43),
      };
      const seal = (flow: object) =>
        sealFlow(config.auth.secret_key, KEY, { ...base, ...flow } as Parameters<
          typeof sealFlow
        >[2]);
      const expired = seal({ provider: 'acme', expiresAt: Math.floor(Date.now() / 1000) - 1 });
      const late = await callback(`${url('/auth/sso/acme/callback')}?code=c&state=s`, expired);
      assert.deepEqual(errorOf(late.location), { error: 'true', code: '110' });
      const other = seal({ provider: 'offline', expiresAt: Math.floor(Date.now() / 1000) + 60 });
      const mixed = await callback(`${url('/auth/sso/acme/callback')}?code=c&state=s`, other);
      assert.deepEqual(errorOf(mixed.location), { error: 'true', code: '109' });
      // Another project's secret does not open it.
      const foreign = sealFlow('another-secret', KEY, {
        ...base,
        provider: 'acme',
        expiresAt: Math.floor(Date.now() / 1000) + 60,
      });
      const refused = await callback(`${url('/auth/sso/acme/callback')}?code=c&state=s`, foreign);
      assert.equal(refused.body?.error?.code, 109);
    });

    it('comes back with code 3 when the person declines at the provider', async () => {
      const started = await start('acme', { mode: 'cookie', redirect_url: adminUrl });
      const back = await signInAtProvider(started.location, { deny: true });
      assert.equal(back.searchParams.get('error'), 'access_denied');
      const done = await callback(back, started.flow);
      assert.deepEqual(errorOf(done.location), { error: 'true', code: '3' });
    });

    it('comes back with an error when the provider is unreachable or misconfigured', async () => {
      const offline = await start('offline', { mode: 'cookie', redirect_url: adminUrl });
      assert.deepEqual(errorOf(offline.location), { error: 'true', code: '3' });
      const offlineJson = await start('offline', { mode: 'cookie' });
      assert.equal(offlineJson.status, 401);
      assert.match(
        String(offlineJson.body?.error?.message),
        /offline failed: it could not be reached/,
      );
      const incomplete = await start('incomplete', { mode: 'cookie' });
      assert.equal(incomplete.status, 500);
      assert.equal(incomplete.body?.error?.code, 0);
      assert.match(String(incomplete.body?.error?.message), /issuer/);
      const badMode = await start('acme', { mode: 'session', redirect_url: adminUrl });
      assert.deepEqual(errorOf(badMode.location), { error: 'true', code: '114' });
    });

    it('never redirects to an address the project does not trust', async () => {
      for (const redirect of [
        'https://evil.example/admin/',
        'javascript:alert(1)',
        '//evil.example/',
        `${server.baseUrl}.evil.example/`,
      ]) {
        const refused = await start('acme', { mode: 'cookie', redirect_url: redirect });
        assert.equal(refused.status, 422, redirect);
        assert.equal(refused.body?.error?.code, 4);
        assert.equal(refused.location, '');
        assert.equal(refused.flow, undefined);
      }
      // Even for an unknown provider: the address is checked first.
      const unknown = await start('nosuch', { redirect_url: 'https://evil.example/' });
      assert.equal(unknown.status, 422);
      // The app_url setting's origin is trusted (the test project's is http://localhost).
      const app = await start('acme', { mode: 'cookie', redirect_url: 'http://localhost/admin/' });
      assert.equal(app.status, 302);
      assert.equal(new URL(app.location).origin, provider.issuer);
    });
  });
}
