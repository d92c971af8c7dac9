import { type KeyboardEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import { choicesJsonInvalid } from '../button-group/choices-json.js';
import { chosenValues, storedChoices } from '../checkboxes/choice-list.js';
import { parseChoices } from '../dropdown/choices.js';
import type { InputProps } from '../registry.js';

/** Rows the list shows before it scrolls (v8 `size`, 3 to 20). */
export function visibleRows(size: unknown): number {
  const rows = size === null || size === '' ? Number.NaN : Math.round(Number(size));
  return Number.isFinite(rows) ? Math.min(20, Math.max(3, rows)) : 6;
}

const ROW_HEIGHT = 36;

/**
 * Several values of `choices` in a list box of `size` rows: a click, Space or Enter picks or
 * unpicks a row; the arrow keys, Home and End move between rows. The values are stored in the
 * choices' order (a list, or CSV for a text field), wrapped in delimiters with
 * `wrapWithDelimiter` (on by default, as in v8).
 */
export function MultiselectInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const { t } = useT();
  const listed = parseChoices(options.choices);
  const chosen = chosenValues(value);
  // Stored values the choices no longer list stay, picked.
  const choices = [
    ...listed,
    ...chosen
      .filter((one) => !listed.some((choice) => choice.value === one))
      .map((one) => ({ value: one, label: one })),
  ];
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, choices.length - 1);

  if (choices.length === 0) {
    return (
      <p className="cms-field__hint" id={id}>
        {choicesJsonInvalid(options.choices)
          ? t('catalogue_interfaces.choices_invalid')
          : t('catalogue_interfaces.no_choices')}
      </p>
    );
  }

  const toggle = (index: number) => {
    const choice = choices[index];
    if (readonly || !choice) return;
    setActive(index);
    const picked = new Set(chosen);
    if (picked.has(choice.value)) picked.delete(choice.value);
    else picked.add(choice.value);
    const values = choices.map((one) => one.value).filter((one) => picked.has(one));
    onChange(storedChoices(values, field.type, options.wrapWithDelimiter !== false));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = Math.min(choices.length - 1, activeIndex + 1);
    else if (event.key === 'ArrowUp') next = Math.max(0, activeIndex - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = choices.length - 1;
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(activeIndex);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget
      .querySelector(`[data-index="${next}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };

  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder !== ''
      ? options.placeholder
      : t('catalogue_interfaces.multiselect_none');
  return (
    <div className="cms-multiselect">
      <div
        className="cms-multiselect__list"
        role="listbox"
        id={id}
        tabIndex={0}
        aria-multiselectable="true"
        aria-labelledby={`${id}-label`}
        aria-readonly={readonly || undefined}
        aria-invalid={invalid || undefined}
        aria-activedescendant={`${id}-option-${activeIndex}`}
        data-readonly={readonly || undefined}
        style={{ maxHeight: `${visibleRows(options.size) * ROW_HEIGHT + 2}px` }}
        onKeyDown={onKeyDown}
      >
        {choices.map((choice, index) => {
          const selected = chosen.includes(choice.value);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; the keys go to the list box
            <div
              key={choice.value}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={selected}
              className="cms-multiselect__option"
              data-active={index === activeIndex || undefined}
              onClick={() => toggle(index)}
            >
              <span className="cms-multiselect__tick" aria-hidden="true">
                {selected ? <Icon name="check" size={16} /> : null}
              </span>
              <span className="cms-multiselect__label">{choice.label}</span>
            </div>
          );
        })}
      </div>
      <p className="cms-multiselect__summary" aria-live="polite">
        {chosen.length === 0
          ? placeholder
          : t('catalogue_interfaces.multiselect_count', { count: chosen.length })}
      </p>
    </div>
  );
}
