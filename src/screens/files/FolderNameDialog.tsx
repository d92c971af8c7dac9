import { type FormEvent, useEffect, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';

interface FolderNameDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The name the field starts with (a rename). */
  initialName?: string;
  /** Saves the name; a rejection is shown in the dialog (a name taken in this folder …). */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

/** Asks for a folder's name: to create one, or to rename one. */
export function FolderNameDialog({
  open,
  title,
  confirmLabel,
  initialName = '',
  onSubmit,
  onClose,
}: FolderNameDialogProps) {
  const { t } = useT();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
    }
  }, [open, initialName]);

  const trimmed = name.trim();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (caught) {
      setError(toApiErrorShape(caught).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      onCancel={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('files.cancel')}
          </Button>
          <Button
            variant="primary"
            busy={busy}
            disabled={!trimmed || trimmed === initialName}
            onClick={() => void submit()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('files.folder_name')}
          value={name}
          autoFocus
          maxLength={191}
          invalid={error !== null}
          hint={error ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
