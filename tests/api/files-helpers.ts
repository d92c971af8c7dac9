// Shared by the files, assets and S3 tests: multipart uploads, images made with sharp (with EXIF
// and IPTC when asked), the project's storage folders and config edits.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiResponse } from '../helpers/api-client.js';
import type { TestServer } from '../helpers/test-server.js';

export type Row = Record<string, unknown>;

export interface UploadPart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** POST (or PATCH) a multipart form: the files first, then the fields. */
export async function multipart(
  url: string,
  token: string | null,
  files: UploadPart[],
  fields: Record<string, string> = {},
  method = 'POST',
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      'data',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method, headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}

export function png(width: number, height: number, color = '#cc3333'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** An IPTC-IIM dataset (record 2 unless given). */
function dataset(dataset: number, value: string, record = 2): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const head = Buffer.from([0x1c, record, dataset, bytes.length >> 8, bytes.length & 0xff]);
  return Buffer.concat([head, bytes]);
}

/** A JPEG carrying EXIF (IFD0) and an IPTC block in a Photoshop APP13 segment. */
export async function jpegWithMetadata(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: {
        ImageDescription: 'EXIF description',
        Make: 'TestCam',
        Model: 'X1',
        Artist: 'Ann Example',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  const iptc = Buffer.concat([
    dataset(90, '\x1b%G', 1),
    dataset(5, 'Harbour at dawn'),
    dataset(25, 'harbour'),
    dataset(25, 'boats'),
    dataset(25, 'morning'),
    dataset(120, 'Fishing boats leaving the harbour. Übersee'),
    dataset(90, 'Lisbon'),
    dataset(101, 'Portugal'),
    dataset(80, 'Ann Example'),
  ]);
  const padded = iptc.length % 2 === 1 ? Buffer.concat([iptc, Buffer.from([0])]) : iptc;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const resource = Buffer.concat([
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0x00, 0x00]),
    size,
    padded,
  ]);
  const content = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(content.length + 2);
  const segment = Buffer.concat([Buffer.from([0xff, 0xed]), length, content]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

export function originalsDir(server: TestServer): string {
  return path.join(server.dataDir, 'uploads', server.projectKey!, 'originals');
}

export function thumbnailsDir(server: TestServer): string {
  return path.join(server.dataDir, 'uploads', server.projectKey!, 'generated');
}

export async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

/** Every file under a folder, as relative paths. */
export async function listTree(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Merges `storage` into the project's config file (the server re-reads it on the next request). */
export async function setStorage(server: TestServer, storage: Row): Promise<void> {
  const file = path.join(server.dataDir, 'config', `${server.projectKey}.json`);
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.storage = { ...config.storage, ...storage };
  await writeFile(file, JSON.stringify(config, null, 2));
}
