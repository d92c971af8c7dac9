// Integer keys of system rows as clients send them (path segments, payload values). Every system
// table's `id` is a 32-bit integer: anything else cannot name a row, and must not reach the
// database either (PostgreSQL rejects out-of-range integer literals with an error).
const MAX_ID = 2_147_483_647;

/** `12`, `"12"` → 12; anything else (`abc`, `-1`, `1.5`, 2^31) → undefined. */
export function rowId(value: unknown): number | undefined {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}
