import type { DisplayProps } from '../registry.js';
import { sliderValue, withUnit } from './slider-range.js';

/** The value with its unit. */
export function SliderDisplay({ value, options }: DisplayProps) {
  const current = sliderValue(value);
  return (
    <span className="cms-display">{current === null ? '' : withUnit(current, options.unit)}</span>
  );
}
