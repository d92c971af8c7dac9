import { type Envelope, type HttpMethod, type QueryValue, requestJson } from '../api/request.js';

// What a server-hosted module gets to talk to the API: the admin's own client, bound to the
// project, so calls are authenticated, queued and fail like the admin's (`error.message`,
// `error.code`). Paths are relative to the project: `items/articles`, `users/me`.

export interface ModuleApiOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** `api(path, options)` → the answer's envelope (`{ data, meta }`). */
export type ModuleApi = (path: string, options?: ModuleApiOptions) => Promise<Envelope<unknown>>;

export function moduleApi(project: string): ModuleApi {
  return (path, options = {}) => {
    if (typeof path !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) {
      return Promise.reject(new TypeError('api() takes a path inside the project, not a URL.'));
    }
    return requestJson<unknown>(`${encodeURIComponent(project)}/${path.replace(/^\/+/, '')}`, {
      method: options.method,
      query: options.query,
      body: options.body,
      signal: options.signal,
    });
  };
}
