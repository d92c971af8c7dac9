import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { dateOfDay } from '../../layouts/calendar/calendar-dates.js';
import { inMonth, monthGrid, monthOf, weekdayOrder } from '../../layouts/calendar/calendar-grid.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { calendarNames } from './calendar-names.js';
import {
  addDays,
  addMonths,
  clampDay,
  type DayBounds,
  type DayKey,
  isWithin,
  today as todayKey,
} from './day-math.js';
import { dayForKey } from './grid-keys.js';
import { weekStartOf } from './week-start.js';
import './register-calendar-styles.js';

/** Six weeks always, so the grid keeps its height from month to month. */
const WEEKS_SHOWN = 6;

interface DateGridProps {
  /** The chosen day, or null. */
  value: DayKey | null;
  bounds: DayBounds;
  readonly?: boolean;
  onChoose(day: DayKey): void;
  /** Offers "Clear" while a day is chosen. */
  onClear?(): void;
  /** Moves the focus into the grid when it appears (the date interface's popover). */
  autoFocus?: boolean;
}

/**
 * A month of days to choose one from (WAI-ARIA date grid): buttons for the previous and next month
 * and year, the month's weeks with the locale's weekday heads and first weekday, "Today" and
 * "Clear". One day is in the tab order; the keys of grid-keys.ts move it, Enter or Space chooses
 * it. Days outside `bounds` show disabled and cannot be chosen; read-only shows the chosen day and
 * lets the months be browsed, nothing more.
 */
export function DateGrid({
  value,
  bounds,
  readonly = false,
  onChoose,
  onClear,
  autoFocus,
}: DateGridProps) {
  const { t, locale, dir } = useT();
  const language = locale ?? DEFAULT_LOCALE;
  const names = useMemo(() => calendarNames(language), [language]);
  const weekStart = useMemo(() => weekStartOf(language), [language]);
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const today = todayKey();
  const [focusDay, setFocusDay] = useState<DayKey>(() => value ?? clampDay(today, bounds));
  // The focus follows the focused day only after a key moved it (or on opening): the month
  // buttons keep theirs.
  const moveFocus = useRef(autoFocus ?? false);

  useEffect(() => {
    if (value !== null) setFocusDay(value);
  }, [value]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const month = monthOf(dateOfDay(focusDay));
  const weeks = monthGrid(month, weekStart);
  while (weeks.length < WEEKS_SHOWN) {
    const last = weeks[weeks.length - 1] as DayKey[];
    weeks.push(last.map((day) => addDays(day, 7)));
  }

  const choosable = (day: DayKey) => !readonly && isWithin(day, bounds);
  const choose = (day: DayKey) => {
    setFocusDay(day);
    if (choosable(day)) onChoose(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusDay);
      return;
    }
    const next = dayForKey(event, focusDay, weekStart, dir === 'rtl');
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDay(next);
  };

  const shiftBy = (months: number) => setFocusDay(addMonths(focusDay, months));

  return (
    <div className="cms-date-grid" data-readonly={readonly || undefined}>
      <div className="cms-date-grid__header">
        <button
          type="button"
          className="cms-date-grid__nav"
          aria-label={t('date_interfaces.previous_year')}
          onClick={() => shiftBy(-12)}
        >
          <Icon name="chevron_left" size={18} />
          <Icon name="chevron_left" size={18} className="cms-date-grid__second-chevron" />
        </button>
        <button
          type="button"
          className="cms-date-grid__nav"
          aria-label={t('date_interfaces.previous_month')}
          onClick={() => shiftBy(-1)}
        >
          <Icon name="chevron_left" size={18} />
        </button>
        <h3 className="cms-date-grid__title" id={titleId} aria-live="polite">
          {names.monthTitle(month)}
        </h3>
        <button
          type="button"
          className="cms-date-grid__nav"
          aria-label={t('date_interfaces.next_month')}
          onClick={() => shiftBy(1)}
        >
          <Icon name="chevron_right" size={18} />
        </button>
        <button
          type="button"
          className="cms-date-grid__nav"
          aria-label={t('date_interfaces.next_year')}
          onClick={() => shiftBy(12)}
        >
          <Icon name="chevron_right" size={18} />
          <Icon name="chevron_right" size={18} className="cms-date-grid__second-chevron" />
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table whose days take the focus
        role="grid"
        className="cms-date-grid__days"
        aria-labelledby={titleId}
        aria-readonly={readonly || undefined}
      >
        <thead>
          <tr>
            {names.weekdays(weekdayOrder(weekStart)).map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} title={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keys (Enter, Space) are handled for all its days
                <td
                  key={day}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a focusable day of the date grid
                  role="gridcell"
                  data-day={day}
                  className="cms-date-grid__day"
                  data-outside={!inMonth(day, month) || undefined}
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-label={names.dayName(day)}
                  aria-selected={day === value}
                  aria-disabled={!isWithin(day, bounds) || undefined}
                  aria-current={day === today ? 'date' : undefined}
                  onClick={() => choose(day)}
                  onFocus={() => setFocusDay(day)}
                >
                  {names.dayNumber(day)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {readonly ? null : (
        <div className="cms-date-grid__footer">
          <Button disabled={!isWithin(today, bounds)} onClick={() => choose(today)}>
            {t('date_interfaces.today')}
          </Button>
          {onClear && value !== null ? (
            <Button onClick={onClear}>{t('date_interfaces.clear')}</Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
