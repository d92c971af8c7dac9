import { Icon, iconFor } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { fromInputValue, kindOf, toInputValue } from './datetime-values.js';

const NATIVE_TYPE = { date: 'date', time: 'time', datetime: 'datetime-local' } as const;

/**
 * The browser's own date and time pickers: keyboard and screen readers work out of the box.
 * `iconLeft` and `iconRight` sit inside the box, beside the picker.
 */
export function DatetimeInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const kind = kindOf(field.type);
  const bound = (option: unknown) =>
    typeof option === 'string' && option !== '' ? toInputValue(option, kind) : undefined;
  const iconLeft =
    typeof options.iconLeft === 'string' && options.iconLeft ? options.iconLeft : null;
  const iconRight =
    typeof options.iconRight === 'string' && options.iconRight ? options.iconRight : null;
  const withIcons = iconLeft !== null || iconRight !== null;
  const input = (
    <input
      id={id}
      type={NATIVE_TYPE[kind]}
      step={kind === 'date' ? undefined : 1}
      className={withIcons ? 'cms-date-input__text' : 'cms-field__control'}
      value={toInputValue(value, kind)}
      readOnly={readonly}
      min={bound(options.min)}
      max={bound(options.max)}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(fromInputValue(event.target.value, kind))}
    />
  );
  if (!withIcons) return input;
  // The date interface's box (date.css): icons and the control inside one border.
  return (
    <div
      className="cms-field__control cms-date-input__box"
      data-readonly={readonly || undefined}
      aria-invalid={invalid || undefined}
    >
      {iconLeft ? (
        <Icon name={iconFor(iconLeft, 'event')} size={18} className="cms-date-input__icon" />
      ) : null}
      {input}
      {iconRight ? (
        <Icon name={iconFor(iconRight, 'event')} size={18} className="cms-date-input__icon" />
      ) : null}
    </div>
  );
}
