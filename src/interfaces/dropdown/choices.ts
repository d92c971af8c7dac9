import { titleCase } from '../../shell/collection-title.js';

// The `choices` option: an object of value → label, possibly stored as a JSON string.

export interface Choice {
  value: string;
  label: string;
}

export function parseChoices(option: unknown): Choice[] {
  let choices = option;
  if (typeof choices === 'string') {
    try {
      choices = JSON.parse(choices);
    } catch {
      return [];
    }
  }
  if (!choices || typeof choices !== 'object' || Array.isArray(choices)) return [];
  return Object.entries(choices as Record<string, unknown>).map(([value, label]) => ({
    value,
    label: label == null ? value : String(label),
  }));
}

/**
 * The dropdown's choices: an object as `parseChoices` reads it, or a plain list of values (also as
 * JSON text), whose labels are the values title-cased with `formatting` ("in_review" → "In Review")
 * or the values as they are without.
 */
export function listedChoices(option: unknown, formatting: boolean): Choice[] {
  let list = option;
  if (typeof option === 'string' && option.trim().startsWith('[')) {
    try {
      list = JSON.parse(option);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return parseChoices(option);
  return list
    .filter((entry) => entry != null && typeof entry !== 'object' && String(entry) !== '')
    .map((entry) => String(entry))
    .map((value) => ({ value, label: formatting ? titleCase(value) : value }));
}
