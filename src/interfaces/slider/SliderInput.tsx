import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { percentOf, sliderRange, sliderValue, withUnit } from './slider-range.js';

/**
 * A number between `minimum` and `maximum` in steps of `step`, on the browser's range input drawn
 * as the admin's track and thumb (arrow keys, Page Up/Down, Home and End move it, and it reads out
 * its value with `unit`). An empty value shows the thumb at the minimum, dimmed, with "Not set"
 * until it is moved.
 */
export function SliderInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const { t } = useT();
  const range = sliderRange(options);
  const current = sliderValue(value);
  const shown = current ?? range.min;
  const stage = (text: string) => {
    const next = Number(text);
    onChange(field.type === 'integer' ? Math.round(next) : next);
  };
  return (
    <div className="cms-slider" data-empty={current === null || undefined}>
      <input
        id={id}
        className="cms-slider__range"
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={shown}
        disabled={readonly}
        aria-invalid={invalid || undefined}
        aria-valuetext={
          current === null
            ? t('catalogue_interfaces.slider_empty')
            : withUnit(current, options.unit)
        }
        style={{
          ['--cms-slider-fill' as string]: `${current === null ? 0 : percentOf(current, range)}%`,
        }}
        onChange={(event) => stage(event.target.value)}
        // An empty value shows at the minimum: a press or Home there, which moves nothing, sets it.
        onPointerUp={(event) => {
          if (current === null && !readonly) stage(event.currentTarget.value);
        }}
        onKeyUp={(event) => {
          if (current === null && !readonly && event.key === 'Home')
            stage(event.currentTarget.value);
        }}
      />
      <output className="cms-slider__value" htmlFor={id}>
        {current === null
          ? t('catalogue_interfaces.slider_empty')
          : withUnit(current, options.unit)}
      </output>
    </div>
  );
}
