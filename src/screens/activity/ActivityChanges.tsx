import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import type { ActivityRecord } from '../../api/activity.js';
import type { CollectionInfo, FieldInfo } from '../../api/types.js';
import type { ActivityChange } from '../../data/revisions.js';
import type { QueryResult } from '../../data/use-query.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { DisplayValue } from '../../layouts/DisplayValue.js';
import { listingReadBlacklist, permissionSubject, useGrants } from '../../permissions/index.js';
import { $collections, $relations } from '../../state/schema.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { fieldChanges } from './activity-changes.js';
// The displays the values are shown with.
import '../../interfaces/index.js';

interface ActivityChangesProps {
  record: ActivityRecord;
  collection: CollectionInfo | null;
  /** The activity's revision and the one before; null when the user may not read revisions. */
  change: QueryResult<ActivityChange> | null;
}

/**
 * What the write changed, field by field: each changed field with its value before and after, as
 * its interface displays it. A create lists the values it set; fields the user may not read are
 * left out.
 */
export function ActivityChanges({ record, collection, change }: ActivityChangesProps) {
  const { t, locale } = useT();
  const headingId = useId();
  const grants = useGrants();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const hidden = useMemo(
    () =>
      collection ? listingReadBlacklist(grants, permissionSubject(collection)) : new Set<string>(),
    [grants, collection],
  );
  const created = record.action === 'create' || record.action === 'upload';
  const data = change?.data;
  const rows = useMemo(
    () =>
      data?.revision
        ? fieldChanges({
            delta: data.revision.delta ?? data.revision.data ?? null,
            before: created ? null : data.before,
            collection,
            hidden,
            locale,
            relations,
            collections,
          })
        : [],
    [data, created, collection, hidden, locale, relations, collections],
  );

  let body: React.ReactNode;
  if (change === null) {
    body = <p className="cms-activity-detail__muted">{t('activity.changes_hidden')}</p>;
  } else if (change.status === 'error' && change.error) {
    body = (
      <Notice color="danger" title={t('activity.changes_failed')}>
        <p>{errorMessage(t, change.error)}</p>
        <Button onClick={change.refetch}>{t('activity.retry')}</Button>
      </Notice>
    );
  } else if (!data) {
    body = <Loader label={t('activity.changes_loading')} />;
  } else if (!data.revision) {
    body = <p className="cms-activity-detail__muted">{t('activity.no_revision')}</p>;
  } else if (rows.length === 0) {
    body = <p className="cms-activity-detail__muted">{t('activity.no_changes')}</p>;
  } else {
    body = (
      <ul className="cms-activity-changes">
        {rows.map((row) => (
          <li key={row.field} className="cms-activity-change" data-field={row.field}>
            <span className="cms-activity-change__field" title={row.field}>
              {row.label}
            </span>
            <span className="cms-activity-change__values">
              {created ? null : (
                <>
                  <span className="cms-activity-change__before">
                    <span className="cms-visually-hidden">{t('activity.before')} </span>
                    {row.hasBefore ? (
                      <ChangeValue info={row.info} value={row.before} />
                    ) : (
                      <span className="cms-activity-change__empty">
                        {t('activity.unknown_value')}
                      </span>
                    )}
                  </span>
                  <Icon name="arrow_forward" size={16} className="cms-activity-change__arrow" />
                </>
              )}
              <span className="cms-activity-change__after">
                <span className="cms-visually-hidden">{t('activity.after')} </span>
                <ChangeValue info={row.info} value={row.after} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="cms-activity-detail__section" aria-labelledby={headingId}>
      <h2 className="cms-activity-detail__heading" id={headingId}>
        {created ? t('activity.values_set') : t('activity.changes')}
      </h2>
      {body}
    </section>
  );
}

/** A value as the field's interface displays it; nothing set reads "empty". */
function ChangeValue({ info, value }: { info: FieldInfo | null; value: unknown }) {
  const { t } = useT();
  if (value === null || value === undefined || value === '') {
    return <span className="cms-activity-change__empty">{t('activity.empty_value')}</span>;
  }
  if (!info) return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
  return <DisplayValue field={info} value={value} />;
}
