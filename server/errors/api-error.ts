// The one exception type route and service code throws; the error handler turns it into the v8 envelope.
import { ERRORS, type ErrorDefinition, type ErrorName } from './codes.js';

export interface ApiErrorOptions {
  cause?: unknown;
  /** The failing SQL, reported for E9 in development only. */
  query?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorName: ErrorName;
  readonly code: number;
  readonly status: number;
  readonly definition: ErrorDefinition;
  readonly query?: string;

  constructor(errorName: ErrorName, message?: string, options: ApiErrorOptions = {}) {
    const definition: ErrorDefinition = ERRORS[errorName];
    super(message ?? definition.message, { cause: options.cause });
    this.errorName = errorName;
    this.definition = definition;
    this.code = definition.code;
    this.status = definition.status;
    this.query = options.query;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Small factories for the errors nearly every route needs.

export const notFound = (message?: string) => new ApiError('NOT_FOUND', message);

export const unauthorized = (message = 'Unauthorized request') =>
  new ApiError('UNAUTHORIZED', message);

export const invalidRequest = (message: string) => new ApiError('INVALID_REQUEST', message);

export const invalidPayload = (message?: string) => new ApiError('INVALID_PAYLOAD', message);

export const forbidden = (message?: string) => new ApiError('FORBIDDEN', message);

export const unprocessable = (message: string) => new ApiError('UNPROCESSABLE_ENTITY', message);
