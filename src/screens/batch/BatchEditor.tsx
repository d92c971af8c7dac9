import { useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { updateItems } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { itemsChanged } from '../../data/item.js';
import { ExplainDialog } from '../../form/ExplainDialog.js';
import { fieldLabel } from '../../form/field-label.js';
import { LeaveGuard } from '../../form/LeaveGuard.js';
import { useSaveTracker } from '../../form/use-save-tracker.js';
import { useT } from '../../i18n/use-t.js';
import { StatusChoicesContext } from '../../interfaces/status/status-choices.js';
import {
  batchRights,
  batchStatusChoices,
  updateNeedsComment,
  useGrants,
  useOwnerRoles,
  usePermissionSubject,
  useUnreadableRelations,
} from '../../permissions/index.js';
import { collectionPath } from '../../router/collection-path.js';
import { useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { collectionCrumbs } from '../../shell/collection-crumbs.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { notify } from '../../state/notifications.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { ItemLoadError } from '../item/ItemLoadError.js';
import { useSaveShortcut } from '../item/use-save-shortcut.js';
import { NotFound } from '../not-found/NotFound.js';
import { BatchForm } from './BatchForm.js';
import { batchKeys, batchPayload } from './batch-fields.js';
import { useBatchItems } from './use-batch-items.js';
import { useBatchSession } from './use-batch-session.js';

interface BatchEditorProps {
  route: Route;
  project: string;
  collection: CollectionInfo;
  /** The route's comma-separated primary keys. */
  keyList: string;
}

/**
 * Batch edit (spec 2 §2 "a comma-separated list of keys", §4, §5): the selected items are read
 * for the permission check, the form starts blank with every field switched off, and saving asks
 * for confirmation, then sends one PATCH of the switched-on fields to every item.
 */
export function BatchEditor({ route, project, collection, keyList }: BatchEditorProps) {
  const { t, locale } = useT();
  const keys = batchKeys(keyList);
  const [load, retry] = useBatchItems(project, collection, keys);
  const title = collectionTitle(collection, locale);
  const listPath = collectionPath(project, collection.collection);
  const breadcrumb = [
    ...collectionCrumbs(project, collection.collection, title, t('item.collections')),
    { label: t('item.batch_title') },
  ];

  if (load.state === 'ready' && load.items.length === 0) return <NotFound route={route} />;
  if (load.state !== 'ready') {
    return (
      <>
        <PageHeader title={t('item.batch_title')} breadcrumb={breadcrumb} />
        <div className="cms-page">
          {load.state === 'loading' ? (
            <Loader label={t('batch.loading')} />
          ) : (
            <ItemLoadError error={load.error} onRetry={retry} />
          )}
        </div>
      </>
    );
  }
  return (
    <LoadedBatch
      project={project}
      collection={collection}
      keys={keys}
      items={load.items}
      breadcrumb={breadcrumb}
      listPath={listPath}
    />
  );
}

interface LoadedBatchProps {
  project: string;
  collection: CollectionInfo;
  /** The keys the route asked for. */
  keys: readonly string[];
  /** Those of them that exist. */
  items: readonly Record<string, unknown>[];
  breadcrumb: { label: string; to?: string }[];
  listPath: string;
}

function LoadedBatch({ project, collection, keys, items, breadcrumb, listPath }: LoadedBatchProps) {
  const { t, locale } = useT();
  const router = useRouter();
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const session = useBatchSession();
  const [confirming, setConfirming] = useState(false);
  const saves = useSaveTracker();
  const { saving } = saves;

  const keyField = primaryKeyField(collection.fields);
  const found = items.map((item) => item[keyField] as string | number);
  const missing = keys.filter((key) => !found.some((one) => String(one) === key));
  // Each item with its owner's role, which the `role` level needs (owner-roles.ts).
  const judgeable = useOwnerRoles(project, collection, items);
  const judged = batchRights(grants, subject, items.map(judgeable));
  // Relations into collections the user cannot read are left out, like read-blacklisted fields.
  const unreadable = useUnreadableRelations(collection);
  const rights = { ...judged, readBlacklist: [...judged.readBlacklist, ...unreadable] };
  const count = found.length;
  const changed = [...session.active]
    .map((name) => collection.fields[name])
    .filter((field) => field !== undefined)
    .map((field) => fieldLabel(field, locale));

  // The role must say why (`explain`) when any item's rows ask for it: the question asks too.
  const statusName = subject.statusField;
  const movedTo =
    statusName && session.active.has(statusName) && session.values[statusName]
      ? String(session.values[statusName])
      : undefined;
  const needsComment = items.some((item) => updateNeedsComment(grants, subject, item, movedTo));

  const save = async (comment?: string) => {
    if (saving || !rights.canWrite || !session.isDirty()) return;
    try {
      await saves.run(async () => {
        await updateItems(
          project,
          collection.collection,
          found,
          batchPayload(collection.fields, session.active, session.values),
          { comment },
        );
        // An item form or a related picker showing these items reads them again.
        itemsChanged(project, collection.collection);
        // The edits are saved: clear them first, so leaving does not ask.
        session.clear();
        setConfirming(false);
        notify({ title: t('batch.saved', { count }), color: 'success' });
        router.open(listPath);
      });
    } catch (error) {
      const shape = toApiErrorShape(error);
      console.error('Saving the batch failed.', error);
      setConfirming(false);
      notify({
        title: t('item.save_failed'),
        details: shape.message || t('errors.generic'),
        color: 'danger',
      });
    }
  };

  useSaveShortcut(rights.canWrite && session.dirty ? () => setConfirming(true) : null);

  const actions = rights.canWrite ? (
    <Button variant="primary" disabled={!session.dirty} onClick={() => setConfirming(true)}>
      {t('item.save')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('batch.title', { count })} breadcrumb={breadcrumb} actions={actions} />
      <div className="cms-page cms-item">
        {missing.length > 0 ? (
          <Notice color="warning">{t('batch.missing', { keys: missing.join(', ') })}</Notice>
        ) : null}
        {rights.canWrite ? (
          <p className="cms-field__hint">{t('batch.intro')}</p>
        ) : (
          <Notice color="accent">{t('batch.read_only')}</Notice>
        )}
        <StatusChoicesContext.Provider
          value={batchStatusChoices(grants, subject, items.map(judgeable))}
        >
          <BatchForm
            fields={collection.fields}
            session={session}
            canWrite={rights.canWrite}
            readBlacklist={rights.readBlacklist}
            writeBlacklist={rights.writeBlacklist}
          />
        </StatusChoicesContext.Provider>
      </div>
      {needsComment ? (
        <ExplainDialog
          open={confirming}
          title={t('batch.confirm_title', { count })}
          message={t('batch.confirm_body', { count, fields: changed.join(', ') })}
          confirmLabel={t('batch.confirm', { count })}
          busy={saving}
          onConfirm={(comment) => void save(comment)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <ConfirmDialog
          open={confirming}
          title={t('batch.confirm_title', { count })}
          message={t('batch.confirm_body', { count, fields: changed.join(', ') })}
          confirmLabel={t('batch.confirm', { count })}
          cancelLabel={t('item.cancel')}
          busy={saving}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <LeaveGuard dirty={session.dirty} isDirty={session.isDirty} />
    </>
  );
}
