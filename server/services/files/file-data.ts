// The `data` object of directus_files rows on every read of the item engine (contract §3.1, §7.6):
// /files, /files/{id}, the re-read after a write, and files reached through relations of items
// (`fields=*,image.*`). It needs the request (origin, project) and three settings; the request is
// known through an AsyncLocalStorage entered for every project route (registerFileDataContext,
// called by app.ts), the settings are read once per request when a file row is first shaped.
// Outside a request (scripts, services called directly) rows get no `data`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ServerContext } from '../../context.js';
import { requestOrigin } from '../../http/request-origin.js';
import { type HookItem, setRowHook } from '../query/row-hooks.js';
import { readSettings } from '../settings/read-settings.js';
import { type DescribedFile, type FileDataContext, fileData } from './file-urls.js';
import { PRESET_SETTINGS, presetsFrom } from './presets.js';

export const FILES = 'directus_files';

interface RequestFiles {
  origin: string;
  projectKey: string;
  cms: ServerContext;
  /** Filled on first use. */
  context?: Promise<FileDataContext | null>;
}

const storage = new AsyncLocalStorage<RequestFiles>();

const SETTING_KEYS = ['asset_url_naming', ...PRESET_SETTINGS] as const;

async function buildContext(entry: RequestFiles, db: Knex): Promise<FileDataContext | null> {
  const config = await entry.cms.registry.read(entry.projectKey);
  if (!config) return null;
  const settings = await readSettings(db, SETTING_KEYS);
  const { system, user } = presetsFrom(settings);
  return {
    origin: entry.origin,
    projectKey: entry.projectKey,
    storage: config.storage,
    assetUrlNaming: settings.asset_url_naming ?? null,
    presets: [...system, ...user],
  };
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

setRowHook(FILES, {
  field: 'data',
  columns: ['type', 'private_hash', 'filename_disk', 'filename_download', 'embed'],
  async apply(items: HookItem[], rows: Record<string, unknown>[], db: Knex) {
    const entry = storage.getStore();
    if (!entry) return;
    entry.context ??= buildContext(entry, db);
    const context = await entry.context;
    if (!context) return;
    items.forEach((item, index) => {
      const row = rows[index];
      const file: DescribedFile = {
        filename_disk: text(row.filename_disk) ?? '',
        filename_download: text(row.filename_download) ?? '',
        private_hash: text(row.private_hash),
        type: text(row.type),
        embed: text(row.embed),
      };
      item.data = fileData(file, context);
    });
  },
});

/** Runs `work` with file rows shaped for this project and origin (tests, scripts). */
export function withFileData<T>(
  entry: { origin: string; projectKey: string; cms: ServerContext },
  work: () => T,
): T {
  return storage.run({ ...entry }, work);
}

/**
 * Enters the request's file-data context for every route with a `:project` parameter. Call on
 * the root instance before the routes are registered.
 */
export function registerFileDataContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const project = (request.params as { project?: unknown } | undefined)?.project;
    if (typeof project !== 'string' || project === '') {
      done();
      return;
    }
    storage.run({ origin: requestOrigin(request), projectKey: project, cms: app.cms }, done);
  });
}
