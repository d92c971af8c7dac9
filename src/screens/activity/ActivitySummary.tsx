import { useStore } from '@nanostores/react';
import type { ActivityRecord } from '../../api/activity.js';
import { formatDate } from '../../i18n/date-format.js';
import { useT } from '../../i18n/use-t.js';
import { ActivityAction } from '../../interfaces/activity-icon/ActivityIcon.js';
import { collectionDisplayName } from '../../interfaces/collections/collection-choices.js';
import { Link } from '../../router/Link.js';
import { $collections } from '../../state/schema.js';
import { parseServerDate } from '../item/info/dates.js';
import { personOf } from '../item/info/people.js';
import { RelativeTime } from '../item/info/RelativeTime.js';
import { UserChip } from '../item/info/UserPopover.js';

interface ActivitySummaryProps {
  project: string;
  record: ActivityRecord;
  /** The touched item's page, when the user may open it; else null. */
  itemTo: string | null;
  /** The touched item's name by its collection's template, when its record is known; or ''. */
  itemTitle: string;
}

/** The action with its icon, who acted, when, and the item it touched. */
export function ActivitySummary({ project, record, itemTo, itemTitle }: ActivitySummaryProps) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const person = personOf(record.action_by);
  const when = parseServerDate(record.action_on);
  const collectionName = record.collection
    ? collectionDisplayName(record.collection, collections, locale)
    : null;
  const itemLabel =
    record.item !== null && record.item !== ''
      ? itemTitle
        ? t('activity.item_titled', { title: itemTitle, key: record.item })
        : t('activity.item_label', { key: record.item })
      : null;

  return (
    <section className="cms-activity-summary" aria-label={t('activity.summary')}>
      <div className="cms-activity-summary__action">
        <ActivityAction action={record.action} size={24} />
      </div>
      <dl className="cms-activity-summary__facts">
        <div>
          <dt>{t('activity.who')}</dt>
          <dd>
            {person ? (
              <UserChip project={project} person={person} />
            ) : (
              <span className="cms-activity-summary__muted">
                {Number(record.action_by) === 0
                  ? t('activity_interfaces.user_public')
                  : t('activity.someone')}
              </span>
            )}
          </dd>
        </div>
        <div className="cms-activity-summary__wide">
          <dt>{t('activity.when')}</dt>
          <dd>
            <RelativeTime value={record.action_on} />
            {Number.isNaN(when.getTime()) ? null : (
              <span className="cms-activity-summary__muted">
                {' '}
                ({formatDate(when, 'long', locale ?? 'en-US')})
              </span>
            )}
          </dd>
        </div>
        {collectionName ? (
          <div>
            <dt>{t('activity.collection')}</dt>
            <dd title={record.collection ?? undefined}>{collectionName}</dd>
          </div>
        ) : null}
        {itemLabel ? (
          <div>
            <dt>{t('activity.item')}</dt>
            <dd>
              {itemTo ? (
                <Link to={itemTo} className="cms-activity-summary__item">
                  {itemLabel}
                </Link>
              ) : (
                <span>{itemLabel}</span>
              )}
            </dd>
          </div>
        ) : null}
        {record.ip ? (
          <div>
            <dt>{t('activity.ip')}</dt>
            <dd className="cms-activity-summary__muted">{record.ip}</dd>
          </div>
        ) : null}
        {record.user_agent ? (
          <div className="cms-activity-summary__wide">
            <dt>{t('activity.user_agent')}</dt>
            <dd className="cms-activity-summary__muted cms-activity-summary__agent">
              {record.user_agent}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
