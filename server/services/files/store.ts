// From a received upload to a stored original and the directus_files columns it fills
// (contract §7.6):
//   prepareFile   type sniffed from the bytes, empty files and types outside the
//                 file_mimetype_whitelist setting refused (E4 naming the file), metadata read;
//   storeOriginal the original put into storage under a generated name (exclusive: an existing
//                 object is never replaced; `file_name` naming then tries `name-1.ext` …);
//   fileColumns   the columns the server owns: storage, private_hash, filename_disk, type,
//                 charset, filesize, width, height, duration, embed, checksum, metadata, and the
//                 title/description/tags/location the file suggests when the client gave none.
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import { randomLowerAlphanumeric } from '../../util/random.js';
import type { ProjectStorage, StorageAdapter } from '../storage/index.js';
import { StorageConflictError } from '../storage/index.js';
import { type FileMetadata, readFileMetadata } from './metadata.js';
import { charsetOf, sniffType, typeAllowed } from './mime.js';
import { diskNameCandidate, sanitizeDownloadName, titleFromName } from './names.js';
import { discard, type ReceivedFile } from './receive.js';
import { hasTraversal, type Incoming, traversalRefused } from './sources.js';
import { thumbnailFolder } from './thumbnails.js';

export interface PreparedFile {
  received: ReceivedFile;
  type: string;
  charset: string;
  metadata: FileMetadata;
  /** What the client named the file (a hint for the disk name and the download name). */
  clientName: string;
  embedId: string | null;
  suggestedTitle: string | null;
}

/** Columns only the server writes (client values for them are dropped). */
export const SERVER_COLUMNS = [
  'storage',
  'private_hash',
  'type',
  'charset',
  'filesize',
  'width',
  'height',
  'duration',
  'embed',
  'checksum',
  'metadata',
  'uploaded_on',
  'uploaded_by',
] as const;

/** Refuses names that try to leave their folder (`..` segments, NUL): E4 naming the field. */
export function assertNoTraversal(name: unknown, field: string): void {
  if (typeof name === 'string' && hasTraversal(name)) throw traversalRefused(name, field);
}

export async function prepareFile(
  incoming: Incoming,
  whitelist: readonly string[],
): Promise<PreparedFile> {
  const { received, clientName } = incoming;
  const shownName = sanitizeDownloadName(clientName, 'file');
  if (received.size === 0) {
    throw invalidRequest(`${shownName} can't be uploaded. The file is empty.`);
  }
  const sniffed = sniffType(received.head, clientName);
  const type = incoming.embed ? incoming.embed.type : sniffed;
  if (!typeAllowed(type, whitelist)) {
    throw invalidRequest(`${shownName} can't be uploaded. The file type "${type}" is not allowed.`);
  }
  const metadata = await readFileMetadata(received.path, sniffed);
  return {
    received,
    type,
    charset: charsetOf(received.head, sniffed),
    metadata,
    clientName,
    embedId: incoming.embed?.id ?? null,
    suggestedTitle: incoming.embed?.title ?? null,
  };
}

/**
 * Puts the original into storage and returns its filename_disk. `naming` is the file_naming
 * setting; `hint` the name to derive it from.
 */
export async function storeOriginal(
  originals: StorageAdapter,
  prepared: PreparedFile,
  naming: string | null | undefined,
  hint: string,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const name = diskNameCandidate(naming, hint, prepared.type, attempt);
    try {
      await originals.putFile(name, prepared.received.path, prepared.received.size, {
        contentType: prepared.type.startsWith('embed/') ? 'image/jpeg' : prepared.type,
        exclusive: true,
      });
      await discard(prepared.received);
      return name;
    } catch (error) {
      if (!(error instanceof StorageConflictError)) {
        throw new ApiError('UPLOAD_CANNOT_WRITE', undefined, { cause: error });
      }
    }
  }
  throw new ApiError('UPLOAD_CANNOT_WRITE', 'No free file name was found');
}

/** The server's columns for a stored upload (`client` is the payload, for suggestions). */
export function fileColumns(
  prepared: PreparedFile,
  storageName: string,
  filenameDisk: string,
  client: Record<string, unknown>,
): Record<string, unknown> {
  const { metadata } = prepared;
  const columns: Record<string, unknown> = {
    storage: storageName,
    filename_disk: filenameDisk,
    type: prepared.type,
    charset: prepared.charset,
    filesize: prepared.received.size,
    width: metadata.width,
    height: metadata.height,
    duration: null,
    embed: prepared.embedId,
    checksum: prepared.received.md5,
    metadata: metadata.metadata,
  };
  const given = (name: string) =>
    client[name] !== undefined && client[name] !== null && client[name] !== '';
  if (!given('title')) {
    columns.title =
      metadata.title ?? prepared.suggestedTitle ?? (titleFromName(prepared.clientName) || null);
  }
  if (!given('description') && metadata.description) columns.description = metadata.description;
  if (!given('tags') && metadata.tags) columns.tags = metadata.tags;
  if (!given('location') && metadata.location) columns.location = metadata.location;
  return columns;
}

/** A new private hash (16 lower-case letters and digits). */
export function newPrivateHash(): string {
  return randomLowerAlphanumeric(16);
}

/** Removes an original and all its thumbnails (errors are the caller's to log). */
export async function removeStored(storage: ProjectStorage, filenameDisk: string): Promise<void> {
  await storage.originals.delete(filenameDisk);
  await storage.thumbnails.deleteFolder(thumbnailFolder(filenameDisk));
}
