import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { parseChoices } from './choices.js';

/** A native select of the `choices` option; integer fields get numbers back. */
export function DropdownInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const { t } = useT();
  const choices = parseChoices(options.choices);
  const current = value == null ? '' : String(value);
  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder !== ''
      ? options.placeholder
      : t('interfaces.choose_one');
  return (
    <select
      id={id}
      className="cms-field__control"
      value={current}
      disabled={readonly}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '') return onChange(null);
        onChange(field.type === 'integer' ? Number(next) : next);
      }}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
      {current !== '' && !choices.some((choice) => choice.value === current) ? (
        <option value={current}>{current}</option>
      ) : null}
    </select>
  );
}
