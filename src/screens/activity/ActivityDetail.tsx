import { useStore } from '@nanostores/react';
import { ITEM_NOT_FOUND } from '../../api/error-codes.js';
import { useActivityRecord } from '../../data/activity.js';
import { useActivityChange } from '../../data/revisions.js';
import { useT } from '../../i18n/use-t.js';
import { mayAtAll, useGrants } from '../../permissions/index.js';
import type { Route } from '../../router/router.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $collections } from '../../state/schema.js';
import { Loader } from '../../ui/Loader.js';
import { ItemLoadError } from '../item/ItemLoadError.js';
import { NotFound } from '../not-found/NotFound.js';
import { ActivityChanges } from './ActivityChanges.js';
import { ActivityComment } from './ActivityComment.js';
import { ActivitySummary } from './ActivitySummary.js';
import './register-activity-styles.js';
import { useActivityItem } from './use-activity-item.js';

/** Actions that write no revision: nothing to compare. */
const NO_REVISION = new Set(['comment', 'delete', 'authenticate', 'invalid-credentials']);

/** Activity ids are whole numbers; anything else cannot name a row. */
const ACTIVITY_ID = /^[1-9]\d*$/;

/**
 * `/{project}/activity/{id}` (spec 2 §2, issue 14): one activity row, read-only — the action, who
 * and when, the item it touched (a link when the user may read it), its comment, and for writes
 * what changed, field by field. Unknown ids are not found; other failures say so with a retry.
 */
export function ActivityDetail({ route }: { route: Route }) {
  const { t } = useT();
  const grants = useGrants();
  const project = route.params.project ?? '';
  const raw = route.params.primaryKey ?? '';
  const valid = ACTIVITY_ID.test(raw) && mayAtAll(grants, 'directus_activity', 'read');
  const load = useActivityRecord(project, valid ? raw : null);
  const collections = useStore($collections);
  const record = load.data;
  // Writes leave a revision (contract §6.10); comments, deletes and sign-ins do not.
  const mayReadRevisions = mayAtAll(grants, 'directus_revisions', 'read');
  const wrote = record !== undefined && !NO_REVISION.has(record.action);
  const change = useActivityChange(project, record?.id ?? null, wrote && mayReadRevisions);
  const item = useActivityItem(project, record, change.data?.revision?.data);

  if (!valid || (load.status === 'error' && load.error?.code === ITEM_NOT_FOUND)) {
    return <NotFound route={route} />;
  }

  const title = t('activity.detail_title', { id: raw });
  const header = (
    <PageHeader
      title={title}
      documentTitle={[title, t('activity.title')]}
      breadcrumb={[{ label: t('activity.title'), to: `/${project}/activity` }, { label: title }]}
    />
  );
  if (!record || load.status === 'error') {
    return (
      <>
        {header}
        <div className="cms-page">
          {load.status === 'error' && load.error ? (
            <ItemLoadError error={load.error} onRetry={load.refetch} />
          ) : (
            <Loader label={t('activity.loading')} />
          )}
        </div>
      </>
    );
  }

  const collection = record.collection ? (collections[record.collection] ?? null) : null;
  return (
    <>
      {header}
      <div className="cms-page cms-activity-detail">
        <ActivitySummary
          project={project}
          record={record}
          itemTo={item.to}
          itemTitle={item.title}
        />
        <ActivityComment record={record} />
        {wrote ? (
          <ActivityChanges
            record={record}
            collection={collection}
            change={mayReadRevisions ? change : null}
          />
        ) : null}
      </div>
    </>
  );
}
