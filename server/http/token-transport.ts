// Where a request carries its token (contract §1.4), checked in this order:
//   1. ?access_token=
//   2. HTTP Basic user, when the password is empty or equal to the user (static-token use)
//   3. Authorization: Bearer
//   4. the project's session cookie `directus-{project}-session`
import type { FastifyRequest } from 'fastify';
import type { PresentedToken } from '../services/auth/identify.js';
import { bearerToken } from './request-project.js';

export function sessionCookieName(projectKey: string): string {
  return `directus-${projectKey}-session`;
}

function basicUser(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon === -1 ? decoded : decoded.slice(0, colon);
  const password = colon === -1 ? '' : decoded.slice(colon + 1);
  if (!user || (password !== '' && password !== user)) return undefined;
  return user;
}

function queryToken(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.access_token;
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** One cookie of a Cookie header (decoded), without depending on the cookie plugin's state. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}

export function sessionCookieValue(
  request: FastifyRequest,
  projectKey: string,
): string | undefined {
  return readCookie(request.headers.cookie, sessionCookieName(projectKey));
}

/** The token a request presents for this project, or undefined for an anonymous request. */
export function presentedToken(
  request: FastifyRequest,
  projectKey: string,
): PresentedToken | undefined {
  const query = queryToken(request);
  if (query) return { value: query, source: 'query' };
  const basic = basicUser(request);
  if (basic) return { value: basic, source: 'basic' };
  const bearer = bearerToken(request);
  if (bearer) return { value: bearer, source: 'bearer' };
  const cookie = sessionCookieValue(request, projectKey);
  if (cookie) return { value: cookie, source: 'cookie' };
  return undefined;
}
