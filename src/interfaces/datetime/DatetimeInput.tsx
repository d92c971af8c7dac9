import type { InputProps } from '../registry.js';
import { fromInputValue, kindOf, toInputValue } from './datetime-values.js';

const NATIVE_TYPE = { date: 'date', time: 'time', datetime: 'datetime-local' } as const;

/** The browser's own date and time pickers: keyboard and screen readers work out of the box. */
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
  return (
    <input
      id={id}
      type={NATIVE_TYPE[kind]}
      step={kind === 'date' ? undefined : 1}
      className="cms-field__control"
      value={toInputValue(value, kind)}
      readOnly={readonly}
      min={bound(options.min)}
      max={bound(options.max)}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(fromInputValue(event.target.value, kind))}
    />
  );
}
