// /{project}/collection_presets (contract §7.12): bookmarks and listing preferences, CRUD over
// directus_collection_presets under the caller's permissions and the personal/role/global rules
// of services/system/presets.ts. No activity rows.
import type { FastifyInstance } from 'fastify';
import {
  assertPresetDelete,
  assertPresetUpdate,
  PRESETS,
  presetForCreate,
} from '../../services/system/presets.js';
import { crudRoutes } from './shared.js';

export function collectionPresetsRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    path: 'collection_presets',
    collection: PRESETS,
    create(_tx, call, payload, write) {
      return write(presetForCreate(call.actor, payload));
    },
    async update(tx, call, key, payload, write) {
      await assertPresetUpdate(tx, call.actor, key, payload);
      return write(payload);
    },
    async remove(tx, call, key, remove) {
      await assertPresetDelete(tx, call.actor, key);
      await remove();
    },
  });
}
