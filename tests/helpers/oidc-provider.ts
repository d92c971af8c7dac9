// A real OpenID Connect provider for the SSO tests: oidc-provider on a random loopback port, with
// one confidential client and a minimal interaction instead of a login page. The test "signs in"
// by posting `login=<email>` (or `deny=1`) to the interaction URL; the account's id is its email.
//
// signInAtProvider() plays the browser: it follows the provider's redirects by hand, keeping the
// provider's cookies, until the provider sends the browser back to the client's redirect URI.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** Claims that differ from the defaults (email = the account id, verified, a given/family name). */
export type AccountClaims = Record<string, unknown>;

export interface TestOidcProvider {
  issuer: string;
  /** Per account id: claims that replace the defaults (e.g. `{email_verified: false}`). */
  accounts: Map<string, AccountClaims>;
  close(): Promise<void>;
}

// oidc-provider ships no type declarations: the small surface used here, typed by hand.
interface Interaction {
  uid: string;
  params: Record<string, string>;
}
interface GrantInstance {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderInstance {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (input: { accountId: string; clientId: string }) => GrantInstance;
}
type ProviderClass = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => ProviderInstance;

async function loadProvider(): Promise<ProviderClass> {
  const moduleName = 'oidc-provider';
  const loaded = (await import(moduleName)) as { default: ProviderClass };
  return loaded.default;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startOidcProvider(clients: TestClient[]): Promise<TestOidcProvider> {
  const Provider = await loadProvider();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, AccountClaims>();

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      ...client,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: id,
          email_verified: true,
          given_name: 'Single',
          family_name: 'Sign-On',
          ...accounts.get(id),
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: Interaction) => `/interaction/${interaction.uid}`,
    },
    // Every client must use PKCE, so a server that forgot it fails the test.
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
  });

  const providerHandler = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    if (!url.pathname.startsWith('/interaction/')) {
      providerHandler(request, response);
      return;
    }
    void (async () => {
      try {
        const interaction = await provider.interactionDetails(request, response);
        if (request.method !== 'POST') {
          response
            .writeHead(200, { 'content-type': 'text/plain' })
            .end(`sign in: ${interaction.uid}`);
          return;
        }
        const form = new URLSearchParams(await readBody(request));
        if (form.get('deny')) {
          await provider.interactionFinished(
            request,
            response,
            { error: 'access_denied', error_description: 'The person declined' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const accountId = form.get('login') ?? '';
        const grant = new provider.Grant({
          accountId,
          clientId: interaction.params.client_id ?? '',
        });
        grant.addOIDCScope(interaction.params.scope ?? 'openid');
        const grantId = await grant.save();
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** name=value pairs of a response's Set-Cookie headers (attributes dropped; empty = deleted). */
function updateJar(jar: Map<string, string>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Takes the browser from the provider's authorization URL through the interaction (signing in as
 * `login`, or declining) and returns where the provider sends it back: the client's callback.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  choice: { login: string } | { deny: true },
): Promise<URL> {
  const issuerOrigin = new URL(authorizationUrl).origin;
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let posted = false;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== issuerOrigin) return url;
    const interaction: boolean = url.pathname.startsWith('/interaction/') && !posted;
    const response = await fetch(url, {
      method: interaction ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(jar),
        ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: interaction
        ? new URLSearchParams('deny' in choice ? { deny: '1' } : { login: choice.login })
        : undefined,
    });
    posted ||= interaction;
    updateJar(jar, response);
    const location = response.headers.get('location');
    await response.body?.cancel();
    if (!location || response.status < 300 || response.status >= 400) {
      throw new Error(`The provider answered ${response.status} at ${url.href} without a redirect`);
    }
    url = new URL(location, url);
  }
  throw new Error('Too many redirects at the provider');
}
