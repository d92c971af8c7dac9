import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button.js';
import './register.js';

// A modal dialog on the native <dialog> element: it renders inside the shadow root (a portal to
// document.body would lose the styles), traps focus, closes on Escape and restores focus to what
// opened it — all done by the browser.

interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, in reading order. */
  actions: ReactNode;
  /** Escape, or a click on the backdrop. */
  onCancel(): void;
  /** The dialog's role: `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ open, title, children, actions, onCancel, role }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (onCancel)
    <dialog
      ref={ref}
      className="cms-dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: the owner decides (state drives `open`), so the element does not close itself.
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      {open ? (
        <div className="cms-dialog__panel">
          <h2 className="cms-dialog__title" id={titleId}>
            {title}
          </h2>
          {children ? (
            <div className="cms-dialog__body" id={bodyId}>
              {children}
            </div>
          ) : null}
          <div className="cms-dialog__actions">{actions}</div>
        </div>
      ) : null}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shows the confirm button as working (the action is in flight). */
  busy?: boolean;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question. Focus starts on Cancel: confirming a destructive step takes a deliberate move. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onCancel={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button autoFocus onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant="primary"
            className={danger ? 'cms-button--danger' : undefined}
            busy={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
