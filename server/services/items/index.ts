// The item write service (contract §6.2-6.10): create, update, delete, soft delete, revert, with
// nested relational writes, validation, system values, permissions and activity/revision rows,
// every request in one transaction. Reusable by the system endpoints (/users, /roles, /files …):
// they call it with system collection names; refusing `directus_*` on /items is the route's job.
//
//   const context = createWriteContext({ db, schema, permissions, actor, params, client });
//   const readBack = await prepareReadBack({ db, schema, permissions, collection, params, single });
//   const keys = await createItems(context, collection, [payload]);
//   const { data, meta, messages } = await readBack(keys);
//
// For writes that need their own steps in the same transaction:
//   await runWrite(context, async (tx) => { const key = await createItem(tx, 'directus_files', row); … });

export { collectionInfo } from '../permissions/index.js';
export { createItem, createItems } from './create-items.js';
export { deleteItem, deleteItems } from './delete-items.js';
export { isUniqueViolation, type Key, sqlError } from './item-rows.js';
export { revertItem, revertPayload } from './revert-item.js';
export { slugify } from './system-values.js';
export {
  type ItemUpdate,
  updateItem,
  updateItems,
  updatesForKeys,
  updatesFromBatch,
} from './update-items.js';
export {
  createWriteContext,
  requireCollection,
  runWrite,
  type WriteContext,
  type WriteContextInput,
  type WriteTransaction,
} from './write-context.js';
export { prepareReadBack, scopeResolver, type WrittenItems } from './write-response.js';
