import { valuesEqual } from './values-equal.js';

// Which field menu actions apply (spec 2 §5 "Field menu").

export interface FieldMenuState {
  /** Disabled when the value is already null. */
  canClear: boolean;
  /** Disabled when the value is the field's default. */
  canReset: boolean;
  /** Disabled when the field has no staged change. */
  canUndo: boolean;
}

export function fieldMenuState(
  value: unknown,
  defaultValue: unknown,
  staged: boolean,
): FieldMenuState {
  return {
    canClear: value != null,
    canReset: !valuesEqual(value, defaultValue ?? null),
    canUndo: staged,
  };
}
