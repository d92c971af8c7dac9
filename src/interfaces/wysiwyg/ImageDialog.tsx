import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { TextField } from '../../ui/TextField.js';
import { AddressDialog } from './AddressDialog.js';
import { isSafeImageSrc } from './safe-href.js';

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
  const [alt, setAlt] = useState('');
  return (
    <AddressDialog
      title={t('wysiwyg.image_title')}
      label={t('wysiwyg.image_url_label')}
      hint={t('wysiwyg.image_hint')}
      isSafe={isSafeImageSrc}
      unsafeMessage={t('wysiwyg.image_unsafe')}
      onApply={(src) => onApply({ src, alt: alt.trim() })}
      onCancel={onCancel}
    >
      <TextField
        label={t('wysiwyg.image_alt_label')}
        hint={t('wysiwyg.image_alt_hint')}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
    </AddressDialog>
  );
}
