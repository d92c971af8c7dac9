import { type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';

interface ExplainDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the write will do, above the comment box. */
  message?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(comment: string): void;
  onCancel(): void;
}

/**
 * Asks for the comment a role's `explain` permission demands before a write
 * (src/permissions/explain-rights.ts): the server refuses the write without one, so the confirm
 * button waits for some text.
 */
export function ExplainDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ExplainDialogProps) {
  const { t } = useT();
  const id = useId();
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (open) setComment('');
  }, [open]);
  const text = comment.trim();
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('item.cancel')}
          </Button>
          <Button
            variant="primary"
            className={danger ? 'cms-button--danger' : undefined}
            busy={busy}
            disabled={text === ''}
            onClick={() => onConfirm(text)}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
      <div className="cms-field">
        <label className="cms-field__label" htmlFor={id}>
          {t('item.explain_label')}
        </label>
        <textarea
          id={id}
          className="cms-field__control"
          rows={3}
          required
          // The dialog is opened to write this comment: the box takes the focus.
          autoFocus
          aria-describedby={`${id}-hint`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <span className="cms-field__hint" id={`${id}-hint`}>
          {t('item.explain_hint')}
        </span>
      </div>
    </Dialog>
  );
}
