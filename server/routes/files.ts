// /{project}/files (contract §7.6, §9.8): directus_files through the item engine and the write
// service (permissions, activity, revisions, webhooks), plus the stored content:
//
//   GET    /files[/{id}]               list / one (CSV → array); every row carries `data`
//   POST   /files                      one upload: multipart (streamed), JSON base64 or URL `data`;
//                                     an array body or a second file → E15
//   PATCH  /files/{id}                 metadata; `data` (or a multipart file) replaces the content;
//                                     a new filename_disk renames the stored original
//   PATCH  /files/{id1,id2} | /files   batch metadata updates (`data` → E15)
//   DELETE /files/{id}[,{id}…]         rows, originals and their thumbnails; 204
//   GET    /files/{id}/revisions[/{offset}]
//
// Uploading needs create on directus_files, editing update, deleting delete: E10 "You are not
// allowed to upload/edit/delete files" otherwise (row-level rules then apply as for any item).
// Stored objects follow the database: written before the transaction and removed again when it
// fails; old originals and thumbnails are removed only after it committed.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_JSON_BODY_LIMIT, MULTIPART_FIELD_SIZE } from '../config/limits.js';
import { ApiError, forbidden, invalidRequest } from '../errors/api-error.js';
import { sendEmpty } from '../http/envelope.js';
import { FILES } from '../services/files/file-data.js';
import { parseWhitelist } from '../services/files/mime.js';
import { sanitizeDiskName, sanitizeDownloadName } from '../services/files/names.js';
import { discard } from '../services/files/receive.js';
import {
  batchUploadRefused,
  fromData,
  fromMultipart,
  type Incoming,
  type SourceOptions,
} from '../services/files/sources.js';
import {
  assertNoTraversal,
  fileColumns,
  newPrivateHash,
  type PreparedFile,
  prepareFile,
  removeStored,
  SERVER_COLUMNS,
  storeOriginal,
} from '../services/files/store.js';
import { thumbnailFolder } from '../services/files/thumbnails.js';
import {
  deleteItem,
  type ItemUpdate,
  type Key,
  requireCollection,
  runWrite,
  updatesForKeys,
  updatesFromBatch,
} from '../services/items/index.js';
import { createItemRow, updateItemRow } from '../services/items/write-item.js';
import { readSettings } from '../services/settings/read-settings.js';
import {
  type ProjectStorage,
  projectStorage,
  StorageConflictError,
} from '../services/storage/index.js';
import { rowId } from '../services/system/ids.js';
import { toSqlDateTime } from '../util/datetime.js';
import { systemRevisionRoutes } from './system/item-revisions.js';
import {
  batchBody,
  crudRoutes,
  isObject,
  objectBody,
  type Payload,
  pathKeys,
  type SystemCall,
  sendWritten,
  systemCall,
} from './system/shared.js';

interface ProjectParams {
  project: string;
}

interface IdParams extends ProjectParams {
  id: string;
}

interface FilesContext {
  storage: ProjectStorage;
  source: SourceOptions;
  whitelist: string[];
  naming: string | null;
}

async function filesContext(app: FastifyInstance, call: SystemCall): Promise<FilesContext> {
  const config = call.project.config.storage;
  const settings = await readSettings(call.project.db, ['file_mimetype_whitelist', 'file_naming']);
  return {
    storage: projectStorage(app.cms.dataDir, config),
    source: {
      dataDir: app.cms.dataDir,
      maxBytes: config.upload_max_size,
      allowPrivate: config.allow_private_imports,
    },
    whitelist: parseWhitelist(settings.file_mimetype_whitelist),
    naming: settings.file_naming ?? 'uuid',
  };
}

const hasData = (payload: Payload) => payload.data !== undefined && payload.data !== null;

/** The client's part of a file row: server columns dropped, names checked and cleaned. */
function clientColumns(payload: Payload): Payload {
  const data: Payload = { ...payload };
  delete data.data;
  for (const column of SERVER_COLUMNS) delete data[column];
  assertNoTraversal(data.filename_disk, 'filename_disk');
  assertNoTraversal(data.filename_download, 'filename_download');
  if (data.filename_download !== undefined && data.filename_download !== null) {
    data.filename_download = sanitizeDownloadName(data.filename_download);
  }
  return data;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Receives the upload of a request: a multipart file, or the JSON body's `data`. */
async function incomingOf(
  request: FastifyRequest,
  context: FilesContext,
  payload: Payload | undefined,
): Promise<{ incoming?: Incoming; payload: Payload }> {
  let body = payload ?? {};
  if (request.isMultipart()) {
    const form = await fromMultipart(request, context.source);
    if (form.incoming || !hasData(form.fields)) {
      return { incoming: form.incoming, payload: form.fields };
    }
    // A form whose `data` is text: a URL or base64, as in a JSON body.
    body = form.fields;
  }
  if (!hasData(body)) return { payload: body };
  assertNoTraversal(body.filename_disk, 'filename_disk');
  const hint = stringOf(body.filename_disk) ?? stringOf(body.filename_download);
  return { incoming: await fromData(body.data, hint, context.source), payload: body };
}

async function prepared(context: FilesContext, incoming: Incoming): Promise<PreparedFile> {
  try {
    return await prepareFile(incoming, context.whitelist);
  } catch (error) {
    await discard(incoming.received);
    throw error;
  }
}

/** Whether no row names this stored original any more (so it may be removed). */
async function unreferenced(call: SystemCall, filenameDisk: string): Promise<boolean> {
  const row = await call.project.db(FILES).where('filename_disk', filenameDisk).first('id');
  return !row;
}

/** Removes originals (and thumbnails) nothing refers to any more; failures are only logged. */
async function cleanUp(
  call: SystemCall,
  storage: ProjectStorage,
  originals: readonly string[],
  thumbnailsOnly: readonly string[] = [],
): Promise<void> {
  for (const name of new Set(originals)) {
    try {
      if (await unreferenced(call, name)) await removeStored(storage, name);
      else await storage.thumbnails.deleteFolder(thumbnailFolder(name));
    } catch (error) {
      call.request.log.warn({ err: error, file: name }, 'could not remove a stored file');
    }
  }
  for (const name of new Set(thumbnailsOnly)) {
    await storage.thumbnails.deleteFolder(thumbnailFolder(name)).catch((error: unknown) => {
      call.request.log.warn({ err: error, file: name }, 'could not remove thumbnails');
    });
  }
}

async function upload(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const call = await systemCall(app, request);
  if (!call.permissions.can('create', FILES))
    throw forbidden('You are not allowed to upload files');
  // `fields`/`meta` are checked before anything is received or stored.
  const readBack = await call.readBack(FILES, true);
  const context = await filesContext(app, call);

  let body: Payload | undefined;
  if (!request.isMultipart()) {
    if (Array.isArray(request.body)) throw batchUploadRefused();
    body = objectBody(request.body);
  }
  const { incoming, payload } = await incomingOf(request, context, body);
  if (!incoming) throw invalidRequest('data: This value should not be blank.');

  let client: Payload;
  try {
    client = clientColumns(payload);
  } catch (error) {
    await discard(incoming.received);
    throw error;
  }
  const file = await prepared(context, incoming);
  const hint = stringOf(client.filename_disk) ?? incoming.clientName;
  const filenameDisk = await storeOriginal(
    context.storage.originals,
    file,
    context.naming,
    hint,
  ).finally(() => discard(file.received));
  const row: Payload = {
    ...client,
    filename_download: sanitizeDownloadName(
      client.filename_download ?? (incoming.clientName || client.filename_disk),
      filenameDisk,
    ),
    private_hash: newPrivateHash(),
    uploaded_on: toSqlDateTime(),
    ...fileColumns(file, context.storage.name, filenameDisk, client),
  };
  let key: Key;
  try {
    key = await runWrite(call.writeContext, (tx) =>
      createItemRow(tx, requireCollection(tx.schema, FILES), row, { action: 'upload' }),
    );
  } catch (error) {
    await removeStored(context.storage, filenameDisk).catch(() => {});
    throw error;
  }
  return sendWritten(request, reply, await readBack([key]));
}

interface Replacement {
  file: PreparedFile;
  filenameDisk: string;
}

/** Applies metadata updates (and at most one content replacement) in one transaction. */
async function updateFiles(
  call: SystemCall,
  context: FilesContext,
  updates: readonly ItemUpdate[],
  replacement: Replacement | undefined,
): Promise<Key[]> {
  const { storage } = context;
  const oldOriginals: string[] = [];
  const oldThumbnails: string[] = [];
  const renames: { from: string; to: string }[] = [];
  let keys: Key[];
  try {
    keys = await runWrite(call.writeContext, async (tx) => {
      const collection = requireCollection(tx.schema, FILES);
      const written: Key[] = [];
      for (const update of updates) {
        const data = clientColumns(update.payload as Payload);
        const id = rowId(update.key);
        const existing: { filename_disk?: unknown } | undefined =
          id === undefined ? undefined : await tx.trx(FILES).where('id', id).first('filename_disk');
        const current = typeof existing?.filename_disk === 'string' ? existing.filename_disk : null;
        if (replacement) {
          Object.assign(
            data,
            fileColumns(replacement.file, storage.name, replacement.filenameDisk, data),
          );
        } else if (data.filename_disk !== undefined) {
          const name = sanitizeDiskName(String(data.filename_disk ?? ''));
          if (name === '')
            throw invalidRequest('filename_disk: This value is not a valid file name.');
          data.filename_disk = name;
        }
        written.push(await updateItemRow(tx, collection, update.key, data));
        if (!current) continue;
        if (replacement) {
          if (current !== replacement.filenameDisk) oldOriginals.push(current);
        } else if (typeof data.filename_disk === 'string' && data.filename_disk !== current) {
          try {
            await storage.originals.move(current, data.filename_disk);
          } catch (error) {
            if (error instanceof StorageConflictError) {
              throw invalidRequest(
                `filename_disk: A file named "${data.filename_disk}" already exists.`,
              );
            }
            throw new ApiError('FILESYSTEM_ERROR', undefined, { cause: error });
          }
          renames.push({ from: current, to: data.filename_disk });
          oldThumbnails.push(current);
        }
      }
      return written;
    });
  } catch (error) {
    if (replacement) await removeStored(storage, replacement.filenameDisk).catch(() => {});
    for (const { from, to } of renames.reverse()) {
      await storage.originals.move(to, from).catch(() => {});
    }
    throw error;
  }
  await cleanUp(call, storage, oldOriginals, oldThumbnails);
  return keys;
}

async function patchFiles(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: ProjectParams & { id?: string } }>,
  reply: FastifyReply,
) {
  const call = await systemCall(app, request);
  if (!call.permissions.can('update', FILES)) throw forbidden('You are not allowed to edit files');
  const context = await filesContext(app, call);
  const rawId = request.params.id;
  const body = request.body;

  if (!request.isMultipart() && Array.isArray(body)) {
    const items = batchBody(body, 'update');
    if (items.some(hasData)) throw batchUploadRefused();
    const updates = updatesFromBatch(call.writeContext, FILES, items);
    const readBack = await call.readBack(FILES, false);
    return sendWritten(
      request,
      reply,
      await readBack(await updateFiles(call, context, updates, undefined)),
    );
  }
  if (rawId === undefined) throw invalidRequest('batch update expect an array of items');

  const keys = pathKeys(call, {}, rawId);
  const single = keys.length === 1;
  const readBack = await call.readBack(FILES, single);
  if (!request.isMultipart()) {
    if (!isObject(body)) objectBody(body);
    if (!single && hasData(body as Payload)) throw batchUploadRefused();
  }
  const { incoming, payload } = await incomingOf(
    request,
    context,
    request.isMultipart() ? undefined : objectBody(body),
  );
  let replacement: Replacement | undefined;
  if (incoming) {
    if (!single) {
      await discard(incoming.received);
      throw batchUploadRefused();
    }
    const file = await prepared(context, incoming);
    const hint = incoming.clientName || stringOf(payload.filename_disk) || 'file';
    replacement = {
      file,
      filenameDisk: await storeOriginal(
        context.storage.originals,
        file,
        context.naming,
        hint,
      ).finally(() => discard(file.received)),
    };
  } else if (request.isMultipart() && Object.keys(payload).length === 0) {
    throw invalidRequest('data: This value should not be blank.');
  }
  const written = await updateFiles(call, context, updatesForKeys(keys, payload), replacement);
  return sendWritten(request, reply, await readBack(written));
}

async function deleteFiles(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: IdParams }>,
  reply: FastifyReply,
) {
  const call = await systemCall(app, request);
  if (!call.permissions.can('delete', FILES))
    throw forbidden('You are not allowed to delete files');
  const context = await filesContext(app, call);
  const keys = pathKeys(call, {}, request.params.id);
  const removed: string[] = [];
  await runWrite(call.writeContext, async (tx) => {
    for (const key of keys) {
      const row: { filename_disk?: unknown } | undefined = await tx
        .trx(FILES)
        .where('id', rowId(key) ?? 0)
        .first('filename_disk');
      await deleteItem(tx, FILES, key);
      if (typeof row?.filename_disk === 'string') removed.push(row.filename_disk);
    }
  });
  await cleanUp(call, context.storage, removed);
  return sendEmpty(request, reply);
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fieldSize: MULTIPART_FIELD_SIZE, fields: 100, files: 10, parts: 110 },
  });
  // JSON bodies may carry a base64 file: a larger limit than other routes; an empty body reads as
  // none (E13 from the handlers).
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: FILE_JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parse(request, text, done);
    },
  );

  crudRoutes(app, { path: 'files', collection: FILES }, ['list', 'read']);
  systemRevisionRoutes(app, { path: 'files', collection: FILES });

  const options = { bodyLimit: FILE_JSON_BODY_LIMIT };
  app.post<{ Params: ProjectParams }>('/:project/files', options, (request, reply) =>
    upload(app, request, reply),
  );
  app.patch<{ Params: ProjectParams }>('/:project/files', options, (request, reply) =>
    patchFiles(app, request, reply),
  );
  app.patch<{ Params: IdParams }>('/:project/files/:id', options, (request, reply) =>
    patchFiles(app, request, reply),
  );
  app.delete<{ Params: IdParams }>('/:project/files/:id', (request, reply) =>
    deleteFiles(app, request, reply),
  );
}
