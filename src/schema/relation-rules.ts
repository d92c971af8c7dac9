// What deleting a field does to relations: the server's own rule, imported (see
// src/permissions/shared-rules.ts for why from server/).
export {
  type FieldRef,
  fieldDeleteBlocker,
  type RelationCleanup,
  type RelationRow,
  relationCleanupForField,
} from '../../server/services/schema-admin/relation-rules.js';
