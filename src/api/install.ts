import { requestJson } from './request.js';

// The install wizard's calls (contract §4.3, §4.5): what the server reports about itself, and
// creating a project. Both are server-level: no project, no user, the super-admin token instead.

/** The database vendors this server's installer knows. A v8 PHP server knows MySQL only. */
export type InstallDatabaseType = 'mysql' | 'postgres' | 'sqlite';

export interface FolderStatus {
  exists: boolean;
  writable: boolean;
  /** Octal permission bits (`0755`); null when the folder does not exist yet. */
  mode: string | null;
}

/** `GET server/info` of this project's Node server. */
export interface NodeServerInfo {
  directus: string;
  server: { type: 'node'; version: string; rewrites: boolean; os: string; os_version: string };
  runtime: { name: 'node'; version: string; max_upload_size: number };
  databases: Record<InstallDatabaseType, boolean>;
  permissions: Record<string, string | null>;
  folders: Record<string, FolderStatus>;
  /** The server already holds a super-admin token (absent on older servers: treated as false). */
  super_admin_token_set?: boolean;
}

/** `GET server/info` of a Directus v8 PHP server (contract §4.5). */
export interface PhpServerInfo {
  directus: string;
  server: { type: string; rewrites: boolean | null; os: string; os_version: string };
  php: { version: string; max_upload_size: number; extensions: Record<string, boolean> };
  permissions: Record<string, string>;
}

export type ServerInfo = NodeServerInfo | PhpServerInfo;

export function isPhpServerInfo(info: ServerInfo): info is PhpServerInfo {
  return 'php' in info && typeof info.php === 'object' && info.php !== null;
}

/**
 * `GET server/info`. Once the server has a project the token is required: a wrong one answers
 * code 3, a missing one code 4.
 */
export async function getServerInfo(
  superAdminToken?: string,
  signal?: AbortSignal,
): Promise<ServerInfo> {
  const { data } = await requestJson<ServerInfo>('server/info', {
    query: { super_admin_token: superAdminToken || undefined },
    signal,
  });
  return data;
}

/** The body of `POST server/projects` (the install form of spec 1 §3). */
export interface CreateProjectPayload {
  project_name: string;
  project: string;
  user_email: string;
  user_password: string;
  /** This server's addition; left out for a v8 PHP server, which knows MySQL only. */
  db_type?: InstallDatabaseType;
  db_host?: string;
  db_port?: number;
  db_user?: string;
  db_password?: string;
  db_name?: string;
  super_admin_token: string;
}

/** `POST server/projects`. The answer carries nothing the wizard needs (`{"public": true}`). */
export async function createProject(
  payload: CreateProjectPayload,
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>('server/projects', { method: 'POST', body: payload, signal });
}

/**
 * The newest published tag of the v8 API on its code host (spec 1 §7 "Latest tag"), for the
 * version check against a v8 PHP server. Failures are ignored: null. Not sent through
 * `requestJson`: it is another origin, not the API, and must not carry the session cookie.
 */
export async function getLatestTag(url: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const tag = (body as { tag_name?: unknown } | null)?.tag_name;
    return typeof tag === 'string' && tag !== '' ? tag : null;
  } catch {
    return null;
  }
}
