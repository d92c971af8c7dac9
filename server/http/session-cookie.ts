// Issuing and clearing the session cookie (contract §5.6): `directus-{project}-session`,
// Path=/, HttpOnly, Expires=<session expiry>, SameSite from config (default Lax), Secure when the
// config says so, the request came over https, or SameSite=None (browsers require it).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProjectConfig } from '../config/project-config.js';
import { sessionCookieName } from './token-transport.js';

type SameSite = 'lax' | 'strict' | 'none';

function cookieOptions(request: FastifyRequest, config: ProjectConfig, expires: Date) {
  const sameSite = (config.cookie?.same_site ?? 'Lax').toLowerCase() as SameSite;
  const secure =
    Boolean(config.cookie?.secure) || request.protocol === 'https' || sameSite === 'none';
  return { path: '/', httpOnly: true, sameSite, secure, expires };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  projectKey: string,
  config: ProjectConfig,
  value: string,
  expires: Date,
): void {
  reply.setCookie(sessionCookieName(projectKey), value, cookieOptions(request, config, expires));
}

/** Re-issues the cookie already expired, so the browser drops it. */
export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  projectKey: string,
  config: ProjectConfig,
): void {
  reply.setCookie(sessionCookieName(projectKey), '', {
    ...cookieOptions(request, config, new Date(0)),
    maxAge: 0,
  });
}
