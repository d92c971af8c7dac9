// What the signed-in user may do (spec 1 §6, spec 2 §6), judged by the server's own rules
// (contract §9): one module for collections, items, statuses, field blacklists and comments.

export {
  canReadCollection,
  collectionLevel,
  mayAtAll,
  mayListCollection,
} from './collection-rights.js';
export { mayChangeComment, mayComment } from './comment-rights.js';
export {
  createNeedsComment,
  deleteNeedsComment,
  updateNeedsComment,
} from './explain-rights.js';
export { listingReadBlacklist } from './field-blacklists.js';
export { type Grants, grantsOf, type Viewer } from './grants.js';
export { $grants } from './grants-store.js';
export {
  batchRights,
  type ItemRights,
  itemRights,
  mayDeleteItem,
  mayUpdateItem,
  newItemRights,
} from './item-rights.js';
export { ownerRolesMatter, withOwnerRole } from './owner-roles.js';
export { itemOwnership } from './ownership.js';
export { unreadableRelationalFields } from './related-access.js';
export { type Action, type Level, levelAtLeast } from './shared-rules.js';
export {
  batchStatusChoices,
  mayCreateItems,
  mayCreateWithStatus,
  mayMoveToStatus,
  statusChoices,
} from './status-rights.js';
export { $permissionRecords, setPermissions } from './store.js';
export { type PermissionSubject, permissionSubject, statusOf } from './subject.js';
export {
  useGrants,
  useListingReadBlacklist,
  usePermissionSubject,
  useUnreadableRelations,
} from './use-grants.js';
export { useOwnerRoles } from './use-owner-roles.js';
