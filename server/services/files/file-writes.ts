// The life of a stored file alongside its directus_files row (contract §7.6, §9.8): upload,
// metadata update (with a content replacement or a rename of the stored original) and delete,
// each through the write service (permissions, activity, revisions, webhooks).
// Stored objects follow the database: written before the transaction and removed again when it
// fails; old originals and thumbnails are removed only after it committed, and only when no row
// names them any more. routes/files.ts checks the request's shape and calls these.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import type { ProjectContext } from '../../http/project-context.js';
import { toSqlDateTime } from '../../util/datetime.js';
import {
  deleteItem,
  type ItemUpdate,
  type Key,
  requireCollection,
  runWrite,
  type WriteContext,
} from '../items/index.js';
import { createItemRow, updateItemRow } from '../items/write-item.js';
import { readSettings } from '../settings/read-settings.js';
import { type ProjectStorage, projectStorage, StorageConflictError } from '../storage/index.js';
import { rowId } from '../system/ids.js';
import { FILES } from './file-data.js';
import { parseWhitelist } from './mime.js';
import { sanitizeDiskName, sanitizeDownloadName } from './names.js';
import { discard } from './receive.js';
import { fromData, fromMultipart, type Incoming, type SourceOptions } from './sources.js';
import {
  assertNoTraversal,
  fileColumns,
  newPrivateHash,
  type PreparedFile,
  prepareFile,
  removeStored,
  SERVER_COLUMNS,
  storeOriginal,
} from './store.js';
import { thumbnailFolder } from './thumbnails.js';

type Payload = Record<string, unknown>;

/** What every file write of one request works with. */
export interface FileWrites {
  db: Knex;
  /** The request's write context (caller, permissions, activity client). */
  write: WriteContext;
  storage: ProjectStorage;
  source: SourceOptions;
  whitelist: string[];
  naming: string | null;
  /** Where failures to remove stored objects are reported (they do not fail the request). */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export async function fileWrites(
  dataDir: string,
  project: ProjectContext,
  write: WriteContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<FileWrites> {
  const config = project.config.storage;
  const settings = await readSettings(project.db, ['file_mimetype_whitelist', 'file_naming']);
  return {
    db: project.db,
    write,
    storage: projectStorage(dataDir, config),
    source: {
      dataDir,
      maxBytes: config.upload_max_size,
      allowPrivate: config.allow_private_imports,
    },
    whitelist: parseWhitelist(settings.file_mimetype_whitelist),
    naming: settings.file_naming ?? 'uuid',
    log,
  };
}

export const hasData = (payload: Payload) => payload.data !== undefined && payload.data !== null;

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

/**
 * Receives the upload of a request: a multipart file, or the JSON body's `data` (`payload`, the
 * parsed body of a request that is not multipart).
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: FileWrites,
  payload: Payload | undefined,
): Promise<{ incoming?: Incoming; payload: Payload }> {
  let body = payload ?? {};
  if (request.isMultipart()) {
    const form = await fromMultipart(request, files.source);
    if (form.incoming || !hasData(form.fields)) {
      return { incoming: form.incoming, payload: form.fields };
    }
    // A form whose `data` is text: a URL or base64, as in a JSON body.
    body = form.fields;
  }
  if (!hasData(body)) return { payload: body };
  assertNoTraversal(body.filename_disk, 'filename_disk');
  const hint = stringOf(body.filename_disk) ?? stringOf(body.filename_download);
  return { incoming: await fromData(body.data, hint, files.source), payload: body };
}

/** Discards a received upload that will not be stored (the request failed before). */
export function discardUpload(incoming: Incoming): Promise<void> {
  return discard(incoming.received);
}

async function prepared(files: FileWrites, incoming: Incoming): Promise<PreparedFile> {
  try {
    return await prepareFile(incoming, files.whitelist);
  } catch (error) {
    await discard(incoming.received);
    throw error;
  }
}

/** Whether no row names this stored original any more (so it may be removed). */
async function unreferenced(db: Knex, filenameDisk: string): Promise<boolean> {
  const row = await db(FILES).where('filename_disk', filenameDisk).first('id');
  return !row;
}

/** Removes originals (and thumbnails) nothing refers to any more; failures are only logged. */
async function cleanUp(
  files: FileWrites,
  originals: readonly string[],
  thumbnailsOnly: readonly string[] = [],
): Promise<void> {
  const { storage, log } = files;
  for (const name of new Set(originals)) {
    try {
      if (await unreferenced(files.db, name)) await removeStored(storage, name);
      else await storage.thumbnails.deleteFolder(thumbnailFolder(name));
    } catch (error) {
      log.warn({ err: error, file: name }, 'could not remove a stored file');
    }
  }
  for (const name of new Set(thumbnailsOnly)) {
    await storage.thumbnails.deleteFolder(thumbnailFolder(name)).catch((error: unknown) => {
      log.warn({ err: error, file: name }, 'could not remove thumbnails');
    });
  }
}

/** Stores an upload and creates its row (activity `upload`); the new row's key. */
export async function createFile(
  files: FileWrites,
  incoming: Incoming,
  payload: Payload,
): Promise<Key> {
  let client: Payload;
  try {
    client = clientColumns(payload);
  } catch (error) {
    await discard(incoming.received);
    throw error;
  }
  const file = await prepared(files, incoming);
  const hint = stringOf(client.filename_disk) ?? incoming.clientName;
  const filenameDisk = await storeOriginal(
    files.storage.originals,
    file,
    files.naming,
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
    ...fileColumns(file, files.storage.name, filenameDisk, client),
  };
  try {
    return await runWrite(files.write, (tx) =>
      createItemRow(tx, requireCollection(tx.schema, FILES), row, { action: 'upload' }),
    );
  } catch (error) {
    await removeStored(files.storage, filenameDisk).catch(() => {});
    throw error;
  }
}

/** New content for one file, stored and waiting for its row's update. */
export interface Replacement {
  file: PreparedFile;
  filenameDisk: string;
}

/** Stores an upload that will replace a file's content (`payload`: the update's metadata). */
export async function storeReplacement(
  files: FileWrites,
  incoming: Incoming,
  payload: Payload,
): Promise<Replacement> {
  const file = await prepared(files, incoming);
  const hint = incoming.clientName || stringOf(payload.filename_disk) || 'file';
  return {
    file,
    filenameDisk: await storeOriginal(files.storage.originals, file, files.naming, hint).finally(
      () => discard(file.received),
    ),
  };
}

/** Applies metadata updates (and at most one content replacement) in one transaction. */
export async function updateFiles(
  files: FileWrites,
  updates: readonly ItemUpdate[],
  replacement: Replacement | undefined,
): Promise<Key[]> {
  const { storage } = files;
  const oldOriginals: string[] = [];
  const oldThumbnails: string[] = [];
  const renames: { from: string; to: string }[] = [];
  let keys: Key[];
  try {
    keys = await runWrite(files.write, async (tx) => {
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
  await cleanUp(files, oldOriginals, oldThumbnails);
  return keys;
}

/** Deletes the rows, then their originals and thumbnails once nothing names them. */
export async function deleteFiles(files: FileWrites, keys: readonly string[]): Promise<void> {
  const removed: string[] = [];
  await runWrite(files.write, async (tx) => {
    for (const key of keys) {
      const row: { filename_disk?: unknown } | undefined = await tx
        .trx(FILES)
        .where('id', rowId(key) ?? 0)
        .first('filename_disk');
      await deleteItem(tx, FILES, key);
      if (typeof row?.filename_disk === 'string') removed.push(row.filename_disk);
    }
  });
  await cleanUp(files, removed);
}
