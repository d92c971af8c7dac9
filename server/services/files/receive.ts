// Receiving the bytes of an upload into a temporary file of the data folder, never whole in
// memory: counted (E601 as soon as the project's maximum is passed: nothing more is written and
// the temporary file is removed), MD5-summed (v8's checksum) and with its first bytes kept for
// sniffing the type.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../errors/api-error.js';
import { SNIFF_BYTES } from './mime.js';

export interface ReceivedFile {
  /** The temporary file (remove it with discard() unless it was moved into storage). */
  path: string;
  size: number;
  /** Hex MD5 of the content. */
  md5: string;
  /** The first SNIFF_BYTES bytes. */
  head: Buffer;
}

/** Where uploads are received: {dataDir}/tmp/uploads (the same disk as local storage). */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

async function tempFile(dataDir: string): Promise<string> {
  const dir = uploadTempDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${randomUUID()}.part`);
}

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(
    'UPLOAD_EXCEEDS_SERVER_MAX',
    `The upload exceeds the maximum size allowed by the server (${maxBytes} bytes). Your server is not configured to handle uploads of this size.`,
  );
}

/** Removes a temporary upload (no error when it is gone). */
export async function discard(file: { path: string } | undefined): Promise<void> {
  if (file) await rm(file.path, { force: true });
}

/**
 * Streams `source` into a new temporary file. Past `maxBytes` the rest is read and dropped (so
 * the client still gets its answer) and E601 is thrown with the file removed; `onLimit` lets the
 * caller cut the source short instead.
 */
export async function receiveStream(
  dataDir: string,
  source: Readable,
  maxBytes: number,
): Promise<ReceivedFile> {
  const file = await tempFile(dataDir);
  const hash = createHash('md5');
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (over) {
        callback();
        return;
      }
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        callback();
        return;
      }
      hash.update(chunk);
      if (headSize < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - headSize);
        head.push(Buffer.from(part));
        headSize += part.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (over || (source as { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, size, md5: hash.digest('hex'), head: Buffer.concat(head) };
}

/** A decoded base64 upload, written to a temporary file. */
export async function receiveBuffer(
  dataDir: string,
  data: Buffer,
  maxBytes: number,
): Promise<ReceivedFile> {
  if (data.length > maxBytes) throw tooLarge(maxBytes);
  const file = await tempFile(dataDir);
  await writeFile(file, data, { flag: 'wx', mode: 0o600 });
  return {
    path: file,
    size: data.length,
    md5: createHash('md5').update(data).digest('hex'),
    head: Buffer.from(data.subarray(0, SNIFF_BYTES)),
  };
}
