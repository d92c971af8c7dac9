import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { radioChoices } from './radio-choices.js';

/** The chosen choice's label, else the stored value as text. */
export function RadioButtonsDisplay({ value, options }: DisplayProps) {
  const label =
    value == null ? undefined : radioChoices(options).find((c) => c.value === String(value))?.label;
  return <span className="cms-display">{label ?? displayText(value)}</span>;
}
