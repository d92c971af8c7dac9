import { useStore } from '@nanostores/react';
import type { ApiErrorShape } from '../api/api-error.js';
import { errorMessage } from '../i18n/error-message.js';
import { useT } from '../i18n/use-t.js';
import { Link } from '../router/Link.js';
import { PublicFrame } from '../screens/public-frame/PublicFrame.js';
import { $currentProjectKey } from '../state/current-project.js';
import { hydrate } from '../state/hydration.js';
import { Button } from '../ui/Button.js';
import { Notice } from '../ui/Notice.js';

/** Hydration failed (spec 1 §2, §8): a title, the reason, a retry and a way to another project. */
export function ServerError({ error }: { error: ApiErrorShape }) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  return (
    <PublicFrame title={t('server_error.title')} subtitle={t('server_error.body')}>
      <Notice color="danger" live>
        {errorMessage(t, error)}
      </Notice>
      <div className="cms-public__footer">
        {project ? (
          <Button variant="primary" onClick={() => void hydrate(project)}>
            {t('server_error.retry')}
          </Button>
        ) : null}
        <Link to="/login">{t('server_error.other_project')}</Link>
      </div>
    </PublicFrame>
  );
}
