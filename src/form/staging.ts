import { valuesEqual } from './values-equal.js';

// The edit session's data (spec 2 §4): the saved values plus the staged edits. Pure functions, so
// the rules are tested without rendering.

export type Values = Record<string, unknown>;

/** Stages `value` for `field`; a value equal to the saved one removes the staged change instead. */
export function stageValue(
  saved: Values,
  edits: Values,
  field: string,
  value: unknown,
  equal: (a: unknown, b: unknown) => boolean = valuesEqual,
): Values {
  const next = { ...edits };
  if (equal(saved[field], value)) delete next[field];
  else next[field] = value;
  return next;
}

/** Removes the staged change of one field (the field menu's "undo changes"). */
export function unstage(edits: Values, field: string): Values {
  if (!(field in edits)) return edits;
  const next = { ...edits };
  delete next[field];
  return next;
}

/** What the form shows: the saved values with the staged edits on top. */
export function mergeValues(saved: Values, edits: Values): Values {
  return { ...saved, ...edits };
}

export function hasEdits(edits: Values): boolean {
  return Object.keys(edits).length > 0;
}
