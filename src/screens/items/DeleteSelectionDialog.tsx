import { useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { deleteItems, updateItems } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { primaryKeyField } from '../../layouts/fields.js';
import { notify } from '../../state/notifications.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import type { Row } from './page-cache.js';
import { fieldOfType, softDeleteStatus, statusMapping } from './view-state.js';

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
  const name = collection.collection;
  const statusField = fieldOfType(collection, 'status');
  const softStatus = statusField ? softDeleteStatus(collection) : null;
  const softName = softStatus ? (statusMapping(collection)?.[softStatus]?.name ?? softStatus) : '';

  const confirm = async () => {
    const primaryKey = primaryKeyField(collection);
    const keys = items.map((item) => item[primaryKey] as string | number);
    setDeleting(true);
    try {
      if (softStatus && statusField) {
        await updateItems(project, name, keys, { [statusField.field]: softStatus });
      } else {
        await deleteItems(project, name, keys);
      }
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

  return (
    <ConfirmDialog
      open={open}
      danger
      title={t('listing.delete_title')}
      message={
        softStatus
          ? t('listing.soft_delete_body', { count: items.length, status: softName })
          : t('listing.delete_body', { count: items.length })
      }
      confirmLabel={t('listing.delete')}
      cancelLabel={t('listing.cancel')}
      busy={deleting}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
