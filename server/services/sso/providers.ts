// The single sign-on providers of a project: `auth.social_providers` in its config (contract
// §5.8, §10), each an OpenID Connect provider. Every entry with a usable name is listed, as v8
// did; one that lacks what a sign-in needs fails when it is used, saying what is missing.
import type { ProjectConfig, SocialProviderConfig } from '../../config/project-config.js';
import { ApiError } from '../../errors/api-error.js';

export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

export interface SsoProvider {
  name: string;
  /** Where discovery starts: the issuer (validated against the document) or the document itself. */
  discovery: { kind: 'issuer' | 'document'; url: URL };
  clientId: string;
  clientSecret: string | undefined;
  authMethod: TokenEndpointAuthMethod;
  scope: string;
  /** The callback registered at the provider; undefined = this server's own callback URL. */
  redirectUri: string | undefined;
}

export interface ListedProvider {
  name: string;
  icon: string | null;
}

/** A path segment; `access_token` is the token exchange route (POST /auth/sso/access_token). */
const PROVIDER_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const RESERVED_NAMES = new Set(['access_token']);
const DEFAULT_SCOPE = 'openid email profile';
const AUTH_METHODS: readonly TokenEndpointAuthMethod[] = [
  'client_secret_basic',
  'client_secret_post',
  'none',
];

function isUsableName(name: string): boolean {
  return PROVIDER_NAME.test(name) && !RESERVED_NAMES.has(name);
}

function configuredProviders(config: ProjectConfig): [string, SocialProviderConfig][] {
  const providers = config.auth.social_providers ?? {};
  return Object.entries(providers).filter(
    ([name, value]) => isUsableName(name) && typeof value === 'object' && value !== null,
  );
}

/** `GET /auth/sso`: names and icons only, never client ids or secrets. */
export function listProviders(config: ProjectConfig): ListedProvider[] {
  return configuredProviders(config).map(([name, value]) => ({
    name,
    icon: typeof value.icon === 'string' && value.icon.trim() ? value.icon.trim() : null,
  }));
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function loopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** An https URL, or http on loopback (a provider on the same machine, as in development). */
function providerUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback(url))) {
    throw new Error(`${what} must use https (plain http only on loopback)`);
  }
  return url;
}

function parseProvider(name: string, value: SocialProviderConfig): SsoProvider {
  const issuer = nonEmpty(value.issuer);
  const document = nonEmpty(value.discovery_url);
  if (!issuer && !document) throw new Error('issuer (or discovery_url) is required');
  const discovery = issuer
    ? { kind: 'issuer' as const, url: providerUrl(issuer, 'issuer') }
    : { kind: 'document' as const, url: providerUrl(document as string, 'discovery_url') };
  const clientId = nonEmpty(value.client_id);
  if (!clientId) throw new Error('client_id is required');
  const authMethod = value.token_endpoint_auth_method ?? 'client_secret_basic';
  if (!AUTH_METHODS.includes(authMethod)) {
    throw new Error(`token_endpoint_auth_method must be one of ${AUTH_METHODS.join(', ')}`);
  }
  const clientSecret = nonEmpty(value.client_secret);
  if (authMethod !== 'none' && !clientSecret) throw new Error('client_secret is required');
  const scopes = new Set((nonEmpty(value.scope) ?? DEFAULT_SCOPE).split(/\s+/));
  scopes.add('openid');
  const redirectUri = nonEmpty(value.redirect_uri);
  if (redirectUri) {
    try {
      new URL(redirectUri);
    } catch {
      throw new Error('redirect_uri is not a URL');
    }
  }
  return {
    name,
    discovery,
    clientId,
    clientSecret,
    authMethod,
    scope: [...scopes].join(' '),
    redirectUri,
  };
}

/**
 * The provider a sign-in uses: E1/404 when the project has none of that name; E0/500 naming the
 * problem when its config cannot work (the server's fault, not the user's).
 */
export function findProvider(config: ProjectConfig, name: string): SsoProvider {
  const entry = configuredProviders(config).find(([candidate]) => candidate === name);
  if (!entry) throw new ApiError('NOT_FOUND', `Unknown SSO provider: ${name}`);
  try {
    return parseProvider(name, entry[1]);
  } catch (error) {
    throw new ApiError(
      'INTERNAL_ERROR',
      `SSO provider "${name}" is misconfigured: ${(error as Error).message}`,
    );
  }
}
