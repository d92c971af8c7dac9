import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { registerStyles } from '../../ui/styles.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';
import css from './setup-2fa.css';
import { TwoFactorSteps } from './TwoFactorSteps.js';

registerStyles(css);

/** `/setup-2fa` (spec 1 §4): fetch a secret, confirm a code, finished. */
export function SetupTwoFactor(_props: { route: Route }) {
  const { t } = useT();
  // Sign-in error 113 made the project current before opening this route.
  const project = useStore($currentProjectKey);
  return (
    <PublicFrame title={t('setup_2fa.title')} subtitle={project ? t('setup_2fa.intro') : undefined}>
      {project ? (
        // A new project starts the steps afresh.
        <TwoFactorSteps key={project} project={project} />
      ) : (
        <>
          <p>{t('setup_2fa.no_session')}</p>
          <Link to="/login">{t('setup_2fa.sign_in')}</Link>
        </>
      )}
    </PublicFrame>
  );
}
