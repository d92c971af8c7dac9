// Structural equality of field values (spec 2 §4: staging a value equal to the saved one unstages
// it). Values are JSON-shaped; `undefined` and `null` both mean "no value".

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((entry, index) => valuesEqual(entry, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!valuesEqual(left[key], right[key])) return false;
  return true;
}

/** Text the database gives for a scalar, so `1`, `'1'` and `true` compare as the same value. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? String(Number(text)) : value;
  }
  return null;
}

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Equality across the types a value takes between the form, the API and stored records (a
 * revision keeps what the database gave: `"1"` for 1, `0` for false, JSON as text).
 */
export function valuesLooselyEqual(a: unknown, b: unknown): boolean {
  if (valuesEqual(a, b)) return true;
  if (a == null || b == null) return false;
  const left = scalarText(a);
  const right = scalarText(b);
  if (left !== null && right !== null) return left === right;
  if (typeof a === 'string' || typeof b === 'string') {
    const parsedA = parsedJson(a);
    const parsedB = parsedJson(b);
    if (parsedA !== a || parsedB !== b) return valuesLooselyEqual(parsedA, parsedB);
  }
  return false;
}
