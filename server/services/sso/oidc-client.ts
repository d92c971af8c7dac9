// Talking to an OpenID Connect provider (openid-client): discovery, the authorization URL
// (authorization code flow with PKCE S256, state and nonce) and the code exchange, which yields
// the signed-in person's email from the ID token or, when the provider keeps it there, the
// userinfo endpoint.
//
// Outbound calls must never hang a request when the network is closed (contract "Decisions"):
// every call has a timeout, and a failure becomes E3 naming the provider, never a 500.
//
// openid-client is imported on the first sign-in through a provider: most servers configure none,
// and an idle server need not carry it.
import { createHash } from 'node:crypto';
import type * as client from 'openid-client';
import { ApiError } from '../../errors/api-error.js';
import type { SsoProvider } from './providers.js';

/** Seconds each call to a provider may take. */
const TIMEOUT_SECONDS = 10;
/** Discovered metadata is reused this long (providers rotate keys; jose refetches JWKS itself). */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** What the provider says about the person who signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  /** The provider's `email_verified` claim; undefined when it does not say. */
  emailVerified: boolean | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

type OidcClient = typeof client;

let loaded: OidcClient | undefined;

async function oidc(): Promise<OidcClient> {
  loaded ??= await import('openid-client');
  return loaded;
}

const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** providers.ts accepts plain http for loopback providers only. */
function isPlainHttp(url: URL): boolean {
  return url.protocol === 'http:';
}

function clientAuth(client: OidcClient, provider: SsoProvider): client.ClientAuth {
  switch (provider.authMethod) {
    case 'none':
      return client.None();
    case 'client_secret_post':
      return client.ClientSecretPost(provider.clientSecret);
    default:
      return client.ClientSecretBasic(provider.clientSecret);
  }
}

/** Why a provider call failed, in words a sign-in screen may show. */
function describe(error: unknown): string {
  // Not loaded yet: the error cannot come from it.
  if (
    loaded &&
    (error instanceof loaded.AuthorizationResponseError ||
      error instanceof loaded.ResponseBodyError)
  ) {
    return error.error_description ? `${error.error}: ${error.error_description}` : error.error;
  }
  if (error instanceof Error) {
    const cause = (error.cause as { code?: string } | undefined)?.code;
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
      return 'it did not answer in time';
    if (cause === 'ECONNREFUSED' || cause === 'ENOTFOUND' || error.message === 'fetch failed') {
      return 'it could not be reached';
    }
    return error.message;
  }
  return String(error);
}

export function providerFailure(provider: SsoProvider, error: unknown): ApiError {
  return new ApiError('UNAUTHORIZED', `Sign-in with ${provider.name} failed: ${describe(error)}`, {
    cause: error,
  });
}

/** A digest, so the cache holds no client secret as a key. */
function cacheKey(provider: SsoProvider): string {
  const parts = JSON.stringify([
    provider.discovery.kind,
    provider.discovery.url.href,
    provider.clientId,
    provider.clientSecret ?? '',
    provider.authMethod,
  ]);
  return createHash('sha256').update(parts).digest('base64');
}

/** The provider's metadata and this client's settings; discovery failures are not cached. */
export async function providerConfiguration(provider: SsoProvider): Promise<client.Configuration> {
  const key = cacheKey(provider);
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const insecure = isPlainHttp(provider.discovery.url);
  const client = await oidc();
  const config = client.discovery(
    provider.discovery.url,
    provider.clientId,
    provider.clientSecret,
    clientAuth(client, provider),
    {
      timeout: TIMEOUT_SECONDS,
      execute: insecure ? [client.allowInsecureRequests] : [],
    },
  );
  discovered.set(key, { at: Date.now(), config });
  try {
    return await config;
  } catch (error) {
    if (discovered.get(key)?.config === config) discovered.delete(key);
    throw providerFailure(provider, error);
  }
}

/** Fresh secrets for one sign-in attempt. */
export async function newChecks(): Promise<AuthorizationChecks> {
  const client = await oidc();
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

export async function authorizationUrl(
  config: client.Configuration,
  provider: SsoProvider,
  redirectUri: string,
  checks: AuthorizationChecks,
): Promise<string> {
  const client = await oidc();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scope,
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

function claimString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Exchanges the code the provider sent to `callbackUrl` (the redirect URI with the callback's
 * query) and returns who signed in. State, nonce, PKCE, issuer and ID token are all checked.
 */
export async function completeAuthorization(
  config: client.Configuration,
  provider: SsoProvider,
  callbackUrl: URL,
  checks: AuthorizationChecks,
): Promise<ProviderIdentity> {
  try {
    const client = await oidc();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider returned no ID token');
    // Providers that follow OIDC strictly put scope claims (email) in userinfo only. The email
    // and whether it is verified are taken together, from the same source.
    let emailSource: Record<string, unknown> = idToken;
    let names: Record<string, unknown> = idToken;
    if (claimString(idToken.email) === undefined) {
      emailSource = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      names = { ...emailSource, ...idToken };
    }
    const verified = emailSource.email_verified;
    return {
      subject: idToken.sub,
      email: claimString(emailSource.email),
      emailVerified: typeof verified === 'boolean' ? verified : undefined,
      firstName: claimString(names.given_name),
      lastName: claimString(names.family_name),
    };
  } catch (error) {
    throw providerFailure(provider, error);
  }
}
