// Single sign-on with OpenID Connect providers (contract §5.8), under /{project}/auth/sso:
//
//   GET  /auth/sso                      the configured providers: name and icon, never secrets
//   GET  /auth/sso/{provider}           starts a sign-in: ?mode=jwt|cookie&redirect_url=…, then
//                                       302 to the provider (authorization code + PKCE)
//   GET  /auth/sso/{provider}/callback  the provider sends the browser back here: the person is
//                                       matched to a user by email and signed in
//   POST /auth/sso/access_token         {request_token} → {token} (JWT mode with a redirect)
//
// With a redirect_url (checked against the project's trusted origins before anything else) the
// browser always goes back there: cookie mode with the session cookie set, JWT mode with
// `request_token=…`, a failure with `error=true&code=<n>` (plus `attributes[…]` for E107). Without
// one, the callback answers JSON like /auth/authenticate and failures are plain errors.
// Like every /auth route these run without the auth middleware (http/actor.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, isApiError } from '../errors/api-error.js';
import { envelope } from '../http/envelope.js';
import type { ProjectContext } from '../http/project-context.js';
import { requestOrigin } from '../http/request-origin.js';
import { setSessionCookie } from '../http/session-cookie.js';
import { readCookie } from '../http/token-transport.js';
import { activityClient } from '../services/activity/log-activity.js';
import { parseMode } from '../services/auth/authenticate.js';
import { safeEqual } from '../services/auth/constant-time.js';
import { publicUser } from '../services/auth/users.js';
import {
  FLOW_TTL_SECONDS,
  flowCookieName,
  openFlow,
  type SsoFlow,
  sealFlow,
} from '../services/sso/flow-cookie.js';
import {
  authorizationUrl,
  completeAuthorization,
  newChecks,
  type ProviderIdentity,
  providerConfiguration,
} from '../services/sso/oidc-client.js';
import { findProvider, listProviders } from '../services/sso/providers.js';
import { parseRedirectUrl, trustedOrigins, withParams } from '../services/sso/redirect-url.js';
import {
  exchangeRequestToken,
  startCookieSession,
  startJwtSession,
  startPendingSession,
  userForIdentity,
} from '../services/sso/sign-in.js';

type ProjectParams = { Params: { project: string } };
type ProviderRoute = {
  Params: { project: string; provider: string };
  Querystring: Record<string, unknown>;
};

function firstString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** The flow cookie only travels to this project's SSO routes, and survives the provider's redirect. */
function flowCookieOptions(request: FastifyRequest, project: ProjectContext, maxAge: number) {
  return {
    path: `/${project.key}/auth/sso`,
    httpOnly: true,
    // Lax, whatever the session cookie's setting: the callback is a cross-site top-level GET.
    sameSite: 'lax' as const,
    secure: Boolean(project.config.cookie?.secure) || request.protocol === 'https',
    maxAge,
    ...(maxAge === 0 ? { expires: new Date(0) } : {}),
  };
}

/** Back to the client with the error's code (contract §5.8). */
function redirectWithError(
  reply: FastifyReply,
  redirectUrl: string,
  error: ApiError,
  identity?: ProviderIdentity,
): FastifyReply {
  const params: Record<string, string> = { error: 'true', code: String(error.code) };
  // v8 forwards what the provider said about the person, e.g. to offer an invitation.
  if (error.errorName === 'USER_WITH_EMAIL_NOT_FOUND' && identity) {
    if (identity.email) params['attributes[email]'] = identity.email;
    if (identity.firstName) params['attributes[first_name]'] = identity.firstName;
    if (identity.lastName) params['attributes[last_name]'] = identity.lastName;
  }
  return reply.header('cache-control', 'no-store').redirect(withParams(redirectUrl, params), 302);
}

export async function authSsoRoutes(app: FastifyInstance): Promise<void> {
  app.get<ProjectParams>('/auth/sso', async (request) => {
    const { project } = request;
    return envelope(listProviders(project.config));
  });

  app.get<ProviderRoute>('/auth/sso/:provider', async (request, reply) => {
    const { project } = request;
    const origin = requestOrigin(request);
    // Refused before anything else: an untrusted address is never redirected to, errors included.
    const redirectUrl = parseRedirectUrl(
      request.query.redirect_url,
      await trustedOrigins(project, origin),
    );
    try {
      const mode = parseMode(firstString(request.query.mode));
      const provider = findProvider(project.config, request.params.provider);
      const configuration = await providerConfiguration(provider);
      const redirectUri =
        provider.redirectUri ??
        `${origin}/${encodeURIComponent(project.key)}/auth/sso/${encodeURIComponent(provider.name)}/callback`;
      const checks = await newChecks();
      const location = await authorizationUrl(configuration, provider, redirectUri, checks);
      const flow: SsoFlow = {
        provider: provider.name,
        mode,
        redirectUrl,
        redirectUri,
        ...checks,
        expiresAt: Math.floor(Date.now() / 1000) + FLOW_TTL_SECONDS,
      };
      reply.setCookie(
        flowCookieName(project.key),
        sealFlow(project.config.auth.secret_key, project.key, flow),
        flowCookieOptions(request, project, FLOW_TTL_SECONDS),
      );
      return reply
        .code(302)
        .header('location', location)
        .header('cache-control', 'no-store')
        .send(envelope({ authorization_url: location }));
    } catch (error) {
      if (redirectUrl && isApiError(error)) return redirectWithError(reply, redirectUrl, error);
      throw error;
    }
  });

  app.get<ProviderRoute>('/auth/sso/:provider/callback', async (request, reply) => {
    const { project } = request;
    const cookieName = flowCookieName(project.key);
    const flow = openFlow(
      project.config.auth.secret_key,
      project.key,
      readCookie(request.headers.cookie, cookieName),
    );
    // The attempt ends here whatever happens: its cookie goes.
    reply.setCookie(cookieName, '', flowCookieOptions(request, project, 0));
    // Without the attempt there is no trusted address to go back to: a plain error.
    if (!flow) {
      throw new ApiError(
        'INVALID_REQUEST_TOKEN',
        'No sign-in attempt is pending in this browser: start the sign-in again',
      );
    }
    let identity: ProviderIdentity | undefined;
    try {
      if (flow.expiresAt < Math.floor(Date.now() / 1000)) {
        throw new ApiError('EXPIRED_REQUEST_TOKEN', 'The sign-in attempt expired: start it again');
      }
      if (flow.provider !== request.params.provider) {
        throw new ApiError(
          'INVALID_REQUEST_TOKEN',
          'The sign-in was started with another provider',
        );
      }
      // Checked here too (openid-client checks it again) so a forged response is E109 whatever
      // else it carries.
      if (!safeEqual(firstString(request.query.state), flow.state)) {
        throw new ApiError('INVALID_REQUEST_TOKEN', 'The sign-in response does not match (state)');
      }
      const refusal = firstString(request.query.error);
      if (refusal) {
        const reason = firstString(request.query.error_description) ?? refusal;
        throw new ApiError('UNAUTHORIZED', `Sign-in with ${flow.provider} was refused: ${reason}`);
      }
      const provider = findProvider(project.config, flow.provider);
      const configuration = await providerConfiguration(provider);
      const callbackUrl = new URL(flow.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      identity = await completeAuthorization(configuration, provider, callbackUrl, flow);
      const user = await userForIdentity(project, identity);
      const client = activityClient(request);

      if (flow.mode === 'cookie') {
        const session = await startCookieSession(project, user, client);
        setSessionCookie(
          request,
          reply,
          project.key,
          project.config,
          session.cookieValue,
          session.expiresAt,
        );
        if (flow.redirectUrl) {
          return reply.header('cache-control', 'no-store').redirect(flow.redirectUrl, 302);
        }
        return envelope({ user: publicUser(user) });
      }
      if (flow.redirectUrl) {
        const requestToken = await startPendingSession(project, user, client, flow.redirectUrl);
        return reply
          .header('cache-control', 'no-store')
          .redirect(withParams(flow.redirectUrl, { request_token: requestToken }), 302);
      }
      const token = await startJwtSession(project, user, client);
      return envelope({ token, user: publicUser(user) });
    } catch (error) {
      if (flow.redirectUrl && isApiError(error)) {
        return redirectWithError(reply, flow.redirectUrl, error, identity);
      }
      throw error;
    }
  });

  app.post<ProjectParams>('/auth/sso/access_token', async (request) => {
    const { project } = request;
    const body = request.body;
    const requestToken =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>).request_token
        : undefined;
    return envelope({ token: await exchangeRequestToken(project, requestToken) });
  });
}
