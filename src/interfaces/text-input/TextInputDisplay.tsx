import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { isMonospace, shownText } from './text-options.js';

/** The text as stored, or as a title with `formatValue`; monospace with `monospace`. */
export function TextInputDisplay({ value, options }: DisplayProps) {
  const text = shownText(displayText(value), options);
  return (
    <span className={`cms-display${isMonospace(options) ? ' cms-font--monospace' : ''}`}>
      {text}
    </span>
  );
}
