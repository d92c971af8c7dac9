// ETag / 304 for the JSON answers the admin asks for again and again (issue #20 §4): item lists,
// collections, fields, relations, settings, permissions/me, users/me, server/ping … Every
// successful JSON GET gets a weak ETag made from its body, and a request whose If-None-Match
// names it gets 304 with no body: the server still does the work (and checks permissions), but
// the answer does not cross the network again.
//
// The tag is a hash of the exact bytes, so it is as personal as the body: two users share a tag
// only when they would get the same bytes. Cache-Control stays `private, no-cache` (unless a route
// set its own): browsers keep the answer for this user only and always revalidate it, so nothing
// is ever served stale. Registered before compression (app.ts): the tag names the JSON, whatever
// encoding carries it, and a 304 is never compressed.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** `W/"…"`: weak, as the same JSON may travel in different encodings. */
export function bodyTag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison, `*` matches anything). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, '');
  for (const entry of header.split(',')) {
    const candidate = entry.trim();
    if (candidate === '*') return true;
    if (candidate.replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

function taggable(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200) return false;
  // Files and assets bring their own validators.
  if (reply.getHeader('etag') || reply.getHeader('content-encoding')) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!taggable(request, reply, payload)) {
      done(null, payload);
      return;
    }
    const tag = bodyTag(payload as string | Buffer);
    reply.header('etag', tag);
    if (!reply.getHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!matchesTag(request.headers['if-none-match'], tag)) {
      done(null, payload);
      return;
    }
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, null);
  });
}
