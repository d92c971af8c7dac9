import { type Choice, listedChoices } from './choices.js';

/** The dropdown's choices by its options: `choices`, labelled per `formatting` (v8 default on). */
export function dropdownChoices(options: Record<string, unknown>): Choice[] {
  return listedChoices(options.choices, options.formatting !== false);
}
