// The scheme://host[:port] a client used, for absolute URLs in responses.
import type { FastifyRequest } from 'fastify';

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
