import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { useItemPages } from '../../screens/items/use-item-pages.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { collectionTemplate, templateRequestFields, templateTitle } from '../display-template.js';
import type { LayoutProps } from '../registry.js';
import { useReadableFields } from '../use-readable-fields.js';
import { CalendarToolbar } from './CalendarToolbar.js';
import { type DayKey, dateOfDay, dayKey, timeLabel } from './calendar-dates.js';
import {
  dateFields,
  dateSource,
  itemsByDay,
  type PlacedItem,
  rangeFilter,
} from './calendar-fields.js';
import { firstDayOfWeek, inMonth, monthGrid, weekdayOrder } from './calendar-grid.js';
import { $calendarMonths, showMonth, shownMonth } from './calendar-month.js';
import { DayDialog } from './DayDialog.js';
import { useMonthJump } from './use-month-jump.js';
import './register-calendar-styles.js';

// The calendar layout: a month of whole weeks, previous/next/today, each item on the day of its
// datetime (or date + time) field, titled by the display template. It runs its own query, limited
// to the days shown (`between`) on top of the listing's search and filters, and reads every page
// of it: a month is bounded, and a day must not miss items. A month without items offers the way
// to the nearest ones.

/** Rows per request; the calendar asks for further pages until the range is complete. */
export const CALENDAR_PAGE_SIZE = 500;
/** Items a day cell lists before "n more" (the day dialog lists them all). */
export const ITEMS_PER_DAY_CELL = 3;

export function CalendarLayout(props: LayoutProps) {
  const { collection, viewOptions } = props;
  const { t, locale } = useT();
  const lang = locale ?? DEFAULT_LOCALE;
  const project = useStore($currentProjectKey);
  const months = useStore($calendarMonths);
  const titleId = useId();
  const [openDay, setOpenDay] = useState<DayKey | null>(null);

  const readable = useReadableFields(collection);
  const source = useMemo(() => dateSource(readable, viewOptions), [readable, viewOptions]);
  const template =
    typeof viewOptions.title === 'string' && viewOptions.title.trim() !== ''
      ? viewOptions.title
      : collectionTemplate(collection, readable);
  const primaryKey = primaryKeyField(collection.fields);
  const today = new Date();
  const month = shownMonth(months, collection.collection, today);
  const weekStart = firstDayOfWeek(lang);
  const weeks = monthGrid(month, weekStart);
  const from = weeks[0]?.[0] ?? '';
  const to = weeks.at(-1)?.at(-1) ?? '';

  const query = useMemo(() => {
    if (!project || !source) return null;
    const fields = [
      primaryKey,
      ...dateFields(source),
      ...templateRequestFields(template, readable),
    ];
    return {
      project,
      collection: collection.collection,
      fields: [...new Set(fields)],
      sort: dateFields(source).join(','),
      q: props.search ?? '',
      filters: [...(props.filters ?? []), rangeFilter(source, from, to)],
      limit: CALENDAR_PAGE_SIZE,
    };
  }, [
    project,
    source,
    primaryKey,
    template,
    readable,
    collection.collection,
    props.search,
    props.filters,
    from,
    to,
  ]);
  const pages = useItemPages(query);
  const { hasMore, status, loadMore } = pages;
  useEffect(() => {
    if (hasMore && status === 'ready') loadMore();
  }, [hasMore, status, loadMore]);

  const byDay = useMemo(
    () => (source ? itemsByDay(pages.items, source) : new Map<DayKey, PlacedItem[]>()),
    [pages.items, source],
  );
  const placedInGrid = weeks.some((week) => week.some((day) => byDay.has(day)));
  const jump = useMonthJump(
    project && source
      ? {
          project,
          collection: collection.collection,
          source,
          q: props.search ?? '',
          filters: props.filters ?? [],
        }
      : null,
    from,
    to,
  );

  if (!source) {
    return <Notice title={t('calendar.no_date_field')}>{t('calendar.no_date_field_body')}</Notice>;
  }

  const todayKey = dayKey(today);
  const monthTitle = new Intl.DateTimeFormat(lang, {
    month: 'long',
    year: 'numeric',
  }).format(new Date(month.year, month.month, 1));
  const weekdayName = (weekday: number, style: 'short' | 'long') =>
    // 2023-01-01 was a Sunday: weekday n is n days later.
    new Intl.DateTimeFormat(lang, { weekday: style }).format(new Date(2023, 0, 1 + weekday));
  const longDate = (day: DayKey) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(dateOfDay(day));
  const titleOf = (entry: PlacedItem) =>
    templateTitle(template, entry.item, entry.item[primaryKey]);
  const busy = status === 'loading' || status === 'lazy-loading';

  return (
    <div className="cms-calendar">
      <CalendarToolbar
        titleId={titleId}
        title={monthTitle}
        month={month}
        onMonthChange={(next) => showMonth(collection.collection, next)}
        jump={jump}
        loading={busy}
      />
      {status === 'ready' && !hasMore && !placedInGrid ? (
        <p className="cms-calendar__empty">
          {t('calendar.empty_month', { month: monthTitle })}{' '}
          <Button disabled={jump.busy} onClick={jump.nearest}>
            {t('calendar.nearest')}
          </Button>
        </p>
      ) : null}
      {status === 'error' ? (
        <Notice color="danger" title={t('listing.error_title')} live>
          <p>{pages.error?.message}</p>
          <Button onClick={pages.reload}>{t('listing.retry')}</Button>
        </Notice>
      ) : null}
      <table className="cms-calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdayOrder(weekStart).map((weekday) => (
              <th key={weekday} scope="col" abbr={weekdayName(weekday, 'long')}>
                {weekdayName(weekday, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const entries = byDay.get(day) ?? [];
                const hidden = entries.length - ITEMS_PER_DAY_CELL;
                const classes = ['cms-calendar__day'];
                if (!inMonth(day, month)) classes.push('cms-calendar__day--other-month');
                if (day === todayKey) classes.push('cms-calendar__day--today');
                return (
                  <td
                    key={day}
                    className={classes.join(' ')}
                    data-day={day}
                    aria-current={day === todayKey ? 'date' : undefined}
                  >
                    <button
                      type="button"
                      className="cms-calendar__day-number"
                      aria-label={t('calendar.open_day', {
                        date: longDate(day),
                        count: entries.length,
                      })}
                      aria-haspopup="dialog"
                      onClick={() => setOpenDay(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                    {entries.length > 0 ? (
                      <ul className="cms-calendar__items">
                        {entries.slice(0, ITEMS_PER_DAY_CELL).map((entry) => (
                          <li key={String(entry.item[primaryKey])}>
                            <Link to={props.linkTo(entry.item)} className="cms-calendar__item">
                              {entry.time ? (
                                <span className="cms-calendar__time">
                                  {timeLabel(lang, entry.time)}
                                </span>
                              ) : null}
                              {titleOf(entry)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {hidden > 0 ? (
                      <button
                        type="button"
                        className="cms-calendar__more"
                        aria-haspopup="dialog"
                        onClick={() => setOpenDay(day)}
                      >
                        {t('calendar.more', { count: hidden })}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DayDialog
        open={openDay !== null}
        title={openDay ? longDate(openDay) : ''}
        entries={(openDay ? byDay.get(openDay) : undefined)?.map((entry) => ({
          key: String(entry.item[primaryKey]),
          to: props.linkTo(entry.item),
          time: timeLabel(lang, entry.time),
          title: titleOf(entry),
        }))}
        onClose={() => setOpenDay(null)}
      />
    </div>
  );
}
