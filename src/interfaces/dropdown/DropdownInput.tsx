import { useT } from '../../i18n/use-t.js';
import { Select } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { parseChoices } from './choices.js';

/** A Select of the `choices` option; integer fields get numbers back; the first entry clears. */
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
    <Select
      id={id}
      value={current}
      disabled={readonly}
      invalid={invalid}
      placeholder={placeholder}
      options={[
        { value: '', label: placeholder },
        ...choices,
        // A stored value the choices no longer list still shows (and stays chosen).
        ...(current !== '' && !choices.some((choice) => choice.value === current)
          ? [{ value: current, label: current }]
          : []),
      ]}
      onChange={(next) => {
        if (next === '') return onChange(null);
        onChange(field.type === 'integer' ? Number(next) : next);
      }}
    />
  );
}
