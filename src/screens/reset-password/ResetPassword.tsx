import { useStore } from '@nanostores/react';
import { readResetToken } from '../../api/auth.js';
import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { registerStyles } from '../../ui/styles.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';
import { NewPasswordForm } from './NewPasswordForm.js';
import { RequestResetForm } from './RequestResetForm.js';
import css from './reset-password.css';

registerStyles(css);

/** `/reset-password` (spec 1 §2): the request form, or the new-password form with `?token=`. */
export function ResetPassword({ route }: { route: Route }) {
  const { t } = useT();
  const currentKey = useStore($currentProjectKey);
  const token = route.search.token;

  if (!token) {
    return (
      <PublicFrame title={t('reset_password.title')}>
        <RequestResetForm />
      </PublicFrame>
    );
  }

  // The mailed link names the project (`project=`, which the app root turns into the current
  // project); the token names it too, and wins: it is what the server checks.
  const claims = readResetToken(token);
  const project = claims.project ?? route.search.project ?? currentKey;
  return (
    <PublicFrame title={t('reset_password.title')}>
      <NewPasswordForm token={token} project={project} email={claims.email ?? null} />
    </PublicFrame>
  );
}
