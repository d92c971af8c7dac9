import { useState } from 'react';
import type { ApiErrorShape } from '../../api/api-error.js';
import { NOT_INSTALLED } from '../../api/error-codes.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { useRouter } from '../../router/Link.js';
import { $projects, $projectsError, loadProjects } from '../../state/projects.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';

/**
 * The done step's way on in `/install`: reload the project list (still `false` from before the
 * install, which would make the guard send /login back here), then open /login with the new
 * project preselected (`?project=key`, spec 1 §2).
 */
export function SignInButton({ project }: { project: string }) {
  const { t } = useT();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiErrorShape | null>(null);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    await loadProjects();
    const error = $projectsError.get();
    if (error || $projects.get() === false) {
      setBusy(false);
      setProblem(
        error ?? { code: NOT_INSTALLED, status: 503, message: t('install.projects_failed') },
      );
      return;
    }
    router.open(router.pathFor('login', {}, { project }));
  };

  return (
    <>
      {problem ? (
        <Notice color="danger" live>
          {errorMessage(t, problem)}
        </Notice>
      ) : null}
      <div className="cms-install__actions">
        <Button
          variant="primary"
          className="cms-install__next"
          busy={busy}
          onClick={() => void signIn()}
        >
          {t('install.done.sign_in')}
        </Button>
      </div>
    </>
  );
}
