// What an `interface-types` value holds. The catalogue stores a list of field types; v8's
// key-value stores a single type in `keyType` / `valueType` ("string"), edited by the same
// interface. Both are read; a single type stays a single type when written back.

export type TypesValue = { shape: 'list'; types: string[] } | { shape: 'single'; types: string[] };

export function readTypes(value: unknown): TypesValue {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return readTypes(JSON.parse(trimmed));
      } catch {
        // Not a JSON list: a type name that happens to start with a bracket is read as one.
      }
    }
    return { shape: 'single', types: trimmed === '' ? [] : [trimmed] };
  }
  if (Array.isArray(value)) {
    const types = value.filter((type): type is string => typeof type === 'string' && type !== '');
    return { shape: 'list', types: [...new Set(types)] };
  }
  return { shape: 'list', types: [] };
}

/** The sibling field holding the interface id (v8 option `interfaceField`). */
export function interfaceFieldOf(options: Record<string, unknown>): string {
  return typeof options.interfaceField === 'string' && options.interfaceField.trim() !== ''
    ? options.interfaceField.trim()
    : 'interface';
}
