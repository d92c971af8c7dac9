// How a comment is typed and sent (spec 2 §5). Who may comment is src/permissions/ (comment-rights.ts).

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
