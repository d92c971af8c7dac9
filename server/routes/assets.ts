// Serving stored files (contract §7.7, §7.6). None of these routes checks permissions (v8 served
// assets without its auth middleware; the private hash is what keeps a file unguessable):
//
//   GET /{project}/assets/{key}                  the original, or a thumbnail with `key=<preset>`
//                                                or w/h/f/q (only whitelisted sizes, else E12);
//                                                {key} = private_hash, or filename_download when
//                                                the asset_url_naming setting says so; E203 if none
//   GET /uploads/{project}/originals/{name}      `data.url` of local storage (default root_url)
//   GET /downloads/{project}/{name}              `data.url` with storage.proxy_downloads
//
// Responses carry the file's type, an ETag (304 on If-None-Match), Last-Modified and
// Cache-Control (`max-age=<thumbnail_cache_ttl>, public` when that setting is set, else
// `no-cache`: revalidate with the ETag). Originals are `inline` only for types that cannot run
// script in the API's origin (images but SVG, audio, video, PDF, plain text), `attachment` with
// their sanitised download name otherwise or with `?download`; every answer is sandboxed by CSP.
// Originals honour a single `Range: bytes=…` (206, or 416 past the end; `If-Range` by ETag), so
// audio and video can seek.
// Thumbnails are made on first request and served from the thumbnail storage afterwards.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../errors/api-error.js';
import { type ProjectContext, resolveProject } from '../http/project-context.js';
import { FILES } from '../services/files/file-data.js';
import { hasThumbnails } from '../services/files/file-urls.js';
import { isInlineSafe } from '../services/files/mime.js';
import { sanitizeDownloadName } from '../services/files/names.js';
import { PRESET_SETTINGS, presetsFrom } from '../services/files/presets.js';
import {
  generateOnce,
  renderThumbnail,
  type ThumbnailSpec,
  thumbnailKey,
  thumbnailSpec,
  wantsThumbnail,
} from '../services/files/thumbnails.js';
import { select } from '../services/query/runner.js';
import { readSettings, type SettingsMap } from '../services/settings/read-settings.js';
import { type ByteRange, type ProjectStorage, projectStorage } from '../services/storage/index.js';

interface AssetFile {
  id: number;
  filename_disk: string;
  filename_download: string;
  type: string | null;
  charset: string | null;
  checksum: string | null;
  filesize: number | null;
  uploaded_on: unknown;
}

const COLUMNS = [
  'id',
  'filename_disk',
  'filename_download',
  'type',
  'charset',
  'checksum',
  'filesize',
  'uploaded_on',
];

const SANDBOX =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

async function findFile(
  project: ProjectContext,
  column: 'private_hash' | 'filename_download' | 'filename_disk',
  value: string,
): Promise<AssetFile | undefined> {
  const rows = await select(
    project.db,
    project.db(FILES).select(COLUMNS).where(column, value).orderBy('id', 'asc').limit(1),
  );
  return rows[0] as unknown as AssetFile | undefined;
}

function cacheControl(settings: SettingsMap): string {
  const ttl = Number(settings.thumbnail_cache_ttl);
  return Number.isInteger(ttl) && ttl > 0 ? `max-age=${ttl}, public` : 'no-cache';
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function lastModified(value: unknown, fallback: Date | null): string | undefined {
  if (fallback) return fallback.toUTCString();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const date = new Date(`${value.replace(' ', 'T')}Z`);
    if (!Number.isNaN(date.getTime())) return date.toUTCString();
  }
  return undefined;
}

function contentType(file: AssetFile): string {
  const type = file.type?.startsWith('embed/')
    ? 'image/jpeg'
    : file.type || 'application/octet-stream';
  if (type.startsWith('text/') && (file.charset === 'utf-8' || file.charset === 'us-ascii')) {
    return `${type}; charset=${file.charset}`;
  }
  return type;
}

/** The original named by the route's `:name` (its storage file name), from the project's storage. */
async function sendStoredFile(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { name: string } }>,
  reply: FastifyReply,
  project: ProjectContext,
) {
  const file = await findFile(project, 'filename_disk', request.params.name);
  if (!file) throw notFound();
  const settings = await readSettings(project.db, ['thumbnail_cache_ttl']);
  const storage = projectStorage(app.cms.dataDir, project.config.storage);
  return sendOriginal(request, reply, storage, file, cacheControl(settings));
}

async function sendOriginal(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ProjectStorage,
  file: AssetFile,
  cache: string,
): Promise<FastifyReply> {
  const etag = `"${file.checksum || createHash('md5').update(`${file.id}:${file.filename_disk}:${file.filesize}`).digest('hex')}"`;
  reply.header('etag', etag).header('cache-control', cache).header('accept-ranges', 'bytes');
  if (matches(request, etag)) return reply.code(304).send();
  let range: ByteRange | undefined;
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (rangeHeader && (!ifRange || ifRange === etag)) {
    const info = await storage.originals.stat(file.filename_disk);
    if (!info) throw new ApiError('ITEM_NOT_FOUND', 'The file is missing from storage');
    const parsed = parseRange(rangeHeader, info.size);
    if (parsed === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    }
    range = parsed;
  }
  const object = await storage.originals.get(file.filename_disk, range);
  if (!object) throw new ApiError('ITEM_NOT_FOUND', 'The file is missing from storage');
  const type = contentType(file);
  const download = (request.query as Record<string, unknown>).download !== undefined;
  const name = sanitizeDownloadName(file.filename_download, file.filename_disk);
  const inline = !download && isInlineSafe(type.split(';')[0]);
  const modified = lastModified(file.uploaded_on, object.lastModified);
  if (modified) reply.header('last-modified', modified);
  if (type.split(';')[0] !== 'application/pdf') reply.header('content-security-policy', SANDBOX);
  reply
    .header('content-type', type)
    .header('content-disposition', disposition(inline ? 'inline' : 'attachment', name));
  if (range && object.partial) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(object.body);
  }
  return reply.header('content-length', String(object.size)).send(object.body);
}

/**
 * One `bytes=` range of a Range header, clamped to the size; undefined (serve it all) for
 * anything else (several ranges, other units, garbage), 'unsatisfiable' past the end.
 */
function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return 'unsatisfiable';
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start) return undefined;
  }
  if (size === 0) return 'unsatisfiable';
  return { start, end };
}

/** The original as sharp input: a local path, or (S3) its stream; SVG always from memory. */
async function thumbnailInput(storage: ProjectStorage, file: AssetFile) {
  const svg = file.type === 'image/svg+xml';
  if (storage.originals.localPath && !svg) {
    const path = storage.originals.localPath(file.filename_disk);
    if (await storage.originals.stat(file.filename_disk)) return path;
    return null;
  }
  const object = await storage.originals.get(file.filename_disk);
  if (!object) return null;
  if (!svg) return object.body;
  if (storage.originals.localPath) {
    object.body.destroy();
    return readFile(storage.originals.localPath(file.filename_disk));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ProjectStorage,
  file: AssetFile,
  spec: ThumbnailSpec,
  cache: string,
): Promise<FastifyReply> {
  if (!hasThumbnails(file.type) && file.type !== 'image/svg+xml') {
    throw new ApiError('UNPROCESSABLE_ENTITY', 'Thumbnails can only be made of images.');
  }
  const key = thumbnailKey(file.filename_disk, spec);
  const etag = `"${createHash('md5')
    .update(`${file.checksum ?? file.id}/${key}`)
    .digest('hex')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cache)
    .header('content-security-policy', SANDBOX)
    .header(
      'content-disposition',
      disposition('inline', sanitizeDownloadName(file.filename_download, file.filename_disk)),
    );
  if (matches(request, etag)) return reply.code(304).send();

  const cached = await storage.thumbnails.get(key);
  if (cached) {
    const modified = lastModified(null, cached.lastModified);
    if (modified) reply.header('last-modified', modified);
    return reply
      .header('content-type', spec.contentType)
      .header('content-length', String(cached.size))
      .send(cached.body);
  }
  const image = await generateOnce(storage.thumbnails, key, async () => {
    const input = await thumbnailInput(storage, file);
    if (input === null) throw new ApiError('ITEM_NOT_FOUND', 'The file is missing from storage');
    let rendered: Buffer;
    try {
      rendered = await renderThumbnail(input, spec);
    } catch (error) {
      throw new ApiError('UNPROCESSABLE_ENTITY', 'A thumbnail cannot be made of this file.', {
        cause: error,
      });
    }
    await storage.thumbnails.putBuffer(key, rendered, { contentType: spec.contentType });
    return rendered;
  });
  reply.header('last-modified', new Date().toUTCString());
  return reply.header('content-type', spec.contentType).send(image);
}

const ASSET_SETTINGS = ['asset_url_naming', 'thumbnail_cache_ttl', ...PRESET_SETTINGS] as const;

/** GET /{project}/assets/{key}: registered in the /{project} scope (http/project-scope.ts). */
export async function assetsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { project: string; key: string } }>('/assets/:key', async (request, reply) => {
    const { project } = request;
    const settings = await readSettings(project.db, ASSET_SETTINGS);
    const { key } = request.params;
    const file =
      settings.asset_url_naming === 'filename_download'
        ? ((await findFile(project, 'filename_download', key)) ??
          (await findFile(project, 'private_hash', key)))
        : await findFile(project, 'private_hash', key);
    if (!file) throw new ApiError('ITEM_NOT_FOUND');
    const storage = projectStorage(app.cms.dataDir, project.config.storage);
    const cache = cacheControl(settings);
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!wantsThumbnail(query)) return sendOriginal(request, reply, storage, file, cache);
    const { system, user } = presetsFrom(settings);
    const spec = thumbnailSpec(query, [...system, ...user], file.filename_disk);
    return sendThumbnail(request, reply, storage, file, spec, cache);
  });
}

/** The stored files' own URLs (`data.url`), which name their project after a first segment. */
export async function storedFileRoutes(app: FastifyInstance): Promise<void> {
  // `data.url` of local storage in its default place (root_url /uploads/{project}/originals).
  app.get<{ Params: { project: string; name: string } }>(
    '/uploads/:project/originals/:name',
    async (request, reply) => {
      const project = await resolveProject(app.cms, request.params.project);
      const storage = project.config.storage;
      const served = `/uploads/${project.key}/originals`;
      if (storage.adapter !== 'local' || storage.root_url.replace(/\/+$/, '') !== served) {
        throw notFound();
      }
      return sendStoredFile(app, request, reply, project);
    },
  );

  // `data.url` with storage.proxy_downloads.
  app.get<{ Params: { project: string; name: string } }>(
    '/downloads/:project/:name',
    async (request, reply) => {
      const project = await resolveProject(app.cms, request.params.project);
      if (!project.config.storage.proxy_downloads) throw notFound();
      return sendStoredFile(app, request, reply, project);
    },
  );
}
