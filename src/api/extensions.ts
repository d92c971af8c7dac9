import { requestJson } from './request.js';

// Server-hosted extensions (contract §7.17): global routes, the project travels in the
// X-Directus-Project header. A stock server lists nothing: the core ones are bundled in the admin.

export type ExtensionKind = 'interfaces' | 'layouts' | 'modules';

/** One `meta.json` as the listing returns it: `id` is the folder name, `path` the meta.json path. */
export interface ExtensionMeta {
  id: string;
  path: string;
  name?: string;
  icon?: string;
  version?: string;
  translation?: Record<string, Record<string, string>>;
  [key: string]: unknown;
}

/** `GET /{kind}` for `project`. */
export async function getExtensions(
  project: string,
  kind: ExtensionKind,
  signal?: AbortSignal,
): Promise<ExtensionMeta[]> {
  const { data } = await requestJson<ExtensionMeta[]>(kind, { project, signal });
  return Array.isArray(data) ? data : [];
}
