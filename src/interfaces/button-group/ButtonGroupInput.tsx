import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { buttonChoiceSets } from './button-choices.js';
import { choiceKeyTarget } from './choice-keys.js';
import { choicesJsonInvalid } from './choices-json.js';

/**
 * One value of `choices` as a row of joined buttons (native radios drawn as buttons, so the group
 * reads out as a radio group). The arrow keys move to and choose the next or previous button, Home
 * and End the first and last; Tab stops once, on the chosen button. `theme` is solid (filled
 * buttons) or outline. A stored value the choices no longer list shows as one more button.
 */
export function ButtonGroupInput({ value, options, readonly, onChange, id }: InputProps) {
  const { t, dir } = useT();
  const sets = buttonChoiceSets(options.choices);
  const current = value == null ? '' : String(value);
  const listed = sets.flat();
  if (current !== '' && !listed.some((choice) => choice.value === current)) {
    sets.push([{ value: current, label: current, icon: null }]);
  }
  const all = sets.flat();
  if (all.length === 0) {
    return (
      <p className="cms-field__hint" id={id}>
        {choicesJsonInvalid(options.choices)
          ? t('catalogue_interfaces.choices_invalid')
          : t('catalogue_interfaces.no_choices')}
      </p>
    );
  }
  const checkedIndex = all.findIndex((choice) => choice.value === current);
  const theme = options.theme === 'outline' ? 'outline' : 'solid';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readonly) return;
    const target = choiceKeyTarget(event.key, {
      current: checkedIndex,
      count: all.length,
      rtl: dir === 'rtl',
      wrap: true,
    });
    if (target === null) return;
    event.preventDefault();
    const choice = all[target];
    if (!choice) return;
    if (choice.value !== current) onChange(choice.value);
    event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[target]?.focus();
  };

  let index = -1;
  return (
    <div
      className={`cms-button-group cms-button-group--${theme}`}
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-readonly={readonly || undefined}
      onKeyDown={onKeyDown}
    >
      {sets.map((set) => (
        <div className="cms-button-group__set" key={set.map((choice) => choice.value).join('\n')}>
          {set.map((choice) => {
            index += 1;
            return (
              <label key={choice.value} className="cms-button-group__item">
                <input
                  className="cms-button-group__radio"
                  type="radio"
                  name={id}
                  value={choice.value}
                  checked={choice.value === current}
                  // An icon-only button is named by its value.
                  aria-label={choice.label === '' ? choice.value : undefined}
                  // One stop in the tab order: the chosen button, else the first.
                  tabIndex={index === Math.max(0, checkedIndex) ? 0 : -1}
                  disabled={readonly}
                  onChange={() => onChange(choice.value)}
                />
                <span className="cms-button-group__button">
                  {choice.icon ? <Icon name={iconFor(choice.icon, 'extension')} size={18} /> : null}
                  {choice.label === '' ? null : <span>{choice.label}</span>}
                </span>
              </label>
            );
          })}
        </div>
      ))}
    </div>
  );
}
