// NUL characters are refused as bad input (E4/422) wherever a client can send them: in the URL
// (path and query string, signed in or not) and in parsed bodies. PostgreSQL cannot hold a NUL in
// text at all and fails the whole statement, so without this guard the same request would be a 500
// there and a stored or unmatched value elsewhere; refusing it up front answers alike everywhere.
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../errors/api-error.js';

/** `%00` (any case is the same digits) or a raw NUL in the request target. */
const NUL_IN_URL = /%00|\0/;

/** Whether a parsed body holds a NUL in any string or key (iterative: no depth limit needed). */
function bodyHasNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      NUL_IN_URL.test(request.url) ? invalidRequest('NUL characters are not allowed') : undefined,
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(bodyHasNul(request.body) ? invalidRequest('NUL characters are not allowed') : undefined);
  });
}
