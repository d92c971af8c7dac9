import { useState } from 'react';
import type { ActivityEntry } from '../../../api/activity.js';
import { useT } from '../../../i18n/use-t.js';
import { isKnownAction } from '../../../interfaces/activity-icon/activity-actions.js';
import { ConfirmDialog } from '../../../ui/Dialog.js';
import { Markdown } from '../../../ui/Markdown.js';
import { CommentBox } from './CommentBox.js';
import { personOf } from './people.js';
import { RelativeTime } from './RelativeTime.js';
import { UserChip } from './UserPopover.js';

interface ActivityFeedProps {
  project: string;
  entries: readonly ActivityEntry[];
  /** Whether the user may edit and delete this entry (their own comments, by permission). */
  canChange(entry: ActivityEntry): boolean;
  onEdit(entry: ActivityEntry, comment: string): Promise<void>;
  onDelete(entry: ActivityEntry): Promise<void>;
}

/**
 * The item's activity, newest first, with its comments among the changes (spec 2 §7): who, what,
 * when (relative, refreshed every second), and the comment as escaped, simple Markdown.
 */
export function ActivityFeed({ project, entries, canChange, onEdit, onDelete }: ActivityFeedProps) {
  const { t } = useT();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ActivityEntry | null>(null);
  const [busy, setBusy] = useState(false);

  if (entries.length === 0) {
    return <p className="cms-info-empty">{t('item_info.no_activity')}</p>;
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting);
      setDeleting(null);
    } catch {
      // Told by the caller; the dialog stays for another try or a cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ol className="cms-activity-feed">
        {entries.map((entry) => {
          const person = personOf(entry.action_by);
          const isComment = entry.action === 'comment';
          const deleted = Boolean(entry.comment_deleted_on);
          // The actions the admin knows have words (activity-actions.ts); others show as they come.
          const action = isKnownAction(entry.action)
            ? t(`item_info.actions.${entry.action}`)
            : t('item_info.actions.other', { action: entry.action });
          return (
            <li
              key={entry.id}
              className="cms-activity"
              data-action={entry.action}
              data-activity-id={entry.id}
            >
              <div className="cms-activity__head">
                {person ? (
                  <UserChip project={project} person={person} />
                ) : (
                  <span className="cms-activity__someone">{t('item_info.someone')}</span>
                )}
                <span className="cms-activity__action">{action}</span>
                <span className="cms-activity__time">
                  <RelativeTime value={entry.action_on} />
                </span>
              </div>
              {deleted ? (
                <p className="cms-activity__deleted">{t('item_info.comment_deleted')}</p>
              ) : editing === entry.id ? (
                <CommentBox
                  label={t('item_info.edit_label')}
                  sendLabel={t('item_info.edit_save')}
                  initial={entry.comment ?? ''}
                  autoFocus
                  onCancel={() => setEditing(null)}
                  onSend={async (comment) => {
                    await onEdit(entry, comment);
                    setEditing(null);
                  }}
                />
              ) : entry.comment ? (
                <div className={isComment ? 'cms-activity__comment' : 'cms-activity__note'}>
                  <Markdown source={entry.comment} />
                  {entry.edited_on ? (
                    <span className="cms-activity__edited">{t('item_info.edited')}</span>
                  ) : null}
                </div>
              ) : null}
              {isComment && !deleted && editing !== entry.id && canChange(entry) ? (
                <div className="cms-activity__tools">
                  <button
                    type="button"
                    className="cms-link-button"
                    onClick={() => setEditing(entry.id)}
                  >
                    {t('item_info.edit')}
                  </button>
                  <button
                    type="button"
                    className="cms-link-button"
                    onClick={() => setDeleting(entry)}
                  >
                    {t('item_info.delete')}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        title={t('item_info.delete_title')}
        message={t('item_info.delete_message')}
        confirmLabel={t('item_info.delete')}
        cancelLabel={t('item_info.cancel')}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
