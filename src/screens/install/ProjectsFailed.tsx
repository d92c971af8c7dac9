import type { ApiErrorShape } from '../../api/api-error.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';

interface ProjectsFailedProps {
  error: ApiErrorShape;
  onRetry: () => void;
}

/** The project list did not load, so the wizard cannot tell a first install from another one. */
export function ProjectsFailed({ error, onRetry }: ProjectsFailedProps) {
  const { t } = useT();
  return (
    <>
      <Notice color="danger" title={errorMessage(t, error)} live>
        {t('install.projects_failed')}
      </Notice>
      <div>
        <Button variant="primary" onClick={onRetry}>
          {t('install.retry')}
        </Button>
      </div>
    </>
  );
}
