import { useEffect, useId, useMemo, useRef } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { Notice } from '../../ui/Notice.js';
import { dateOfDay, timeLabel } from '../calendar/calendar-dates.js';
import { DisplayValue } from '../DisplayValue.js';
import { collectionTemplate, templateTitle } from '../display-template.js';
import type { LayoutProps } from '../registry.js';
import { useLoadMore } from '../use-load-more.js';
import { useReadableFields } from '../use-readable-fields.js';
import { type TimelineGroup, timelineDateField, timelineGroups } from './timeline-groups.js';
import './register-timeline-styles.js';
import { dateTimeFormat } from '../../i18n/intl-formats.js';

// The timeline layout: the listing's items newest first, under one heading per day of the chosen
// date field; each entry shows its time, a title from the display template, and the subtitle and
// content fields from the options. It sorts the listing's query by that field, descending, and
// asks for the next page when the end comes within 500 px (spec 2 §9), as the other layouts do.

export function TimelineLayout(props: LayoutProps) {
  const { collection, items, viewOptions, viewQuery } = props;
  const { t, locale } = useT();
  const lang = locale ?? DEFAULT_LOCALE;
  const readable = useReadableFields(collection);
  const dateField = timelineDateField(readable, viewOptions);
  const named = (key: string): FieldInfo | null => {
    const name = viewOptions[key];
    return typeof name === 'string'
      ? (readable.find((field) => field.field === name) ?? null)
      : null;
  };
  const subtitle = named('subtitle');
  const content = named('content');
  // v8's `color` option names a field whose display marks each entry (the activity preset's
  // `action`: its coloured action icon).
  const marker = named('color');
  const template =
    typeof viewOptions.title === 'string' && viewOptions.title.trim() !== ''
      ? viewOptions.title
      : collectionTemplate(collection, readable);
  const primaryKey = primaryKeyField(collection.fields);

  // The listing sorts by the layout's view query: newest first on the date field.
  const wantedSort = dateField ? `-${dateField.field}` : null;
  const { onViewQueryChange } = props;
  useEffect(() => {
    if (wantedSort && viewQuery.sort !== wantedSort) {
      onViewQueryChange({ ...viewQuery, sort: wantedSort });
    }
  }, [wantedSort, viewQuery, onViewQueryChange]);

  const groups = useMemo(
    () => (dateField ? timelineGroups(items, dateField.field) : []),
    [items, dateField],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const checkMore = useLoadMore(scroller, props);

  if (!dateField) {
    return <Notice title={t('timeline.no_date_field')}>{t('timeline.no_date_field_body')}</Notice>;
  }

  const dayTitle = (group: TimelineGroup) =>
    group.day
      ? dateTimeFormat(lang, { dateStyle: 'full' }).format(dateOfDay(group.day))
      : t('timeline.no_date');

  return (
    <div
      ref={scroller}
      className="cms-timeline"
      style={{ overflow: 'auto', height: '100%' }}
      onScroll={checkMore}
    >
      {groups.map((group) => (
        <TimelineDay
          key={group.day ?? 'none'}
          title={dayTitle(group)}
          day={group.day}
          entries={group.entries.map((entry) => ({
            key: String(entry.item[primaryKey]),
            to: props.linkTo(entry.item),
            time: entry.time,
            timeLabel: timeLabel(lang, entry.time),
            title: templateTitle(template, entry.item, entry.item[primaryKey]),
            item: entry.item,
          }))}
          subtitle={subtitle}
          content={content}
          marker={marker}
        />
      ))}
    </div>
  );
}

interface DayEntry {
  key: string;
  to: string;
  time: string | null;
  timeLabel: string | null;
  title: string;
  item: Record<string, unknown>;
}

function TimelineDay(props: {
  title: string;
  day: string | null;
  entries: DayEntry[];
  subtitle: FieldInfo | null;
  content: FieldInfo | null;
  marker: FieldInfo | null;
}) {
  const headingId = useId();
  return (
    <section className="cms-timeline__day" aria-labelledby={headingId} data-day={props.day ?? ''}>
      <h3 className="cms-timeline__day-title" id={headingId}>
        {props.title}
      </h3>
      <ol className="cms-timeline__entries">
        {props.entries.map((entry) => (
          <li key={entry.key} className="cms-timeline__entry">
            {props.marker || entry.timeLabel ? (
              <span className="cms-timeline__head">
                {props.marker ? (
                  <span className="cms-timeline__marker">
                    <DisplayValue field={props.marker} value={entry.item[props.marker.field]} />
                  </span>
                ) : null}
                {entry.timeLabel ? (
                  <time className="cms-timeline__time" dateTime={`${props.day}T${entry.time}`}>
                    {entry.timeLabel}
                  </time>
                ) : null}
              </span>
            ) : null}
            <Link to={entry.to} className="cms-timeline__title">
              {entry.title}
            </Link>
            {props.subtitle ? (
              <span className="cms-timeline__subtitle">
                <DisplayValue field={props.subtitle} value={entry.item[props.subtitle.field]} />
              </span>
            ) : null}
            {props.content ? (
              <div className="cms-timeline__content">
                <DisplayValue field={props.content} value={entry.item[props.content.field]} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
