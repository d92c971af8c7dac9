// Request bodies of the write routes, one home for their shapes (contract §2.2, §6.2):
//   - a single write takes a non-empty object, a batch a non-empty array of objects;
//   - no body, an empty one or one of the wrong kind is E13 "Invalid request payload";
//   - a batch with an entry that is not an object is E4 "batch <verb> expect an array of items".
// Routes declare the shape as a route schema (`objectBodyRoute`, `writeBodyRoute`,
// `batchBodyRoute`), checked before the handler. Routes that cannot declare one (multipart
// uploads) call `objectBody` / `batchBody` on the parsed body instead.
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
// The shape is declared as the route's body schema and checked by the functions above, run by
// Fastify as the route's validator (before the handler), so the errors are exactly E13/E4 as
// described. (Fastify's default Ajv coerces types: it would turn a missing body into `[null]`
// when an array is allowed.)

const OBJECT = { type: 'object', minProperties: 1 } as const;
const BATCH = { type: 'array', minItems: 1, items: { type: 'object' } } as const;

type BodyRoute = Pick<RouteShorthandOptions, 'schema' | 'validatorCompiler'>;

function bodyRoute(schema: object, check: (body: unknown) => unknown): BodyRoute {
  return {
    schema: { body: schema },
    // Fastify hands a missing body over as null.
    validatorCompiler: () => (body: unknown) => {
      try {
        check(body ?? undefined);
        return { value: body };
      } catch (error) {
        return { error: error as Error };
      }
    },
  };
}

/** Route options: the body is one non-empty object (E13 otherwise). */
export const objectBodyRoute: BodyRoute = bodyRoute(OBJECT, objectBody);

/** Route options: a non-empty object (one write) or a non-empty array of objects (a batch). */
export function writeBodyRoute(verb: BatchVerb): BodyRoute {
  return bodyRoute({ anyOf: [OBJECT, BATCH] }, (body) =>
    Array.isArray(body) ? batchBody(body, verb) : objectBody(body),
  );
}

/** Route options: a batch only; an object body is E4, an empty array E13. */
export function batchBodyRoute(verb: BatchVerb): BodyRoute {
  return bodyRoute(BATCH, (body) => batchBody(body, verb));
}
