import { UNCODED_SERVER_ERROR } from './error-codes.js';

/** Every failed call ends as this shape, whatever went wrong (contract §2.2). */
export interface ApiErrorShape {
  /** The server's numeric code, or a negative client code (see error-codes.ts). */
  code: number;
  /** The HTTP status; 0 when no response arrived. */
  status: number;
  /** For logs and as a last resort in the UI; screens prefer `errors.{code}` translations. */
  message: string;
}

export class ApiError extends Error implements ApiErrorShape {
  readonly code: number;
  readonly status: number;

  constructor({ code, status, message }: ApiErrorShape) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }

  /** A plain copy, fit for a store (stores hold data, not Error instances). */
  toShape(): ApiErrorShape {
    return { code: this.code, status: this.status, message: this.message };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Aborts are the caller's own decision, not failures: they are re-thrown as they are. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Any thrown value as the error shape; unexpected exceptions become an uncoded error. */
export function toApiErrorShape(error: unknown): ApiErrorShape {
  if (isApiError(error)) return error.toShape();
  const message = error instanceof Error ? error.message : String(error);
  return { code: UNCODED_SERVER_ERROR, status: 0, message };
}
