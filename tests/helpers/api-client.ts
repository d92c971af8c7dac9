// A small HTTP client for API tests: JSON requests to one project as one caller, signing in for
// real, and restricted users made from plain permission rows.
import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import { insertReturningId } from '../../server/db/insert.js';
import type { Json } from './http.js';
import type { TestServer } from './test-server.js';

export type Body = Json & { data?: unknown; meta?: Record<string, unknown> };
export type Row = Record<string, unknown>;
export interface ApiResponse {
  status: number;
  body: Body;
}

/** fetch with the body parsed as JSON (an empty body, as in 204, reads as `{}`). */
export async function send(url: string, init: RequestInit): Promise<ApiResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Body) };
}

/** Requests to `/{project}…` as the holder of `token` (null: the public role). */
export function client(baseUrl: string, project: string, token: string | null) {
  const call = (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return send(`${baseUrl}/${project}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    del: (path: string) => call('DELETE', path),
  };
}
export type Client = ReturnType<typeof client>;

/** Signs the test project's admin in (JWT mode) and returns the token. */
export async function signIn(server: TestServer): Promise<string> {
  const response = await send(`${server.baseUrl}/${server.projectKey}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.admin),
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return (response.body.data as { token: string }).token;
}

/** A user of a new role holding exactly these permission rows; returns their static token. */
export async function restrictedUser(db: Knex, name: string, permissions: Row[]): Promise<string> {
  const role = await insertReturningId(db, 'directus_roles', { name: `role-${name}` });
  const token = `token-${name}-${Math.random().toString(36).slice(2)}`;
  await insertReturningId(db, 'directus_users', {
    email: `${name}@example.com`,
    status: 'active',
    role,
    token,
  });
  for (const permission of permissions) {
    await db('directus_permissions').insert({ role, ...permission });
  }
  return token;
}

export function expectError(response: ApiResponse, code: number, status: number): void {
  assert.equal(response.body.error?.code, code, JSON.stringify(response.body));
  assert.equal(response.status, status, JSON.stringify(response.body));
}
