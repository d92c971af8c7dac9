// Small fetch wrappers for the API tests.

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Any JSON body, indexed loosely: tests assert on its shape. */
export type Json = Record<string, unknown> & {
  data?: unknown;
  public?: boolean;
  error?: { code: number | null; message: string; [key: string]: unknown };
};

export async function fetchJson<T = Json>(
  url: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  let body: T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    throw new Error(
      `Expected JSON from ${url} (HTTP ${response.status}), got: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, headers: response.headers, body };
}

export async function fetchText(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
