import { $config } from '../state/config.js';
import { dequeue, enqueue } from '../state/queue.js';
import { ApiError, isAbortError } from './api-error.js';
import { resolveApiRoot } from './api-root.js';
import {
  INVALID_RESPONSE,
  TOO_MANY_REQUESTS,
  UNCODED_SERVER_ERROR,
  UNREACHABLE,
} from './error-codes.js';

// The one place that talks HTTP. Every call goes through here, so every call is queued, sends the
// session cookie, and fails with the same error shape.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Flat query parameters; arrays are sent as CSV, `undefined` is left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** For global routes (`/interfaces`, …) that resolve the project from a header (contract §1.2). */
  project?: string;
}

/** The success envelope of contract §2.1. */
export interface Envelope<T> {
  data: T;
  meta?: Record<string, unknown>;
  /** Present (true) when the server treated the caller as the Public role. */
  public?: true;
}

interface ErrorEnvelope {
  error: { code?: number | null; message?: string };
}

/** The API root in use: the configured one, else derived from the page location. */
export function currentApiRoot(): string {
  return $config.get().apiRoot ?? resolveApiRoot();
}

/** `path` is relative to the API root: `server/projects`, `{project}/auth/authenticate`. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.replace(/^\/+/, ''), currentApiRoot());
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.href;
}

/** A call answered with the JSON envelope. An error envelope, even with HTTP 200, throws. */
export async function requestJson<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const { response, text } = await send(path, options);
  return readEnvelope<T>(response.status, text);
}

/**
 * Reads an answer's body as the JSON envelope, the one reading every call shares (fetch here,
 * XHR uploads in files.ts): an error envelope, even with HTTP 200, throws its code and message.
 */
export function readEnvelope<T>(status: number, text: string): Envelope<T> {
  const ok = status >= 200 && status < 300;
  if (text === '') {
    if (ok) return { data: null as T };
    throw emptyErrorBody(status);
  }
  const body = parseJson(text, status);
  if (isErrorEnvelope(body)) throw fromErrorEnvelope(body, status);
  if (!ok) {
    throw new ApiError({
      code: UNCODED_SERVER_ERROR,
      status,
      message: `The API answered HTTP ${status}.`,
    });
  }
  return body as Envelope<T>;
}

/** A call answered with plain text (`server/ping`). */
export async function requestText(path: string, options: RequestOptions = {}): Promise<string> {
  const { response, text } = await send(path, options);
  if (response.ok) return text;
  if (text === '') throw emptyErrorBody(response.status);
  const body = parseJson(text, response.status);
  throw isErrorEnvelope(body)
    ? fromErrorEnvelope(body, response.status)
    : new ApiError({
        code: UNCODED_SERVER_ERROR,
        status: response.status,
        message: `The API answered HTTP ${response.status}.`,
      });
}

async function send(path: string, options: RequestOptions) {
  const method = options.method ?? 'GET';
  const url = apiUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.project) headers['X-Directus-Project'] = options.project;

  const queueId = enqueue(`${method} ${path}`);
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // Cookie mode: the session lives in an HttpOnly cookie the browser sends (contract §5.6).
      credentials: 'include',
      signal: options.signal,
    });
    const text = await response.text();
    return { response, text };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({
      code: UNREACHABLE,
      status: 0,
      message: `Could not reach the API at ${currentApiRoot()} (${String(error)}).`,
    });
  } finally {
    dequeue(queueId);
  }
}

function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({
      code: INVALID_RESPONSE,
      status,
      message: `The API answered HTTP ${status} with something that is not JSON.`,
    });
  }
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return typeof body === 'object' && body !== null && 'error' in body && body.error != null;
}

function fromErrorEnvelope({ error }: ErrorEnvelope, status: number) {
  return new ApiError({
    code: typeof error.code === 'number' ? error.code : UNCODED_SERVER_ERROR,
    status,
    message: error.message || `The API answered HTTP ${status}.`,
  });
}

// A rate-limited request is answered 429 with an empty body (contract §1.6).
function emptyErrorBody(status: number) {
  return status === 429
    ? new ApiError({ code: TOO_MANY_REQUESTS, status, message: 'Too many requests.' })
    : new ApiError({
        code: INVALID_RESPONSE,
        status,
        message: `The API answered HTTP ${status} with an empty body.`,
      });
}
