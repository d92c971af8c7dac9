import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { DateGrid } from './DateGrid.js';
import { boundsOf, readDay } from './day-math.js';
import { dayText } from './day-text.js';

/**
 * The calendar interface: the month grid right in the form, with the chosen day spelled out above
 * it. Stores `YYYY-MM-DD`; `min` and `max` bound the days that can be chosen.
 */
export function CalendarInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const day = readDay(value);
  return (
    // biome-ignore lint/a11y/useSemanticElements: names the chosen date and the grid together, not a form fieldset
    <div
      id={id}
      role="group"
      className="cms-calendar-input"
      aria-labelledby={`${id}-label`}
      aria-invalid={invalid || undefined}
    >
      <p className="cms-calendar-input__chosen" aria-live="polite">
        {day === null
          ? t('date_interfaces.none_chosen')
          : t('date_interfaces.chosen', { date: dayText(day, locale ?? DEFAULT_LOCALE) })}
      </p>
      <DateGrid
        value={day}
        bounds={boundsOf(options)}
        readonly={readonly}
        onChoose={onChange}
        onClear={() => onChange(null)}
      />
    </div>
  );
}
