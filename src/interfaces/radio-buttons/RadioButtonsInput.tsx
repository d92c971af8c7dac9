import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import { isRightToLeft } from '../../ui/reading-direction.js';
import type { InputProps } from '../registry.js';
import { radioChoices } from './radio-choices.js';

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * One choice of `choices` as a radio group of native radios drawn as custom circles. The arrow
 * keys move to and choose the next or previous choice (wrapping), Home and End the first and last:
 * the group handles them itself so that every browser and the tests behave the same. The group is
 * labelled by the form's label (`{id}-label`); a stored value the choices no longer list stays.
 */
export function RadioButtonsInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const listed = radioChoices(options);
  const current = value == null ? '' : String(value);
  const choices =
    current !== '' && !listed.some((choice) => choice.value === current)
      ? [...listed, { value: current, label: current }]
      : listed;
  if (choices.length === 0) {
    return <p className="cms-field__hint">{t('user_interfaces.radio_no_choices')}</p>;
  }
  const stage = (next: string) => {
    if (next === current) return;
    onChange(field.type === 'integer' ? Number(next) : next);
  };
  const checkedIndex = choices.findIndex((choice) => choice.value === current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readonly) return;
    const index = Math.max(0, checkedIndex);
    const rtl = isRightToLeft(event.currentTarget);
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    let step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (rtl && horizontal) step = -step;
    let target: number | null = null;
    if (step !== 0) {
      target = checkedIndex < 0 ? 0 : (index + step + choices.length) % choices.length;
    } else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = choices.length - 1;
    if (target === null) return;
    event.preventDefault();
    const choice = choices[target];
    if (!choice) return;
    stage(choice.value);
    event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[target]?.focus();
  };

  return (
    <div
      className="cms-radio-group"
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-readonly={readonly || undefined}
      onKeyDown={onKeyDown}
    >
      {choices.map((choice, index) => (
        <label key={choice.value} className="cms-radio">
          <input
            className="cms-radio__control"
            type="radio"
            name={id}
            value={choice.value}
            checked={choice.value === current}
            // One stop in the tab order: the chosen radio, else the first.
            tabIndex={index === Math.max(0, checkedIndex) ? 0 : -1}
            disabled={readonly}
            onChange={() => stage(choice.value)}
          />
          <span className="cms-radio__label">{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
