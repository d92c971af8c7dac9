import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { dropdownChoices } from './dropdown-options.js';

/** The choice's label; a value of the user's own (`allow_other`) or no longer listed as stored. */
export function DropdownDisplay({ value, options }: DisplayProps) {
  const label = dropdownChoices(options).find((choice) => choice.value === String(value))?.label;
  return <span className="cms-display">{label ?? displayText(value)}</span>;
}
