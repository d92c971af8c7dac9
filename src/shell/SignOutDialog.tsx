import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { useRouter } from '../router/Link.js';
import { $hasUnsavedEdits } from '../state/edits.js';
import { signOut } from '../state/sign-out.js';
import { ConfirmDialog } from '../ui/Dialog.js';

interface SignOutDialogProps {
  project: string;
  open: boolean;
  onClose(): void;
}

/** Sign-out asks first, and says so when unsaved edits would be lost (spec 1 §2). */
export function SignOutDialog({ project, open, onClose }: SignOutDialogProps) {
  const { t } = useT();
  const router = useRouter();
  const unsaved = useStore($hasUnsavedEdits);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOut(project);
    } finally {
      setBusy(false);
      onClose();
    }
    router.open('/login');
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('shell.sign_out_title')}
      message={unsaved ? t('shell.sign_out_unsaved') : t('shell.sign_out_confirm')}
      confirmLabel={t('shell.sign_out')}
      cancelLabel={t('shell.cancel')}
      danger={unsaved}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
