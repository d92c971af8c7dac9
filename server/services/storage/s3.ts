// Storage in an S3-compatible object store (AWS S3, MinIO, Ceph, R2, s3rver, …): path-style
// requests to `{endpoint}/{bucket}/{prefix}/{key}`, signed with AWS Signature V4 (aws4fetch).
// Uploads stream from the temporary file with UNSIGNED-PAYLOAD and a known Content-Length (what
// S3's single PUT wants; nothing is held in memory), downloads stream the response body.
import { createReadStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import {
  assertSafeKey,
  type ByteRange,
  type ObjectInfo,
  type PutOptions,
  type StorageAdapter,
  StorageConflictError,
  type StoredObject,
} from './types.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix of this area inside the bucket (`originals`, `uploads/thumbs`, …). */
  prefix: string;
}

/** RFC 3986 encoding of one path segment (what SigV4 signs). */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

async function readText(response: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    if (text.length < limit) text += chunk.toString();
  }
  return text;
}

export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class S3Storage implements StorageAdapter {
  readonly name = 's3';
  readonly #client: AwsClient;
  readonly #base: string;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3Options) {
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region || 'us-east-1',
      service: 's3',
    });
    this.#base = options.endpoint.replace(/\/+$/, '');
    this.#bucket = options.bucket;
    this.#prefix = options.prefix
      .split('/')
      .filter((segment) => segment !== '' && segment !== '.')
      .join('/');
  }

  #objectKey(key: string): string {
    assertSafeKey(key);
    return this.#prefix ? `${this.#prefix}/${key}` : key;
  }

  #url(objectKey: string, query = ''): string {
    const path = objectKey.split('/').map(encodeSegment).join('/');
    return `${this.#base}/${encodeSegment(this.#bucket)}${path ? `/${path}` : ''}${query}`;
  }

  /** One signed request; `body` is streamed (its length must be in the headers). */
  async #request(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: Readable | Buffer,
  ): Promise<IncomingMessage> {
    const signed = await this.#client.sign(url, {
      method,
      headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', ...headers },
    });
    const transport = url.startsWith('https:') ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        url,
        { method, headers: Object.fromEntries(signed.headers) },
        resolve,
      );
      request.on('error', reject);
      if (body && !Buffer.isBuffer(body)) {
        body.on('error', (error) => request.destroy(error));
        body.pipe(request);
      } else {
        request.end(body);
      }
    });
  }

  async #expectOk(response: IncomingMessage, what: string): Promise<void> {
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) {
      response.resume();
      return;
    }
    const text = await readText(response);
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
    throw new S3Error(status, `S3 ${what} failed with HTTP ${status} ${code}`.trim());
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const response = await this.#request('HEAD', this.#url(this.#objectKey(key)));
    response.resume();
    if (response.statusCode === 404) return null;
    await this.#expectOk(response, 'HEAD');
    const modified = response.headers['last-modified'];
    return {
      size: Number(response.headers['content-length'] ?? 0),
      lastModified: modified ? new Date(modified) : null,
    };
  }

  async #assertAbsent(key: string): Promise<void> {
    if (await this.stat(key)) throw new StorageConflictError(key);
  }

  async putFile(key: string, sourcePath: string, size: number, options: PutOptions = {}) {
    if (options.exclusive) await this.#assertAbsent(key);
    const headers: Record<string, string> = {
      'content-length': String(size),
      'content-type': options.contentType || 'application/octet-stream',
    };
    const response = await this.#request(
      'PUT',
      this.#url(this.#objectKey(key)),
      headers,
      createReadStream(sourcePath),
    );
    await this.#expectOk(response, 'PUT');
  }

  async putBuffer(key: string, data: Buffer, options: PutOptions = {}) {
    if (options.exclusive) await this.#assertAbsent(key);
    const response = await this.#request(
      'PUT',
      this.#url(this.#objectKey(key)),
      {
        'content-length': String(data.length),
        'content-type': options.contentType || 'application/octet-stream',
      },
      data,
    );
    await this.#expectOk(response, 'PUT');
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const headers: Record<string, string> = range
      ? { range: `bytes=${range.start}-${range.end}` }
      : {};
    const response = await this.#request('GET', this.#url(this.#objectKey(key)), headers);
    if (response.statusCode === 404) {
      response.resume();
      return null;
    }
    if (response.statusCode !== 200 && response.statusCode !== 206) {
      await this.#expectOk(response, 'GET');
    }
    const modified = response.headers['last-modified'];
    // 206: Content-Range "bytes a-b/total" carries the whole size.
    const total = /\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''))?.[1];
    return {
      body: response,
      size: Number(total ?? response.headers['content-length'] ?? 0),
      lastModified: modified ? new Date(modified) : null,
      partial: response.statusCode === 206,
    };
  }

  async move(from: string, to: string): Promise<void> {
    await this.#assertAbsent(to);
    const source = this.#objectKey(from);
    const copySource = `/${encodeSegment(this.#bucket)}/${source.split('/').map(encodeSegment).join('/')}`;
    const response = await this.#request('PUT', this.#url(this.#objectKey(to)), {
      'x-amz-copy-source': copySource,
      'content-length': '0',
    });
    await this.#expectOk(response, 'COPY');
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    const response = await this.#request('DELETE', this.#url(this.#objectKey(key)));
    if (response.statusCode === 404) {
      response.resume();
      return;
    }
    await this.#expectOk(response, 'DELETE');
  }

  /** The keys under `prefix/` (relative to this area), following continuation tokens. */
  async list(prefix: string): Promise<string[]> {
    const full = `${this.#objectKey(prefix)}/`;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      let query = `?list-type=2&prefix=${encodeSegment(full)}`;
      if (token) query += `&continuation-token=${encodeSegment(token)}`;
      const response = await this.#request('GET', this.#url('', query));
      if (response.statusCode !== 200) await this.#expectOk(response, 'LIST');
      const xml = await readText(response, 16 * 1024 * 1024);
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const key = decodeXml(match[1]);
        if (key.startsWith(full)) {
          keys.push(this.#prefix ? key.slice(this.#prefix.length + 1) : key);
        }
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
      token = truncated && next ? decodeXml(next) : undefined;
    } while (token);
    return keys;
  }

  async deleteFolder(prefix: string): Promise<void> {
    for (const key of await this.list(prefix)) await this.delete(key);
  }
}
