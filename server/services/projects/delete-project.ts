// Deleting a project (DELETE /server/projects/{name}, contract §4.4): its config goes first, so the
// project disappears from the API at once, then its pool is closed and its system tables dropped.
// User tables and uploads stay: the data is the owner's, and a reinstall can pick it up again.
import type { ServerContext } from '../../context.js';
import { createKnex } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { dropInstalledTables } from './system-tables.js';

export async function deleteProject(cms: ServerContext, key: string): Promise<void> {
  const config = await cms.registry.read(key);
  if (!config) throw new ApiError('NOT_FOUND', `Unknown Project: ${key}`);
  await cms.registry.remove(key);
  await cms.connections.release(key);
  const db = createKnex(cms.dataDir, config.database);
  try {
    await dropInstalledTables(db);
  } finally {
    await db.destroy();
  }
}
