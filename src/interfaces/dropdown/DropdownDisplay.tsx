import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { parseChoices } from './choices.js';

export function DropdownDisplay({ value, options }: DisplayProps) {
  const label = parseChoices(options.choices).find(
    (choice) => choice.value === String(value),
  )?.label;
  return <span className="cms-display">{label ?? displayText(value)}</span>;
}
