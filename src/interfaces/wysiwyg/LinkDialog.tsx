import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { isSafeLinkHref, typedAddress } from './safe-href.js';

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
  const formId = useId();
  const [text, setText] = useState(current?.href ?? '');
  const [newTab, setNewTab] = useState(current?.newTab ?? false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = typedAddress(text);
    if (href === '') return setProblem(t('wysiwyg.url_required'));
    if (!isSafeLinkHref(href)) return setProblem(t('wysiwyg.link_unsafe'));
    onApply({ href, newTab });
  };

  return (
    <Dialog
      open
      title={current ? t('wysiwyg.link_edit_title') : t('wysiwyg.link_title')}
      onCancel={onCancel}
      actions={
        <>
          {current ? <Button onClick={onRemove}>{t('wysiwyg.link_remove')}</Button> : null}
          <Button onClick={onCancel}>{t('wysiwyg.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId}>
            {t('wysiwyg.apply')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cms-wysiwyg-dialog" onSubmit={submit} noValidate>
        <TextField
          label={t('wysiwyg.url_label')}
          hint={t('wysiwyg.link_hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={text}
          invalid={problem !== null}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p className="cms-wysiwyg-dialog__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <label className="cms-wysiwyg-dialog__check">
          <input
            type="checkbox"
            checked={newTab}
            onChange={(event) => setNewTab(event.target.checked)}
          />{' '}
          {t('wysiwyg.link_new_tab')}
        </label>
      </form>
    </Dialog>
  );
}
