import { parseChoices } from '../dropdown/choices.js';
import type { DisplayProps } from '../registry.js';
import { chosenValues } from './choice-list.js';

/**
 * The chosen values as one line: their labels with `formatting` on (the default), else the values
 * as stored. Shared by multiselect, whose `formatting` is "text" or "value".
 */
export function ChoicesDisplay({ value, options }: DisplayProps) {
  const labels = options.formatting !== false && options.formatting !== 'value';
  const choices = parseChoices(options.choices);
  const shown = chosenValues(value).map((one) =>
    labels ? (choices.find((choice) => choice.value === one)?.label ?? one) : one,
  );
  return <span className="cms-display">{shown.join(', ')}</span>;
}
