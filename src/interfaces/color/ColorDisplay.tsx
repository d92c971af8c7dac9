import type { DisplayProps } from '../registry.js';
import { colorFormatOf, pickerValue } from './color-value.js';

/** A swatch and the value as stored. */
export function ColorDisplay({ value, options }: DisplayProps) {
  const color = pickerValue(value, colorFormatOf(options));
  if (!color) return <span className="cms-display">{typeof value === 'string' ? value : ''}</span>;
  return (
    <span className="cms-display cms-color-display">
      <span
        className="cms-color-display__swatch"
        style={{ background: color }}
        aria-hidden="true"
      />
      {String(value)}
    </span>
  );
}
