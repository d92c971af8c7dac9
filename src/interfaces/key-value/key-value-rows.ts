// key-value's rows (interfaces catalogue #26). v8 stores an object {key: value}; a list of
// {key, value} pairs (its repeater's shape) and JSON text are read too; writes are always the
// object. Rows are checked before anything is staged: a key may not be empty or used twice.

export interface Entry {
  key: unknown;
  value: unknown;
}

export interface EntryRow extends Entry {
  /** Stable while the user edits (React keys, focus after add and remove). */
  id: string;
}

export type ParsedEntries =
  | { ok: true; entries: Entry[] }
  /** Not an object or a list of pairs: shown as it is, replaced by the first edit. */
  | { ok: false; raw: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function parseEntries(value: unknown): ParsedEntries {
  if (value === null || value === undefined || value === '') return { ok: true, entries: [] };
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== 'string') {
        const read = parseEntries(parsed);
        if (read.ok) return read;
      }
    } catch {
      // Falls through: not JSON.
    }
    return { ok: false, raw: value };
  }
  if (isRecord(value)) {
    return {
      ok: true,
      entries: Object.entries(value).map(([key, entry]) => ({ key, value: entry })),
    };
  }
  if (Array.isArray(value) && value.every((pair) => isRecord(pair) && 'key' in pair)) {
    return {
      ok: true,
      entries: value.map((pair) => ({
        key: (pair as Record<string, unknown>).key,
        value: (pair as Record<string, unknown>).value ?? null,
      })),
    };
  }
  return { ok: false, raw: JSON.stringify(value) };
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A key as the object stores it (object keys are text). */
export function keyText(key: unknown): string {
  return typeof key === 'string'
    ? key
    : isEmpty(key)
      ? ''
      : typeof key === 'object'
        ? JSON.stringify(key)
        : String(key);
}

/** A row with neither key nor value: not an entry yet (a row just added), neither staged nor wrong. */
export function isBlankRow(row: Entry): boolean {
  return isEmpty(row.key) && isEmpty(row.value);
}

export type RowProblem =
  | { kind: 'empty' }
  /** `first` is the 1-based position of the row that has the key already. */
  | { kind: 'duplicate'; key: string; first: number };

/** What is wrong with each row, by row id; rows not listed are fine. */
export function rowProblems(rows: readonly EntryRow[]): Map<string, RowProblem> {
  const problems = new Map<string, RowProblem>();
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const key = keyText(row.key);
    if (key.trim() === '') {
      problems.set(row.id, { kind: 'empty' });
      return;
    }
    const first = seen.get(key);
    if (first !== undefined) problems.set(row.id, { kind: 'duplicate', key, first });
    else seen.set(key, index + 1);
  });
  return problems;
}

/** The object the rows stand for (blank rows left out), or null when there are no entries. */
export function entriesObject(rows: readonly Entry[]): Record<string, unknown> | null {
  const entries = rows.filter((row) => !isBlankRow(row));
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map((row) => [keyText(row.key), row.value ?? null]));
}

/** Whether two entry objects hold the same keys with equal values (a key set to null counts). */
export function sameEntries(
  a: Record<string, unknown> | null,
  b: Record<string, unknown> | null,
  equal: (left: unknown, right: unknown) => boolean,
): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]))
  );
}
