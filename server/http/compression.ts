// API answers compressed when the client asks (issue #20 §4): JSON bodies of at least
// COMPRESS_MIN_BYTES, with brotli at a low quality or gzip, chosen by Accept-Encoding. Files
// (assets, downloads, the admin's own prebuilt .br/.gz) are streams or already encoded and pass
// untouched. Compression runs on libuv's thread pool (zlib's callback API), so a large listing
// does not hold up other requests. bench/compression.ts measures the levels chosen here.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, headers and a round trip dwarf what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality 1 and gzip level 1. Measured by bench/compression.ts on a 50-row listing (48 KB of
 * JSON): brotli 1 took 40-80 µs and sent fewer bytes than gzip at any level; brotli 4 took 150-260
 * µs for 10 % fewer bytes, brotli 11 over 10 ms. gzip 1 took 60-120 µs, gzip 6 230-350 µs for
 * 15 % fewer bytes. A listing costs the server about a millisecond, so the cheap levels keep
 * compression a few per cent of it. (Chromium offers brotli over https only, so plain-http
 * deployments get gzip.)
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: br before gzip, `q=0` refuses. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const wildcard = accepted.get('*');
  const quality = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  if (request.method === 'HEAD') return false;
  if (reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.getHeader('content-encoding')) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json')) return false;
  return Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(request, reply, payload)) {
      done(null, payload);
      return;
    }
    // Whatever the client accepts, caches must keep the encodings apart.
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const input = payload as string | Buffer;
    const compressed =
      encoding === 'br'
        ? brotli(input, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(input),
            },
          })
        : gzipAsync(input, { level: GZIP_LEVEL });
    compressed.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      // A compression failure must not fail the answer: send it as it is.
      () => done(null, payload),
    );
  });
}

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
