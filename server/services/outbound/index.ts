// Outbound HTTP calls made on behalf of a client or a configuration (URL import of a file,
// webhooks, …), so that nobody can point the server at itself or at the private network it sits
// in (SSRF), and so that a slow or huge answer cannot hold a request forever:
//
//   const { url } = await assertOutboundAllowed('https://example.com/a.jpg', { allowPrivate });
//   const response = await safeFetch(url, { allowPrivate, timeoutMs: 10_000, maxBytes: 1 << 20 });
//   const text = await response.text();          // or stream response.body
//
// - Only http: and https: URLs.
// - The host name is resolved and *every* address it resolves to must be public (address-policy.ts),
//   unless private addresses are allowed (the caller's flag, or CMS_OUTBOUND_ALLOW_PRIVATE=1).
// - The connection goes to the addresses that were checked (a pinned lookup), so a DNS answer that
//   changes between the check and the connection (DNS rebinding) cannot slip through.
// - Redirects are followed by hand (at most `maxRedirects`), each hop checked the same way.
// - One deadline covers everything, from the first lookup to the last byte of the body; bodies
//   larger than `maxBytes` fail (early when Content-Length says so, else while streaming).
// Failures are OutboundError with a `reason`, for callers to turn into their own error codes.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type Readable, Transform } from 'node:stream';
import { addressRange, ipLiteral } from './address-policy.js';

export { addressRange, ipLiteral, isPublicAddress } from './address-policy.js';

export type OutboundFailure =
  | 'invalid-url'
  | 'forbidden-address'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'network';

export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundPolicy {
  /** Allow loopback, private and link-local addresses (CMS_OUTBOUND_ALLOW_PRIVATE=1 does too). */
  allowPrivate?: boolean;
  /** Resolves a host name to all its addresses (default: the system resolver). */
  resolve?: Resolver;
  /**
   * Replaces the public-address rule when private addresses are not allowed (tests that stand a
   * loopback address in for a public one; deployments with their own allow list).
   */
  allowAddress?: (address: string) => boolean;
  /** Aborts the check (and, for safeFetch, the call). */
  signal?: AbortSignal;
}

export interface CheckedTarget {
  url: URL;
  /** The addresses that were checked; connections go to these only. */
  addresses: LookupAddress[];
}

/** Whether private addresses are allowed: by the caller's flag or by the environment. */
export function privateAddressesAllowed(flag?: boolean, env = process.env): boolean {
  return flag === true || env.CMS_OUTBOUND_ALLOW_PRIVATE === '1';
}

const systemResolve: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function parseTarget(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch (error) {
    throw new OutboundError('invalid-url', 'The URL is not valid', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('invalid-url', 'Only http and https URLs can be fetched');
  }
  if (url.hostname === '') throw new OutboundError('invalid-url', 'The URL has no host');
  return url;
}

/**
 * Checks that `input` may be called: an http(s) URL whose host resolves only to allowed
 * addresses. Returns the parsed URL and the checked addresses.
 */
export async function assertOutboundAllowed(
  input: string | URL,
  options: OutboundPolicy = {},
): Promise<CheckedTarget> {
  const url = parseTarget(input);
  const literal = ipLiteral(url.hostname);
  let addresses: LookupAddress[];
  if (literal) {
    addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await abortable((options.resolve ?? systemResolve)(url.hostname), options.signal);
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      throw new OutboundError('dns', `The host "${url.hostname}" could not be resolved`, {
        cause: error,
      });
    }
    if (addresses.length === 0) {
      throw new OutboundError('dns', `The host "${url.hostname}" has no address`);
    }
  }
  if (!privateAddressesAllowed(options.allowPrivate)) {
    for (const { address } of addresses) {
      const range = addressRange(address);
      const allowed = options.allowAddress ? options.allowAddress(address) : range === 'unicast';
      if (!allowed) {
        throw new OutboundError(
          'forbidden-address',
          `The address of "${url.hostname}" is not allowed (${range})`,
        );
      }
    }
  }
  return { url, addresses };
}

export interface SafeFetchOptions extends OutboundPolicy {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** One deadline for the whole call, body included (default 10 s). */
  timeoutMs?: number;
  /** Largest body accepted (default 10 MiB). */
  maxBytes?: number;
  /** Redirects followed (default 5; 0 returns the redirect response itself). */
  maxRedirects?: number;
}

export interface SafeResponse {
  status: number;
  /** The URL that answered (after redirects). */
  url: URL;
  headers: IncomingHttpHeaders;
  /** The body, failing with OutboundError past maxBytes or the deadline. Consume or destroy it. */
  body: Readable;
  buffer(): Promise<Buffer>;
  text(): Promise<string>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A lookup that answers with the checked addresses only (no second, unchecked resolution). */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: unknown) => {
    const done = callback as (
      error: Error | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    if (options?.all) done(null, addresses);
    else done(null, addresses[0].address, addresses[0].family);
  }) as unknown as LookupFunction;
}

function send(
  target: CheckedTarget,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target.url,
      { method, headers, lookup: pinnedLookup(target.addresses), signal, agent: false },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

function failure(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted && signal.reason instanceof OutboundError) return signal.reason;
  if (signal.aborted) return new OutboundError('timeout', 'The call was aborted', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new OutboundError('network', `The call failed: ${message}`, { cause: error });
}

function collect(body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks)));
    body.on('error', reject);
  });
}

/** An outbound HTTP call under the rules in the header. */
export async function safeFetch(
  input: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new OutboundError('timeout', `No complete answer within ${timeoutMs} ms`));
  }, timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  const cleanup = () => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  };

  const signal = controller.signal;
  let method = (options.method ?? 'GET').toUpperCase();
  let body = options.body;
  const headers: Record<string, string> = {
    'user-agent': 'cms-server',
    'accept-encoding': 'identity',
    ...options.headers,
  };
  let current: URL | string = input;
  let firstOrigin: string | undefined;
  try {
    for (let hop = 0; ; hop++) {
      const target = await assertOutboundAllowed(current, { ...options, signal });
      firstOrigin ??= target.url.origin;
      if (target.url.origin !== firstOrigin) {
        // Credentials are for the first origin only.
        for (const name of Object.keys(headers)) {
          if (/^(authorization|cookie)$/i.test(name)) delete headers[name];
        }
      }
      let response: IncomingMessage;
      try {
        response = await send(target, method, headers, body, signal);
      } catch (error) {
        throw failure(error, signal);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location && maxRedirects > 0) {
        response.resume();
        if (hop >= maxRedirects) {
          throw new OutboundError('too-many-redirects', `More than ${maxRedirects} redirects`);
        }
        current = new URL(location, target.url);
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          for (const name of Object.keys(headers)) {
            if (/^content-/i.test(name)) delete headers[name];
          }
        }
        continue;
      }

      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new OutboundError('too-large', `The answer is larger than ${maxBytes} bytes`);
      }
      let received = 0;
      const limited = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > maxBytes) {
            callback(new OutboundError('too-large', `The answer is larger than ${maxBytes} bytes`));
            return;
          }
          callback(null, chunk);
        },
      });
      response.on('error', (error) => limited.destroy(failure(error, signal)));
      limited.on('close', () => {
        cleanup();
        if (!response.complete) response.destroy();
      });
      response.pipe(limited);
      const result: SafeResponse = {
        status,
        url: target.url,
        headers: response.headers,
        body: limited,
        buffer: () => collect(limited),
        text: async () => (await collect(limited)).toString('utf8'),
      };
      return result;
    }
  } catch (error) {
    cleanup();
    throw failure(error, signal);
  }
}
