// One place turns every failure into the v8 error envelope (contract §2.2):
//   {"error": {"code": <int|null>, "message": "...", ...}}
// - ApiError: its own code and status;
// - Fastify's own errors (bad JSON, body too large, schema validation, bad URL) map onto the
//   catalogue: malformed JSON or a missing body → 13/400, validation → 4/422, too large → 601/413;
// - unknown route → 1/404, known route with another method → 6/405 (not-found handler);
// - anything else is unexpected: 500 with code null and a fixed message. Only development adds
//   the real message, class, file and line (and the SQL of E9); production never shows a stack
//   trace or SQL.
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify';
import type { ServerEnvironment } from '../config/env.js';
import { isValidProjectKey } from '../config/project-key.js';
import { loggableError } from '../http/redact.js';
import { ApiError, isApiError, unauthorized } from './api-error.js';
import type { ErrorName } from './codes.js';
import { schemaDriftError } from './schema-drift.js';

export interface ErrorEnvelope {
  error: {
    code: number | null;
    message: string;
    query?: string;
    class?: string;
    file?: string;
    line?: number;
  };
}

const PAYLOAD_ERRORS = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
]);

// Driver errors that mean "the project's database cannot be reached" rather than a bug.
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'PROTOCOL_CONNECTION_LOST',
  '28P01', // PostgreSQL: invalid password
  '3D000', // PostgreSQL: database does not exist
  '57P03', // PostgreSQL: cannot connect now
]);

const GENERIC_BY_STATUS: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'UPLOAD_EXCEEDS_SERVER_MAX',
  415: 'INVALID_PAYLOAD',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []).map((issue: ValidationIssue) => {
    const params = issue.params as { missingProperty?: string; additionalProperty?: string };
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = params.missingProperty ?? params.additionalProperty ?? path;
    return `${field || context}: ${issue.message ?? 'is invalid'}`;
  });
  return issues.length ? issues.join('; ') : error.message;
}

/** The catalogue entry for an error, or undefined when it is unexpected (a bug, an outage). */
export function toApiError(error: unknown): ApiError | undefined {
  if (isApiError(error)) {
    // A query that failed because the schema changed under it (errors/schema-drift.ts).
    return error.errorName === 'SQL_QUERY_FAILED'
      ? (schemaDriftError(error.cause, error.query) ?? error)
      : error;
  }
  if (!(error instanceof Error)) return undefined;
  const drift = schemaDriftError(error);
  if (drift) return drift;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    // No body, or not an object, where the route's schema wants one: an empty payload, not a field.
    const wholeBody = fastifyError.validation.some(
      (issue: ValidationIssue) => issue.instancePath === '' && issue.keyword === 'type',
    );
    if (fastifyError.validationContext === 'body' && wholeBody) {
      return new ApiError('INVALID_PAYLOAD', undefined, { cause: error });
    }
    return new ApiError('INVALID_REQUEST', validationMessage(fastifyError), { cause: error });
  }
  const code = fastifyError.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new ApiError('UPLOAD_EXCEEDS_SERVER_MAX', 'Request body is too large', { cause: error });
  }
  if (
    PAYLOAD_ERRORS.has(code) ||
    (error instanceof SyntaxError && fastifyError.statusCode === 400)
  ) {
    return new ApiError('INVALID_PAYLOAD', undefined, { cause: error });
  }
  if (CONNECTION_ERRORS.has(code) || error.name === 'KnexTimeoutError') {
    return new ApiError('DATABASE_CONNECTION_FAILED', undefined, { cause: error });
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return new ApiError(GENERIC_BY_STATUS[status] ?? 'BAD_REQUEST', error.message, {
      cause: error,
    });
  }
  return undefined;
}

/** File and line of the first stack frame, for development error bodies. */
function origin(error: Error): { file?: string; line?: number } {
  const frame = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  const match = frame?.match(/\(?([^()\s]+):(\d+):\d+\)?$/);
  return match ? { file: match[1], line: Number(match[2]) } : {};
}

export function errorEnvelope(
  error: unknown,
  env: ServerEnvironment,
): {
  status: number;
  body: ErrorEnvelope;
} {
  const apiError = toApiError(error);
  const development = env === 'development';
  if (apiError) {
    const body: ErrorEnvelope = {
      error: {
        code: apiError.definition.nullCodeInBody ? null : apiError.code,
        message: apiError.message,
      },
    };
    if (development) {
      if (apiError.query) body.error.query = apiError.query;
      const cause = apiError.cause instanceof Error ? apiError.cause : apiError;
      body.error.class = cause.constructor.name;
      Object.assign(body.error, origin(cause));
    }
    return { status: apiError.status, body };
  }
  const body: ErrorEnvelope = { error: { code: null, message: 'Internal Server Error' } };
  if (development && error instanceof Error) {
    body.error.message = error.message;
    body.error.class = error.constructor.name;
    Object.assign(body.error, origin(error));
  }
  return { status: 500, body };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  env: ServerEnvironment,
): FastifyReply {
  const { status, body } = errorEnvelope(error, env);
  if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Methods that have a route for this path (for 405 and its Allow header). */
function allowedMethods(app: FastifyInstance, pathname: string): HTTPMethods[] {
  return METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
}

function firstSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function registerErrorHandling(app: FastifyInstance, env: ServerEnvironment): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error, env));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A first segment that names no project means v8's bootstrap app answered (contract §1.2.3):
    // every route it does not know is "Unauthorized request", whatever the method.
    const key = firstSegment(pathname);
    if (isValidProjectKey(key) && !(await app.cms.registry.exists(key))) {
      return sendError(request, reply, unauthorized(), env);
    }
    const allowed = allowedMethods(app, pathname);
    // A route for this very method exists when a handler called reply.callNotFound(): a missing
    // resource, not a wrong method.
    if (allowed.length > 0 && !allowed.includes(request.method as HTTPMethods)) {
      reply.header('allow', allowed.join(', '));
      return sendError(request, reply, new ApiError('METHOD_NOT_ALLOWED'), env);
    }
    return sendError(request, reply, new ApiError('NOT_FOUND'), env);
  });
}
