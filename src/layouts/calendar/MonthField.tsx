import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { type Month, monthKey, parseMonthKey } from './calendar-grid.js';

interface MonthFieldProps {
  value: Month;
  onChange(month: Month): void;
}

/**
 * Month and year in one field: the browser's month picker, or a `YYYY-MM` text box where it has
 * none (the draft is kept while it is typed, and only a whole month moves the calendar).
 */
export function MonthField({ value, onChange }: MonthFieldProps) {
  const { t } = useT();
  const id = useId();
  const key = monthKey(value);
  const [draft, setDraft] = useState(key);
  useEffect(() => setDraft(key), [key]);
  return (
    <span className="cms-calendar__month-field">
      <label htmlFor={id}>{t('calendar.month_picker')}</label>
      <input
        id={id}
        type="month"
        className="cms-field__control"
        placeholder="YYYY-MM"
        value={draft}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setDraft(next);
          const month = parseMonthKey(next);
          if (month) onChange(month);
        }}
        onBlur={() => setDraft(key)}
      />
    </span>
  );
}
