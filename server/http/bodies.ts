// Request bodies of the write routes, one home for their shapes (contract §2.2, §6.2):
//   - a single write takes a non-empty object, a batch a non-empty array of objects;
//   - no body, an empty one or one of the wrong kind is E13 "Invalid request payload";
//   - a batch with an entry that is not an object is E4 "batch <verb> expect an array of items".
// Routes declare the shape as a route schema (`objectBodyRoute`, `writeBodyRoute`, ...;
// `routeShapes` for their own), checked before the handler. Routes that cannot declare one
// (multipart uploads) call `objectBody` / `batchBody` on the parsed body instead.
import type { RouteShorthandOptions } from 'fastify';
import { type ApiError, invalidPayload, invalidRequest } from '../errors/api-error.js';

export type Payload = Record<string, unknown>;
export type BatchVerb = 'create' | 'update';

export function isObject(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function batchRefused(verb: BatchVerb): ApiError {
  return invalidRequest(`batch ${verb} expect an array of items`);
}

/** A non-empty object body, else E13. */
export function objectBody(body: unknown): Payload {
  if (!isObject(body) || Object.keys(body).length === 0) throw invalidPayload();
  return body;
}

/** A non-empty array of objects, else E13 (empty) or E4. */
export function batchBody(body: unknown, verb: BatchVerb): Payload[] {
  if (Array.isArray(body) && body.length === 0) throw invalidPayload();
  if (!Array.isArray(body) || !body.every(isObject)) throw batchRefused(verb);
  return body;
}

/** An object body, empty or not, else E13. */
function anyObjectBody(body: unknown): Payload {
  if (!isObject(body)) throw invalidPayload();
  return body;
}

/** No body reads as an empty object; anything but an object is E13 (the auth routes, as v8). */
export function optionalObjectBody(body: unknown): Payload {
  if (body === undefined || body === null || body === '') return {};
  return anyObjectBody(body);
}

/** An object or an array (entries checked by the service), else E13. */
function objectOrArrayBody(body: unknown): Payload | unknown[] {
  if (Array.isArray(body)) return body;
  return anyObjectBody(body);
}

/** `1,2,3` → ['1', '2', '3'] (blank entries dropped). */
export function csvKeys(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

// ---------------------------------------------------------------------------------------------
// Route schemas
//
// A route declares its body (and path parameter) shapes as route schemas; Fastify checks them
// before the handler. The JSON schema says what the shape is; the check function above enforces
// it, run as the route's validator, so the errors are exactly v8's (E13, E4 with its messages),
// and a check may normalise (no body → {}). Fastify's default Ajv is not used for these: it
// coerces types and would turn a missing body into `[null]` where an array is allowed.

/** One part of a request: its JSON schema and the check that enforces it (throws an ApiError). */
export interface Shape {
  schema: object;
  check(value: unknown): unknown;
}

type HttpPart = 'body' | 'params';

/** Route options declaring the shapes of a route's body and/or path parameters. */
export function routeShapes(
  shapes: Partial<Record<HttpPart, Shape>>,
): Pick<RouteShorthandOptions, 'schema' | 'validatorCompiler'> {
  return {
    schema: Object.fromEntries(Object.entries(shapes).map(([part, shape]) => [part, shape.schema])),
    validatorCompiler: ({ httpPart }) => {
      const shape = shapes[httpPart as HttpPart];
      return (value: unknown) => {
        if (!shape) return { value };
        try {
          // Fastify hands a missing body over as null.
          return { value: shape.check(value ?? undefined) };
        } catch (error) {
          return { error: error as Error };
        }
      };
    },
  };
}

const OBJECT = { type: 'object', minProperties: 1 } as const;
const ANY_OBJECT = { type: 'object' } as const;
const BATCH = { type: 'array', minItems: 1, items: { type: 'object' } } as const;

/** Route options: the body is one non-empty object (E13 otherwise). */
export const objectBodyRoute = routeShapes({ body: { schema: OBJECT, check: objectBody } });

/** Route options: an object body, empty or not (E13 otherwise). */
export const anyObjectBodyRoute = routeShapes({
  body: { schema: ANY_OBJECT, check: anyObjectBody },
});

/** Route options: an object body or none (read as {}); E13 otherwise. */
export const optionalObjectBodyRoute = routeShapes({
  body: { schema: { anyOf: [ANY_OBJECT, { type: 'null' }] }, check: optionalObjectBody },
});

/** Route options: an object or an array body (E13 otherwise). */
export const objectOrArrayBodyRoute = routeShapes({
  body: { schema: { anyOf: [ANY_OBJECT, { type: 'array' }] }, check: objectOrArrayBody },
});

/** Route options: a non-empty object (one write) or a non-empty array of objects (a batch). */
export function writeBodyRoute(verb: BatchVerb) {
  return routeShapes({
    body: {
      schema: { anyOf: [OBJECT, BATCH] },
      check: (body) => (Array.isArray(body) ? batchBody(body, verb) : objectBody(body)),
    },
  });
}

/** Route options: a batch only; an object body is E4, an empty array E13. */
export function batchBodyRoute(verb: BatchVerb) {
  return routeShapes({ body: { schema: BATCH, check: (body) => batchBody(body, verb) } });
}
