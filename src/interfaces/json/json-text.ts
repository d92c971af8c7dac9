import { findJsonError } from './json-syntax.js';

// JSON as the text a user edits: what a value shows as, and what text parses to, with the place of
// a syntax error as line and column.

/** The value as editable JSON text. */
export function toJsonText(value: unknown): string {
  if (value == null) return '';
  return JSON.stringify(value, null, 2);
}

export interface JsonProblem {
  /** The character that cannot be there, or null when the text ends too early. */
  found: string | null;
  /** Where: a character offset, and 1-based line and column. */
  offset: number;
  line: number;
  column: number;
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const { offset, found } = findJsonError(text) ?? { offset: text.length, found: null };
    const before = text.slice(0, offset).split('\n');
    return {
      ok: false,
      problem: { found, offset, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 },
    };
  }
}
