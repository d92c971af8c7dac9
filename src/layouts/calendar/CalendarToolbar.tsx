import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Loader } from '../../ui/Loader.js';
import { type Month, monthOf, shiftMonth } from './calendar-grid.js';
import { MonthField } from './MonthField.js';
import type { MonthJump } from './use-month-jump.js';

interface CalendarToolbarProps {
  titleId: string;
  /** The month's name, e.g. "March 2024". */
  title: string;
  month: Month;
  onMonthChange(month: Month): void;
  jump: MonthJump;
  loading: boolean;
}

/**
 * Above the grid: the month's name, previous / today / next, a month-and-year field, and the way
 * to the nearest items before or after the month.
 */
export function CalendarToolbar({
  titleId,
  title,
  month,
  onMonthChange,
  jump,
  loading,
}: CalendarToolbarProps) {
  const { t } = useT();
  return (
    <div className="cms-calendar__toolbar">
      <h2 className="cms-calendar__title" id={titleId} aria-live="polite">
        {title}
      </h2>
      <div className="cms-calendar__navigation">
        <Button
          aria-label={t('calendar.previous')}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Button onClick={() => onMonthChange(monthOf(new Date()))}>{t('calendar.today')}</Button>
        <Button aria-label={t('calendar.next')} onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <MonthField value={month} onChange={onMonthChange} />
      <div className="cms-calendar__navigation">
        <Button disabled={jump.busy} onClick={() => jump.jump('before')}>
          {t('calendar.earlier')}
        </Button>
        <Button disabled={jump.busy} onClick={() => jump.jump('after')}>
          {t('calendar.later')}
        </Button>
      </div>
      {loading || jump.busy ? <Loader label={t('calendar.loading')} /> : null}
      <p className="cms-calendar__jump-status" role="status">
        {jump.message}
      </p>
    </div>
  );
}
