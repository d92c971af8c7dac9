// Requests to one test project with a default caller, for API tests that switch callers a lot:
// `get(path)` as the default (usually the admin), `get(path, otherToken)` or `get(path, null)` for
// the public role. Server and token are read when a request is made, since tests set them up in
// `before()`. An empty body (204) reads as `null`.
import assert from 'node:assert/strict';
import type { Knex } from 'knex';

export type Item = Record<string, unknown>;

export interface Reply {
  status: number;
  body: {
    data?: unknown;
    meta?: Record<string, unknown>;
    public?: boolean;
    messages?: unknown[];
    error?: { code: number | null; message: string };
  } | null;
}

export function caller(projectUrl: () => string, defaultToken: () => string | null) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    token: string | null = defaultToken(),
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const response = await fetch(`${projectUrl()}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  }
  return {
    call,
    get: (path: string, token?: string | null) => call('GET', path, undefined, token),
    post: (path: string, body: unknown, token?: string | null) => call('POST', path, body, token),
    patch: (path: string, body: unknown, token?: string | null) => call('PATCH', path, body, token),
    del: (path: string, token?: string | null) => call('DELETE', path, undefined, token),
  };
}

export function assertError(reply: Reply, status: number, code: number | null, message?: RegExp) {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body?.error?.code, code, JSON.stringify(reply.body));
  if (message) assert.match(reply.body?.error?.message ?? '', message);
}

/** The object a 200 answer holds. */
export function item(reply: Reply): Item {
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const data = reply.body?.data;
  assert.ok(data && typeof data === 'object' && !Array.isArray(data), 'an object');
  return data as Item;
}

/** The array a 200 answer holds. */
export function items(reply: Reply): Item[] {
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.ok(Array.isArray(reply.body?.data), 'an array');
  return reply.body?.data as Item[];
}

export async function countRows(db: Knex, table: string, where: Item = {}): Promise<number> {
  const rows = await db(table).where(where).count({ count: '*' });
  return Number(rows[0]?.count ?? 0);
}
