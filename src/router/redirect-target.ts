// The `redirect` query of /login comes from the URL, so anyone can craft it. Only in-app paths
// are followed; anything else (`//evil.example`, `javascript:`) is ignored.
export function safeRedirectTarget(value: string | undefined): string | null {
  if (value === undefined) return null;
  return value.startsWith('/') && !value.startsWith('//') ? value : null;
}
