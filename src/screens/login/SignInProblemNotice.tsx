import { UNREACHABLE } from '../../api/error-codes.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import type { SignInProblem } from './use-sign-in.js';

/**
 * Why a sign-in failed (spec 1 §8): "couldn't reach" in danger colour, any server code as a
 * warning. Shared by the sign-in screen and the item editor's inline sign-in.
 */
export function SignInProblemNotice({ problem }: { problem: SignInProblem }) {
  const { t } = useT();
  if (problem.kind === 'session-not-kept') {
    return (
      <Notice color="danger" live>
        {t('sign_in.session_not_kept')}
      </Notice>
    );
  }
  return (
    <Notice color={problem.error.code === UNREACHABLE ? 'danger' : 'warning'} live>
      {errorMessage(t, problem.error)}
    </Notice>
  );
}
