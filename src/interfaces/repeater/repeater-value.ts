// A repeater's value (interfaces catalogue #41): JSON holding a list of row objects, or with
// `structure: "object"` an object whose keys are each row's `structure_key` sub-field. Settings
// arrive as JSON text (contract §7.11 "JSON settings stay strings"), so text is read too and a
// value that came as text is written back as text: the form then compares like with like.

export type RepeaterRow = Record<string, unknown>;

export interface RepeaterStructure {
  structure: 'array' | 'object';
  /** The sub-field whose value keys a row in the object form. */
  structureKey: string | null;
}

export type ParsedRepeaterValue =
  | { ok: true; rows: RepeaterRow[]; asText: boolean }
  | { ok: false; raw: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function repeaterStructure(options: Record<string, unknown>): RepeaterStructure {
  const key =
    typeof options.structure_key === 'string' && options.structure_key.trim() !== ''
      ? options.structure_key
      : null;
  return { structure: options.structure === 'object' ? 'object' : 'array', structureKey: key };
}

/**
 * The rows a stored value holds. Both shapes are read whatever the option says (a field whose
 * structure changed still opens). Anything else (broken JSON, a number) is not ok: the caller
 * shows it and keeps it until the user edits.
 */
export function parseRepeaterValue(
  value: unknown,
  { structureKey }: RepeaterStructure,
): ParsedRepeaterValue {
  const asText = typeof value === 'string';
  let parsed: unknown = value;
  if (asText) {
    if (value.trim() === '') return { ok: true, rows: [], asText };
    try {
      parsed = JSON.parse(value);
    } catch {
      return { ok: false, raw: value };
    }
  }
  if (parsed === null || parsed === undefined) return { ok: true, rows: [], asText };
  if (Array.isArray(parsed)) {
    if (!parsed.every(isRecord)) return { ok: false, raw: rawText(value) };
    return { ok: true, rows: parsed.map((row) => ({ ...row })), asText };
  }
  if (isRecord(parsed)) {
    const rows: RepeaterRow[] = [];
    for (const [key, row] of Object.entries(parsed)) {
      if (!isRecord(row)) return { ok: false, raw: rawText(value) };
      // The key is the row's identity in this form; a row that lacks the key field gets it back.
      rows.push(
        structureKey && !(structureKey in row) ? { ...row, [structureKey]: key } : { ...row },
      );
    }
    return { ok: true, rows, asText };
  }
  return { ok: false, raw: rawText(value) };
}

function rawText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Rows in the shape the field stores: a list, or an object keyed by the key sub-field's value
 * (a row without a key, or repeating one, gets a numbered stand-in key so nothing typed is lost).
 */
export function repeaterValue(
  rows: readonly RepeaterRow[],
  { structure, structureKey }: RepeaterStructure,
  asText: boolean,
): unknown {
  let value: unknown = rows.map((row) => ({ ...row }));
  if (structure === 'object') {
    const object: Record<string, RepeaterRow> = {};
    rows.forEach((row, index) => {
      const own = structureKey ? row[structureKey] : undefined;
      let key = own === null || own === undefined || own === '' ? String(index) : String(own);
      while (key in object) key = `${key}_${index}`;
      object[key] = { ...row };
    });
    value = object;
  }
  return asText ? JSON.stringify(value) : value;
}

/** Rows whose key sub-field is empty or repeated (object structure): they need a unique key. */
export function rowsNeedingKey(
  rows: readonly RepeaterRow[],
  structureKey: string | null,
): number[] {
  if (!structureKey) return [];
  const seen = new Set<string>();
  const bad: number[] = [];
  rows.forEach((row, index) => {
    const own = row[structureKey];
    const key = own === null || own === undefined ? '' : String(own);
    if (key === '' || seen.has(key)) bad.push(index);
    seen.add(key);
  });
  return bad;
}

/** The `limit` option as a positive whole number, or null for no limit. */
export function repeaterLimit(option: unknown): number | null {
  const limit = typeof option === 'string' && option.trim() !== '' ? Number(option) : option;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : null;
}
