import { useState } from 'react';
import type { CollectionInfo } from '../../api/types.js';
import { ExplainDialog } from '../../form/ExplainDialog.js';
import { useT } from '../../i18n/use-t.js';
import { softDeleteOf } from '../../schema/status-mapping.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import { Icon } from '../../ui/Icon.js';

/**
 * The delete button and its confirmation; `onDelete` resolves once the item is gone. The question
 * says what will happen: a collection with a soft-delete status archives the item (remove-items.ts),
 * any other deletes it for good.
 */
export function DeleteAction({
  collection,
  needsComment = false,
  onDelete,
}: {
  collection: CollectionInfo;
  /** The role must say why (`explain`): the question asks for the comment too. */
  needsComment?: boolean;
  onDelete(comment?: string): Promise<void>;
}) {
  const { t } = useT();
  const soft = softDeleteOf(collection);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = soft
    ? t('item.archive_message', { status: soft.name })
    : t('item.delete_message');
  const confirm = (comment?: string) => {
    setBusy(true);
    onDelete(comment)
      .then(() => setOpen(false))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button className="cms-item-delete" onClick={() => setOpen(true)}>
        <Icon name="delete" size={18} />
        <span className="cms-button__label">{t('item.delete')}</span>
      </Button>
      {needsComment ? (
        <ExplainDialog
          open={open}
          title={t('item.delete_title')}
          message={message}
          confirmLabel={t('item.delete')}
          danger
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={confirm}
        />
      ) : (
        <ConfirmDialog
          open={open}
          title={t('item.delete_title')}
          message={message}
          confirmLabel={t('item.delete')}
          cancelLabel={t('item.cancel')}
          danger
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => confirm()}
        />
      )}
    </>
  );
}
