import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { isAbortError, toApiErrorShape } from '../../api/api-error.js';
import { resetTwoFactor } from '../../api/user-admin.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { notify } from '../../state/notifications.js';
import { $currentUser, $isAdmin } from '../../state/user.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import { Icon } from '../../ui/Icon.js';
import { Loader } from '../../ui/Loader.js';
import type { InputProps } from '../registry.js';
import { twoFactorState } from './two-factor-state.js';

const TwoFactorSetupPanel = lazy(() =>
  import('./TwoFactorSetupPanel.js').then((module) => ({ default: module.TwoFactorSetupPanel })),
);

/**
 * A user's two-factor secret. The server only says whether one is set (a mask), and only to the
 * admin and the user themselves. On one's own page: turn it off, or set it up with a QR code; on
 * another user's page: whether it is on, and for an admin a reset. Both act at once through their
 * own calls (the field is read-only in the form: the secret is never typed in).
 */
export function TwoFactorSecretInput({ value, values, id }: InputProps) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const currentUser = useStore($currentUser);
  const isAdmin = useStore($isAdmin);
  // What this page changed since the item was read (the form's copy keeps the old mask).
  const [changed, setChanged] = useState<boolean | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const userId = Number(values.id);
  const own = currentUser !== null && Number.isFinite(userId) && currentUser.id === userId;
  const state = changed === null ? twoFactorState(value) : changed ? 'on' : 'off';
  const mayReset = state === 'on' && (own || isAdmin);

  const reset = async () => {
    if (!project) return;
    setBusy(true);
    try {
      await resetTwoFactor(project, own ? 'me' : userId);
      setChanged(false);
      setConfirming(false);
      notify({ title: t('user_interfaces.twofa_reset_done'), color: 'success' });
    } catch (thrown) {
      if (isAbortError(thrown)) return;
      setConfirming(false);
      notify({
        title: t('user_interfaces.twofa_reset_failed'),
        details: errorMessage(t, toApiErrorShape(thrown)),
        color: 'danger',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="cms-twofa" id={id} aria-labelledby={`${id}-label`}>
      <p className="cms-twofa__state" data-state={state}>
        <Icon name={state === 'on' ? 'shield' : state === 'off' ? 'lock_open' : 'lock'} size={18} />
        {t(`user_interfaces.twofa_state_${state}`)}
      </p>
      {settingUp && project && currentUser ? (
        <Suspense fallback={<Loader label={t('user_interfaces.twofa_loading')} />}>
          <TwoFactorSetupPanel
            project={project}
            account={currentUser.email}
            onActivated={() => {
              setSettingUp(false);
              setChanged(true);
              notify({ title: t('user_interfaces.twofa_activated'), color: 'success' });
            }}
            onCancel={() => setSettingUp(false)}
          />
        </Suspense>
      ) : (
        <div className="cms-twofa__actions">
          {own && state === 'off' ? (
            <Button onClick={() => setSettingUp(true)}>{t('user_interfaces.twofa_set_up')}</Button>
          ) : null}
          {mayReset ? (
            <Button onClick={() => setConfirming(true)}>
              {own ? t('user_interfaces.twofa_turn_off') : t('user_interfaces.twofa_reset')}
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={
          own ? t('user_interfaces.twofa_turn_off_title') : t('user_interfaces.twofa_reset_title')
        }
        message={
          own ? t('user_interfaces.twofa_turn_off_body') : t('user_interfaces.twofa_reset_body')
        }
        confirmLabel={own ? t('user_interfaces.twofa_turn_off') : t('user_interfaces.twofa_reset')}
        cancelLabel={t('user_interfaces.twofa_cancel')}
        busy={busy}
        danger
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </fieldset>
  );
}
