import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { isSafeImageSrc, typedAddress } from './safe-href.js';

export interface ImageChoice {
  src: string;
  alt: string;
}

interface ImageDialogProps {
  onApply(choice: ImageChoice): void;
  onCancel(): void;
}

/** Asks for an image's address and its alternative text. */
export function ImageDialog({ onApply, onCancel }: ImageDialogProps) {
  const { t } = useT();
  const formId = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = typedAddress(src);
    if (address === '') return setProblem(t('wysiwyg.url_required'));
    if (!isSafeImageSrc(address)) return setProblem(t('wysiwyg.image_unsafe'));
    onApply({ src: address, alt: alt.trim() });
  };

  return (
    <Dialog
      open
      title={t('wysiwyg.image_title')}
      onCancel={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('wysiwyg.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId}>
            {t('wysiwyg.apply')}
          </Button>
        </>
      }
    >
      <form id={formId} className="cms-wysiwyg-dialog" onSubmit={submit} noValidate>
        <TextField
          label={t('wysiwyg.image_url_label')}
          hint={t('wysiwyg.image_hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={src}
          invalid={problem !== null}
          onChange={(event) => {
            setSrc(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p className="cms-wysiwyg-dialog__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <TextField
          label={t('wysiwyg.image_alt_label')}
          hint={t('wysiwyg.image_alt_hint')}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
