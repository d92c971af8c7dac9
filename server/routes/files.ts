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
// This file checks the requests' shapes and permissions; storing, renaming and removing the
// stored objects alongside the rows is services/files/file-writes.ts.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_JSON_BODY_LIMIT, MULTIPART_FIELD_SIZE } from '../config/limits.js';
import { forbidden, invalidRequest } from '../errors/api-error.js';
import { batchBody, isObject, objectBody, type Payload } from '../http/bodies.js';
import { sendEmpty } from '../http/envelope.js';
import { FILES } from '../services/files/file-data.js';
import {
  createFile,
  deleteFiles,
  discardUpload,
  type FileWrites,
  fileWrites,
  hasData,
  type Replacement,
  receiveUpload,
  storeReplacement,
  updateFiles,
} from '../services/files/file-writes.js';
import { batchUploadRefused } from '../services/files/sources.js';
import { updatesForKeys, updatesFromBatch } from '../services/items/index.js';
import { systemRevisionRoutes } from './system/item-revisions.js';
import { crudRoutes, pathKeys, type SystemCall, sendWritten, systemCall } from './system/shared.js';

interface IdParams {
  id: string;
}

function writesOf(app: FastifyInstance, call: SystemCall): Promise<FileWrites> {
  return fileWrites(app.cms.dataDir, call.project, call.writeContext, call.request.log);
}

async function upload(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const call = await systemCall(app, request);
  if (!call.permissions.can('create', FILES))
    throw forbidden('You are not allowed to upload files');
  // `fields`/`meta` are checked before anything is received or stored.
  const readBack = await call.readBack(FILES, true);
  const files = await writesOf(app, call);

  let body: Payload | undefined;
  if (!request.isMultipart()) {
    if (Array.isArray(request.body)) throw batchUploadRefused();
    body = objectBody(request.body);
  }
  const { incoming, payload } = await receiveUpload(request, files, body);
  if (!incoming) throw invalidRequest('data: This value should not be blank.');
  const key = await createFile(files, incoming, payload);
  return sendWritten(request, reply, await readBack([key]));
}

async function patchFiles(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id?: string } }>,
  reply: FastifyReply,
) {
  const call = await systemCall(app, request);
  if (!call.permissions.can('update', FILES)) throw forbidden('You are not allowed to edit files');
  const files = await writesOf(app, call);
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
      await readBack(await updateFiles(files, updates, undefined)),
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
  const { incoming, payload } = await receiveUpload(
    request,
    files,
    request.isMultipart() ? undefined : objectBody(body),
  );
  let replacement: Replacement | undefined;
  if (incoming) {
    if (!single) {
      await discardUpload(incoming);
      throw batchUploadRefused();
    }
    replacement = await storeReplacement(files, incoming, payload);
  } else if (request.isMultipart() && Object.keys(payload).length === 0) {
    throw invalidRequest('data: This value should not be blank.');
  }
  const written = await updateFiles(files, updatesForKeys(keys, payload), replacement);
  return sendWritten(request, reply, await readBack(written));
}

async function removeFiles(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: IdParams }>,
  reply: FastifyReply,
) {
  const call = await systemCall(app, request);
  if (!call.permissions.can('delete', FILES))
    throw forbidden('You are not allowed to delete files');
  const files = await writesOf(app, call);
  await deleteFiles(files, pathKeys(call, {}, request.params.id));
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
  app.post('/files', options, (request, reply) => upload(app, request, reply));
  app.patch<{ Params: { id?: string } }>('/files', options, (request, reply) =>
    patchFiles(app, request, reply),
  );
  app.patch<{ Params: IdParams }>('/files/:id', options, (request, reply) =>
    patchFiles(app, request, reply),
  );
  app.delete<{ Params: IdParams }>('/files/:id', (request, reply) =>
    removeFiles(app, request, reply),
  );
}
