import { useStore } from '@nanostores/react';
import { formatDate, formatRelative } from '../../../i18n/date-format.js';
import { useT } from '../../../i18n/use-t.js';
import { parseServerDate } from './dates.js';
import { $now } from './now.js';

/** "3 minutes ago", refreshed every second; the full date and time as its tooltip. */
export function RelativeTime({ value }: { value: string | null | undefined }) {
  const { locale } = useT();
  const now = useStore($now);
  const date = parseServerDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const language = locale ?? 'en-US';
  // A clock a little ahead of the browser's must not say "in 2 seconds".
  const relative = formatRelative(date, language, Math.max(now, date.getTime()));
  return (
    <time dateTime={date.toISOString()} title={formatDate(date, 'long', language)}>
      {relative}
    </time>
  );
}
