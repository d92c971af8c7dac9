import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type ActivityEntry,
  createComment,
  deleteComment,
  updateComment,
} from '../../../api/activity.js';
import { toApiErrorShape } from '../../../api/api-error.js';
import { getItem } from '../../../api/items.js';
import { type RevisionSummary, revertItem } from '../../../api/revisions.js';
import type { CollectionInfo } from '../../../api/types.js';
import { itemSaved } from '../../../data/item.js';
import type { EditSession } from '../../../form/use-edit-session.js';
import { useT } from '../../../i18n/use-t.js';
import {
  mayAtAll,
  mayChangeComment,
  mayComment,
  statusOf,
  updateNeedsComment,
  useGrants,
  usePermissionSubject,
} from '../../../permissions/index.js';
import { Link } from '../../../router/Link.js';
import { notify } from '../../../state/notifications.js';
import { openInfoSidebarIfWide } from '../../../state/sidebars.js';
import { $currentUser } from '../../../state/user.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { registerStyles } from '../../../ui/styles.js';
import { ActivityFeed } from './ActivityFeed.js';
import { CommentBox } from './CommentBox.js';
import css from './info.css';
import { personOf } from './people.js';
import { RevisionList } from './RevisionList.js';
import { RevisionPreview } from './RevisionPreview.js';
import { valuesBefore } from './revision-changes.js';
import { type Load, useItemActivity } from './use-item-activity.js';

registerStyles(css);

export interface ItemInfoProps {
  project: string;
  collection: CollectionInfo;
  /** An existing item's key (new items have no info sidebar). */
  primaryKey: string;
  /** The item form's edit session: a revert replaces its saved values and drops its edits. */
  session: Pick<EditSession, 'saved' | 'isDirty' | 'reset'>;
  /** The user may update the item (so may revert it). */
  canRevert: boolean;
  readBlacklist?: readonly string[];
}

/**
 * The item's info sidebar (spec 2 §2, §7): its activity with comments and a comment box, its
 * revisions with a read-only preview and revert, and a link to the whole activity log. It opens by
 * itself on wide screens.
 */
export function ItemInfo({
  project,
  collection,
  primaryKey,
  session,
  canRevert,
  readBlacklist,
}: ItemInfoProps) {
  const { t } = useT();
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const me = useStore($currentUser);
  const activityHeading = useId();
  const revisionsHeading = useId();
  const [previewing, setPreviewing] = useState<RevisionSummary | null>(null);
  const name = collection.collection;

  useEffect(() => openInfoSidebarIfWide(), []);

  const canReadActivity = mayAtAll(grants, 'directus_activity', 'read');
  const canReadRevisions = mayAtAll(grants, 'directus_revisions', 'read');
  const feed = useItemActivity(project, name, primaryKey, {
    activity: canReadActivity,
    revisions: canReadRevisions,
  });

  // A save writes activity and a revision: the lists follow each new saved state of the form.
  const shownFor = useRef(session.saved);
  const { reload } = feed;
  useEffect(() => {
    if (shownFor.current === session.saved) return;
    shownFor.current = session.saved;
    reload();
  }, [session.saved, reload]);

  // The server judges a comment on the item's status rows and owner, and writes it as activity.
  const canComment =
    mayComment(grants, subject, session.saved) && mayAtAll(grants, 'directus_activity', 'create');
  const canChange = (entry: ActivityEntry) =>
    me !== null &&
    personOf(entry.action_by)?.id === me.id &&
    mayChangeComment(grants, subject, session.saved);

  // What the item held before the previewed revision, for the list of what that revision changed.
  const listed = feed.revisions.state === 'ready' ? feed.revisions.data : [];
  const previewIndex = previewing ? listed.findIndex((one) => one.id === previewing.id) : -1;
  const previewBefore = previewIndex >= 0 ? valuesBefore(listed, previewIndex) : undefined;

  /** Tells the user what failed, then rethrows so the form or dialog keeps its state. */
  const failed = (title: string) => (error: unknown) => {
    console.error(title, error);
    notify({
      title,
      details: toApiErrorShape(error).message || t('errors.generic'),
      color: 'danger',
    });
    throw error;
  };

  const sendComment = (comment: string) =>
    createComment(project, name, primaryKey, comment)
      .then(() => feed.reload())
      .catch(failed(t('item_info.comment_failed')));
  const editComment = (entry: ActivityEntry, comment: string) =>
    updateComment(project, entry.id, comment)
      .then(() => feed.reload())
      .catch(failed(t('item_info.edit_failed')));
  const removeComment = (entry: ActivityEntry) =>
    deleteComment(project, entry.id)
      .then(() => feed.reload())
      .catch(failed(t('item_info.delete_failed')));

  // A revert is an update to the revision's values (its status too): `explain` may ask why.
  const revertNeedsComment = (data: Readonly<Record<string, unknown>>) => {
    return updateNeedsComment(grants, subject, session.saved, statusOf(subject, data));
  };
  const revert = (revisionId: number, comment?: string) =>
    revertItem(project, name, primaryKey, revisionId, { comment })
      // The item as the server now has it; this also drops any unsaved edits.
      .then(() => getItem(project, name, primaryKey))
      .then((item) => {
        // Reloaded here, not again by the saved-state effect above.
        shownFor.current = item;
        itemSaved(project, name, primaryKey, item);
        session.reset(item);
        setPreviewing(null);
        feed.reload();
        notify({ title: t('item_info.reverted', { id: revisionId }), color: 'success' });
      })
      .catch(failed(t('item_info.revert_failed')));

  return (
    <div className="cms-item-info">
      {canReadActivity ? (
        <Link to={`/${project}/activity`} className="cms-item-info__all">
          {t('item_info.all_activity')}
        </Link>
      ) : null}

      <section className="cms-item-info__section" aria-labelledby={activityHeading}>
        <h2 className="cms-item-info__heading" id={activityHeading}>
          {t('item_info.activity')}
        </h2>
        {canComment ? <CommentBox onSend={sendComment} /> : null}
        {canReadActivity ? (
          <Loaded load={feed.activity} failedTitle={t('item_info.activity_failed')}>
            {(entries) => (
              <ActivityFeed
                project={project}
                entries={entries}
                canChange={canChange}
                onEdit={editComment}
                onDelete={removeComment}
              />
            )}
          </Loaded>
        ) : (
          <p className="cms-info-empty">{t('item_info.activity_hidden')}</p>
        )}
      </section>

      <section className="cms-item-info__section" aria-labelledby={revisionsHeading}>
        <h2 className="cms-item-info__heading" id={revisionsHeading}>
          {t('item_info.revisions')}
        </h2>
        {canReadRevisions ? (
          <Loaded load={feed.revisions} failedTitle={t('item_info.revisions_failed')}>
            {(revisions) => (
              <RevisionList
                revisions={revisions}
                fields={collection.fields}
                onOpen={setPreviewing}
              />
            )}
          </Loaded>
        ) : (
          <p className="cms-info-empty">{t('item_info.revisions_hidden')}</p>
        )}
      </section>

      <RevisionPreview
        project={project}
        fields={collection.fields}
        revision={previewing}
        before={previewBefore}
        canRevert={canRevert}
        hasUnsavedEdits={session.isDirty}
        readBlacklist={readBlacklist}
        revertNeedsComment={revertNeedsComment}
        onRevert={revert}
        onClose={() => setPreviewing(null)}
      />
    </div>
  );
}

interface LoadedProps<T> {
  load: Load<T>;
  failedTitle: string;
  children(data: T): React.ReactNode;
}

/** A list once loaded (the previous one stays while it reloads), a loader, or what failed. */
function Loaded<T>({ load, failedTitle, children }: LoadedProps<T>) {
  const { t } = useT();
  if (load.state === 'ready') return children(load.data);
  if (load.state === 'loading') {
    return load.previous ? children(load.previous) : <Loader label={t('item_info.loading')} />;
  }
  if (load.state === 'error') {
    return (
      <Notice color="danger" title={failedTitle}>
        {load.error.message}
      </Notice>
    );
  }
  return null;
}
