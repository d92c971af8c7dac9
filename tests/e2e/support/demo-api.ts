// The demo project's API as the e2e tests drive it beside the browser: a JWT for an account, and
// calls with it that fail the test on any error answer.
import assert from 'node:assert/strict';

/** Signs in with `credentials` on `project` (JWT mode) and returns the token. */
export async function signInForToken(
  origin: string,
  credentials: { email: string; password: string },
  project = 'demo',
): Promise<string> {
  const answer = await fetch(`${origin}/${project}/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  assert.equal(answer.status, 200, `sign-in as ${credentials.email}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** `{method} /demo/{path}` with the token; the answer's `data` (null for an empty body). */
export async function callDemoApi<T>(
  origin: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}/demo/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text).data : null) as T;
}

/** Sets one `directus_settings` value of the demo project (creating the row when missing). */
export async function setDemoSetting(
  origin: string,
  token: string,
  key: string,
  value: unknown,
): Promise<void> {
  const rows = await callDemoApi<{ id: number }[]>(
    origin,
    token,
    'GET',
    `settings?filter[key][eq]=${key}`,
  );
  if (rows[0]) await callDemoApi(origin, token, 'PATCH', `settings/${rows[0].id}`, { value });
  else await callDemoApi(origin, token, 'POST', 'settings', { key, value });
}
