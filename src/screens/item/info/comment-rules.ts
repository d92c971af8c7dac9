import type { PermissionMap } from '../../../state/permissions.js';

// Comment rules (spec 2 §5, §6; contract §9.2, §9.6).

/**
 * The text a comment box sends: the comment trimmed, or null when nothing is left (the submit is
 * disabled then, and nothing is sent).
 */
export function commentToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** mod+Enter (Ctrl on Windows/Linux, ⌘ on macOS) sends the comment. */
export function isSendShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/**
 * The comment level of the permission row that applies to the item: its status row in a status
 * collection, else the collection-wide row. `undefined` means a row without a comment value
 * (allowed, contract §9.2); `'none'` means no row at all. Admins have `full`.
 */
export function commentLevel(
  permissions: PermissionMap,
  isAdmin: boolean,
  collection: string,
  status: string | null,
): string | null | undefined {
  if (isAdmin) return 'full';
  const entry = permissions[collection];
  if (!entry) return 'none';
  const row = (status !== null ? entry.statuses[status] : undefined) ?? entry.global;
  if (!row) return 'none';
  return row.comment;
}

/** Comment levels in order (contract §9.2); `read` and anything else deny. */
const LEVELS = ['none', 'create', 'update', 'full'] as const;

function rank(level: string | null | undefined): number {
  // A row with no comment value allows commenting (contract §9.2).
  if (level === null || level === undefined) return LEVELS.length - 1;
  const index = (LEVELS as readonly string[]).indexOf(level);
  return Math.max(index, 0);
}

/** Spec 2 §6: commenting needs a comment permission other than none or read. */
export function mayComment(level: string | null | undefined): boolean {
  return rank(level) >= 1;
}

/**
 * Editing or deleting a comment (contract §9.6) is judged by the commented item's owner: an item
 * the user owns, or a collection without owner field, needs `update`; someone else's item `full`.
 */
export function mayChangeComment(level: string | null | undefined, ownsItem: boolean): boolean {
  return rank(level) >= (ownsItem ? 2 : 3);
}
