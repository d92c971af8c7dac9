import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import { Icon } from '../../ui/Icon.js';

/** The delete button and its confirmation; `onDelete` resolves once the item is gone. */
export function DeleteAction({ onDelete }: { onDelete(): Promise<void> }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button className="cms-item-delete" onClick={() => setOpen(true)}>
        <Icon name="delete" size={18} />
        {t('item.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('item.delete_title')}
        message={t('item.delete_message')}
        confirmLabel={t('item.delete')}
        cancelLabel={t('item.cancel')}
        danger
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          onDelete()
            .then(() => setOpen(false))
            .catch(() => {})
            .finally(() => setBusy(false));
        }}
      />
    </>
  );
}
