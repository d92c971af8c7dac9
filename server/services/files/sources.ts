// Where the bytes of an upload come from (contract §7.6):
//   1. multipart/form-data: one file part (any field name) plus form fields, streamed to disk;
//   2. JSON `data`: base64, or a `data:<mime>;base64,…` URI;
//   3. JSON `data`: an http(s) URL: YouTube/Vimeo links become embeds, anything else is downloaded
//      through the outbound module (public addresses only unless allowed; bounded in size and time).
// Each gives an Incoming file in the temporary folder, or an error: E15 for a second file, E4 for
// a missing or unreadable one, E601 past the project's maximum size.
import type { FastifyRequest } from 'fastify';
import {
  MULTIPART_FIELD_SIZE,
  URL_IMPORT_MAX_REDIRECTS,
  URL_IMPORT_TIMEOUT_MS,
} from '../../config/limits.js';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { OutboundError, safeFetch } from '../outbound/index.js';
import { type EmbedTarget, embedTarget } from './embeds.js';
import { loadSharp } from './load-sharp.js';
import { RASTER_TYPES } from './metadata.js';
import { sniffType } from './mime.js';
import { discard, type ReceivedFile, receiveBuffer, receiveStream, tooLarge } from './receive.js';

export interface Incoming {
  received: ReceivedFile;
  /** The name the client gave (multipart filename, filename_disk, the URL's last segment). */
  clientName: string;
  /** YouTube / Vimeo import: the stored content is the video's preview image. */
  embed?: EmbedTarget;
}

export interface SourceOptions {
  dataDir: string;
  maxBytes: number;
  /** The project's `storage.allow_private_imports`. */
  allowPrivate: boolean;
}

export type FormFields = Record<string, unknown>;

/** Whether a client-given name tries to leave its folder (`..` segments, NUL). */
export function hasTraversal(name: string): boolean {
  return name.includes('\0') || name.split(/[\\/]/).some((segment) => segment === '..');
}

export const traversalRefused = (name: string, field: string) =>
  invalidRequest(`${field}: "${name.replace(/\0/g, '')}" is not a valid file name.`);

export const batchUploadRefused = () =>
  new ApiError('BATCH_UPLOAD_NOT_ALLOWED', 'Batch upload not allowed: send one file per request');

/** A form field value: JSON arrays (`tags`) decoded, everything else as sent. */
function fieldValue(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\[/.test(value)) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // a plain string that starts with [
    }
  }
  return value;
}

/**
 * Reads a multipart upload: the form fields and the one file, streamed into a temporary file.
 * A second file part is E15 (after the first is discarded); no file part gives `incoming`
 * undefined.
 */
export async function fromMultipart(
  request: FastifyRequest,
  options: SourceOptions,
): Promise<{ incoming?: Incoming; fields: FormFields }> {
  const fields: FormFields = {};
  let incoming: Incoming | undefined;
  let extraFiles = 0;
  let refusedName: string | undefined;
  try {
    const parts = request.parts({
      // The name as sent, so a traversal attempt is refused rather than silently trimmed.
      preservePath: true,
      limits: {
        // One byte more than allowed, so "exactly the maximum" still passes.
        fileSize: options.maxBytes + 1,
        fieldSize: MULTIPART_FIELD_SIZE,
        fields: 100,
        parts: 110,
        files: 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (incoming) {
          extraFiles += 1;
          part.file.resume();
          continue;
        }
        const clientName = part.filename ?? '';
        if (hasTraversal(clientName)) {
          part.file.resume();
          refusedName = clientName;
          continue;
        }
        const received = await receiveStream(options.dataDir, part.file, options.maxBytes);
        incoming = { received, clientName };
      } else if (part.fieldname !== '__proto__') {
        fields[part.fieldname] = fieldValue(part.value);
      }
    }
  } catch (error) {
    await discard(incoming?.received);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.maxBytes);
    if (code === 'FST_FILES_LIMIT') throw batchUploadRefused();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalidRequest('Too many form fields');
    }
    throw error;
  }
  if (extraFiles > 0 || (refusedName !== undefined && incoming)) {
    await discard(incoming?.received);
    throw batchUploadRefused();
  }
  if (refusedName !== undefined) throw traversalRefused(refusedName, 'data');
  return { incoming, fields };
}

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[\w.+-]+)*);base64,/i;

/** Decodes base64 (standard or URL alphabet, whitespace ignored); E4 when it is not base64. */
function decodeBase64(text: string, maxBytes: number): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw invalidRequest('data: The value is neither a URL nor base64 encoded file content.');
  }
  // Refused before decoding when it cannot fit.
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  if (Math.floor((compact.length * 3) / 4) - padding > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(
    compact,
    compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64',
  );
}

/** The file name a download suggests: Content-Disposition, else the URL's last segment. */
function nameFromResponse(url: URL, disposition: string | undefined): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
    if (star) {
      try {
        return decodeURIComponent(star.trim());
      } catch {
        // fall through
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
    if (plain) return plain.trim();
  }
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** ipaddr.js range names as people say them. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback, the server itself',
  private: 'private network',
  uniqueLocal: 'private network',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
};

/** Socket error codes of a failed connection, in words. */
const CONNECTION_WORDS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at',
  ECONNRESET: 'the connection was cut off by',
  EHOSTUNREACH: 'the server has no route to',
  ENETUNREACH: 'the server has no route to',
  ETIMEDOUT: 'no answer came from',
};

/** Why the download failed, in words a person can act on (the admin shows it on the file). */
function outboundReason(error: OutboundError, url: string): string {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  if (error.reason === 'forbidden-address') {
    const match = /"([^"]+)" is not allowed \((\w+)\)/.exec(error.message);
    if (match) {
      const range = RANGE_WORDS[match[2]] ?? match[2];
      return `the address of "${match[1]}" is not allowed (${range}). Only public addresses can be imported`;
    }
  }
  if (error.reason === 'network') {
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    const words = typeof code === 'string' ? CONNECTION_WORDS[code] : undefined;
    return words
      ? `${words} ${host}`
      : `the server could not download it from ${host} (the connection failed)`;
  }
  if (error.reason === 'timeout') return `${host} did not answer in time`;
  return error.message.charAt(0).toLowerCase() + error.message.slice(1);
}

function importFailed(error: unknown, maxBytes: number, url: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof OutboundError) {
    if (error.reason === 'too-large') return tooLarge(maxBytes);
    return invalidRequest(`data: The URL could not be imported: ${outboundReason(error, url)}.`);
  }
  return invalidRequest('data: The URL could not be imported.');
}

/** A plain grey 16:9 picture standing in for a video preview that could not be fetched. */
async function placeholderPreview(): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp({
    create: { width: 480, height: 270, channels: 3, background: { r: 38, g: 50, b: 56 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function embedPreview(target: EmbedTarget, options: SourceOptions): Promise<ReceivedFile> {
  if (target.thumbnailUrl) {
    try {
      // Short deadline: the network may be closed, and the import must not hang on it.
      const response = await safeFetch(target.thumbnailUrl, {
        allowPrivate: false,
        timeoutMs: 5000,
        maxBytes: Math.min(options.maxBytes, 5 * 1024 * 1024),
      });
      if (response.status === 200) {
        const received = await receiveStream(options.dataDir, response.body, options.maxBytes);
        if (RASTER_TYPES.has(sniffType(received.head, 'preview.jpg'))) return received;
        await discard(received);
      } else {
        response.body.destroy();
      }
    } catch {
      // the placeholder below
    }
  }
  return receiveBuffer(options.dataDir, await placeholderPreview(), options.maxBytes);
}

async function fromUrl(url: string, options: SourceOptions): Promise<Incoming> {
  const embed = embedTarget(url);
  if (embed) {
    return {
      received: await embedPreview(embed, options),
      clientName: `${embed.id}.jpg`,
      embed,
    };
  }
  let received: ReceivedFile | undefined;
  try {
    const response = await safeFetch(url, {
      allowPrivate: options.allowPrivate,
      timeoutMs: URL_IMPORT_TIMEOUT_MS,
      maxBytes: options.maxBytes,
      maxRedirects: URL_IMPORT_MAX_REDIRECTS,
    });
    if (response.status < 200 || response.status >= 300) {
      response.body.destroy();
      throw invalidRequest(`data: The URL could not be imported (HTTP ${response.status}).`);
    }
    received = await receiveStream(options.dataDir, response.body, options.maxBytes);
    const disposition = response.headers['content-disposition'];
    return {
      received,
      clientName: nameFromResponse(
        response.url,
        typeof disposition === 'string' ? disposition : undefined,
      ),
    };
  } catch (error) {
    await discard(received);
    throw importFailed(error, options.maxBytes, url);
  }
}

/**
 * The file of a JSON body's `data`: a URL (import), a data URI or plain base64. `nameHint` is the
 * body's filename_disk (or filename_download), used for base64 content.
 */
export async function fromData(
  data: unknown,
  nameHint: string | undefined,
  options: SourceOptions,
): Promise<Incoming> {
  if (typeof data !== 'string' || data.trim() === '') {
    throw invalidRequest('data: This value should not be blank.');
  }
  const text = data.trim();
  if (/^https?:\/\//i.test(text)) return fromUrl(text, options);
  let base64 = text;
  const uri = DATA_URI.exec(text);
  if (uri) base64 = text.slice(uri[0].length);
  else if (/^data:/i.test(text)) {
    throw invalidRequest('data: Only base64 data URIs are accepted.');
  }
  const bytes = decodeBase64(base64, options.maxBytes);
  return {
    received: await receiveBuffer(options.dataDir, bytes, options.maxBytes),
    clientName: nameHint ?? '',
  };
}
