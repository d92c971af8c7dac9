// The permission service (contract §9): load a caller's rows once per request
// (load-permissions.ts), then ask the PermissionService for read scopes (read-scope.ts, the
// contract with the query engine) and for create/update/delete/comment decisions.
export { collectionInfo, systemInfo } from './collection-info.js';
export type { Action, CommentLevel, Explain, Level } from './levels.js';
export {
  loadPermissions,
  requestPermissions,
  usesRoleLevel,
} from './load-permissions.js';
export type { PermissionRecord } from './permission-rows.js';
export {
  type CollectionInfo,
  type Item,
  type Ownership,
  type PermissionReadScope,
  PermissionService,
} from './permission-service.js';
export { type LoggedItems, type ReadScope, type RowRule, UNRESTRICTED_READ } from './read-scope.js';
