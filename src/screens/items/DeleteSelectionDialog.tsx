import { useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { removeItems } from '../../api/remove-items.js';
import type { CollectionInfo } from '../../api/types.js';
import { itemsChanged } from '../../data/item.js';
import { ExplainDialog } from '../../form/ExplainDialog.js';
import { useT } from '../../i18n/use-t.js';
import { deleteNeedsComment, useGrants, usePermissionSubject } from '../../permissions/index.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { softDeleteOf } from '../../schema/status-mapping.js';
import { notify } from '../../state/notifications.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import type { Row } from './page-cache.js';

interface DeleteSelectionDialogProps {
  open: boolean;
  project: string;
  collection: CollectionInfo;
  items: readonly Row[];
  onCancel(): void;
  /** The rows are gone (or archived): the listing clears its selection and reloads. */
  onDeleted(): void;
}

/**
 * Asks before deleting the selected rows; a collection with a soft-delete status archives them
 * (sets that status) instead, and the question says so.
 */
export function DeleteSelectionDialog({
  open,
  project,
  collection,
  items,
  onCancel,
  onDeleted,
}: DeleteSelectionDialogProps) {
  const { t } = useT();
  const [deleting, setDeleting] = useState(false);
  const soft = softDeleteOf(collection);
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  // The role must say why (`explain`) when any selected item's rows ask for it.
  const needsComment = items.some((item) => deleteNeedsComment(grants, subject, item));

  const confirm = async (comment?: string) => {
    const primaryKey = primaryKeyField(collection.fields);
    const keys = items.map((item) => item[primaryKey] as string | number);
    setDeleting(true);
    try {
      await removeItems(project, collection, keys, { comment });
      // Cached reads of these items (an item form, a related picker) are out of date.
      itemsChanged(project, collection.collection);
      onDeleted();
    } catch (error) {
      notify({
        title: t('listing.delete_failed'),
        details: toApiErrorShape(error).message,
        color: 'danger',
      });
    } finally {
      setDeleting(false);
    }
  };

  const message = soft
    ? t('listing.soft_delete_body', { count: items.length, status: soft.name })
    : t('listing.delete_body', { count: items.length });
  if (needsComment) {
    return (
      <ExplainDialog
        open={open}
        danger
        title={t('listing.delete_title')}
        message={message}
        confirmLabel={t('listing.delete')}
        busy={deleting}
        onConfirm={(comment) => void confirm(comment)}
        onCancel={onCancel}
      />
    );
  }
  return (
    <ConfirmDialog
      open={open}
      danger
      title={t('listing.delete_title')}
      message={message}
      confirmLabel={t('listing.delete')}
      cancelLabel={t('listing.cancel')}
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
