import type { FieldInfo } from '../api/types.js';
import { getInterface, optionsWithDefaults } from '../interfaces/registry.js';
import { isFlagSet } from '../schema/flags.js';
import { fieldDefault } from './field-default.js';

// Which fields the item form shows, in which order, how wide, and which are read-only
// (spec 2 §5 "Form", §6). Pure, so each rule is tested on its own.

export type FieldWidth = 'full' | 'half' | 'half-left' | 'half-right' | 'fill';

const WIDTHS: readonly FieldWidth[] = ['full', 'half', 'half-left', 'half-right', 'fill'];

/** Fields shown in the form: not read-blacklisted, not hidden_detail; by `sort`, nulls last. */
export function formFields(
  fields: Readonly<Record<string, FieldInfo>> | readonly FieldInfo[],
  readBlacklist: readonly string[] = [],
): FieldInfo[] {
  const list = Array.isArray(fields) ? [...fields] : Object.values(fields);
  return list
    .filter((field) => !readBlacklist.includes(field.field) && !isFlagSet(field.hidden_detail))
    .map((field, index) => ({ field, index }))
    .sort((a, b) => compareSort(a.field.sort, b.field.sort) || a.index - b.index)
    .map(({ field }) => field);
}

function compareSort(a: unknown, b: unknown): number {
  const left = typeof a === 'number' ? a : a == null || a === '' ? null : Number(a);
  const right = typeof b === 'number' ? b : b == null || b === '' ? null : Number(b);
  if (left === null || Number.isNaN(left)) return right === null || Number.isNaN(right) ? 0 : 1;
  if (right === null || Number.isNaN(right)) return -1;
  return left - right;
}

/** Widths in form order: two consecutive half-width fields, the second becomes half-right. */
export function fieldWidths(fields: readonly FieldInfo[]): FieldWidth[] {
  const widths: FieldWidth[] = [];
  for (const field of fields) {
    const declared = WIDTHS.includes(field.width as FieldWidth)
      ? (field.width as FieldWidth)
      : 'full';
    const previous = widths.at(-1);
    widths.push(declared === 'half' && previous === 'half' ? 'half-right' : declared);
  }
  return widths;
}

export interface ReadonlyContext {
  writeBlacklist?: readonly string[];
  /** The user may write (update an existing item, create a new one). */
  canWrite: boolean;
  /** Batch edit: the field is not switched on. */
  batchBlocked?: boolean;
}

/** Read-only when marked so, write-blacklisted, not writable by the user, or blocked in batch mode. */
export function isFieldReadonly(field: FieldInfo, context: ReadonlyContext): boolean {
  return (
    isFlagSet(field.readonly) ||
    (context.writeBlacklist ?? []).includes(field.field) ||
    !context.canWrite ||
    context.batchBlocked === true
  );
}

export function isFieldRequired(field: FieldInfo): boolean {
  return isFlagSet(field.required);
}

/**
 * Default values of a new item: what the field's interface starts a new item with where it
 * decides (the current moment), else the field's `default_value`, cast by the field's type.
 */
export function defaultValues(
  fields: Readonly<Record<string, FieldInfo>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of Object.values(fields)) {
    const definition = getInterface(field.interface);
    const chosen = definition?.newItemValue?.(field, optionsWithDefaults(definition, field));
    if (chosen !== undefined) values[field.field] = chosen;
    else if (field.default_value !== undefined && field.default_value !== null) {
      values[field.field] = fieldDefault(field);
    }
  }
  return values;
}
