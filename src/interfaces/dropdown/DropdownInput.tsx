import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import { Select } from '../../ui/Select.js';
import { registerStyles } from '../../ui/styles.js';
import { choicesJsonInvalid } from '../button-group/choices-json.js';
import type { InputProps } from '../registry.js';
import css from './dropdown.css';
import { dropdownChoices } from './dropdown-options.js';

registerStyles(css);

/** The Select's value for the "Other…" entry (no stored value can be it: it is not text). */
const OTHER = '\u0000other';

/**
 * A Select of the `choices` option; integer fields get numbers back; the first entry clears.
 * `allow_other` adds "Other…", which opens a text box for a value of the user's own; `icon` shows
 * a Material icon in the control.
 */
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
  const choices = dropdownChoices(options);
  const current = value == null ? '' : String(value);
  const listed = choices.some((choice) => choice.value === current);
  const allowOther = options.allow_other === true;
  // "Other…" was picked and nothing typed yet; a stored value the choices do not list is the
  // user's own when others are allowed (also after an undo or a reset from outside).
  const [picked, setPicked] = useState(false);
  const other = allowOther && !listed && (current !== '' || picked);
  const otherBox = useRef<HTMLInputElement>(null);
  const focusOther = useRef(false);
  useEffect(() => {
    if (!focusOther.current) return;
    focusOther.current = false;
    otherBox.current?.focus();
  });
  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder !== ''
      ? options.placeholder
      : t('interfaces.choose_one');
  const typed = (text: string) => {
    if (text === '') return onChange(null);
    if (field.type !== 'integer') return onChange(text);
    const number = Number(text);
    if (Number.isInteger(number)) onChange(number);
  };
  const icon =
    typeof options.icon === 'string' && options.icon !== '' ? (
      <Icon name={iconFor(options.icon, 'extension')} size={18} className="cms-dropdown__icon" />
    ) : undefined;

  return (
    <div className="cms-dropdown">
      <Select
        id={id}
        value={other ? OTHER : current}
        disabled={readonly}
        invalid={invalid}
        placeholder={placeholder}
        prefix={icon}
        options={[
          { value: '', label: placeholder },
          ...choices,
          // A stored value the choices no longer list still shows (and stays chosen).
          ...(!allowOther && current !== '' && !listed ? [{ value: current, label: current }] : []),
          ...(allowOther ? [{ value: OTHER, label: t('interface_options.dropdown_other') }] : []),
        ]}
        onChange={(next) => {
          if (next === OTHER) {
            focusOther.current = true;
            setPicked(true);
            if (listed) onChange(null);
            return;
          }
          setPicked(false);
          if (next === '') return onChange(null);
          onChange(field.type === 'integer' ? Number(next) : next);
        }}
      />
      {other ? (
        <input
          ref={otherBox}
          type={field.type === 'integer' ? 'number' : 'text'}
          className="cms-field__control cms-dropdown__other"
          aria-label={t('interface_options.dropdown_other_value')}
          placeholder={t('interface_options.dropdown_other_value')}
          value={listed ? '' : current}
          readOnly={readonly}
          aria-invalid={invalid || undefined}
          onChange={(event) => typed(event.target.value)}
        />
      ) : null}
      {choicesJsonInvalid(options.choices) ? (
        <p className="cms-form-field__problem">{t('catalogue_interfaces.choices_invalid')}</p>
      ) : null}
    </div>
  );
}
