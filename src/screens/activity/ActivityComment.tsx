import { useId } from 'react';
import type { ActivityRecord } from '../../api/activity.js';
import { useT } from '../../i18n/use-t.js';
import { Markdown } from '../../ui/Markdown.js';
import { RelativeTime } from '../item/info/RelativeTime.js';

/**
 * The activity's comment: a comment, or the reason given with a write. Escaped, with the simple
 * Markdown the item sidebar renders comments with (spec 2 §5); a deleted comment says so.
 */
export function ActivityComment({ record }: { record: ActivityRecord }) {
  const { t } = useT();
  const headingId = useId();
  const deleted = Boolean(record.comment_deleted_on);
  if (!record.comment && !deleted) return null;
  return (
    <section className="cms-activity-detail__section" aria-labelledby={headingId}>
      <h2 className="cms-activity-detail__heading" id={headingId}>
        {record.action === 'comment' ? t('activity.comment') : t('activity.reason')}
      </h2>
      {deleted ? (
        <p className="cms-activity-comment cms-activity-comment--deleted">
          {t('activity.comment_deleted')}
        </p>
      ) : (
        <div className="cms-activity-comment">
          <Markdown source={record.comment ?? ''} />
          {record.edited_on ? (
            <p className="cms-activity-comment__edited">
              {t('activity.edited')} <RelativeTime value={record.edited_on} />
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
