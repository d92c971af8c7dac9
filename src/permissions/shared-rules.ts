// The pure permission rules the admin shares with the server: level order and parsing, "level at
// least", the parsed permission row, the grouping of a role's rows and the rows that govern a check,
// whose item it is and the level each ownership needs. They are
// imported from the server's own files rather than copied, so client and server cannot drift.
// Why from server/ and not a shared folder: the server build's rootDir is server/, so the server
// cannot import from outside it, while the admin's bundler (rollup, esbuild in tests) and its
// tsconfig follow a relative import anywhere. These files import nothing but each other, so no node
// code reaches the bundle.

export {
  type CollectionRows,
  commentLevelOf,
  groupPermissionRows,
  levelOf,
  noRows,
  rowsAt,
} from '../../server/services/permissions/collection-rows.js';
export {
  type Action,
  COMMENT_LEVELS,
  COMMENT_VALUES,
  type CommentLevel,
  type CommentValue,
  commentLevelAtLeast,
  EXPLAIN_VALUES,
  type Explain,
  explainRequires,
  LEVELS,
  type Level,
  levelAtLeast,
  maxCommentLevel,
  maxLevel,
  parseCommentLevel,
  parseCsv,
  parseExplain,
  parseLevel,
} from '../../server/services/permissions/levels.js';
export {
  allowsOwnership,
  DEFAULT_OWNER_FIELDS,
  type Ownership,
  ownerId,
  ownershipFor,
  ownerTier,
  READ_SCOPE_COLUMNS,
  REQUIRED_LEVEL,
} from '../../server/services/permissions/ownership.js';
export {
  CREATE_FORM_STATUS,
  isSpecialStatus,
  type PermissionRecord,
  type PermissionRow,
  parsePermissionRow,
  statusValue,
} from '../../server/services/permissions/permission-rows.js';
