// The success envelope of contract §2.1: {data, meta?, messages?, public?}.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EnvelopeMessage {
  type: 'warning';
  message: string;
  code: number;
  fields: string[];
}

export interface SuccessEnvelope<T> {
  data: T;
  meta?: Record<string, unknown>;
  messages?: EnvelopeMessage[];
  public?: true;
}

export function envelope<T>(
  data: T,
  extras: { meta?: Record<string, unknown>; messages?: EnvelopeMessage[] } = {},
): SuccessEnvelope<T> {
  const body: SuccessEnvelope<T> = { data };
  if (extras.meta) body.meta = extras.meta;
  if (extras.messages?.length) body.messages = extras.messages;
  return body;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * For the preSerialization hook: every successful JSON object response to an anonymous caller gets
 * `"public": true`; clients read its absence as "signed in" (contract §2.1). Error bodies and
 * non-object payloads (text, files, streams) are left alone.
 */
export function withPublicFlag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (reply.statusCode >= 400 || !request.actor?.public || !isPlainObject(payload)) return payload;
  if ('error' in payload) return payload;
  return { ...payload, public: true };
}

/**
 * A handler with nothing to return: 204 without a body for a signed-in caller, 200
 * `{"public": true}` for an anonymous one (the flag is added before v8's emptiness check).
 */
export function sendEmpty(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.actor.public) return reply.code(200).send({});
  return reply.code(204).send();
}
