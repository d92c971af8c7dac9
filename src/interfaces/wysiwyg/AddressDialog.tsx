import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { typedAddress } from './safe-href.js';

interface AddressDialogProps {
  title: string;
  label: string;
  hint: string;
  /** The address the field starts with. */
  initial?: string;
  /** Whether the editor would keep the address; the message shown when it would not. */
  isSafe(address: string): boolean;
  unsafeMessage: string;
  /** Buttons before Cancel (a link's Remove). */
  extraActions?: ReactNode;
  /** Fields after the address (an image's alternative text, a link's new-tab box). */
  children?: ReactNode;
  onApply(address: string): void;
  onCancel(): void;
}

/**
 * The link and image dialogs' shared form: an address typed, checked before it reaches the
 * editor (empty, or a scheme the editor would drop), the problem shown under the field.
 */
export function AddressDialog({
  title,
  label,
  hint,
  initial = '',
  isSafe,
  unsafeMessage,
  extraActions,
  children,
  onApply,
  onCancel,
}: AddressDialogProps) {
  const { t } = useT();
  const formId = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = typedAddress(text);
    if (address === '') return setProblem(t('wysiwyg.url_required'));
    if (!isSafe(address)) return setProblem(unsafeMessage);
    onApply(address);
  };

  return (
    <Dialog
      open
      title={title}
      onCancel={onCancel}
      actions={
        <>
          {extraActions}
          <Button onClick={onCancel}>{t('wysiwyg.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId}>
            {t('wysiwyg.apply')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cms-wysiwyg-dialog" onSubmit={submit} noValidate>
        <TextField
          label={label}
          hint={hint}
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
        {children}
      </form>
    </Dialog>
  );
}
