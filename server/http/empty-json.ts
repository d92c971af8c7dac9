import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies everywhere: an empty body reads as no body. Clients often send a JSON content type
 * on a DELETE (or a PATCH without a body); v8 took those, so each handler decides (E13 where it
 * needs a body) instead of the parser refusing the request.
 */
export function tolerateEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
