import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { AddressDialog } from './AddressDialog.js';
import { isSafeLinkHref } from './safe-href.js';

export interface LinkChoice {
  href: string;
  newTab: boolean;
}

interface LinkDialogProps {
  /** The link under the cursor, when there is one: it is edited, and may be removed. */
  current: LinkChoice | null;
  onApply(choice: LinkChoice): void;
  onRemove(): void;
  onCancel(): void;
}

/** Asks for a link's address; refuses what the editor would not keep (javascript:, data:, …). */
export function LinkDialog({ current, onApply, onRemove, onCancel }: LinkDialogProps) {
  const { t } = useT();
  const [newTab, setNewTab] = useState(current?.newTab ?? false);
  return (
    <AddressDialog
      title={current ? t('wysiwyg.link_edit_title') : t('wysiwyg.link_title')}
      label={t('wysiwyg.url_label')}
      hint={t('wysiwyg.link_hint')}
      initial={current?.href ?? ''}
      isSafe={isSafeLinkHref}
      unsafeMessage={t('wysiwyg.link_unsafe')}
      extraActions={current ? <Button onClick={onRemove}>{t('wysiwyg.link_remove')}</Button> : null}
      onApply={(href) => onApply({ href, newTab })}
      onCancel={onCancel}
    >
      <label className="cms-wysiwyg-dialog__check">
        <input
          type="checkbox"
          checked={newTab}
          onChange={(event) => setNewTab(event.target.checked)}
        />{' '}
        {t('wysiwyg.link_new_tab')}
      </label>
    </AddressDialog>
  );
}
