// The super-admin token guards server-level operations (server info, creating and deleting
// projects). One token for all projects, stored as {"super_admin_token": "..."} in
// {dataDir}/config/__api.json, as v8 did (contract §4.3, §10).
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../errors/api-error.js';
import { randomToken } from '../util/random.js';
import { dataLayout } from './paths.js';
import type { ProjectRegistry } from './project-registry.js';

const TOKEN_FILE = '__api.json';

export function superAdminTokenPath(dataDir: string): string {
  return path.join(dataDir, dataLayout.config, TOKEN_FILE);
}

export async function readSuperAdminToken(dataDir: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(superAdminTokenPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const json: unknown = JSON.parse(text);
  const token = (json as { super_admin_token?: unknown } | null)?.super_admin_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Writes the token file (owner-only, replaced atomically so readers never see half a file). */
export async function writeSuperAdminToken(dataDir: string, token: string): Promise<void> {
  if (!token) throw new Error('The super-admin token cannot be empty');
  const file = superAdminTokenPath(dataDir);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify({ super_admin_token: token })}\n`, { mode: 0o600 });
  await rename(temp, file);
}

export function generateSuperAdminToken(): string {
  return randomToken(24);
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export function superAdminTokenMatches(expected: string, provided: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(provided).digest();
  return timingSafeEqual(a, b);
}

/**
 * The rule of GET /server/info (contract §4.5): no token is needed while the server has no
 * project at all; after that a missing token is E4/422 and a wrong one E3/401.
 */
export async function assertSuperAdminToken(
  registry: ProjectRegistry,
  provided: unknown,
): Promise<void> {
  if (!(await registry.hasAnyProject())) return;
  if (typeof provided !== 'string' || provided === '') {
    throw new ApiError('INVALID_REQUEST', 'super_admin_token: This value is required.');
  }
  const expected = await readSuperAdminToken(registry.dataDir);
  if (!expected || !superAdminTokenMatches(expected, provided)) {
    throw new ApiError('UNAUTHORIZED', 'Permission denied: Superadmin Only');
  }
}
