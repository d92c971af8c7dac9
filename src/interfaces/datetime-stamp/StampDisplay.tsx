import { DEFAULT_LOCALE } from '../../constants.js';
import { formatDate, formatRelative } from '../../i18n/date-format.js';
import { useT } from '../../i18n/use-t.js';
import { DatetimeDisplay } from '../datetime/DatetimeDisplay.js';
import type { DisplayProps } from '../registry.js';

/** A stored stamp (`2024-03-05 14:30:00`, or ISO) as a Date, null when it is not a date. */
function stampDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The stamp as a date and time, or with `showRelative` as the time since ("3 hours ago"), whose
 * full date shows on hover and is the `<time>` element's machine-readable value.
 */
export function StampDisplay({ value, field, options }: DisplayProps) {
  const { locale } = useT();
  const date = typeof value === 'string' && options.showRelative === true ? stampDate(value) : null;
  if (!date) return <DatetimeDisplay value={value} field={field} options={options} />;
  const language = locale ?? DEFAULT_LOCALE;
  return (
    <span className="cms-display">
      <time dateTime={date.toISOString()} title={formatDate(date, 'long', language)}>
        {formatRelative(date, language)}
      </time>
    </span>
  );
}
