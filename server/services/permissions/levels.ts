// The values a directus_permissions row holds, parsed once when the rows are loaded so the
// decision code never compares raw strings (contract §9.2). Anything unexpected parses to the
// most restrictive meaning. Pure and free of node code: the admin imports this file too
// (src/permissions/shared-rules.ts), so keep it that way.

/** CRUD levels, weakest first: `none` < `mine` < `role` < `full`. */
export const LEVELS = ['none', 'mine', 'role', 'full'] as const;
export type Level = (typeof LEVELS)[number];

/** Comment levels, weakest first. A NULL comment column means "allowed" and parses to `full`. */
export const COMMENT_LEVELS = ['none', 'create', 'update', 'full'] as const;
export type CommentLevel = (typeof COMMENT_LEVELS)[number];

/**
 * What a comment column may hold: the levels plus `read`, which the v8 admin app offers in its
 * matrix (comments can be seen, not added). It is stored as given and denies like `none`.
 */
export const COMMENT_VALUES = ['none', 'read', 'create', 'update', 'full'] as const;
export type CommentValue = (typeof COMMENT_VALUES)[number];

/** When a write needs `?comment=`: never, on create, on update, or on every checked write. */
export const EXPLAIN_VALUES = ['none', 'create', 'update', 'always'] as const;
export type Explain = (typeof EXPLAIN_VALUES)[number];

/** The CRUD actions a row grants a level for. */
export type Action = 'create' | 'read' | 'update' | 'delete';

function member<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** `none|mine|role|full`; NULL, missing and any other value are `none`. */
export function parseLevel(value: unknown): Level {
  return member(LEVELS, value) ? value : 'none';
}

/**
 * `none|create|update|full`. NULL or missing means comments are allowed (v8), which is `full`;
 * any other value (the docs' `read`, typos) denies.
 */
export function parseCommentLevel(value: unknown): CommentLevel {
  if (value === null || value === undefined) return 'full';
  return member(COMMENT_LEVELS, value) ? value : 'none';
}

/** `none|create|update|always`; anything else is `none`. */
export function parseExplain(value: unknown): Explain {
  return member(EXPLAIN_VALUES, value) ? value : 'none';
}

/** True when `granted` is at least `required`. */
export function levelAtLeast(granted: Level, required: Level): boolean {
  return LEVELS.indexOf(granted) >= LEVELS.indexOf(required);
}

export function commentLevelAtLeast(granted: CommentLevel, required: CommentLevel): boolean {
  return COMMENT_LEVELS.indexOf(granted) >= COMMENT_LEVELS.indexOf(required);
}

/** The stronger of two levels. */
export function maxLevel(a: Level, b: Level): Level {
  return levelAtLeast(a, b) ? a : b;
}

export function maxCommentLevel(a: CommentLevel, b: CommentLevel): CommentLevel {
  return commentLevelAtLeast(a, b) ? a : b;
}

/** Whether an explain value demands a comment for this write. */
export function explainRequires(explain: Explain, action: 'create' | 'update' | 'delete'): boolean {
  return explain === 'always' || explain === action;
}

/**
 * A CSV blacklist column (also accepts an array, as the permissions endpoints receive them):
 * trimmed, empty entries and duplicates dropped.
 */
export function parseCsv(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map((part) => String(part))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}
