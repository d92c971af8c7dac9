// /{project}/settings (contract §7.11): directus_settings key/value rows under the caller's
// permissions, values typed by the settings form (services/system/settings.ts):
//
//   GET    /settings            list
//   GET    /settings/fields     the settings form: directus_fields rows of directus_settings (§3)
//   GET    /settings/{id}       one (CSV → array)
//   POST   /settings            {key, value}; array → batch
//   PATCH  /settings/{id}       {value}; CSV → same value each; PATCH /settings [{id, value}, …]
//   DELETE /settings/{id}       CSV → batch
import type { FastifyInstance } from 'fastify';
import { fileUrls } from '../../services/files/file-urls.js';
import type { Item } from '../../services/query/index.js';
import { readSettings } from '../../services/settings/read-settings.js';
import { rowId } from '../../services/system/ids.js';
import {
  FIELDS,
  presentSettings,
  SETTINGS,
  settingFieldKeys,
  settingFileIds,
  settingPayload,
  settingTypes,
} from '../../services/system/settings.js';
import { crudRoutes, type SystemCall, sendRead, systemCall } from './shared.js';

const FILES = 'directus_files';

/** The files `file` settings point at, as the caller may read them, with their URLs. */
async function settingFiles(call: SystemCall, ids: number[]): Promise<Map<number, Item>> {
  const files = new Map<number, Item>();
  if (ids.length === 0) return files;
  let data: Item | Item[];
  try {
    ({ data } = await call.read(FILES, { ids: ids.join(','), params: {} }));
  } catch {
    // Not readable by the caller: the setting keeps the file id.
    return files;
  }
  const { asset_url_naming: naming } = await readSettings(call.project.db, ['asset_url_naming']);
  for (const file of Array.isArray(data) ? data : [data]) {
    if (typeof file.filename_disk !== 'string' || typeof file.filename_download !== 'string') {
      continue;
    }
    const urls = fileUrls(
      {
        filename_disk: file.filename_disk,
        filename_download: file.filename_download,
        private_hash: typeof file.private_hash === 'string' ? file.private_hash : null,
      },
      {
        origin: call.origin,
        projectKey: call.project.key,
        storage: call.project.config.storage,
        assetUrlNaming: naming ?? null,
      },
    );
    // The item engine already added `data` (services/files/file-data.ts); this is the fallback.
    files.set(Number(file.id), {
      ...file,
      data: file.data ?? { ...urls, thumbnails: null, embed: null },
    });
  }
  return files;
}

export function settingsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { project: string } }>('/settings/fields', async (request, reply) => {
    const call = await systemCall(app, request);
    const within = await settingFieldKeys(call.project.db);
    return sendRead(reply, await call.read(FIELDS, { within }));
  });

  crudRoutes(app, {
    path: 'settings',
    collection: SETTINGS,
    async create(tx, _call, payload, write) {
      return write(settingPayload(payload, await settingTypes(tx.trx)));
    },
    async update(tx, _call, key, payload, write) {
      const id = rowId(key);
      const stored: { key?: unknown } | undefined =
        id === undefined ? undefined : await tx.trx(SETTINGS).where('id', id).first('key');
      const storedKey = typeof stored?.key === 'string' ? stored.key : undefined;
      return write(settingPayload(payload, await settingTypes(tx.trx), storedKey));
    },
    async present(call, items) {
      const types = await settingTypes(call.project.db);
      const files = await settingFiles(call, settingFileIds(items, types));
      presentSettings(items, types, files);
    },
  });
}
